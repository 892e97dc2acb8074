import PresetService

/// Where `fit` and `verify --against` read a trace: a file, opened afresh for each reading, or
/// standard input, held in memory the first time it is read so that it can be read again.
final class TraceSource {
    private let path: String
    private let environment: CLIEnvironment
    private var held: [UInt8]?

    /// The trace at `path` (`-` for standard input); a file that does not exist is not found
    /// (exit 66) before anything is read.
    init(path: String, environment: CLIEnvironment) throws(ServiceError) {
        self.path = path
        self.environment = environment
        if path != "-" { _ = try TraceFileInput(path: path) }
    }

    /// A reader from the trace's start.
    func open() throws(ServiceError) -> TraceInput {
        guard path == "-" else { return try TraceFileInput(path: path) }
        if held == nil {
            do {
                held = try environment.input.readAll()
            } catch {
                throw ServiceError(.io, error.message)
            }
        }
        return TraceBytesInput(held ?? [])
    }
}
