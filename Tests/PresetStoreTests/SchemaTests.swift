import Foundation
import TestKit
import TestSupport
import Testing

@testable import PresetStore

/// The schema's CHECKs and triggers hold even for SQL that bypasses the store.
struct SchemaTests {
    static let columns =
        "lineage, number, time, action, name, summary, min_height, max_height, collapse, damping, shadow_threshold, shadow_radius, snap_mode, snap_initial"
    static let valid = "1, 1, '2026-11-29T20:41:07Z', 'create', 'raw', '', 150, 350, 'shrink', 0, NULL, NULL, 'disabled', 0"

    /// A store's file, and a raw connection to it that has inserted one valid revision (id 1).
    func rawDatabase(_ temporary: TemporaryDatabase) throws -> Database {
        _ = try temporary.store()
        let database = try temporary.rawDatabase()
        try database.execute("INSERT INTO revision (\(SchemaTests.columns)) VALUES (\(SchemaTests.valid))")
        return database
    }

    /// Each rule refuses a revision breaking it alone, with its own words (the schema's
    /// constraint names, which the store passes on to the user).
    func testABrokenRevisionIsRefused() throws {
        for (label, column, value, message) in [
            (
                "NaN damping", "damping", "1e999 - 1e999",
                "CHECK constraint failed: a deletion holds no preset and every other revision a whole one (no NaN)"
            ),
            (
                "NaN height", "min_height", "-(1e999 - 1e999)",
                "CHECK constraint failed: a deletion holds no preset and every other revision a whole one (no NaN)"
            ),
            ("empty name", "name", "''", "CHECK constraint failed: name must match ^[a-z0-9][a-z0-9._-]{0,63}$"),
            ("upper-case name", "name", "'Raw'", "CHECK constraint failed: name must match ^[a-z0-9][a-z0-9._-]{0,63}$"),
            ("name with a space", "name", "'a b'", "CHECK constraint failed: name must match ^[a-z0-9][a-z0-9._-]{0,63}$"),
            ("name with a NUL", "name", "'a' || char(0) || 'b'", "CHECK constraint failed: name must match ^[a-z0-9][a-z0-9._-]{0,63}$"),
            ("name of 65 characters", "name", "'a' || hex(zeroblob(32))", "CHECK constraint failed: name must match ^[a-z0-9][a-z0-9._-]{0,63}$"),
            (
                "summary with a tab", "summary", "'a' || char(9)",
                "CHECK constraint failed: summary must be at most 500 characters without control characters but newline"
            ),
            (
                "summary with U+0085", "summary", "'a' || char(133)",
                "CHECK constraint failed: summary must be at most 500 characters without control characters but newline"
            ),
            (
                "summary with a NUL", "summary", "'a' || char(0) || 'b'",
                "CHECK constraint failed: summary must be at most 500 characters without control characters but newline"
            ),
            (
                "summary of 501 characters", "summary", "substr(hex(zeroblob(251)), 1, 501)",
                "CHECK constraint failed: summary must be at most 500 characters without control characters but newline"
            ),
            ("infinite max height", "max_height", "1e999", "CHECK constraint failed: maxHeight must be in 0...10000 and greater than 0"),
            ("zero max height", "max_height", "0", "CHECK constraint failed: maxHeight must be in 0...10000 and greater than 0"),
            ("min above max", "min_height", "400", "CHECK constraint failed: minHeight must not be greater than maxHeight"),
            ("damping above 1", "damping", "1.5", "CHECK constraint failed: damping must be in 0...1"),
            ("unknown collapse", "collapse", "'fold'", "CHECK constraint failed: collapse must be shrink or scroll"),
            ("shadow without radius", "shadow_threshold", "140", "CHECK constraint failed: shadow needs both threshold and radius"),
            (
                "unknown snap mode", "snap_mode", "'sometimes'",
                "CHECK constraint failed: snap.mode must be disabled, immediately or afterFinishAccelerating"
            ),
            ("initial position above 1", "snap_initial", "2", "CHECK constraint failed: snap.initialPosition must be in 0...1"),
            ("local time", "time", "'2026-11-29 20:41:07'", "CHECK constraint failed: time must be ISO 8601 UTC (YYYY-MM-DDTHH:MM:SSZ)"),
            (
                "unknown action", "action", "'tweak'",
                "CHECK constraint failed: action must be builtin, create, edit, rename, copy, delete, import, revert or restore"
            ),
            ("gap in revision numbers", "number", "2", "revision numbers of a preset go 1, 2, 3, ... without gaps"),
            ("text for a number", "damping", "'half'", "cannot store TEXT value in REAL column revision.damping"),
        ] as [(String, String, String, String)] {
            try TestRow.$current.withValue(String(describing: (label, column, value, message))) {
                try self.aBrokenRevisionIsRefused(label, column: column, value: value, message: message)
            }
        }
    }

