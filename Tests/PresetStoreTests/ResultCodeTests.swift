import CSQLite
import TestKit
import Testing

@testable import PresetStore

struct ResultCodeTests {
    func testPrimaryPatternsMatchTheirExtendedCodes() {
        for (pattern, code, matches) in [
            (SQLITE_BUSY, SQLITE_BUSY, true),
            (SQLITE_BUSY, 517, true),  // SQLITE_BUSY_SNAPSHOT matches SQLITE_BUSY
            (517, SQLITE_BUSY, false),  // but an extended pattern matches only itself
            (SQLITE_IOERR, 1290, true),  // SQLITE_IOERR_FSYNC
            (SQLITE_CONSTRAINT, 1555, true),  // SQLITE_CONSTRAINT_PRIMARYKEY
            (SQLITE_CORRUPT, SQLITE_NOTADB, false),
        ] as [(Int32, Int32, Bool)] {
            TestRow.$current.withValue(String(describing: (pattern, code, matches))) {
                self.primaryPatternsMatchTheirExtendedCodes(pattern: pattern, code: code, matches: matches)
            }
        }
    }

    func primaryPatternsMatchTheirExtendedCodes(pattern: Int32, code: Int32, matches: Bool) {
        expectEqual((ResultCode(rawValue: pattern) ~= ResultCode(rawValue: code)), matches)
    }
}
