import Foundation
import TestKit
import Testing

/// end to end: list
struct ListEndToEndTests {
    /// The built-in catalogue of docs/swift.md#1-the-built-in-catalogue (the five required names; more may ship).
    static let required = [
        "scaling-header", "scaling-header-snap", "stretchable-geometryreader",
        "sticky-utah", "stretchy-ios18",
    ]

    /// the table has a header and one line per preset, sorted, each summary's first line in full
    func testTable() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["create", "two-lines", "summary=first line\nsecond line"])
        let lines = try sandbox.expectSuccess(["list"]).split(separator: "\n").map(String.init)
        expect(lines[0].hasPrefix("name"))
        expect(lines[0].hasSuffix("summary"))
        let names = lines.dropFirst().map { String($0.prefix { $0 != " " }) }
        expectEqual(names, names.sorted())
        for name in Self.required + ["two-lines"] { expect(names.contains(name)) }
        let twoLines = try require(lines.first { $0.hasPrefix("two-lines ") })
        expect(twoLines.hasSuffix("  first line"))
        expect(!lines.contains { $0.contains("second line") })
        // Not a terminal and no COLUMNS: lines are cut at 80, the numbers always shown.
        for line in lines { expect(line.count <= 80, "\(line)") }
        expectEqual(lines[0].split(separator: " "), ["name", "max", "min", "collapse", "damping", "snap", "summary"])
        let utah = try require(lines.first { $0.hasPrefix("sticky-utah ") })
        expectEqual(Array(utah.split(separator: " ").prefix(6)), ["sticky-utah", "300", "120", "shrink", "0.5", "-"])
        expect(utah.hasSuffix("…"))
        let snap = try require(lines.first { $0.hasPrefix("scaling-header-snap ") })
        expectEqual(Array(snap.split(separator: " ").prefix(6)), ["scaling-header-snap", "350", "150", "shrink", "0", "0,0.5,1"])
        // COLUMNS makes room: the whole first line of the summary.
        let wide = try sandbox.expectSuccess(["list"], environment: ["COLUMNS": "1000"]).split(separator: "\n")
        expectEqual(wide.first { $0.hasPrefix("sticky-utah ") }?.hasSuffix("(< 140 ? 8 : 0)."), true)
    }

    /// a narrow terminal loses snap, damping and collapse, in that order, never a line too long
    ///
    /// The catalogue's longest name is 30 characters; max and min are 3 wide, collapse 8, damping
    /// 7, snap 7, each two apart: at 72 columns snap goes (summary 11 characters), at 60 damping
    /// and collapse too (summary 18).
    func testNarrowTerminal() throws {
        for (columns, header) in [
            (60, ["name", "max", "min", "summary"]),
            (72, ["name", "max", "min", "collapse", "damping", "summary"]),
            (80, ["name", "max", "min", "collapse", "damping", "snap", "summary"]),
        ] {
            try TestRow.$current.withValue(String(describing: (columns, header))) { try self.narrowTerminal(columns, header) }
        }
    }

    func narrowTerminal(_ columns: Int, _ header: [String]) throws {
        let sandbox = Sandbox()
        let lines = try sandbox.expectSuccess(["list"], environment: ["COLUMNS": "\(columns)"]).split(separator: "\n")
        expectEqual(lines.first?.split(separator: " ").map(String.init), header)
        expect(lines.allSatisfy { $0.count <= columns }, "\(lines)")
        let utah = try require(lines.first { $0.hasPrefix("sticky-utah ") })
        expect(utah.contains(" 300  120 "), "\(utah)")
        expect(utah.hasSuffix("…"))
    }

    /// --format json is an array of objects with name and summary; csv has a header row
    func testJsonAndCSV() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["create", "hero", "summary=Tall, \"quoted\""])
        let json = try sandbox.expectSuccess(["list", "--format", "json"])
        let array = try require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: String]])
        expect(array.contains { $0["name"] == "hero" && $0["summary"] == "Tall, \"quoted\"" })
        expectEqual(array.map { $0["name"] ?? "" }, array.map { $0["name"] ?? "" }.sorted())
        let csv = try sandbox.expectSuccess(["list", "--format", "csv"])
        expect(csv.hasPrefix("name,summary\n"))
        expect(csv.contains("\nhero,\"Tall, \"\"quoted\"\"\"\n"))
    }

    /// --names-only prints one name per line, as completion needs
    func testNamesOnly() throws {
        let sandbox = Sandbox()
        let names = try sandbox.expectSuccess(["list", "--names-only"]).split(separator: "\n").map(String.init)
        expectEqual(names, names.sorted())
        expect(Set(Self.required).isSubset(of: names))
        expect(!names.contains { $0.contains(" ") })
    }

    /// an empty database lists as [] in JSON and as just the header in a table
    func testEmpty() throws {
        let sandbox = Sandbox()
        for name in try sandbox.expectSuccess(["list", "--names-only"]).split(separator: "\n") {
            try sandbox.expectSuccess(["delete", String(name)])
        }
        try expectEqual(sandbox.expectSuccess(["list", "--format", "json"]), "[]\n")
        try expectEqual(sandbox.expectSuccess(["list"]), "name  max  min  collapse  damping  snap  summary\n")
        try expectEqual(sandbox.expectSuccess(["list", "--names-only"]), "")
    }

    /// an unknown format is a usage error
    func testBadFormat() throws {
        try Sandbox().expectFailure(["list", "--format", "yaml"], status: 64, message: "'yaml'")
    }
}
