import Foundation
import TestSupport

/// Runs the built `stretchy` binary as a user would, and captures what it did.
///
/// The binary is the one `swift build` put beside the test bundle (`.build/debug/stretchy`), or
/// `$STRETCHY_BINARY` when set (to test a release build).
struct StretchyProcess {
    /// What one run printed and how it ended.
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["STRETCHY_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [folder, folder.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("stretchy")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return URL(fileURLWithPath: ".build/debug/stretchy")
    }()

    /// Runs `stretchy arguments…` with `input` on stdin and only `environment` (plus PATH) set.
    static func run(
        _ arguments: [String], input: String = "", environment: [String: String] = [:],
        directory: URL? = nil
    ) throws -> Outcome {
        var variables = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        variables.merge(environment) { _, new in new }
        // Files, not pipes: nothing can block however much either side writes or leaves unread.
        let folder = ScratchFolder.root.appendingPathComponent("stretchy-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["in", "out", "err"].map { folder.appendingPathComponent($0) }
        try Data(input.utf8).write(to: files[0])
        var command = [binary.path] + arguments
        if let directory {
            // posix_spawn has no portable "start in this folder": a shell changes to it and
            // becomes stretchy.
            command = ["/bin/sh", "-c", #"cd "$0" && exec "$@""#, directory.path] + command
        }
        let status = try Subprocess.run(
            command, environment: variables,
            standardInput: files[0].path, standardOutput: files[1].path,
            standardError: files[2].path)
        return Outcome(
            status: status,
            stdout: String(decoding: try Data(contentsOf: files[1]), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: files[2]), as: UTF8.self))
    }
}

/// A throwaway folder with a database path and a home, removed when the value goes away: keep it
/// in a local for as long as the test runs commands.
final class Sandbox {
    let folder: URL
    /// The database path, passed as `--db`.
    var database: String { folder.appendingPathComponent("presets.sqlite").path }

    init() {
        folder = ScratchFolder.root.appendingPathComponent("stretchy-e2e-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Runs `stretchy --db <database> arguments…` with HOME inside the sandbox.
    func run(
        _ arguments: [String], input: String = "", environment: [String: String] = [:],
        directory: URL? = nil
    ) throws -> StretchyProcess.Outcome {
        var variables = ["HOME": folder.path, "TMPDIR": folder.path]  // files an editor session keeps stay here
        variables.merge(environment) { _, new in new }
        return try StretchyProcess.run(
            ["--db", database] + arguments, input: input, environment: variables,
            directory: directory)
    }

    /// Writes `text` to a file in the sandbox and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// The database file's bytes plus its WAL's: equal before and after means nothing changed.
    func databaseBytes() -> Data {
        var bytes = Data()
        for suffix in ["", "-wal"] {
            bytes += (try? Data(contentsOf: URL(fileURLWithPath: database + suffix))) ?? Data()
        }
        return bytes
    }
}
