import HeaderGeometry
import ValueText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A private file (mode 0600) under `$TMPDIR` or `/tmp`, removed with `remove()`.
struct TemporaryFile {
    /// Where the file is.
    let path: String

    /// Creates `<directory>/<prefix>XXXXXX<suffix>` holding `text`.
    init(prefix: String, suffix: String, text: String, variables: [String: String]) throws(CommandError) {
        var directory = variables["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
        var template = Array((directory + "/" + prefix + "XXXXXX" + suffix).utf8CString)
        let descriptor = mkstemps(&template, Int32(suffix.utf8.count))
        guard descriptor >= 0 else {
            throw CommandError(
                .ioError, "cannot create a temporary file in \(MessageText.quoted(directory, longest: .max)): \(String(cString: strerror(errno)))")
        }
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do {
            try Self.writeAll(Array(text.utf8), to: descriptor, path: path)
        } catch {
            unlink(path)
            throw error
        }
    }

    /// Replaces the file's content with `bytes` (the editor reopens it).
    func replace(with bytes: [UInt8]) throws(CommandError) {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CommandError(.ioError, "cannot write \(MessageText.quoted(path, longest: .max)): \(String(cString: strerror(errno)))")
        }
        try Self.writeAll(bytes, to: descriptor, path: path)
    }

    /// Writes `bytes` to `descriptor` and closes it.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(CommandError) {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw CommandError(.ioError, "cannot write \(MessageText.quoted(path, longest: .max)): \(reason)")
            }
            written += count
        }
        guard close(descriptor) == 0 else {
            throw CommandError(.ioError, "cannot write \(MessageText.quoted(path, longest: .max)): \(String(cString: strerror(errno)))")
        }
    }

    /// Deletes the file.
    func remove() {
        unlink(path)
    }
}
