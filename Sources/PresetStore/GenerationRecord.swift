/// The database's generation record (docs/safety.md#databases-stretchy-did-not-make): the one row
/// of the `generation` table, 48 bytes: ``marker``, then the generation the last write replaced
/// (its parent) and the one it made, 16 random bytes each.
///
/// Every write that changes a row makes a new generation (``next(using:)``), so the pages of each
/// commit in the WAL include the table's one page, holding the commit's parent and its own
/// generation. A WAL continues the file only when the file's own generation is among those: the
/// file holds the state before the log's first commit, or after one of them (a checkpoint copies
/// commits over oldest first). A copy written to apart, or a backup restored over the file,
/// has a generation of its own that no commit of the WAL names.
struct GenerationRecord: Equatable {
    /// 16 random bytes naming one state of the file; ``none`` before the first write.
    struct Generation: Hashable {
        let high: UInt64
        let low: UInt64

        /// The parent of the first generation, and the generation of a table without its row.
        static let none = Generation(high: 0, low: 0)
    }

    /// The record's first 16 bytes, which tell it from any other row's bytes.
    static let marker: [UInt8] = Array("stretchy gen v1\n".utf8)

    /// The generation the write that made this record replaced.
    let parent: Generation
    /// The generation this record names.
    let current: Generation

    /// The record as the table stores it.
    var bytes: [UInt8] {
        var bytes = GenerationRecord.marker
        for word in [parent.high, parent.low, current.high, current.low] {
            bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) }
        }
        return bytes
    }

    /// The record in `bytes`, or `nil` when they are not one.
    init?(bytes: some Collection<UInt8>) {
        let bytes = Array(bytes)
        guard bytes.count == 48, bytes.starts(with: GenerationRecord.marker) else { return nil }
        func word(_ offset: Int) -> UInt64 { bytes[offset..<offset + 8].reduce(0) { $0 << 8 | UInt64($1) } }
        parent = Generation(high: word(16), low: word(24))
        current = Generation(high: word(32), low: word(40))
    }

    init(parent: Generation, current: Generation) {
        self.parent = parent
        self.current = current
    }

    /// The record the next write stores: this one's generation as its parent, and a new one.
    func next(using generator: inout some RandomNumberGenerator) -> GenerationRecord {
        GenerationRecord(parent: current, current: Generation(high: generator.next(), low: generator.next()))
    }

    /// The start of the table's one row as SQLite lays it out in its page: the payload's size
    /// (51), the rowid (1), the record header (3 bytes: its size, NULL for the `id` column, which
    /// is the rowid, and a 48-byte BLOB), then the BLOB.
    private static let cellPrefix: [UInt8] = [51, 1, 3, 0, 12 + 2 * 48]

    /// The record in the database page of `size` bytes at `start` in `bytes`, when the page is
    /// the `generation` table's with its row: a table leaf (type 13) of one cell, read through
    /// its cell pointer, so free space holding an older record is never read.
    static func record(inPage bytes: [UInt8], at start: Int, size: Int) -> GenerationRecord? {
        guard bytes.count >= start + size, bytes[start] == 13, bytes[start + 3] == 0, bytes[start + 4] == 1 else { return nil }
        let cell = Int(bytes[start + 8]) << 8 | Int(bytes[start + 9])
        guard cell + cellPrefix.count + 48 <= size,
            bytes[start + cell..<start + cell + cellPrefix.count].elementsEqual(cellPrefix)
        else { return nil }
        let record = start + cell + cellPrefix.count
        return GenerationRecord(bytes: bytes[record..<record + 48])
    }

    /// The generation of the file whose `generation` table's page is the page of `size` bytes at
    /// `start` in `bytes`: its record's, ``Generation/none`` for the table before its first row
    /// (an empty table leaf), or `nil` for a page that is neither.
    static func generation(ofPage bytes: [UInt8], at start: Int, size: Int) -> Generation? {
        if let record = record(inPage: bytes, at: start, size: size) { return record.current }
        let emptyLeaf = bytes.count >= start + size && bytes[start] == 13 && bytes[start + 3] == 0 && bytes[start + 4] == 0
        return emptyLeaf ? Generation.none : nil
    }
}