    func aBrokenRevisionIsRefused(_ label: String, column: String, value: String, message: String) throws {
        let temporary = TemporaryDatabase()
        let database = try rawDatabase(temporary)
        var values = SchemaTests.valid.replacingOccurrences(of: "1, 1,", with: "2, 1,")
            .replacingOccurrences(of: "'raw'", with: "'raw2'")
        let names = SchemaTests.columns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var parts = splitValues(values)
        parts[names.firstIndex(of: column)!] = value
        values = parts.joined(separator: ", ")
        let error = expect(throws: DatabaseError.self, "\(label)") {
            try database.execute("INSERT INTO revision (\(SchemaTests.columns)) VALUES (\(values))")
        }
        expectEqual(error?.code.primary, .constraint, "\(label)")
        expectEqual(error?.message, message, "\(label)")
    }

    func testABrokenSnapListIsRefused() throws {
        for (label, rows, message) in [
            ("outside 0...1", "(1, 1.5)", "CHECK constraint failed: snap.positions must be in 0...1"),
            ("negative", "(1, -0.1)", "CHECK constraint failed: snap.positions must be in 0...1"),
            ("NaN", "(1, 1e999 - 1e999)", "NOT NULL constraint failed: snap_position.position"),
            ("duplicate", "(1, 0.5), (1, 0.5)", "UNIQUE constraint failed: snap_position.revision, snap_position.position"),
            ("seventeen", (0...16).map { "(1, \(Double($0) / 16))" }.joined(separator: ", "), "snap.positions may hold at most 16 positions"),
            (
                "a revision that is not the newest", "(1, 0.5)",
                "snap positions belong to the latest revision of a preset, not to a deletion or older one"
            ),
            ("a missing revision", "(7, 0.5)", "snap positions belong to the latest revision of a preset, not to a deletion or older one"),
        ] {
            try TestRow.$current.withValue(String(describing: (label, rows, message))) {
                try self.aBrokenSnapListIsRefused(label, rows: rows, message: message)
            }
        }
    }

    func aBrokenSnapListIsRefused(_ label: String, rows: String, message: String) throws {
        let temporary = TemporaryDatabase()
        let database = try rawDatabase(temporary)
        if label == "a revision that is not the newest" {
            // Revision 1 gets a successor, so it is history now.
            try database.execute(
                "INSERT INTO revision (\(SchemaTests.columns)) VALUES (\(SchemaTests.valid.replacingOccurrences(of: "1, 1,", with: "1, 2,").replacingOccurrences(of: "'create'", with: "'edit'")))"
            )
        }
        let error = expect(throws: DatabaseError.self, "\(label)") {
            try database.execute("INSERT INTO snap_position (revision, position) VALUES \(rows)")
        }
        expectEqual(error?.code.primary, .constraint, "\(label)")
        expectEqual(error?.message, message, "\(label)")
    }

    func testSixteenSortedPositionsAreAccepted() throws {
        let temporary = TemporaryDatabase()
        let database = try rawDatabase(temporary)
        let rows = (0...15).map { "(1, \(Double($0) / 15))" }.joined(separator: ", ")
        try database.execute("INSERT INTO snap_position (revision, position) VALUES \(rows)")
        try expectEqual(database.integer("SELECT count(*) FROM snap_position"), 16)
    }

    func testHistoryIsNeverRewritten() throws {
        for sql in ["UPDATE revision SET damping = 1", "DELETE FROM revision", "UPDATE revision SET name = 'other'"] {
            try TestRow.$current.withValue(String(describing: sql)) { try self.historyIsNeverRewritten(sql) }
        }
    }

