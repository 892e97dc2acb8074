import Foundation
import TestKit
import Testing

/// end to end: the binary
struct VersionEndToEndTests {
    /// The commit the binary was built from, as git tells it now: the tests run in the checkout
    /// the binary was built from.
    static func checkoutCommit() throws -> String {
        let root = RepositoryFiles.root.path
        let head = try Self.git(["-C", root, "rev-parse", "--short=12", "HEAD"])
        let changed = try Self.git(["-C", root, "status", "--porcelain", "--untracked-files=no"])
        return head + (changed.isEmpty ? "" : "-modified")
    }

    static func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    #if DEBUG
        static let configuration = "debug"
    #else
        static let configuration = "release"
    #endif

    /// --version names the version, the commit built from and the build configuration
    func testVersion() throws {
        let commit = try Self.checkoutCommit()
        let outcome = try StretchyProcess.run(["--version"])
        expectEqual(outcome.status, 0)
        expectEqual(outcome.stdout, "stretchy 0.1.0 (commit \(commit), \(Self.configuration) build)\n")
        expectEqual(outcome.stderr, "")
        let json = try StretchyProcess.run(["--version", "--format", "json"])
        expectEqual(json.status, 0)
        let object = try require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: String])
        expectEqual(object, ["version": "0.1.0", "commit": commit, "configuration": Self.configuration])
    }

    /// an unknown command is a usage error on one line
    func testUnknownCommand() throws {
        let outcome = try StretchyProcess.run(["lsit"])
        expectEqual(outcome.status, 64)
        expectEqual(outcome.stdout, "")
        expect(outcome.stderr.hasPrefix("stretchy: error: unknown command 'lsit'"))
        expectEqual(outcome.stderr.filter { $0 == "\n" }.count, 1)
    }
}
