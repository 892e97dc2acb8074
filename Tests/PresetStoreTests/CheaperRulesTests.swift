import Foundation
import TestKit
import TestSupport
import Testing

@testable import PresetStore

/// Schema version 3 (Migrations/0003_cheaper_rules.sql) rewrote the CHECKs and triggers of
/// versions 1 and 2 so they cost less, and nothing else: every statement version 2 accepts,
/// version 3 accepts with the same effect, and every statement version 2 refuses, version 3
/// refuses with the same message.
struct CheaperRulesTests {
    /// A database at schema `version`, made by the migrations themselves on a connection set up
    /// as the store's (foreign keys on), holding a small history:
    /// lineage 1 `raw` created (id 1, snap 0 and 1) and edited (id 2, snap 0.5);
    /// lineage 2 `gone` created (id 3) and deleted (id 4).
    static func database(at version: Int, in temporary: TemporaryDatabase) throws -> Database {
        let database = try Database(path: temporary.path, create: true)
        for migration in Migrator.migrations.prefix(version) { try database.execute(migration.sql) }
        try database.execute(
            """
            INSERT INTO revision (id, \(columns)) VALUES (1, 1, 1, '2026-11-29T20:41:07Z', 'create', 'raw', \(content));
            INSERT INTO snap_position VALUES (1, 0), (1, 1);
            INSERT INTO revision (id, \(columns)) VALUES (2, 1, 2, '2026-11-29T20:41:08Z', 'edit', 'raw', \(content));
            INSERT INTO snap_position VALUES (2, 0.5);
            INSERT INTO revision (id, \(columns)) VALUES (3, 2, 1, '2026-11-29T20:41:09Z', 'create', 'gone', \(content));
            INSERT INTO revision (id, lineage, number, time, action, name) VALUES (4, 2, 2, '2026-11-29T20:41:10Z', 'delete', 'gone');
            """)
        return database
    }

    static let columns =
        "lineage, number, time, action, name, summary, min_height, max_height, collapse, damping, shadow_threshold, shadow_radius, snap_mode, snap_initial"
    /// A whole preset's columns, from `summary` on.
    static let content = "'A summary', 150, 350, 'shrink', 0.5, 140, 8, 'disabled', 0"

    /// What `sql` does: `error: <message>` (nothing of it stays), or `ok:` and the live presets
    /// and snap positions after it (then undone, so every probe starts from the same history).
    static func outcome(of sql: String, in database: Database) throws -> String {
        try database.execute("SAVEPOINT probe")
        defer { try? database.execute("ROLLBACK TO probe; RELEASE probe") }
        do {
            try database.execute(sql)
        } catch {
            return "error: \(error.message)"
        }
        let presets = try database.texts("SELECT name || '@' || revision FROM preset ORDER BY name")
        let positions = try database.texts("SELECT revision || ':' || position FROM snap_position ORDER BY revision, position")
        return "ok: " + presets.joined(separator: " ") + " | " + positions.joined(separator: " ")
    }

    /// A new revision: by default a valid first revision of lineage 3 named `fresh`, with the
    /// given columns set to other SQL expressions (a column not in ``columns`` is added).
    static func revision(_ changes: KeyValuePairs<String, String> = [:]) -> String {
        var names = columns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var values =
            ["3", "1", "'2026-11-29T20:41:11Z'", "'create'", "'fresh'"]
            + content.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        for (column, value) in changes {
            if let index = names.firstIndex(of: column) {
                values[index] = value
            } else {
                names.append(column)
                values.append(value)
            }
        }
        return "INSERT INTO revision (\(names.joined(separator: ", "))) VALUES (\(values.joined(separator: ", ")))"
    }

    /// Revision `number` of lineage 1 (whose latest is 2) deleting `raw`, with extra columns.
    static func deletion(number: Int, _ extra: KeyValuePairs<String, String> = [:]) -> String {
        let names = ["lineage", "number", "time", "action", "name"] + extra.map(\.key)
        let values = ["1", "\(number)", "'2026-11-29T20:41:11Z'", "'delete'", "'raw'"] + extra.map(\.value)
        return "INSERT INTO revision (\(names.joined(separator: ", "))) VALUES (\(values.joined(separator: ", ")))"
    }

