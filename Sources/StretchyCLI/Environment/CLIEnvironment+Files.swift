import HeaderGeometry
import SafeText
import ValueText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading `FILE|-` arguments and writing `--output FILE`, with the exit statuses of docs/commands.md#exit-status.
extension CLIEnvironment {
    /// The bytes of `path`, or of standard input when `path` is `-`, at most
    /// ``DocumentLimit/bytes`` from any of them (docs/safety.md#how-much-stretchy-reads).
    ///
    /// A missing file exits 66 (`no such file 'x.json'`); an input too long exits 74, or 65 when
    /// it does not even start like a document (`/dev/zero`); any other failure exits 74.
    public func readInput(_ path: String) throws(CommandError) -> [UInt8] {
        try readInput(path, limit: DocumentLimit.bytes)
    }

    /// ``readInput(_:)`` with another limit, for tests.
    func readInput(_ path: String, limit: Int) throws(CommandError) -> [UInt8] {
        if path == "-" {
            let name = "standard input"
            let size = (input as? FileDescriptorSource).flatMap { Self.remainingBytes(of: $0.fileDescriptor) }
            let bytes = try DocumentLimit.read(input, named: name, limit: limit, expected: size)
            try DocumentLimit.requireRoom(toCheck: bytes, named: name)
            return bytes
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let number = errno
            if number == ENOENT { throw CommandError(.notFound, "no such file \(MessageText.quoted(path, longest: .max))") }
            throw CommandError(.ioError, "cannot open \(MessageText.quoted(path, longest: .max)): \(String(cString: strerror(number)))")
        }
        defer { close(descriptor) }
        let source = FileDescriptorSource(fileDescriptor: descriptor, name: "\(MessageText.quoted(path, longest: .max))")
        let size = Self.remainingBytes(of: descriptor)
        if let size, size > limit {
            // Known too long before reading it: its start decides between 65 and 74.
            let start: [UInt8]
            do { start = try source.readAll(limit: DocumentLimit.probe) } catch { throw CommandError(.ioError, error.message) }
            try DocumentLimit.requireDocumentStart(start, named: "\(MessageText.quoted(path, longest: .max))")
            throw DocumentLimit.tooLarge("\(MessageText.quoted(path, longest: .max))", limit: limit)
        }
        let bytes = try DocumentLimit.read(source, named: "\(MessageText.quoted(path, longest: .max))", limit: limit, expected: size)
        try DocumentLimit.requireRoom(toCheck: bytes, named: "\(MessageText.quoted(path, longest: .max))")
        return bytes
    }

    /// The bytes between `descriptor`'s offset and the end of the regular file it reads, or `nil`
    /// for a pipe, a terminal or a device, whose length is not known before reading them.
    static func remainingBytes(of descriptor: Int32) -> Int? {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let offset = lseek(descriptor, 0, SEEK_CUR)
        return max(0, Int(info.st_size) - max(0, Int(offset)))
    }

    /// Writes `bytes` to `path` whole or not at all, or to standard output when `path` is `nil`
    /// or `-`. Failures exit 74. See ``writeOutput(to:announcing:_:)``.
    public func writeOutput(_ bytes: [UInt8], to path: String?, announcing: Bool = true) throws(CommandError) {
        do {
            try writeOutput(to: path, announcing: announcing) { output in output.write(bytes: bytes) }
        } catch let error as CommandError {
            throw error
        } catch let error as IOFailure {
            throw CommandError(.ioError, error.message, hint: error.hint)
        } catch {
            throw CommandError(.ioError, "cannot write \(MessageText.quoted(path ?? "-", longest: .max)): \(error)")
        }
    }

    /// Streams what `body` writes to `path` whole or not at all, or to standard output when `path`
    /// is `nil` or `-`; a file written is named on standard output (`wrote hero.json`) unless
    /// `announcing` is false (standard output carries a JSON document of its own).
    ///
    /// A file is written through an ``OutputFile``: a temporary file beside it, renamed into place
    /// only when `body` returned and every byte is on disk; when `body` throws, or writing fails
    /// (exit 74, "file size limit reached" under `ulimit -f`), the destination stays as it was and
    /// no temporary file is left. `body`'s buffer hands the file its bytes every 256 KiB, so
    /// memory does not grow with the output.
    public func writeOutput(to path: String?, announcing: Bool = true, _ body: (OutputBuffer) throws -> Void) throws {
        guard let path, path != "-" else {
            try body(output)
            return
        }
        let file = try OutputFile(path: path)
        do {
            let buffer = OutputBuffer(sink: file)
            try body(buffer)
            try buffer.flush()
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
        // Say where the file went (docs/commands.md#output-files): on standard output, which
        // carries nothing else when the data went to a file, as the other writing commands'
        // confirmations do.
        if announcing { output.write("wrote \(VisibleText.escaped(path, keeping: VisibleText.none))\n") }
    }
}
