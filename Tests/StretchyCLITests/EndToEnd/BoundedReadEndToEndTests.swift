import Foundation
import TestKit
import Testing

/// Reading has one bound for files, standard input and devices (docs/safety.md#how-much-stretchy-reads):
/// `/dev/zero` is refused after its first 64 KiB, not after 4 GB and a crash.
struct BoundedReadEndToEndTests {
    /// Runs `stretchy --db DB arguments…` with standard input from `input` (a path).
    static func run(_ sandbox: Sandbox, _ arguments: [String], input: String) throws -> StretchyProcess.Outcome {
        let out = sandbox.folder.appendingPathComponent("out").path
        let err = sandbox.folder.appendingPathComponent("err").path
        let status = try Subprocess.run(
            [StretchyProcess.binary.path, "--db", sandbox.database] + arguments,
            environment: ["HOME": sandbox.folder.path], standardInput: input,
            standardOutput: out, standardError: err)
        return StretchyProcess.Outcome(
            status: status,
            stdout: String(decoding: try Data(contentsOf: URL(fileURLWithPath: out)), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: URL(fileURLWithPath: err)), as: UTF8.self))
    }

    /// bytes that are no document, from stdin or a device, are one line and 65, changing nothing
    func testDevZero() throws {
        for arguments in [
            ["validate", "-"], ["import", "-"], ["export", "--to", "swift", "--input", "-"],
            ["export", "--to", "web", "--input", "-"], ["validate", "/dev/zero"], ["import", "/dev/zero"],
        ] {
            try TestRow.$current.withValue(String(describing: arguments)) { try self.devZero(arguments) }
        }
    }

    func devZero(_ arguments: [String]) throws {
        let sandbox = Sandbox()
        _ = try sandbox.run(["list"])
        let before = sandbox.databaseBytes()
        let started = Date()
        let outcome = try Self.run(sandbox, arguments, input: "/dev/zero")
        expect(Date().timeIntervalSince(started) < 10)
        expectEqual(outcome.status, 65)
        let source = arguments.last == "-" ? "standard input" : "'/dev/zero'"
        expectEqual(outcome.stderr, "stretchy: error: \(source) is not a preset document: it starts with the byte 0x00, not JSON\n")
        expectEqual(outcome.stdout, "")
        expectEqual(sandbox.databaseBytes(), before)
    }

    /// a file over the limit that starts like a document is one line and 74, read no further
    func testLargeFile() throws {
        let sandbox = Sandbox()
        let path = try sandbox.file("huge.json", "[")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: (256 << 20) + 1)  // sparse: takes no room
        try handle.close()
        let outcome = try sandbox.run(["validate", path])
        expectEqual(outcome.status, 74)
        expectEqual(
            outcome.stderr,
            "stretchy: error: '\(path)' is larger than 256 MiB, the most stretchy reads as one document; split it into several documents\n")
    }
}