    /// Every statement both versions are asked about.
    static var statements: [String] {
        var all: [String] = [revision()]
        let broken: [(String, String)] = [
            ("lineage", "0"), ("number", "0"), ("number", "2"), ("lineage", "1"), ("time", "'2026-11-29 20:41:07'"),
            ("time", "'2026-11-29T20:41:07'"), ("time", "'2026-1-29T20:41:07Z'"), ("time", "NULL"),
            ("name", "''"), ("name", "'Raw'"), ("name", "'a b'"), ("name", "'-raw'"), ("name", "'.raw'"), ("name", "'é'"),
            ("name", "'a' || char(0) || 'b'"), ("name", "'a' || hex(zeroblob(31)) || 'b'"), ("name", "'a' || hex(zeroblob(32))"),
            ("name", "'a.b_c-9'"), ("name", "NULL"), ("name", "'raw'"), ("name", "'gone'"),
            ("summary", "substr(hex(zeroblob(250)), 1, 500)"), ("summary", "substr(hex(zeroblob(251)), 1, 501)"),
            ("summary", "''"), ("summary", "NULL"), ("summary", "'line' || char(10) || 'line'"),
            ("min_height", "-1"), ("min_height", "400"), ("min_height", "1e999 - 1e999"), ("min_height", "NULL"),
            ("max_height", "0"), ("max_height", "10000"), ("max_height", "10001"), ("max_height", "1e999"),
            ("collapse", "'scroll'"), ("collapse", "'Shrink'"), ("collapse", "'fold'"), ("collapse", "NULL"),
            ("damping", "1.5"), ("damping", "'half'"), ("damping", "-0.0"),
            ("shadow_threshold", "NULL"), ("shadow_radius", "NULL"), ("shadow_radius", "101"), ("shadow_threshold", "-1"),
            ("snap_mode", "'immediately'"), ("snap_mode", "'afterFinishAccelerating'"), ("snap_mode", "'Disabled'"),
            ("snap_mode", "'disabled '"), ("snap_mode", "''"), ("snap_mode", "NULL"), ("snap_mode", "7"),
            ("snap_initial", "2"), ("snap_initial", "1"), ("snap_initial", "NULL"),
        ]
        all += broken.map { revision([$0.0: $0.1]) }
        for action in [
            "builtin", "create", "edit", "rename", "copy", "import", "revert", "restore",
            "delete", "Import", "import ", "", "tweak",
        ] {
            all.append(revision(["action": "'\(action)'"]))
        }
        // Later revisions: the numbering, and the name moving along (or taken by another preset).
        all += [
            revision(["lineage": "1", "number": "3", "action": "'edit'", "name": "'raw'"]),
            revision(["lineage": "1", "number": "3", "action": "'rename'", "name": "'renamed'"]),
            revision(["lineage": "1", "number": "3", "action": "'rename'", "name": "'gone'"]),
            revision(["lineage": "1", "number": "4", "action": "'edit'", "name": "'raw'"]),
            revision(["lineage": "2", "number": "3", "action": "'restore'", "name": "'gone'"]),
            revision(["lineage": "2", "number": "3", "action": "'restore'", "name": "'raw'"]),
            deletion(number: 3), deletion(number: 2), deletion(number: 5),
            deletion(number: 3, ["motion_parallax": "0.5"]), deletion(number: 5, ["motion_parallax": "0.5"]),
            deletion(number: 3, ["summary": "'still here'"]), deletion(number: 3, ["motion_quick_return": "1"]),
        ]
        // Motion, at and past its limits.
        for (column, values) in [
            ("motion_frame_rate", ["1", "1000", "0.5", "1001"]), ("motion_deceleration_rate", ["0.5", "0.999", "1", "0.4"]),
            ("motion_viewport_height", ["10000", "0", "10001"]), ("motion_rubber_band_constant", ["1", "0", "1.5"]),
            ("motion_spring_response", ["0.01", "1", "0.001"]), ("motion_spring_damping_ratio", ["0.2", "2", "3"]),
            ("motion_parallax", ["0", "1", "-0.5"]), ("motion_quick_return", ["0", "1", "2", "-1"]),
        ] {
            for value in values { all.append(revision([column: value])) }
        }
        // Snap positions: of the latest revision (2), an older one (1), a deletion (4), a missing one.
        all += [
            "INSERT INTO snap_position VALUES (2, 0.25)", "INSERT INTO snap_position VALUES (2, 0.5)",
            "INSERT INTO snap_position VALUES (2, 1.5)", "INSERT INTO snap_position VALUES (2, -0.1)",
            "INSERT INTO snap_position VALUES (2, 1e999 - 1e999)", "INSERT INTO snap_position VALUES (2, NULL)",
            "INSERT INTO snap_position VALUES (1, 0.25)", "INSERT INTO snap_position VALUES (1, 1.5)",
            "INSERT INTO snap_position VALUES (4, 0.25)", "INSERT INTO snap_position VALUES (3, 0.25)",
            "INSERT INTO snap_position VALUES (99, 0.25)", "INSERT INTO snap_position VALUES (4, 0.5), (2, 0.75)",
            "INSERT INTO snap_position VALUES " + (1...15).map { "(2, \(Double($0) / 16))" }.joined(separator: ", "),
            "INSERT INTO snap_position VALUES " + (1...16).map { "(2, \(Double($0) / 17))" }.joined(separator: ", "),
            "INSERT INTO snap_position VALUES " + (1...16).map { "(2, \(Double($0) / 16))" }.joined(separator: ", "),
        ]
        // History is never rewritten.
        all += [
            "UPDATE revision SET damping = 1 WHERE id = 2", "DELETE FROM revision WHERE id = 4", "DELETE FROM revision",
            "UPDATE snap_position SET position = 0.75", "DELETE FROM snap_position WHERE revision = 1",
        ]
        return all
    }

