import Foundation
import TestKit
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `stretchy studio` as a user runs it: the URL line first and at once, requests answered, SIGTERM
/// and SIGINT end it with status 0; bad input exits before serving (docs/studio.md).
struct StudioEndToEndTests {
    /// A running `stretchy studio`, its standard output and error in files.
    final class Running {
        let child: pid_t
        let output: URL
        let errors: URL

        init(_ sandbox: Sandbox, _ arguments: [String]) throws {
            output = sandbox.folder.appendingPathComponent("studio.out")
            errors = sandbox.folder.appendingPathComponent("studio.err")
            #if canImport(Darwin)
                var actions: posix_spawn_file_actions_t?
            #else
                var actions = posix_spawn_file_actions_t()
            #endif
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            posix_spawn_file_actions_addopen(&actions, 2, errors.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            let command = [StretchyProcess.binary.path, "--db", sandbox.database, "studio"] + arguments
            let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
            let envp: [UnsafeMutablePointer<CChar>?] = [strdup("HOME=\(sandbox.folder.path)"), nil]
            defer { (argv + envp).forEach { free($0) } }
            var pid = pid_t()
            guard posix_spawn(&pid, command[0], &actions, nil, argv, envp) == 0 else {
                throw RawHTTP.Failure(description: "cannot start stretchy")
            }
            child = pid
        }

        /// The first line, once it is there (the studio flushes it before serving).
        func firstLine() throws -> String {
            for _ in 0..<400 {
                let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
                if let end = text.firstIndex(of: "\n") { return String(text[..<end]) }
                usleep(25_000)
            }
            throw RawHTTP.Failure(description: "no URL line within 10 s")
        }

        /// Sends `number` and waits: the exit status, or 128 + the signal that killed it.
        func stop(with number: Int32) -> Int32 {
            kill(child, number)
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0, errno == EINTR {}
            let signal = status & 0x7F
            return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        }

        /// Sends `number` again and again, every 0.2 ms, until the studio has exited (as `timeout`
        /// sends one to the child and one to its group, and an impatient user presses Ctrl-C twice):
        /// the exit status, or 128 + the signal that killed it.
        func stopUnderSignals(_ number: Int32) -> Int32 {
            var status: Int32 = 0
            while true {
                kill(child, number)
                let reaped = waitpid(child, &status, WNOHANG)
                if reaped == child || (reaped < 0 && errno != EINTR) { break }
                usleep(200)
            }
            let signal = status & 0x7F
            return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        }
    }

    /// The port and token of `studio: http://127.0.0.1:PORT/?token=TOKEN`, or nil for any other line.
    static func address(_ line: String) -> (port: Int, token: String)? {
        let prefix = "studio: http://127.0.0.1:"
        guard line.hasPrefix(prefix), let slash = line.dropFirst(prefix.count).firstIndex(of: "/") else { return nil }
        let port = Int(line[line.index(line.startIndex, offsetBy: prefix.count)..<slash])
        let rest = line[slash...]
        guard let port, rest.hasPrefix("/?token=") else { return nil }
        let token = String(rest.dropFirst("/?token=".count))
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        guard token.count >= 22, token.allSatisfy(allowed.contains) else { return nil }
        return (port, token)
    }

    /// prints the URL line first, answers the token's requests only, and SIGTERM or SIGINT exits 0
    func testServesAndStops() throws {
        let sandbox = Sandbox()
        for number in [SIGTERM, SIGINT] {
            let studio = try Running(sandbox, ["sticky-utah"])
            let line = try studio.firstLine()
            let address = try require(Self.address(line), "\(line)")
            let page = try RawHTTP.exchange(port: address.port, RawHTTP.request("GET", "/?token=\(address.token)", port: address.port, token: nil))
            expect(page.status == 200 && page.body.contains(#"data-stretchy-controls="sticky-utah""#))
            let refused = try RawHTTP.exchange(port: address.port, RawHTTP.request("GET", "/api/presets", port: address.port, token: nil))
            expectEqual(refused.status, 403)
            expectEqual(studio.stop(with: number), 0)
            try expectEqual(String(contentsOf: studio.output, encoding: .utf8), line + "\n")
            try expectEqual(String(contentsOf: studio.errors, encoding: .utf8), "")
        }
        let tokens = try (0..<2).map { _ in
            let studio = try Running(sandbox, [])
            defer { _ = studio.stop(with: SIGTERM) }
            return try require(Self.address(try studio.firstLine())).token
        }
        expect(tokens[0] != tokens[1])
    }

    /// SIGTERM or SIGINT sent again and again while the studio stops still exits 0, 20 times in 20
    func testSignalsDuringShutdownExit0() throws {
        let sandbox = Sandbox()
        var statuses: [Int32] = []
        for round in 0..<20 {
            let studio = try Running(sandbox, [])
            _ = try studio.firstLine()
            statuses.append(studio.stopUnderSignals(round.isMultiple(of: 2) ? SIGTERM : SIGINT))
        }
        expectEqual(statuses, Array(repeating: 0, count: 20))
    }

    /// an unknown name exits 66, a non-loopback --host 64 and a port in use 74, each before serving, with one line
    func testBadInput() throws {
        let sandbox = Sandbox()
        let missing = try sandbox.run(["studio", "stiky-utah"])
        expect(missing.status == 66 && missing.stdout == "")
        expectEqual(missing.stderr, "stretchy: error: no preset named 'stiky-utah'; did you mean 'sticky-utah'?\n")
        for host in ["0.0.0.0", "192.168.1.10", "example.com", "::"] {
            let wrong = try sandbox.run(["studio", "--host", host])
            expect(wrong.status == 64 && wrong.stdout == "")
            expect(wrong.stderr.hasPrefix("stretchy: error: --host '\(host)' is not a loopback address"))
        }
        let held = try Running(sandbox, [])
        defer { _ = held.stop(with: SIGTERM) }
        let port = try require(Self.address(try held.firstLine())).port
        let taken = try sandbox.run(["studio", "--port", String(port)])
        expect(taken.status == 74 && taken.stdout == "")
        expect(taken.stderr.filter { $0 == "\n" }.count == 1 && taken.stderr.contains("port \(port) is in use"))
    }
}
