/// The most stretchy reads as one preset document, the same from a file, standard input or a
/// device (docs/safety.md#how-much-stretchy-reads): past it a command ends with one line, instead
/// of reading on until memory runs out.
enum DocumentLimit {
    /// 256 MiB: about 900 000 presets as `export` writes them.
    static let bytes = 256 << 20
    /// What is read first of an input of unknown length: enough to tell a document from bytes
    /// that are none (`/dev/zero`, `/dev/urandom`) before reading any more of them.
    static let probe = 1 << 16

    /// Reads `source` to its end, at most `limit` bytes. An input longer than `probe` that cannot start a JSON document is
    /// refused at once (exit 65); one longer than the limit is refused once the limit is reached
    /// (exit 74).
    static func read(_ source: any ByteSource, named name: String, limit: Int = bytes) throws(CommandError) -> [UInt8] {
        let cap = limit
        func next(_ count: Int) throws(CommandError) -> [UInt8] {
            do { return try source.readAll(limit: count) } catch { throw CommandError(.ioError, error.message) }
        }
        var read = try next(min(probe, cap))
        if read.count > min(probe, cap), read.count <= cap {
            try requireDocumentStart(read, named: name)
            read += try next(cap - read.count)
        }
        guard read.count > cap else { return read }
        try requireDocumentStart(read, named: name)
        throw tooLarge(name, limit: limit)
    }

    /// The error for an input longer than `limit` (exit 74).
    static func tooLarge(_ name: String, limit: Int) -> CommandError {
        let size = limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit) bytes"
        return CommandError(.ioError, "\(name) is larger than \(size), the most stretchy reads as one document",
                            hint: "split it into several documents")
    }

    /// Throws (exit 65) when `prefix` cannot begin a JSON document: after a byte-order mark and
    /// whitespace, one starts with `{`, `[` or `"`, a digit, `-`, `t`, `f` or `n`.
    static func requireDocumentStart(_ prefix: [UInt8], named name: String) throws(CommandError) {
        var bytes = prefix[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw CommandError(.dataError, "\(name) is not a preset document: it starts with \(prefix.count > 1 << 20 ? "over a megabyte" : "\(prefix.count) bytes") of whitespace")
        }
        guard Array("{[\"-0123456789tfn".utf8).contains(first) else {
            let shown = first >= 0x21 && first < 0x7F ? "'\(Character(Unicode.Scalar(first)))'" : "the byte 0x" + String(first, radix: 16, uppercase: true).leftPadded
            throw CommandError(.dataError, "\(name) is not a preset document: it starts with \(shown), not JSON")
        }
    }
}

private extension String {
    var leftPadded: String { count == 1 ? "0" + self : self }
}
