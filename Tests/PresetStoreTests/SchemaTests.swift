import Foundation
import Testing
@testable import PresetStore

/// The schema's CHECKs and triggers hold even for SQL that bypasses the store.
@Suite struct SchemaTests {
    static let columns = "lineage, number, time, action, name, summary, min_height, max_height, collapse, damping, shadow_threshold, shadow_radius, snap_mode, snap_initial"
    static let valid = "1, 1, '2026-11-29T20:41:07Z', 'create', 'raw', '', 150, 350, 'shrink', 0, NULL, NULL, 'disabled', 0"

    /// A store's file, and a raw connection to it that has inserted one valid revision (id 1).
    func rawDatabase(_ temporary: TemporaryDatabase) throws -> Database {
        _ = try temporary.store()
        let database = try temporary.rawDatabase()
        try database.execute("INSERT INTO revision (\(SchemaTests.columns)) VALUES (\(SchemaTests.valid))")
        return database
    }

    @Test(arguments: [
        ("NaN damping", "damping", "1e999 - 1e999"),
        ("NaN height", "min_height", "-(1e999 - 1e999)"),
        ("empty name", "name", "''"),
        ("upper-case name", "name", "'Raw'"),
        ("name with a space", "name", "'a b'"),
        ("name with a NUL", "name", "'a' || char(0) || 'b'"),
        ("name of 65 characters", "name", "'a' || hex(zeroblob(32))"),
        ("summary with a tab", "summary", "'a' || char(9)"),
        ("summary of 501 characters", "summary", "substr(hex(zeroblob(251)), 1, 501)"),
        ("infinite max height", "max_height", "1e999"),
        ("zero max height", "max_height", "0"),
        ("min above max", "min_height", "400"),
        ("damping above 1", "damping", "1.5"),
        ("unknown collapse", "collapse", "'fold'"),
        ("shadow without radius", "shadow_threshold", "140"),
        ("unknown snap mode", "snap_mode", "'sometimes'"),
        ("initial position above 1", "snap_initial", "2"),
        ("local time", "time", "'2026-11-29 20:41:07'"),
        ("unknown action", "action", "'tweak'"),
        ("gap in revision numbers", "number", "2"),
        ("text for a number", "damping", "'half'"),
    ])
    func aBrokenRevisionIsRefused(_ label: String, column: String, value: String) throws {
        let temporary = TemporaryDatabase()
        let database = try rawDatabase(temporary)
        var values = SchemaTests.valid.replacingOccurrences(of: "1, 1,", with: "2, 1,")
            .replacingOccurrences(of: "'raw'", with: "'raw2'")
        let names = SchemaTests.columns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var parts = splitValues(values)
        parts[names.firstIndex(of: column)!] = value
        values = parts.joined(separator: ", ")
        let error = #expect(throws: DatabaseError.self, "\(label)") {
            try database.execute("INSERT INTO revision (\(SchemaTests.columns)) VALUES (\(values))")
        }
        #expect(error?.code.primary == .constraint, "\(label)")
    }

    @Test(arguments: [
        ("outside 0...1", "(1, 1.5)"),
        ("negative", "(1, -0.1)"),
        ("NaN", "(1, 1e999 - 1e999)"),
        ("duplicate", "(1, 0.5), (1, 0.5)"),
        ("seventeen", (0...16).map { "(1, \(Double($0) / 16))" }.joined(separator: ", ")),
        ("a revision that is not the newest", "(1, 0.5)"),
        ("a missing revision", "(7, 0.5)"),
    ])
    func aBrokenSnapListIsRefused(_ label: String, rows: String) throws {
        let temporary = TemporaryDatabase()
        let database = try rawDatabase(temporary)
        if label == "a revision that is not the newest" {
            // Revision 1 gets a successor, so it is history now.
            try database.execute("INSERT INTO revision (\(SchemaTests.columns)) VALUES (\(SchemaTests.valid.replacingOccurrences(of: "1, 1,", with: "1, 2,").replacingOccurrences(of: "'create'", with: "'edit'")))")
        }
        let error = #expect(throws: DatabaseError.self, "\(label)") {
            try database.execute("INSERT INTO snap_position (revision, position) VALUES \(rows)")
        }
        #expect(error?.code.primary == .constraint, "\(label)")
    }

    @Test func sixteenSortedPositionsAreAccepted() throws {
        let temporary = TemporaryDatabase()
        let database = try rawDatabase(temporary)
        let rows = (0...15).map { "(1, \(Double($0) / 15))" }.joined(separator: ", ")
        try database.execute("INSERT INTO snap_position (revision, position) VALUES \(rows)")
        #expect(try database.integer("SELECT count(*) FROM snap_position") == 16)
    }

    @Test(arguments: ["UPDATE revision SET damping = 1", "DELETE FROM revision", "UPDATE revision SET name = 'other'"])
    func historyIsNeverRewritten(_ sql: String) throws {
        let temporary = TemporaryDatabase()
        let database = try rawDatabase(temporary)
        let error = #expect(throws: DatabaseError.self) { try database.execute(sql) }
        #expect(error?.code.primary == .constraint)
        #expect(error?.message == "revisions are history and are never changed" || error?.message == "revisions are history and are never deleted")
    }

    @Test func insertingARevisionKeepsTheLiveNamesInStep() throws {
        let temporary = TemporaryDatabase()
        let database = try rawDatabase(temporary)
        #expect(try database.texts("SELECT name || '@' || revision FROM preset") == ["raw@1"])
        try database.execute("INSERT INTO revision (\(SchemaTests.columns)) VALUES (1, 2, '2026-11-29T20:41:08Z', 'delete', 'raw', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)")
        #expect(try database.texts("SELECT name FROM preset").isEmpty)
    }

    /// Schema version 2's motion columns: each rule of MotionParameters, as a CHECK with its words.
    @Test(arguments: [
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
    ])
    func aBrokenMotionValueIsRefused(column: String, value: String, rule: String) throws {
        let temporary = TemporaryDatabase()
        let database = try rawDatabase(temporary)
        let values = SchemaTests.valid.replacingOccurrences(of: "1, 1,", with: "2, 1,").replacingOccurrences(of: "'raw'", with: "'raw2'")
        let error = #expect(throws: DatabaseError.self) {
            try database.execute("INSERT INTO revision (\(SchemaTests.columns), \(column)) VALUES (\(values), \(value))")
        }
        #expect(error?.code.primary == .constraint)
        #expect(error?.message == "CHECK constraint failed: \(rule)")
    }

    @Test func motionAtTheLimitsIsAcceptedAndADeletionHoldsNone() throws {
        let temporary = TemporaryDatabase()
        let database = try rawDatabase(temporary)
        let motion = "motion_frame_rate, motion_deceleration_rate, motion_viewport_height, motion_rubber_band_constant, "
            + "motion_spring_response, motion_spring_damping_ratio, motion_parallax, motion_quick_return"
        let values = SchemaTests.valid.replacingOccurrences(of: "1, 1,", with: "2, 1,").replacingOccurrences(of: "'raw'", with: "'raw2'")
        try database.execute("INSERT INTO revision (\(SchemaTests.columns), \(motion)) VALUES (\(values), 1000, 0.999, 10000, 1, 0.01, 2, 1, 1)")
        let error = #expect(throws: DatabaseError.self) {
            try database.execute("INSERT INTO revision (\(SchemaTests.columns), motion_parallax) VALUES (1, 2, '2026-11-29T20:41:08Z', 'delete', 'raw', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0.5)")
        }
        #expect(error?.message == "a deletion holds no preset, so no motion")
    }

    private func splitValues(_ values: String) -> [String] {
        values.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
