import HeaderGeometry
import ValueText

/// The most stretchy reads as one preset document, the same from a file, standard input or a
/// device (docs/safety.md#how-much-stretchy-reads): past it a command ends with one line, instead
/// of reading on until memory runs out.
enum DocumentLimit {
    /// 256 MiB: about 900 000 presets as `export` writes them.
    static let bytes = 256 << 20
    /// What is read first of an input of unknown length: enough to tell a document from bytes
    /// that are none (`/dev/zero`, `/dev/urandom`) before reading any more of them.
    static let probe = 1 << 16

    /// Reads `source` to its end, at most `limit` bytes. An input longer than `probe` that cannot
    /// start a JSON document is refused at once (exit 65); one longer than the limit is refused
    /// once the limit is reached (exit 74).
    ///
    /// The bytes go into one buffer, sized for `expected` bytes when the caller knows how many
    /// there are (a file's size), else doubled as it fills but never past `limit + 1`: reaching
    /// the limit maps it and half of it, never twice it. Each growth is first checked against the
    /// address-space limit (``MemoryBudget``), so running out is one line (exit 74), not a crash.
    static func read(
        _ source: any ByteSource, named name: String, limit: Int = bytes,
        expected: Int? = nil
    ) throws(CommandError) -> [UInt8] {
        var read: [UInt8] = []
        var ended = false
        func fill(upTo count: Int) throws(CommandError) {
            while !ended, read.count < count {
                if read.count == read.capacity {
                    let grown = min(max(read.capacity * 2, expected.map { $0 + 1 } ?? probe + 1), count)
                    try MemoryBudget.require(grown, toRead: name, size: expected ?? read.count, more: expected == nil)
                    read.reserveCapacity(grown)
                }
                do { ended = try source.read(into: &read, upTo: min(read.capacity, count)) } catch { throw CommandError(.ioError, error.message) }
            }
        }
        try fill(upTo: min(probe, limit) + 1)
        if read.count > min(probe, limit), read.count <= limit {
            try requireDocumentStart(read, named: name)
            try fill(upTo: limit + 1)
        }
        guard read.count > limit else { return read }
        try requireDocumentStart(read, named: name)
        throw tooLarge(name, limit: limit)
    }

    /// What checking a document takes per preset (its place in the list of presets as the list
    /// grows), beyond a copy of the document's bytes (the strings made of them): measured on
    /// documents of 20 000 to 1 500 000 presets (indented, compact, long summaries, names alone),
    /// with a margin.
    static let memoryPerPreset = 512

    /// Throws (exit 74) when checking `bytes`, read from `name`, would pass the address-space
    /// limit (``MemoryBudget``). The presets are counted from above by their `"name"` keys.
    static func requireRoom(toCheck bytes: [UInt8], named name: String) throws(CommandError) {
        guard MemoryBudget.limit() != nil else { return }
        try MemoryBudget.require(bytes.count + memoryPerPreset * nameKeys(in: bytes), toRead: name, size: bytes.count)
    }

    /// How many times `"name"` occurs in `bytes`: at least once per preset, as its key.
    static func nameKeys(in bytes: [UInt8]) -> Int {
        let key = Array("\"name\"".utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            var index = 0
            let end = buffer.count - key.count
            while index <= end {
                if buffer[index] == key[0], buffer[index + 1] == key[1], buffer[index + 2] == key[2],
                    buffer[index + 3] == key[3], buffer[index + 4] == key[4], buffer[index + 5] == key[5]
                {
                    count += 1
                    index += key.count
                } else {
                    index += 1
                }
            }
            return count
        }
    }

    /// The error for an input longer than `limit` (exit 74).
    static func tooLarge(_ name: String, limit: Int) -> CommandError {
        let size = limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit) bytes"
        return CommandError(
            .ioError, "\(name) is larger than \(size), the most stretchy reads as one document",
            hint: "split it into several documents")
    }

    /// Throws (exit 65) when `prefix` cannot begin a JSON document: after a byte-order mark and
    /// whitespace, one starts with `{`, `[` or `"`, a digit, `-`, `t`, `f` or `n`.
    static func requireDocumentStart(_ prefix: [UInt8], named name: String) throws(CommandError) {
        var bytes = prefix[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw CommandError(
                .dataError,
                "\(name) is not a preset document: it starts with \(prefix.count > 1 << 20 ? "over a megabyte" : "\(prefix.count) bytes") of whitespace"
            )
        }
        guard Array("{[\"-0123456789tfn".utf8).contains(first) else {
            let shown =
                first >= 0x21 && first < 0x7F
                ? "\(MessageText.quoted(String(Unicode.Scalar(first))))" : "the byte 0x" + String(first, radix: 16, uppercase: true).leftPadded
            throw CommandError(.dataError, "\(name) is not a preset document: it starts with \(shown), not JSON")
        }
    }
}

private extension String {
    var leftPadded: String { count == 1 ? "0" + self : self }
}