    func historyIsNeverRewritten(_ sql: String) throws {
        let temporary = TemporaryDatabase()
        let database = try rawDatabase(temporary)
        let error = expect(throws: DatabaseError.self) { try database.execute(sql) }
        expectEqual(error?.code.primary, .constraint)
        expect(error?.message == "revisions are history and are never changed" || error?.message == "revisions are history and are never deleted")
    }

    func testInsertingARevisionKeepsTheLiveNamesInStep() throws {
        let temporary = TemporaryDatabase()
        let database = try rawDatabase(temporary)
        try expectEqual(database.texts("SELECT name || '@' || revision FROM preset"), ["raw@1"])
        try database.execute(
            "INSERT INTO revision (\(SchemaTests.columns)) VALUES (1, 2, '2026-11-29T20:41:08Z', 'delete', 'raw', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)"
        )
        expect(try database.texts("SELECT name FROM preset").isEmpty)
    }

    /// Schema version 2's motion columns: each rule of MotionParameters, as a CHECK with its words.
    func testABrokenMotionValueIsRefused() throws {
        for (column, value, rule) in [
            ("motion_frame_rate", "0", "motion.frameRate must be in 1...1000"),
            ("motion_frame_rate", "1001", "motion.frameRate must be in 1...1000"),
            ("motion_deceleration_rate", "1", "motion.decelerationRate must be in 0.5...0.999"),
            ("motion_deceleration_rate", "0.4", "motion.decelerationRate must be in 0.5...0.999"),
            ("motion_viewport_height", "0", "motion.viewportHeight must be in 0...10000 and greater than 0"),
            ("motion_rubber_band_constant", "0", "motion.rubberBandConstant must be in 0...1 and greater than 0"),
            ("motion_rubber_band_constant", "1.5", "motion.rubberBandConstant must be in 0...1 and greater than 0"),
            ("motion_spring_response", "0.001", "motion.spring.response must be in 0.01...1"),
            ("motion_spring_damping_ratio", "3", "motion.spring.dampingRatio must be in 0.2...2"),
            ("motion_parallax", "-0.5", "motion.parallax must be in 0...1"),
            ("motion_quick_return", "2", "motion.quickReturn must be 0 or 1"),
        ] {
            try TestRow.$current.withValue(String(describing: (column, value, rule))) {
                try self.aBrokenMotionValueIsRefused(column: column, value: value, rule: rule)
            }
        }
    }

    func aBrokenMotionValueIsRefused(column: String, value: String, rule: String) throws {
        let temporary = TemporaryDatabase()
        let database = try rawDatabase(temporary)
        let values = SchemaTests.valid.replacingOccurrences(of: "1, 1,", with: "2, 1,").replacingOccurrences(of: "'raw'", with: "'raw2'")
        let error = expect(throws: DatabaseError.self) {
            try database.execute("INSERT INTO revision (\(SchemaTests.columns), \(column)) VALUES (\(values), \(value))")
        }
        expectEqual(error?.code.primary, .constraint)
        expectEqual(error?.message, "CHECK constraint failed: \(rule)")
    }

    func testMotionAtTheLimitsIsAcceptedAndADeletionHoldsNone() throws {
        let temporary = TemporaryDatabase()
        let database = try rawDatabase(temporary)
        let motion =
            "motion_frame_rate, motion_deceleration_rate, motion_viewport_height, motion_rubber_band_constant, "
            + "motion_spring_response, motion_spring_damping_ratio, motion_parallax, motion_quick_return"
        let values = SchemaTests.valid.replacingOccurrences(of: "1, 1,", with: "2, 1,").replacingOccurrences(of: "'raw'", with: "'raw2'")
        try database.execute("INSERT INTO revision (\(SchemaTests.columns), \(motion)) VALUES (\(values), 1000, 0.999, 10000, 1, 0.01, 2, 1, 1)")
        let error = expect(throws: DatabaseError.self) {
            try database.execute(
                "INSERT INTO revision (\(SchemaTests.columns), motion_parallax) VALUES (1, 2, '2026-11-29T20:41:08Z', 'delete', 'raw', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0.5)"
            )
        }
        expectEqual(error?.message, "a deletion holds no preset, so no motion")
    }

    private func splitValues(_ values: String) -> [String] {
        values.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
