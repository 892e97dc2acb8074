#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading `FILE|-` arguments and writing `--output FILE`, with the exit statuses of SPEC.md §4.
extension CLIEnvironment {
    /// The bytes of `path`, or of standard input when `path` is `-`.
    ///
    /// A missing file exits 66 (`no such file 'x.json'`); any other failure exits 74.
    public func readInput(_ path: String) throws(CommandError) -> [UInt8] {
        if path == "-" {
            do { return try input.readAll() } catch { throw CommandError(.ioError, error.message) }
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let number = errno
            if number == ENOENT { throw CommandError(.notFound, "no such file '\(path)'") }
            throw CommandError(.ioError, "cannot open '\(path)': \(String(cString: strerror(number)))")
        }
        defer { close(descriptor) }
        do {
            return try FileDescriptorSource(fileDescriptor: descriptor, name: "'\(path)'").readAll()
        } catch {
            throw CommandError(.ioError, error.message)
        }
    }

    /// Writes `bytes` to `path` whole or not at all (a temporary file renamed over it), or to
    /// standard output when `path` is `nil` or `-`. Failures exit 74.
    public func writeOutput(_ bytes: [UInt8], to path: String?) throws(CommandError) {
        guard let path, path != "-" else {
            output.write(bytes: bytes)
            return
        }
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CommandError(.ioError, "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        do {
            try FileDescriptorSink(fileDescriptor: descriptor, name: "'\(path)'").write(bytes)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw CommandError(.ioError, error.message)
        }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard synced, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CommandError(.ioError, "cannot write '\(path)': \(reason)")
        }
    }
}
