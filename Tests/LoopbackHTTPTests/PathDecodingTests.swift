import TestKit
import Testing

@testable import LoopbackHTTP

/// Path traversal in every encoding is refused before the handler sees a path; ordinary paths
/// decode once (docs/development.md#the-loopback-http-server).
struct PathDecodingTests {
    static func decoded(_ raw: String) -> String? {
        try? PathDecoding.decode(Array(raw.utf8)[...])
    }

    /// Paths that would climb out of the served tree, or hide a separator, in each spelling.
    static let traversal = [
        "/..", "/../", "/../etc/passwd", "/a/../b", "/a/..", "/.", "/./", "/a/./b", "/a/.",
        "/%2e%2e", "/%2E%2E", "/%2e%2E/etc/passwd", "/%2e.", "/.%2e", "/%2E.", "/.%2E", "/a/%2e%2e/b",
        "/%2e", "/%2E/", "/a/%2e/b",
        "/%2f", "/%2F", "/a%2fb", "/..%2f..%2fetc", "/%2F..", "/%2e%2e%2f", "/a%2F%2E%2E",
        "/%5c", "/%5C..", "/a%5cb", "/..%5c..%5cwindows",
        "/%00", "/a%00.json", "/a%00/", "/%2e%2e%00",
        "/%01", "/%0a", "/%0d%0a", "/a%09b", "/%1b", "/%7f",
        "/%c0%ae%c0%ae", "/%c0%ae", "/%C0%AE%C0%AE/etc", "/%e0%80%ae", "/%f0%80%80%ae",
        "/%c0%af", "/%e0%80%af", "/%c1%9c", "/%ff", "/%fe%ff", "/%ed%a0%80", "/%c3", "/%e2%82",
        "/%", "/%2", "/%g0", "/%zz", "/a%", "/%%32%65",
        "", "a", "..", "%2e%2e", "./a",
        // A combining mark at the start of a segment joins the `/` before it into one Character.
        "/%CC%81", "/api/%CC%81presets", "/a/%e1%80%aets", "/%E2%83%9D..", "/%cd%8f", "/a/%F3%A0%84%80x",
        "/%E2%80%8Dx", "/a/%E0%A4%83",
        // ... and a prepended mark at the end of a segment joins the `/` after it.
        "/a%D8%80/b", "/%D8%80/",
    ]

    func testTraversalIsRefusedInEveryEncoding() {
        for raw in Self.traversal {
            TestRow.$current.withValue(String(describing: raw)) { self.traversalIsRefusedInEveryEncoding(raw) }
        }
    }

    func traversalIsRefusedInEveryEncoding(_ raw: String) {
        expectEqual(Self.decoded(raw), nil, "accepted \(raw.debugDescription) as \(Self.decoded(raw)?.debugDescription ?? "")")
    }

    /// Paths that decode, and what to: escapes decode exactly once, so `%252e` is the literal
    /// text `%2e`, never a dot.
    static let accepted: [(String, String)] = [
        ("/", "/"),
        ("/api/presets/sticky-utah", "/api/presets/sticky-utah"),
        ("/a%20b", "/a b"),
        ("/a+b", "/a+b"),
        ("/%252e%252e", "/%2e%2e"),
        ("/%252e%252e/%252fetc", "/%2e%2e/%2fetc"),
        ("/%25", "/%"),
        ("/caf%C3%A9", "/caf\u{E9}"),
        ("/%E2%82%AC", "/\u{20AC}"),
        ("/%F0%9F%98%80", "/\u{1F600}"),
        ("/a..b", "/a..b"),
        ("/...", "/..."),
        ("/%2e%2e%2e", "/..."),
        ("/.well-known", "/.well-known"),
        ("/a.", "/a."),
        ("/a//b", "/a//b"),
        ("/a/", "/a/"),
        ("/%3F%23", "/?#"),
        ("/e%CC%81", "/e\u{301}"),  // a combining mark after a letter is a letter's
    ]

    func testOrdinaryPathsDecodeOnce() {
        for (raw, path) in Self.accepted {
            TestRow.$current.withValue(String(describing: (raw, path))) { self.ordinaryPathsDecodeOnce(raw, path) }
        }
    }

    func ordinaryPathsDecodeOnce(_ raw: String, _ path: String) {
        expectEqual(Self.decoded(raw), path)
    }

    /// The same corpus as request targets over the parser, which also refuses what a target may
    /// not hold unencoded (a backslash, a raw non-ASCII byte).
    func testTheParserRefusesTheSameTargets() {
        let targets: [String] = Self.traversal.filter { $0.hasPrefix("/") } + ["/..\\", "/a\\..\\b", "/\\", "/caf\u{E9}", "/.. /x"]
        for target in targets {
            TestRow.$current.withValue(String(describing: target)) { self.theParserRefusesTheSameTargets(target) }
        }
    }

    func theParserRefusesTheSameTargets(_ target: String) {
        let status = HTTPRequestParserTests.refusal("GET \(target) HTTP/1.1\r\nHost: a\r\n\r\n")
        expectEqual(status, 400, "\(target.debugDescription)")
    }

    /// What follows `?` is the query: dots and slashes there are data, not path.
    func testTheQueryIsNotPartOfThePath() throws {
        let request = try require(HTTPRequestParserTests.request("GET /a?x=%2e%2e/%2f HTTP/1.1\r\n\r\n"))
        expectEqual(request.path, "/a")
        expectEqual(request.query, ["x": "..//"])
    }
}
