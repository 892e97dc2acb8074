import Foundation
import TestKit
import Testing

@testable import StretchyCLI

/// Every example in `help` runs as shown, on a fresh database, and does what its line says.
struct HelpExamplesEndToEndTests {
    /// Every example of the catalogue: the top-level ones and each command's.
    static let examples: [CommandExample] =
        CommandCatalogue.stretchy.examples
        + CommandCatalogue.stretchy.commands.flatMap(\.examples)

    /// What an example needs first, as `stretchy` arguments.
    static let setUp: [String: [[String]]] = [
        "stretchy revert sticky-utah 3": [
            ["edit", "sticky-utah", "maxHeight=310"], ["edit", "sticky-utah", "maxHeight=320"],
            ["edit", "sticky-utah", "maxHeight=330"],
        ],
        "stretchy rename my-utah utah-snapping": [["copy", "sticky-utah", "my-utah"]],
        "stretchy delete my-utah": [["copy", "sticky-utah", "my-utah"]],
        "stretchy export sticky-utah my-utah > share.json": [["copy", "sticky-utah", "my-utah"]],
        "stretchy restore sticky-utah": [["edit", "sticky-utah", "maxHeight=310"]],
    ]

    /// What each example's line promises, checked on its output (stdout) and the sandbox.
    static func checkPromise(of commandLine: String, output: String, sandbox: Sandbox) throws {
        switch commandLine {
        // Pulled 120: 300 + (1 − 0.5) · 120 = 360; at rest 300; scrolled 40: max(120, 300 − 40) = 260.
        case "stretchy eval sticky-utah --at -120,0,40":
            let heights = output.split(separator: "\n").dropFirst().map { $0.split(separator: " ")[1] }
            expectEqual(heights, ["360", "300", "260"])
        case "stretchy revert sticky-utah 3":
            expect(output.contains("maxHeight 330 → 320"))
            try expectEqual(sandbox.presetObject("sticky-utah")["maxHeight"] as? Double, 320)
        case "stretchy create tall-header maxHeight=320 minHeight=100":
            let object = try sandbox.presetObject("tall-header")
            expectEqual(object["maxHeight"] as? Double, 320)
            expectEqual(object["minHeight"] as? Double, 100)
        case "stretchy create my-utah --from sticky-utah snap.mode=immediately":
            let object = try sandbox.presetObject("my-utah")
            expectEqual((object["snap"] as? [String: Any])?["mode"] as? String, "immediately")
            expectEqual(object["damping"] as? Double, 0.5)
        case "stretchy studio sticky-utah", "stretchy studio sticky-utah stretchy-ios18 --open":
            expect(output.hasPrefix("studio: http://127.0.0.1:") && output.hasSuffix("\n"))
            expectEqual(output.filter { $0 == "\n" }.count, 1)
        case "stretchy edit sticky-utah damping=0.25":
            expectEqual(output, "damping 0.5 → 0.25\n")
        case "stretchy edit sticky-utah":
            expectEqual(output, "maxHeight 300 → 310\n")
        case "stretchy rename my-utah utah-snapping":
            _ = try sandbox.presetObject("utah-snapping")
        case "stretchy copy sticky-utah my-utah":
            _ = try sandbox.presetObject("my-utah")
        case "stretchy delete my-utah":
            expect(output.hasPrefix("deleted 'my-utah'"))
        case "stretchy restore sticky-utah":
            try expectEqual(sandbox.presetObject("sticky-utah")["maxHeight"] as? Double, 300)
        case "stretchy export --output presets.json":
            let text = try String(contentsOf: sandbox.folder.appendingPathComponent("presets.json"), encoding: .utf8)
            expect(text.contains("\"sticky-utah\""))
        case "stretchy export sticky-utah my-utah > share.json":
            let text = try String(contentsOf: sandbox.folder.appendingPathComponent("share.json"), encoding: .utf8)
            expect(text.contains("\"name\": \"sticky-utah\"") && text.contains("\"name\": \"my-utah\""))
        case "stretchy import team.json --on-conflict replace":
            try expectEqual(sandbox.presetObject("sticky-utah")["maxHeight"] as? Double, 280)
            _ = try sandbox.presetObject("team-header")
        case "stretchy import team.json --on-conflict replace --dry-run":
            expect(output.hasPrefix("dry run"))
            try expectEqual(sandbox.run(["show", "team-header"]).status, 66)
        case "stretchy validate team.json":
            expect(output.hasPrefix("ok: "))
        // E = 88, snap offsets 0, 88; Android's fling: D(300) = 778.35 · (0.35 · 300 / 778.35)^1.7363
        // = 24.02, so 40 settles from 64.02, nearer 88 than 0.
        case "stretchy snap material3-large-top-app-bar --offset 40 --velocity 300 --explain":
            expect(output.contains("Android's spline fling"))
            expect(output.hasSuffix("Rest: 88 (snapped to 88).\n"))
        // E = 52; afterFinishAccelerating, |v| ≥ 200: 40 − 900 · 0.499 < 0, outside the snap range, so max(0, …) = 0.
        case "stretchy snap ios-large-title-navigation-bar --offset 40 --velocity -900":
            expectEqual(output.split(separator: "\n").last?.split(separator: " ").map(String.init), ["40", "-900", "0"])
        case "stretchy chart sticky-utah --series height,progress --from -150 -o utah.svg":
            let text = try String(contentsOf: sandbox.folder.appendingPathComponent("utah.svg"), encoding: .utf8)
            expect(text.contains("<svg"))
        case "stretchy export sticky-utah --to swift --output HeaderPresets.swift":
            let text = try String(contentsOf: sandbox.folder.appendingPathComponent("HeaderPresets.swift"), encoding: .utf8)
            expect(text.contains("static let stickyUtah"))
        case "stretchy export --to swift --input app.stretchy.json":
            expect(output.contains("static let appHeader"))
        case "stretchy preview sticky-utah":
            let page = try String(contentsOf: sandbox.folder.appendingPathComponent("sticky-utah.html"), encoding: .utf8)
            expect(page.contains(#"data-stretchy-scroller="sticky-utah""#))
        case "stretchy preview sticky-utah stretchy-ios18 --width 375 --height 667":
            let page = try String(contentsOf: sandbox.folder.appendingPathComponent("preview.html"), encoding: .utf8)
            expect(page.contains(#"data-stretchy-header="sticky-utah""#) && page.contains(#"data-stretchy-header="stretchy-ios18""#))
            expect(page.contains("--phone-width: 375px; --phone-height: 667px"))
        case "stretchy check":
            expect(output.hasPrefix("ok: "))
        case "stretchy verify sticky-utah utah-trace.jsonl":
            expect(output.hasPrefix("checked 1 sample against sticky-utah"))
        case "stretchy verify sticky-utah utah-trace.jsonl --tolerance 1 --chart utah.svg":
            expect(output.contains("ok: every sample is within the tolerance\nwrote utah.svg\n"))
            let text = try String(contentsOf: sandbox.folder.appendingPathComponent("utah.svg"), encoding: .utf8)
            expect(text.contains("<svg"))
        case "stretchy diff sticky-utah@1 sticky-utah":
            expectEqual(output, "")
        case "stretchy diff presets/sticky-utah.stretchy.json sticky-utah --chart":
            // The file is sticky-utah as shipped, as the database holds it: no key lines, the chart.
            expect(output.contains("presets/sticky-utah.stretchy.json") && output.contains("visible height"))
        case "stretchy merge-file hero.stretchy.json base.json theirs.json":
            let text = try String(contentsOf: sandbox.folder.appendingPathComponent("hero.stretchy.json"), encoding: .utf8)
            expect(text.contains("\"minHeight\": 100,") && text.contains("\"maxHeight\": 320,"))
        case "stretchy fit app-trace.jsonl":
            expect(output.contains("\nmaxHeight=300\nminHeight=120\ncollapse=shrink\ndamping=0.5\n"))
        case "stretchy fit app-trace.jsonl --create my-header":
            expect(output.hasSuffix("# created 'my-header'\n"))
            let shown = try sandbox.expectSuccess(["show", "my-header", "--format", "json"])
            expect(shown.contains(#""minHeight": 120"#))
        case "stretchy help eval":
            expect(output.hasPrefix("OVERVIEW: Compute a preset's header frames"))
        default:
            break
        }
    }

    /// the examples run with exit 0 and keep their promises
    func testExample() throws {
        for commandLine in Self.examples.map(\.commandLine) {
            try TestRow.$current.withValue(String(describing: commandLine)) { try self.example(commandLine) }
        }
    }

    func example(_ commandLine: String) throws {
        let sandbox = Sandbox()
        let bin = sandbox.folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: bin.appendingPathComponent("stretchy").path,
            withDestinationPath: StretchyProcess.binary.path)
        _ = try sandbox.file(
            "team.json",
            """
            [{"name": "sticky-utah", "minHeight": 120, "maxHeight": 280},
             {"name": "team-header", "maxHeight": 200}]
            """)
        _ = try sandbox.file("app.stretchy.json", #"[{"name": "app-header", "maxHeight": 240}]"#)
        // A team's folder and the three sides of a merge (docs/teams.md).
        try FileManager.default.createDirectory(at: sandbox.folder.appendingPathComponent("presets"), withIntermediateDirectories: true)
        // sticky-utah as shipped, exported from a database of its own, so the examples' stays fresh.
        let shipped = try StretchyProcess.run(["--db", sandbox.folder.appendingPathComponent("shipped.sqlite").path, "export", "sticky-utah"])
        _ = try sandbox.file("presets/sticky-utah.stretchy.json", shipped.stdout)
        _ = try sandbox.file("base.json", #"[{"name": "hero", "maxHeight": 300}]"#)
        _ = try sandbox.file("hero.stretchy.json", #"[{"name": "hero", "maxHeight": 300, "minHeight": 100}]"#)
        _ = try sandbox.file("theirs.json", #"[{"name": "hero", "maxHeight": 320}]"#)
        // sticky-utah at 40 pt: 300 - 40 = 260 high, top 0.
        _ = try sandbox.file(
            "utah-trace.jsonl",
            #"{"format": "stretchy-trace", "version": 1}"# + "\n"
                + #"{"t": 0, "offset": 40, "height": 260, "top": 0}"# + "\n")
        // A header built by hand that grows at half the pull and shrinks from 300 to 120.
        _ = try sandbox.file(
            "app-trace.jsonl",
            [
                #"{"format": "stretchy-trace", "version": 1}"#, #"{"t": 0, "offset": -40, "height": 320, "top": 0}"#,
                #"{"t": 0.1, "offset": 0, "height": 300, "top": 0}"#, #"{"t": 0.2, "offset": 40, "height": 260, "top": 0}"#,
                #"{"t": 0.3, "offset": 200, "height": 120, "top": 0}"#,
            ].joined(separator: "\n") + "\n")
        let editor = try sandbox.file("editor.sh", "#!/bin/sh\nsed -i 's/\"maxHeight\": 300/\"maxHeight\": 310/' \"$1\"\n")
        chmod(editor, 0o755)
        for arguments in Self.setUp[commandLine] ?? [] { try sandbox.expectSuccess(arguments) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", commandLine]
        process.currentDirectoryURL = sandbox.folder
        process.environment = [
            "PATH": bin.path + ":/usr/bin:/bin", "HOME": sandbox.folder.path,
            "STRETCHY_DB": sandbox.database, "EDITOR": editor,
        ]
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        // `--open` starts the system's opener: a stand-in that does nothing.
        for opener in ["xdg-open", "open"] {
            let path = try sandbox.file("bin/\(opener)", "#!/bin/sh\nexit 0\n")
            chmod(path, 0o755)
        }
        try process.run()
        var first = Data()
        if commandLine.hasPrefix("stretchy studio") {
            // It serves until stopped: once its URL line is out, SIGTERM, which it answers by
            // exiting 0 (docs/studio.md#stopping). bash runs the one command in its own place.
            while !first.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                first += chunk
            }
            process.terminate()
        }
        let stdout = String(decoding: first + output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        expectEqual(process.terminationStatus, 0, "\(commandLine): \(stderr)")
        expectEqual(stderr, "", "\(commandLine)")
        try Self.checkPromise(of: commandLine, output: stdout, sandbox: sandbox)
    }
}
