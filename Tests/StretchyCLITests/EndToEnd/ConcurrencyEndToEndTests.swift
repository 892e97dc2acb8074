import Foundation
import PresetService
import TestKit
import Testing

/// Several real `stretchy` processes at once against one database file: writers
/// changing one preset and creating others, readers exporting, all at the same time. No command
/// may fail and no update may be lost.
@Suite("end to end: concurrent processes", .serialized)
struct ConcurrencyEndToEndTests {
    typealias F = TransferFixtures

    static let writers = 6
    static let rounds = 10

    /// Runs each job on its own thread (each job runs processes one after another) and returns
    /// every failure the jobs reported.
    static func runConcurrently(_ jobs: [@Sendable () -> [String]]) -> [String] {
        let failures = FailureList()
        let group = DispatchGroup()
        for job in jobs {
            group.enter()
            Thread {
                failures.append(job())
                group.leave()
            }.start()
        }
        group.wait()
        return failures.all
    }

    /// Runs `stretchy --db database arguments…`; a description of the failure, if any.
    @Sendable static func run(_ database: String, _ arguments: [String]) -> String? {
        do {
            let outcome = try StretchyProcess.run(
                ["--db", database] + arguments,
                environment: ["HOME": (database as NSString).deletingLastPathComponent])
            guard outcome.status == 0 else {
                return "\(arguments.joined(separator: " ")) exited \(outcome.status): \(outcome.stderr)"
            }
            if arguments.first == "export", (try? F.names(inDocument: outcome.stdout)) == nil {
                return "export printed invalid JSON"
            }
            return nil
        } catch {
            return "\(arguments.joined(separator: " ")) did not run: \(error)"
        }
    }

    /// Two readers until the writers finish: one exporting, the other exporting and listing in turn.
    static func readers(_ database: String, done: FailureList) -> [@Sendable () -> [String]] {
        (0..<2).map { reader in
            { @Sendable in
                var failures: [String] = []
                var turn = 0
                while !done.isFinished {
                    let arguments =
                        reader == 1 && turn % 2 == 1
                        ? ["list", "--format", "json"] : ["export"]
                    if let failure = run(database, arguments) { failures.append(failure) }
                    turn += 1
                }
                return failures
            }
        }
    }

