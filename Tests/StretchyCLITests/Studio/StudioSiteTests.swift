import Foundation
import LoopbackHTTP
import PresetService
import TestKit
import Testing

@testable import StretchyCLI

/// The studio's gate and JSON API over real sockets, in-process: a server on a free port of
/// 127.0.0.1 answering with the studio's site on a fresh database (docs/studio.md#the-json-api,
/// docs/safety.md#the-studio). Expected values are the catalogue's numbers and the format's rules.
final class StudioSiteTests {
    let folder: URL
    let database: String
    let token = "test-token-0123456789_abcdefABCDEF"
    let server: LoopbackServer
    var port: Int { server.port }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("stretchy-studio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        database = folder.appendingPathComponent("presets.sqlite").path
        _ = try PresetLibrary(databasePath: database).summaries()  // created with the catalogue
        let address = StudioAddress()
        server = try LoopbackServer(host: "127.0.0.1", port: 0) { address.site.respond($0) }
        address.site = StudioSite(
            gate: StudioGate(token: StudioToken(text: token), port: server.port),
            databasePath: database, names: ["sticky-utah"])
        let server = self.server
        Thread.detachNewThread { server.run() }
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    func send(
        _ method: String, _ target: String, token: String?? = .none, host: String? = nil, origin: String? = nil,
        extra: [String] = [], body: String? = nil
    ) throws -> RawHTTP.Answer {
        let sent: String? = token ?? self.token
        return try RawHTTP.exchange(
            port: port,
            RawHTTP.request(
                method, target, port: port, token: sent, host: host,
                origin: origin, extra: extra, body: body))
    }

    func json(_ answer: RawHTTP.Answer) throws -> [String: Any] {
        try require(JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
    }

    func history(_ name: String) throws -> [PresetHistoryEntry] { try PresetLibrary(databasePath: database).history(of: name) }

    /// The body of a PUT: the catalogue's sticky-utah (docs/format.md) with `changes`, against `base`.
    func stickyUtah(base: Int, _ changes: String) -> String {
        #"{"base": \#(base), "preset": {"name": "sticky-utah", "summary": "s", "minHeight": 120, "maxHeight": 300, "collapse": "shrink", "damping": 0.5, "shadow": {"threshold": 140, "radius": 8}, "snap": {"mode": "disabled", "positions": [], "initialPosition": 0}\#(changes)}}"#
    }

    /// a request without the token, with a foreign Host or with a foreign Origin on a write gets 403 and changes nothing
    func testGate() throws {
        let before = try history("sticky-utah")
        let body = stickyUtah(base: before.last!.revision, "").replacingOccurrences(of: "\"maxHeight\": 300", with: "\"maxHeight\": 310")
        let refused: [RawHTTP.Answer] = [
            try send("PUT", "/api/presets/sticky-utah", token: .some(nil), body: body),
            try send("PUT", "/api/presets/sticky-utah", token: "wrong", body: body),
            try send("PUT", "/api/presets/sticky-utah", host: "evil.example:\(port)", body: body),
            try send("PUT", "/api/presets/sticky-utah", host: "127.0.0.1", body: body),
            try send("PUT", "/api/presets/sticky-utah", host: "127.0.0.1:\(port + 1)", body: body),
            try send("PUT", "/api/presets/sticky-utah", origin: "http://evil.example", body: body),
            try send("PUT", "/api/presets/sticky-utah", origin: "null", body: body),
            try send("PUT", "/api/presets/sticky-utah", extra: ["Host: 127.0.0.1:\(port)"], body: body),
            try send("GET", "/api/presets/sticky-utah", token: .some(nil)),
            try send("GET", "/", token: .some(nil)),
        ]
        for answer in refused {
            expectEqual(answer.status, 403)
            expectEqual(answer.header("Access-Control-Allow-Origin"), nil)
        }
        try expectEqual(history("sticky-utah"), before)
        // The token by query or by header; never by a cookie (the browser sends those to every
        // port of 127.0.0.1); the Host by name too; the page's own Origin.
        try expectEqual(send("GET", "/api/presets/sticky-utah?token=\(token)", token: .some(nil)).status, 200)
        try expectEqual(
            send("GET", "/api/presets/sticky-utah", token: .some(nil), extra: ["Cookie: a=b; stretchy-studio-\(port)=\(token)"]).status, 403)
        try expectEqual(send("GET", "/api/presets/sticky-utah", host: "localhost:\(port)").status, 200)
        try expectEqual(send("GET", "/api/presets/sticky-utah", origin: "http://evil.example").status, 200)  // a read: no Origin rule
        let saved = try send("PUT", "/api/presets/sticky-utah", origin: "http://127.0.0.1:\(port)", body: body)
        expectEqual(saved.status, 200)
        expectEqual(saved.header("Access-Control-Allow-Origin"), nil)
    }

    /// GET of a preset is its latest revision and the format's object; GET history is history --format json
    func testReads() throws {
        let answer = try send("GET", "/api/presets/sticky-utah")
        expectEqual(answer.status, 200)
        expectEqual(answer.header("Content-Type"), "application/json; charset=utf-8")
        let object = try json(answer)
        expectEqual(object["revision"] as? Int, 1)
        let preset = try require(object["preset"] as? [String: Any])
        expect(preset["maxHeight"] as? Double == 300 && preset["minHeight"] as? Double == 120)
        let list = try require(JSONSerialization.jsonObject(with: Data(try send("GET", "/api/presets").body.utf8)) as? [[String: Any]])
        expect(list.compactMap { $0["name"] as? String }.contains("sticky-utah"))
        let history = try send("GET", "/api/presets/sticky-utah/history")
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory)
        HistoryCommand.writeJSON(try self.history("sticky-utah"), to: output)
        try output.flush()
        expectEqual(history.body, memory.text)
        let missing = try send("GET", "/api/presets/no-such")
        expectEqual(missing.status, 404)
        expectEqual((try json(missing)["error"] as? String)?.hasPrefix(#"no preset named 'no-such'"#), true)
    }

    /// PUT saves one revision; a change meanwhile to another key merges, to the same key is 409; a broken rule is 422 with edit's message
    func testSaves() throws {
        let first = try send("PUT", "/api/presets/sticky-utah", body: stickyUtah(base: 1, #", "pullTrigger": 80"#))
        expectEqual(first.status, 200)
        try expectEqual(json(first)["revision"] as? Int, 2)
        try expectEqual(history("sticky-utah").last?.preset?.pullTrigger, 80)
        // Another writer changes damping; the page, still at revision 1, changed maxHeight: merged.
        try PresetLibrary(databasePath: database).edit("sticky-utah", assignments: [PresetAssignment(path: "damping", value: "0.25")])
        let merged = try send(
            "PUT", "/api/presets/sticky-utah",
            body: stickyUtah(base: 1, "").replacingOccurrences(of: "\"maxHeight\": 300", with: "\"maxHeight\": 320"))
        expectEqual(merged.status, 200)
        let last = try require(try history("sticky-utah").last?.preset)
        expect(last.maxHeight == 320 && last.damping == 0.25 && last.pullTrigger == 80)
        // The page at revision 1 changed damping too: a conflict, nothing saved.
        let count = try history("sticky-utah").count
        let conflict = try send(
            "PUT", "/api/presets/sticky-utah",
            body: stickyUtah(base: 1, "").replacingOccurrences(of: "\"damping\": 0.5", with: "\"damping\": 0.75"))
        expectEqual(conflict.status, 409)
        let body = try json(conflict)
        expectEqual(body["conflicts"] as? [String], ["damping"])
        expectEqual(body["revision"] as? Int, count)
        expectEqual((body["preset"] as? [String: Any])?["damping"] as? Double, 0.25)
        try expectEqual(history("sticky-utah").count, count)
        let invalid = try send(
            "PUT", "/api/presets/sticky-utah",
            body: stickyUtah(base: count, "").replacingOccurrences(of: "\"maxHeight\": 300", with: "\"maxHeight\": -5"))
        expectEqual(invalid.status, 422)
        try expectEqual(json(invalid)["error"] as? String, #"preset 'sticky-utah' maxHeight: -5 is outside 0...10000"#)
        try expectEqual(
            send("PUT", "/api/presets/no-such", body: stickyUtah(base: 1, "").replacingOccurrences(of: "sticky-utah", with: "no-such")).status, 404)
        try expectEqual(send("PUT", "/api/presets/sticky-utah", body: "{not json").status, 422)
        try expectEqual(history("sticky-utah").count, count)
    }

    /// a check answers the reducedMotion variant beside the preset, and null without one
    ///
    /// docs/accessibility.md#in-the-preview-and-the-studio: the page's Reduce Motion toggle shows
    /// the variant stretchy merged, so every answer carries it beside the preset.
    func testCheckCarriesTheVariant() throws {
        let preset = #"{"name": "x", "minHeight": 100, "maxHeight": 300, "motion": {"parallax": 0.5}}"#
        let answer = try send(
            "POST", "/api/check", body: #"{"preset": \#(preset), "assignments": [["reducedMotion.motion.parallax", "0.25"]]}"#)
        expectEqual(answer.status, 200)
        let accessibility = try require(try json(answer)["accessibility"] as? [String: Any])
        let variant = try require(accessibility["variant"] as? [String: Any])
        expectEqual((variant["motion"] as? [String: Any])?["parallax"] as? Double, 0.25)
        expectEqual((try json(answer)["preset"] as? [String: Any]).flatMap { ($0["motion"] as? [String: Any])?["parallax"] as? Double }, 0.5)
        expectEqual((try json(answer)["values"] as? [String: String])?["reducedMotion.motion.parallax"], "0.25")
        let plain = try send("POST", "/api/check", body: #"{"preset": {"name": "x"}, "assignments": []}"#)
        expect((try json(plain)["accessibility"] as? [String: Any])?["variant"] is NSNull)
    }

    /// a check draws the chart of the state its query names; a state no toggle has is 422
    ///
    /// docs/studio.md#the-json-api: an answer carries the chart of the toggles' state the query
    /// names, and a value no toggle has is refused.
    func testCheckDrawsTheAskedState() throws {
        // body's size at ax5 is 53 against 17 at large: H_c = 200 + 40 · (53 / 17 − 1), another chart.
        let preset = #"{"name": "x", "minHeight": 100, "maxHeight": 200, "dynamicType": {"textStyle": "body", "scaledHeight": 40}}"#
        let body = #"{"preset": \#(preset), "assignments": []}"#
        func charts(_ query: String) throws -> Int? {
            let answer = try send("POST", "/api/check" + query, body: body)
            expectEqual(answer.status, 200, "\(query)")
            return ((try json(answer)["accessibility"] as? [String: Any])?["charts"] as? [Any])?.count
        }
        try expectEqual(charts(""), 0)  // large, the preset's own chart
        try expectEqual(charts("?reduceMotion=false&textSize=ax5"), 1)
        for (query, message) in [
            ("?reduceMotion=yes", "reduceMotion: 'yes' is not true or false"),
            ("?textSize=huge", "textSize: 'huge' is not one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, ax1, ax2, ax3, ax4, ax5"),
        ] {
            let answer = try send("POST", "/api/check" + query, body: body)
            expectEqual(answer.status, 422)
            try expectEqual(json(answer)["error"] as? String, message)
        }
    }

    /// a check applies assignments as edit does and answers edit's message for the one that fails, as a 200
    func testChecks() throws {
        let preset = #"{"name": "x", "minHeight": 100, "maxHeight": 300}"#
        let valid = try send(
            "POST", "/api/check", body: #"{"preset": \#(preset), "assignments": [["maxHeight", "320"], ["tracks.title.scale", "0:1.5,1:1"]]}"#)
        expectEqual(valid.status, 200)
        let applied = try require(try json(valid)["preset"] as? [String: Any])
        expectEqual(applied["maxHeight"] as? Double, 320)
        expectEqual((try json(valid)["values"] as? [String: String])?["tracks.title.scale"], "0:1.5,1:1")
        for (assignment, message) in [
            (#"["maxHeight", "abc"]"#, "maxHeight: 'abc' is not a number"),
            (#"["minHeight", "400"]"#, #"preset 'x' minHeight: 400 is greater than maxHeight 300"#),
            (#"["maxHeigth", "1"]"#, "unknown key 'maxHeigth'; did you mean 'maxHeight'?"),
        ] {
            // A refused value is an answer, not a failed request: the page's console stays quiet.
            let answer = try send("POST", "/api/check", body: #"{"preset": \#(preset), "assignments": [\#(assignment)]}"#)
            expectEqual(answer.status, 200)
            try expectEqual(json(answer)["error"] as? String, message)
            try expect(json(answer)["preset"] == nil)
        }
        // A body that is not a check is a failed request.
        for body in ["{not json", #"{"assignments": []}"#, #"{"preset": \#(preset), "assignments": [["maxHeight"]]}"#] {
            let answer = try send("POST", "/api/check", body: body)
            expectEqual(answer.status, 422, "\(body)")
            expect(try json(answer)["error"] != nil)
        }
    }

    /// the page carries the hooks and a CSP of script hashes; no cookie, CORS, framing or caching
    func testPage() throws {
        let answer = try send("GET", "/?token=\(token)", token: .some(nil))
        expectEqual(answer.status, 200)
        let csp = try require(answer.header("Content-Security-Policy"))
        expect(csp.contains("script-src 'sha256-") && !csp.contains("unsafe-inline'; style") && csp.contains("frame-ancestors 'none'"))
        expectEqual(answer.header("Set-Cookie"), nil)
        expect(answer.header("Cache-Control") == "no-store" && answer.header("X-Frame-Options") == "DENY")
        expect(answer.body.contains(#"data-stretchy-controls="sticky-utah""#))
        expect(answer.body.contains(#"data-stretchy-key="maxHeight""#) && answer.body.contains(#"data-stretchy-save="sticky-utah""#))
        expect(answer.body.utf8.count <= 250 * 1024)
        try expectEqual(send("DELETE", "/api/presets/sticky-utah").status, 405)
        try expectEqual(send("GET", "/api/nothing").status, 404)
    }

    /// tokens are 32 characters of A-Z a-z 0-9 - _ (192 bits), new each time
    func testTokens() {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        let tokens = (0..<50).map { _ in StudioToken().text }
        expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(allowed.contains) })
        expectEqual(Set(tokens).count, 50)
        expect(StudioToken(text: "abc").matches("abc") && !StudioToken(text: "abc").matches("abd") && !StudioToken(text: "abc").matches("ab"))
    }
}
