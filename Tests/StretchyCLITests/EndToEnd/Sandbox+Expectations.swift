import Foundation
import TestKit
import Testing

/// Checks shared by the end-to-end tests of the preset commands.
extension Sandbox {
    /// Makes the database (the built-in catalogue) if it does not exist yet.
    func prepare() throws {
        if !FileManager.default.fileExists(atPath: database) {
            let outcome = try run(["list", "--names-only"])
            expectEqual(outcome.status, 0)
        }
    }

    /// Runs a command that must fail: exactly one stderr line starting `stretchy: error: ` and
    /// holding `message`, nothing on stdout, `status`, and the database bytes unchanged.
    func expectFailure(
        _ arguments: [String], status: Int32, message: String,
        environment: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try prepare()
        let before = databaseBytes()
        let outcome = try run(arguments, environment: environment)
        expectEqual(outcome.status, status, "\(arguments)", sourceLocation: sourceLocation)
        expectEqual(outcome.stdout, "", sourceLocation: sourceLocation)
        expect(outcome.stderr.hasPrefix("stretchy: error: "), sourceLocation: sourceLocation)
        expect(outcome.stderr.contains(message), "\(outcome.stderr)", sourceLocation: sourceLocation)
        expectEqual(outcome.stderr.filter { $0 == "\n" }.count, 1, "\(outcome.stderr)", sourceLocation: sourceLocation)
        expectEqual(databaseBytes(), before, "the database changed", sourceLocation: sourceLocation)
    }

    /// Runs a command that must succeed with nothing on stderr; returns its stdout.
    @discardableResult
    func expectSuccess(
        _ arguments: [String], environment: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let outcome = try run(arguments, environment: environment)
        expectEqual(outcome.status, 0, "\(arguments): \(outcome.stderr)", sourceLocation: sourceLocation)
        expectEqual(outcome.stderr, "", sourceLocation: sourceLocation)
        return outcome.stdout
    }

    /// `show NAME --format json` parsed.
    func presetObject(_ name: String) throws -> [String: Any] {
        let text = try expectSuccess(["show", name, "--format", "json"])
        return try require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