    /// 6 writers replacing one preset by import and creating others, 2 readers: nothing fails or is lost
    func testImportWriters() throws {
        let sandbox = Sandbox()
        try expectEqual(sandbox.run(["import", "-"], input: F.preset("shared", #""summary": "start""#)).status, 0)
        let database = sandbox.database
        // Writer w's round r replaces "shared" with a version of its own: every replace is a change.
        var files: [[String]] = []
        for writer in 0..<Self.writers {
            files.append(
                try (0..<Self.rounds).map { round in
                    try sandbox.file(
                        "w\(writer)-r\(round).json",
                        F.preset("shared", #""summary": "w\#(writer)-r\#(round)", "damping": 0.\#(round)5"#))
                })
        }
        let creations = try (0..<Self.writers).map { writer in
            try sandbox.file("new-w\(writer).json", F.document((0..<3).map { F.preset("new-w\(writer)-\($0)") }))
        }
        let finished = FailureList()
        let writerJobs: [@Sendable () -> [String]] = (0..<Self.writers).map { writer in
            let mine = files[writer], creation = creations[writer]
            return { @Sendable in
                var failures: [String] = []
                for (round, file) in mine.enumerated() {
                    if let failure = Self.run(database, ["import", file, "--on-conflict", "replace"]) { failures.append(failure) }
                    if round == 4, let failure = Self.run(database, ["import", creation]) { failures.append(failure) }
                }
                return failures
            }
        }
        let writing = Thread {
            finished.append(Self.runConcurrently(writerJobs)); finished.finish()
        }
        let readerFailures = FailureList()
        let readerGroup = DispatchGroup()
        readerGroup.enter()
        Thread {
            readerFailures.append(Self.runConcurrently(Self.readers(database, done: finished))); readerGroup.leave()
        }.start()
        writing.start()
        readerGroup.wait()
        expectEqual(finished.all, [])
        expectEqual(readerFailures.all, [])

        let library = PresetLibrary(databasePath: database)
        let history = try library.history(of: "shared")
        expectEqual(history.count, Self.writers * Self.rounds + 1)
        let summaries = history.compactMap(\.preset?.summary)
        for writer in 0..<Self.writers {
            // Each writer's versions all made it, in the order it wrote them.
            let mine = summaries.filter { $0.hasPrefix("w\(writer)-") }
            expectEqual(mine, (0..<Self.rounds).map { "w\(writer)-r\($0)" })
            for index in 0..<3 { try expectEqual(library.preset(named: "new-w\(writer)-\(index)").name, "new-w\(writer)-\(index)") }
        }
        try expectEqual(library.preset(named: "shared").summary, summaries.last)
        try expectEqual(library.check(), [])
    }

    /// Writer w owns one key of "hero" and sets it to `values[w][round]`.
    static let keys = ["maxHeight", "minHeight", "damping", "shadow.radius", "shadow.threshold", "snap.initialPosition"]
    static func value(writer: Int, round: Int) -> String {
        switch writer {
        case 0: return "\(400 + round)"
        case 1: return "\(50 + round)"
        case 3: return "\(1 + round)"
        case 4: return "\(100 + round)"
        default: return "0.\(round)5"
        }
    }

    /// 6 writers editing their own key of one preset and creating others, 2 readers: every key ends at its writer's last value
    func testEditWriters() throws {
        let sandbox = Sandbox()
        try expectEqual(
            sandbox.run(
                ["import", "-"],
                input: F.preset(
                    "hero",
                    """
                    "minHeight": 40, "maxHeight": 300, "shadow": {"threshold": 90, "radius": 0}
                    """)
            ).status, 0)
        let database = sandbox.database
        let finished = FailureList()
        let writerJobs: [@Sendable () -> [String]] = (0..<Self.writers).map { writer in
            { @Sendable in
                var failures: [String] = []
                for round in 0..<Self.rounds {
                    let assignment = "\(Self.keys[writer])=\(Self.value(writer: writer, round: round))"
                    if let failure = Self.run(database, ["edit", "hero", assignment]) { failures.append(failure) }
                    if round % 5 == 2, let failure = Self.run(database, ["create", "made-w\(writer)-r\(round)"]) {
                        failures.append(failure)
                    }
                }
                return failures
            }
        }
        let readerFailures = FailureList()
        let readerGroup = DispatchGroup()
        readerGroup.enter()
        Thread {
            readerFailures.append(Self.runConcurrently(Self.readers(database, done: finished))); readerGroup.leave()
        }.start()
        finished.append(Self.runConcurrently(writerJobs))
        finished.finish()
        readerGroup.wait()
        expectEqual(finished.all, [])
        expectEqual(readerFailures.all, [])

        let exported = try sandbox.run(["export", "hero"])
        let document = try require(try F.json(exported.stdout) as? [String: Any])
        let hero = try require((document["presets"] as? [[String: Any]])?.first)
        let shadow = hero["shadow"] as? [String: Any], snap = hero["snap"] as? [String: Any]
        expectEqual(hero["maxHeight"] as? Double, 409)
        expectEqual(hero["minHeight"] as? Double, 59)
        expectEqual(hero["damping"] as? Double, 0.95)
        expectEqual(shadow?["radius"] as? Double, 10)
        expectEqual(shadow?["threshold"] as? Double, 109)
        expectEqual(snap?["initialPosition"] as? Double, 0.95)
        for writer in 0..<Self.writers {
            for round in [2, 7] { try expectEqual(sandbox.run(["export", "made-w\(writer)-r\(round)"]).status, 0) }
        }
        let history = try sandbox.run(["history", "hero", "--format", "json"])
        let revisions = try require(try F.json(history.stdout) as? [Any], "\(history.stderr)")
        expectEqual(revisions.count, Self.writers * Self.rounds + 1)
    }
}

/// Failures gathered from several threads, and a flag that says the writers are done.
final class FailureList: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [String] = []
    private var finished = false

    func append(_ more: [String]) { lock.withLock { failures += more } }
    func finish() { lock.withLock { finished = true } }
    var all: [String] { lock.withLock { failures } }
    var isFinished: Bool { lock.withLock { finished } }
}
