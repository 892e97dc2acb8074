import HeaderGeometry
import TestKit
import TestSupport
import Testing

@testable import PresetStore

private struct Abandon: Error {}

struct PresetStoreTransactionTests {
    func testAThrowingWriteLeavesNothingBehind() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        expect(throws: Abandon.self) {
            try store.write {
                try store.create(Samples.plain)
                try store.create(Samples.sticky)
                throw Abandon()
            }
        }
        expect(try store.allPresets().isEmpty)
        try expectEqual(revisionCount(store), 0)
    }

    func testNestedWritesJoinTheOuterTransaction() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        let value = try store.write {
            try store.create(Samples.plain)
            return try store.write {
                try store.create(Samples.sticky)
                expectEqual(store.database.transactionDepth, 2)
                return 42
            }
        }
        expectEqual(value, 42)
        expectEqual(store.database.transactionDepth, 0)
        try expectEqual(store.allPresets().count, 2)
    }

    func testAFailedChangeInsideAWriteLeavesNoTraceAndTheRestCommits() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.write {
            try store.create(Samples.plain)
            var tooMany = Samples.sticky
            tooMany.snap.positions = (0...16).map { Double($0) / 16 }  // 17 positions
            expect(throws: StoreError.self) { try store.create(tooMany) }
            expect(throws: StoreError.self) { try store.create(Samples.plain) }  // name taken: skipped
            try store.create(Samples.snapping)
        }
        try expectEqual(store.allPresets().map(\.name), ["plain", "scaling-header-snap"])
        try expectEqual(revisionCount(store), 2)
        try expectEqual(store.check(), [])
    }

    func testAWriteReadsItsOwnChanges() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.write {
            try store.create(Samples.plain)
            try expectEqual(store.preset(named: "plain"), Samples.plain)
            try expectEqual(store.history(of: "plain").count, 1)
        }
    }
}
