#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `-wal` file read as SQLite reads it when it opens the database (sqlite.org/fileformat2.html,
/// "The Write-Ahead Log"): a 32-byte header, then frames of a 24-byte header and a page each. A
/// frame counts when its salts are the header's and its checksum continues the chain from the
/// header's; the first that does not ends the log, and only frames up to the last commit frame
/// (one whose header gives the database's size) are applied.
struct WALFile {
    /// The page size the header gives.
    let pageSize: Int
    private let descriptor: Int32
    private let bigEndianWords: Bool
    private let salts: (UInt32, UInt32)
    private let headerChecksum: (UInt32, UInt32)
    private let header: [UInt8]

    /// Where the database header holds `PRAGMA application_id`: stretchy's identity of the
    /// database.
    static let identityOffset = 68

    /// The log in the open file `descriptor`; `nil` when its header is not one SQLite would use
    /// (wrong magic number or version, a bad checksum, too short): SQLite then ignores the file.
    init?(descriptor: Int32) {
        var header = [UInt8](repeating: 0, count: 32)
        guard Self.read(descriptor, into: &header, at: 0) else { return nil }
        let magic = Self.bigEndian(header, 0, 4)
        guard magic == 0x377F0682 || magic == 0x377F0683, Self.bigEndian(header, 4, 4) == 3007000 else { return nil }
        let size = Self.bigEndian(header, 8, 4)
        guard size >= 512, size <= 65536, size & (size - 1) == 0 else { return nil }
        self.descriptor = descriptor
        self.pageSize = size
        self.bigEndianWords = magic & 1 == 1
        self.salts = (UInt32(Self.bigEndian(header, 16, 4)), UInt32(Self.bigEndian(header, 20, 4)))
        let stored = (UInt32(Self.bigEndian(header, 24, 4)), UInt32(Self.bigEndian(header, 28, 4)))
        var sums: (UInt32, UInt32) = (0, 0)
        Self.checksum(header[0..<24], bigEndian: bigEndianWords, into: &sums)
        guard sums == stored else { return nil }
        self.headerChecksum = stored
        self.header = header
    }

    /// What the frames SQLite would apply hold, found in one reading of the log.
    struct Committed {
        /// The identity (`application_id`) in the newest committed page 1, `nil` when no
        /// committed frame holds page 1.
        var identity: UInt32?
        /// Every generation the committed `generation` pages name, as parent or as their own.
        var generations: Set<GenerationRecord.Generation> = []
        /// The page number of the newest committed `generation` page, `nil` when there is none.
        var generationPage: Int?
    }

    /// Reads the frames SQLite would apply (up to the last commit frame) for what they hold.
    func committed() -> Committed {
        var frame = [UInt8](repeating: 0, count: 24 + pageSize)
        var sums = headerChecksum
        var committed = Committed()
        var pending = Committed()
        var offset = 32
        while Self.read(descriptor, into: &frame, at: offset) {
            guard UInt32(Self.bigEndian(frame, 8, 4)) == salts.0, UInt32(Self.bigEndian(frame, 12, 4)) == salts.1 else { break }
            Self.checksum(frame[0..<8], bigEndian: bigEndianWords, into: &sums)
            Self.checksum(frame[24...], bigEndian: bigEndianWords, into: &sums)
            guard sums == (UInt32(Self.bigEndian(frame, 16, 4)), UInt32(Self.bigEndian(frame, 20, 4))) else { break }
            let page = Self.bigEndian(frame, 0, 4)
            if page == 1 {
                pending.identity = UInt32(Self.bigEndian(frame, 24 + Self.identityOffset, 4))
            } else if let record = GenerationRecord.record(inPage: frame, at: 24, size: pageSize) {
                pending.generations.insert(record.parent)
                pending.generations.insert(record.current)
                pending.generationPage = page
            }
            if Self.bigEndian(frame, 4, 4) != 0 {  // a commit frame
                committed.identity = pending.identity ?? committed.identity
                committed.generations.formUnion(pending.generations)
                committed.generationPage = pending.generationPage ?? committed.generationPage
                pending = Committed()
            }
            offset += frame.count
        }
        return committed
    }

    /// Whether the log's header is still the one this value read: SQLite rewrites it (new salts)
    /// when it starts the log again from its first frame.
    func isUnchanged() -> Bool {
        var header = [UInt8](repeating: 0, count: 32)
        return Self.read(descriptor, into: &header, at: 0) && header == self.header
    }

    /// SQLite's WAL checksum over `bytes` (a multiple of 8), continuing from `sums`.
    private static func checksum(_ bytes: ArraySlice<UInt8>, bigEndian: Bool, into sums: inout (UInt32, UInt32)) {
        var (s0, s1) = sums
        bytes.withUnsafeBytes { raw in
            var index = 0
            while index + 8 <= raw.count {
                var x0 = raw.loadUnaligned(fromByteOffset: index, as: UInt32.self)
                var x1 = raw.loadUnaligned(fromByteOffset: index + 4, as: UInt32.self)
                if bigEndian {
                    x0 = UInt32(bigEndian: x0)
                    x1 = UInt32(bigEndian: x1)
                } else {
                    x0 = UInt32(littleEndian: x0)
                    x1 = UInt32(littleEndian: x1)
                }
                s0 = s0 &+ x0 &+ s1
                s1 = s1 &+ x1 &+ s0
                index += 8
            }
        }
        sums = (s0, s1)
    }

    /// The big-endian number in `count` bytes of `bytes` at `offset`.
    static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }

    /// Fills `buffer` from `offset` of the file; false when the file ends first.
    private static func read(_ descriptor: Int32, into buffer: inout [UInt8], at offset: Int) -> Bool {
        let count = buffer.count
        var done = 0
        while done < count {
            let got = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done)) }
            if got <= 0 { return false }
            done += got
        }
        return true
    }
}
