import Foundation
import TestKit
import Testing

/// end to end: show
struct ShowEndToEndTests {
    /// the table is one aligned key and value per line, keys as edit takes them
    func testTable() throws {
        let sandbox = Sandbox()
        let lines = try sandbox.expectSuccess(["show", "sticky-utah"]).split(separator: "\n").map(String.init)
        expectEqual(lines.first, "name                  sticky-utah")
        expect(lines[1].hasPrefix("summary               Big Mountain Studio"))
        // docs/swift.md#1-the-built-in-catalogue: 120, 300, shrink, 0.5, shadow 140 / 8, no snap.
        expectEqual(
            Array(lines.suffix(9)),
            [
                "minHeight             120",
                "maxHeight             300",
                "collapse              shrink",
                "damping               0.5",
                "shadow.threshold      140",
                "shadow.radius         8",
                "snap.mode             disabled",
                "snap.positions        []",
                "snap.initialPosition  0",
            ])
    }

    /// no shadow shows as shadow null; positions as a list; a second summary line is indented
    func testTableDetails() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess([
            "create", "snappy", "summary=one\ntwo", "snap.mode=immediately",
            "snap.positions=1,0,0.5",
        ])
        let text = try sandbox.expectSuccess(["show", "snappy"])
        expectEqual(
            text,
            """
            name                  snappy
            summary               one
                                  two
            minHeight             150
            maxHeight             350
            collapse              shrink
            damping               0
            shadow                null
            snap.mode             immediately
            snap.positions        [0, 0.5, 1]
            snap.initialPosition  0

            """)
    }

    /// the summary wraps at spaces to fit COLUMNS, never inside a word, under its first line
    func testSummaryWraps() throws {
        let sandbox = Sandbox()
        let json = try sandbox.expectSuccess(["show", "material3-large-top-app-bar", "--format", "json"])
        let object = try require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let summary = try require(object["summary"] as? String)
        let text = try sandbox.expectSuccess(["show", "material3-large-top-app-bar"], environment: ["COLUMNS": "60"])
        let lines = text.split(separator: "\n").map(String.init)
        // "motion.spring.dampingRatio" is the widest key: values start at column 28.
        let summaryLines = Array(lines[1...].prefix { $0.hasPrefix("summary ") || $0.hasPrefix(String(repeating: " ", count: 28)) })
        expect(summaryLines.count > 3)
        expect(summaryLines[0].hasPrefix("summary" + String(repeating: " ", count: 21) + "Material 3 "))
        // Each fits, but for a word too long for any line ("exitUntilCollapsedScrollBehavior:"), alone on its own.
        for line in summaryLines {
            expect(line.count <= 60 || !line.dropFirst(28).contains(" "), "\(line)")
        }
        expect(summaryLines.contains(String(repeating: " ", count: 28) + "exitUntilCollapsedScrollBehavior:"))
        // The words, in order, are the summary's own: none was broken.
        let shown = summaryLines.map { String($0.dropFirst(28)) }.joined(separator: " ")
        expectEqual(shown.split(separator: " "), summary.split(separator: " "))
        // Without COLUMNS and not on a terminal: 80.
        for line in try sandbox.expectSuccess(["show", "sticky-utah"]).split(separator: "\n") {
            expect(line.count <= 80, "\(line)")
        }
    }

    /// a track with its easing wraps at spaces under the value column too
    func testTrackLinesWrap() throws {
        for columns in [60, 72] {
            try TestRow.$current.withValue(String(describing: columns)) { try self.trackLinesWrap(columns) }
        }
    }

    func trackLinesWrap(_ columns: Int) throws {
        let sandbox = Sandbox()
        let lines = try sandbox.expectSuccess(["show", "android-collapsing-toolbar"], environment: ["COLUMNS": "\(columns)"])
            .split(separator: "\n").map(String.init)
        for line in lines {
            expect(line.count <= columns || !line.drop { $0 == " " }.contains(" "), "\(line)")
        }
        // The title's scale track: its keyframes on its line, its easing under the value column.
        let track = try require(lines.firstIndex { $0.hasPrefix("tracks.title.scale ") })
        let column = lines[track].count - lines[track].drop { $0 != " " }.drop { $0 == " " }.count
        let value = lines[track].dropFirst(column) + " " + lines[track + 1].dropFirst(column)
        expect(lines[track + 1].prefix(column).allSatisfy { $0 == " " })
        expectEqual(value, "0:1.7,1:1 (easing 0.333333,0.666667,0.666667,1)")
    }

    /// numbers in keyframes and easings are rounded to six significant digits, as eval rounds
    func testRoundedNumbers() throws {
        let sandbox = Sandbox()
        // Stored as 0.6111111111111112 (= 1 - 56/144) and 0.3333333333333333 (= 1/3).
        // Wide enough that no value wraps; the value column is wherever the widest key puts it.
        let wide = ["COLUMNS": "200"]
        let flutter = try sandbox.expectSuccess(["show", "flutter-sliver-app-bar-stretch"], environment: wide)
        expect(flutter.split(separator: "\n").contains { $0.hasPrefix("tracks.background.opacity ") && $0.hasSuffix(" 0.611111:1,1:0") })
        let android = try sandbox.expectSuccess(["show", "android-collapsing-toolbar"], environment: wide)
        expect(android.contains(" 0:1.7,1:1 (easing 0.333333,0.666667,0.666667,1)\n"))
        try sandbox.expectSuccess([
            "create", "third", "damping=0.3333333333333333", "snap.positions=0,0.6666666666666666,1",
            "snap.mode=immediately",
        ])
        let third = try sandbox.expectSuccess(["show", "third"])
        expect(third.contains("damping               0.333333\n"))
        expect(third.contains("snap.positions        [0, 0.666667, 1]\n"))
        // JSON keeps every digit.
        expect(try sandbox.expectSuccess(["show", "third", "--format", "json"]).contains("\"damping\": 0.3333333333333333,"))
    }

    /// --format json is exactly the canonical preset object of docs/format.md#preset-keys
    func testJson() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess([
            "create", "hero", "summary=Hero", "maxHeight=320", "minHeight=100",
            "shadow.threshold=140", "snap.mode=immediately", "snap.positions=0,0.5,1",
        ])
        try expectEqual(
            sandbox.expectSuccess(["show", "hero", "--format", "json"]),
            """
            {
              "name": "hero",
              "summary": "Hero",
              "minHeight": 100,
              "maxHeight": 320,
              "collapse": "shrink",
              "damping": 0,
              "shadow": {
                "threshold": 140,
                "radius": 8
              },
              "snap": {
                "mode": "immediately",
                "positions": [
                  0,
                  0.5,
                  1
                ],
                "initialPosition": 0
              }
            }

            """)
    }

    /// a missing preset exits 66 with a did-you-mean hint
    func testNotFound() throws {
        try Sandbox().expectFailure(
            ["show", "stiky-utah"], status: 66,
            message: #"no preset named 'stiky-utah'; did you mean 'sticky-utah'?"#)
    }

    /// a missing name argument is a usage error
    func testMissingName() throws {
        try Sandbox().expectFailure(["show"], status: 64, message: "missing expected argument '<name>'")
    }
}
