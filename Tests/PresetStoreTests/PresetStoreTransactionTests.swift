import HeaderGeometry
import TestSupport
import Testing

@testable import PresetStore

private struct Abandon: Error {}

@Suite struct PresetStoreTransactionTests {
    @Test func aThrowingWriteLeavesNothingBehind() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        #expect(throws: Abandon.self) {
            try store.write {
                try store.create(Samples.plain)
                try store.create(Samples.sticky)
                throw Abandon()
            }
        }
        #expect(try store.allPresets().isEmpty)
        #expect(try revisionCount(store) == 0)
    }

    @Test func nestedWritesJoinTheOuterTransaction() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        let value = try store.write {
            try store.create(Samples.plain)
            return try store.write {
                try store.create(Samples.sticky)
                #expect(store.database.transactionDepth == 2)
                return 42
            }
        }
        #expect(value == 42)
        #expect(store.database.transactionDepth == 0)
        #expect(try store.allPresets().count == 2)
    }

    @Test func aFailedChangeInsideAWriteLeavesNoTraceAndTheRestCommits() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.write {
            try store.create(Samples.plain)
            var tooMany = Samples.sticky
            tooMany.snap.positions = (0...16).map { Double($0) / 16 }  // 17 positions
            #expect(throws: StoreError.self) { try store.create(tooMany) }
            #expect(throws: StoreError.self) { try store.create(Samples.plain) }  // name taken: skipped
            try store.create(Samples.snapping)
        }
        #expect(try store.allPresets().map(\.name) == ["plain", "scaling-header-snap"])
        #expect(try revisionCount(store) == 2)
        #expect(try store.check() == [])
    }

    @Test func aWriteReadsItsOwnChanges() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.write {
            try store.create(Samples.plain)
            #expect(try store.preset(named: "plain") == Samples.plain)
            #expect(try store.history(of: "plain").count == 1)
        }
    }
}
