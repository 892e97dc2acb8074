import HeaderGeometry
import ValueText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The user's editor: `$VISUAL`, else `$EDITOR`, else `vi`, run through `/bin/sh` so a command
/// with arguments (`code --wait`) works; it inherits the terminal and the environment.
struct ExternalEditor {
    /// The command as the user set it.
    var command: String

    /// The editor the variables choose; empty variables count as unset.
    init(variables: [String: String]) {
        let chosen = [variables["VISUAL"], variables["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty }
        command = chosen ?? "vi"
    }

    /// Opens `path` and waits for the editor to exit; a failure to start it, a non-zero exit or a
    /// signal throws (exit 74).
    func edit(_ path: String, variables: [String: String]) throws(CommandError) {
        let arguments = ["/bin/sh", "-c", command + " \"$1\"", "sh", path]
        let environment = variables.map { "\($0.key)=\($0.value)" }
        var argv = arguments.map { strdup($0) } + [nil]
        var envp = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        // As git does: while the editor has the terminal, Ctrl-C and Ctrl-\ are the editor's
        // to handle; this process ignores them and the editor starts with the default actions.
        #if canImport(Darwin)
            var attributes: posix_spawnattr_t? = nil  // an opaque pointer on Darwin, a struct elsewhere
        #else
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGQUIT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let interrupt = signal(SIGINT, SIG_IGN)
        let quit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, interrupt)
            signal(SIGQUIT, quit)
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, "/bin/sh", nil, &attributes, &argv, &envp)
        guard spawned == 0 else {
            throw CommandError(
                .ioError, "cannot start the editor \(MessageText.quoted(command, longest: .max)): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else {
                throw CommandError(
                    .ioError, "lost track of the editor \(MessageText.quoted(command, longest: .max)): \(String(cString: strerror(errno)))")
            }
        }
        let stopSignal = status & 0x7F
        let code = (status >> 8) & 0xFF
        if stopSignal != 0 {
            throw CommandError(
                .ioError, "the editor \(MessageText.quoted(command, longest: .max)) was stopped by signal \(stopSignal); nothing was changed")
        }
        if code != 0 {
            let reason = code == 127 ? " (command not found)" : ""
            throw CommandError(
                .ioError, "the editor \(MessageText.quoted(command, longest: .max)) exited with status \(code)\(reason); nothing was changed",
                hint: code == 127 ? "set VISUAL or EDITOR to an editor that is installed" : nil)
        }
    }
}
