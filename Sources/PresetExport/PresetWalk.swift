import HeaderGeometry

/// The presets of an export, valid and sorted by name, which the exporter walks once per pass:
/// checking the names, writing the opening note, then each preset's code. Each walk reads them
/// anew (from the database, one row at a time, on one snapshot), so a code export holds one
/// preset at a time however many there are; or walks an array already in memory.
public struct PresetWalk {
    private let walk: (_ each: (HeaderPreset) throws -> Void) throws -> Void

    /// A walk that `walk` performs: it calls `each` with every preset in name order, and stops
    /// at (and rethrows) the first error `each` throws.
    public init(_ walk: @escaping (_ each: (HeaderPreset) throws -> Void) throws -> Void) {
        self.walk = walk
    }

    /// A walk over `presets`, which are valid and sorted by name.
    public init(_ presets: [HeaderPreset]) {
        self.walk = { each in for preset in presets { try each(preset) } }
    }

    /// Calls `body` with each preset in name order.
    public func forEach(_ body: (HeaderPreset) throws -> Void) throws {
        try walk(body)
    }
}

/// Strings packed end to end in one buffer: the names of 100 000 presets in about a megabyte,
/// without an allocation each.
struct PackedStrings {
    private var bytes: [UInt8] = []
    private var ends: [UInt32] = []

    /// How many strings there are.
    var count: Int { ends.count }

    /// Adds `text` at the end.
    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        ends.append(UInt32(bytes.count))
    }

    /// The bytes of string `index`.
    func utf8(at index: Int) -> ArraySlice<UInt8> {
        bytes[(index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])]
    }

    /// String `index`.
    subscript(index: Int) -> String {
        String(decoding: utf8(at: index), as: UTF8.self)
    }
}

/// The names a generated file declares, each with the preset that declares it, found by content
/// (an open-addressing table of entry numbers over ``PackedStrings``): a few bytes a name, so the
/// names of every preset can be checked against each other in one walk.
struct NameTable {
    /// The names, in the order they were declared.
    private(set) var names = PackedStrings()
    private var owners = PackedStrings()
    private var slots = [Int32](repeating: -1, count: 64)

    /// The preset that declared `name`, if one did.
    func owner(of name: String) -> String? {
        let utf8 = Array(name.utf8)
        var slot = Self.hash(utf8) & (slots.count - 1)
        while slots[slot] >= 0 {
            let entry = Int(slots[slot])
            if names.utf8(at: entry).elementsEqual(utf8) { return owners[entry] }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Records that `owner` declares `name` (which no one has declared yet).
    mutating func insert(_ name: String, owner: String) {
        if (names.count + 1) * 2 > slots.count { grow() }
        names.append(name)
        owners.append(owner)
        place(names.count - 1)
    }

    private mutating func place(_ entry: Int) {
        var slot = Self.hash(names.utf8(at: entry)) & (slots.count - 1)
        while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = Int32(entry)
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for entry in 0..<names.count { place(entry) }
    }

    /// FNV-1a of the bytes.
    private static func hash(_ bytes: some Sequence<UInt8>) -> Int {
        var value: UInt64 = 0xcbf29ce484222325
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100000001b3 }
        return Int(truncatingIfNeeded: value ^ (value >> 29))
    }
}
