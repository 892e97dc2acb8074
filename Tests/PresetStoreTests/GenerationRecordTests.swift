import Foundation
import TestKit
import TestSupport
import Testing

@testable import PresetStore

/// The file's generation record (docs/safety.md#databases-stretchy-did-not-make): every write
/// that changes a row moves the generation to the parent and draws a new one, and the record is
/// read from the raw page as SQLite wrote it.
struct GenerationRecordTests {
    /// The stored record's bytes, through SQL.
    static func stored(_ temporary: TemporaryDatabase) throws -> [UInt8]? {
        let database = try temporary.rawDatabase()
        defer { database.close() }
        let statement = try database.statement("SELECT record FROM generation")
        defer { statement.reset() }
        return try statement.step() ? statement.bytes(at: 0) : nil
    }

    func testEachWriteThatChangesARowMakesTheNextGeneration() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try expectEqual(Self.stored(temporary), nil, "no row before the first write")
        try store.create(Samples.sticky)
        let first = try require(try Self.stored(temporary))
        expectEqual(Array(first.prefix(16)), Array("stretchy gen v1\n".utf8))
        expect(first[16..<32].allSatisfy { $0 == 0 }, "the first generation has no parent")
        try store.create(Samples.plain)
        let second = try require(try Self.stored(temporary))
        expectEqual(second[16..<32], first[32..<48], "the parent is the generation before")
        expect(second[32..<48] != first[32..<48])
        _ = try store.allPresets()  // a read writes nothing
        try expectEqual(Self.stored(temporary), second)
    }

    func testTheRecordIsReadFromTheTablesPageAsSQLiteWroteIt() throws {
        let temporary = TemporaryDatabase()
        let store = try temporary.store()
        try store.create(Samples.sticky)
        try store.create(Samples.plain)
        let (page, size) = try {
            let database = try temporary.rawDatabase()
            defer { database.close() }
            return (
                Int(try require(try database.integer("SELECT rootpage FROM sqlite_schema WHERE name = 'generation'"))),
                Int(try require(try database.integer("PRAGMA page_size")))
            )
        }()
        store.database.close()  // checkpoints the WAL into the file
        let file = [UInt8](try require(FileManager.default.contents(atPath: temporary.path)))
        let record = try require(GenerationRecord.record(inPage: file, at: (page - 1) * size, size: size))
        expectEqual(record.bytes, (try Self.stored(temporary)))
        expectEqual(GenerationRecord.generation(ofPage: file, at: (page - 1) * size, size: size), record.current)
        // Any other page is not the table's.
        for other in 1...(file.count / size) where other != page {
            expectEqual(GenerationRecord.record(inPage: file, at: (other - 1) * size, size: size), nil)
        }
    }
}
