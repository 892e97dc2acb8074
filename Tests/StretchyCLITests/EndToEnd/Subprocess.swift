#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts a program with `posix_spawn` and waits for it with `waitpid`.
///
/// The end-to-end suites start `stretchy` a few thousand times. Foundation's
/// `Process.waitUntilExit()` on Linux waits by running the thread's run loop in 50 ms slices,
/// with a manager thread and run-loop sources set up for every process; spawning and waiting
/// directly took StretchyCLITests from 20.6 s to 18.0 s.
enum Subprocess {
    struct SpawnError: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `command` (an absolute path, then its arguments) with exactly `environment`, its
    /// standard streams read from and written to the files at these paths (created or truncated),
    /// and returns its exit status: the code it exited with, or the signal that ended it.
    static func run(
        _ command: [String], environment: [String: String], standardInput: String,
        standardOutput: String, standardError: String
    ) throws -> Int32 {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let arguments = command.map { strdup($0) } + [nil]
        let variables = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in arguments + variables { free(pointer) }
        }
        var child = pid_t()
        let started = posix_spawn(&child, command[0], &actions, nil, arguments, variables)
        guard started == 0 else {
            throw SpawnError(description: "cannot start \(command[0]): \(String(cString: strerror(started)))")
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else {
                throw SpawnError(description: "cannot wait for \(command[0]): \(String(cString: strerror(errno)))")
            }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (they are macros).
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : signal
    }
}
