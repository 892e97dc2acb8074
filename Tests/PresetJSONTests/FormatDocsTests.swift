import FoundationEssentials
import HeaderGeometry
import PresetFormat
import PresetJSON
import TestKit
import Testing

/// `Presets/stretchy-presets.schema.json` and the key tables of `docs/format.md` are made from the
/// format's table of keys; a change to a key must come with both regenerated (`docs/generate`,
/// which runs this suite with `STRETCHY_WRITE_FORMAT_DOCS=1` to write them).
struct FormatDocsTests {
    static let stale = "stale: run docs/generate and commit the result"
    static var writing: Bool { ProcessInfo.processInfo.environment["STRETCHY_WRITE_FORMAT_DOCS"] == "1" }

    static func url(_ path: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(path)
    }

    static func text(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: url(path)), as: UTF8.self)
    }

    func testSchemaIsWhatTheKeyTableMakes() throws {
        let made = FormatSchema.text()
        if Self.writing { return try Data(made.utf8).write(to: Self.url("Presets/stretchy-presets.schema.json")) }
        let same = try Self.text("Presets/stretchy-presets.schema.json") == made
        expect(same, "Presets/stretchy-presets.schema.json is \(Self.stale)")
    }

    func testFormatTablesAreWhatTheKeyTableMakes() throws {
        let page = try Self.text("docs/format.md")
        let made = try require(FormatTables.updated(page), "docs/format.md lacks a table's marker comments")
        if Self.writing { return try Data(made.utf8).write(to: Self.url("docs/format.md")) }
        expectEqual(page, made, "docs/format.md's key tables are \(Self.stale)")
    }

    /// Every key but the track patterns (docs/tracks.md's) is in one of the page's tables, once.
    func testEveryKeyIsInOneTable() {
        let rows = FormatTables.sections.flatMap { FormatTables.table($0).split(separator: "\n").dropFirst(2) }
        let listed = rows.map { $0.split(separator: "`")[1] }.map(String.init)
        expectEqual(Set(listed), Set(FormatKey.all.filter { !$0.isPattern }.map(\.path)))
        expectEqual(listed.count, Set(listed).count)
    }

    func testTypeColumn() throws {
        for (path, expected) in [
            ("maxHeight", "number"), ("collapse", "`\"shrink\"` or `\"scroll\"`"),
            ("snap.mode", "`\"disabled\"`, `\"immediately\"` or `\"afterFinishAccelerating\"`"),
            ("shadow", "object or `null`"), ("pullTrigger", "number or `null`"),
            ("motion.decelerationRate", "`\"normal\"`, `\"fast\"` or a number"),
            ("snap.positions", "array of numbers"), ("motion.quickReturn", "boolean"),
        ] {
            try TestRow.$current.withValue(String(describing: (path, expected))) { try self.typeColumn(path: path, expected: expected) }
        }
    }

    func typeColumn(path: String, expected: String) throws {
        let table = FormatTables.table(try require(FormatKey.named(path)).section)
        expect(table.contains("| `\(path)` | \(expected) |"))
    }
}