    func testVersion3AnswersEveryStatementAsVersion2Did() throws {
        let old = TemporaryDatabase()
        let new = TemporaryDatabase()
        let version2 = try CheaperRulesTests.database(at: 2, in: old)
        let version3 = try CheaperRulesTests.database(at: 3, in: new)
        var refused = 0
        for sql in CheaperRulesTests.statements {
            let expected = try CheaperRulesTests.outcome(of: sql, in: version2)
            try expectEqual(CheaperRulesTests.outcome(of: sql, in: version3), expected, "\(sql)")
            if expected.hasPrefix("error") { refused += 1 }
        }
        // The table is not vacuous: most statements break some rule, and some do not.
        expect(refused > 60)
        expect(refused < CheaperRulesTests.statements.count - 20)
    }

    /// The summary rule, character by character: refused are U+0000-U+0009, U+000B-U+001F and
    /// U+007F-U+009F (docs/format.md#preset-keys: no control characters but newline), in both versions.
    func testTheSummaryRefusesExactlyTheControlCharactersButNewline() throws {
        let old = TemporaryDatabase()
        let new = TemporaryDatabase()
        let version2 = try CheaperRulesTests.database(at: 2, in: old)
        let version3 = try CheaperRulesTests.database(at: 3, in: new)
        let rule = "error: CHECK constraint failed: summary must be at most 500 characters without control characters but newline"
        for scalar in Array(0...0x2FF) + [0x2028, 0xFEFF, 0xFFFD, 0x1F600, 0x10FFFF] {
            let isControl = scalar <= 0x1F || (0x7F...0x9F).contains(scalar)
            let refused = isControl && scalar != 0x0A
            let sql = CheaperRulesTests.revision(["summary": "'a' || char(\(scalar)) || 'b'"])
            let outcome = try CheaperRulesTests.outcome(of: sql, in: version3)
            expect(refused ? outcome == rule : outcome.hasPrefix("ok"), "U+\(String(scalar, radix: 16))")
            try expectEqual(CheaperRulesTests.outcome(of: sql, in: version2), outcome, "U+\(String(scalar, radix: 16))")
        }
    }

    /// A revision that breaks two rules gets the message it got before: CHECKs are evaluated in
    /// the order they were declared, and triggers on one event fire newest first.
    func testTwoBrokenRulesGiveTheFirstRulesMessage() throws {
        for (sql, message) in [
            (
                Self.revision(["name": "'Raw'", "damping": "2"]),
                "CHECK constraint failed: name must match ^[a-z0-9][a-z0-9._-]{0,63}$"
            ),
            (
                Self.revision(["action": "'tweak'", "snap_mode": "'x'"]),
                "CHECK constraint failed: action must be builtin, create, edit, rename, copy, delete, import, revert or restore"
            ),
            (Self.deletion(number: 5, ["motion_parallax": "0.5"]), "a deletion holds no preset, so no motion"),
            (Self.revision(["number": "2", "name": "'Raw'"]), "revision numbers of a preset go 1, 2, 3, ... without gaps"),
            (
                "INSERT INTO snap_position VALUES (4, 1.5)",
                "snap positions belong to the latest revision of a preset, not to a deletion or older one"
            ),
        ] {
            try TestRow.$current.withValue(String(describing: (sql, message))) {
                try self.twoBrokenRulesGiveTheFirstRulesMessage(sql, message: message)
            }
        }
    }

    func twoBrokenRulesGiveTheFirstRulesMessage(_ sql: String, message: String) throws {
        let temporary = TemporaryDatabase()
        let database = try CheaperRulesTests.database(at: 3, in: temporary)
        try expectEqual(CheaperRulesTests.outcome(of: sql, in: database), "error: \(message)")
    }
}
