#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import StretchyCLI

struct CompletionShellTests {
    @Test(arguments: CompletionShell.allCases)
    func everyScriptOffersEveryCommandAndOption(_ shell: CompletionShell) {
        let script = shell.script()
        for spec in CommandCatalogue.stretchy.commands {
            #expect(script.contains(spec.name), "\(shell) misses \(spec.name)")
            for option in spec.options where !option.isHidden {
                #expect(script.contains(option.long), "\(shell) misses --\(option.long) of \(spec.name)")
                for value in option.allowedValues where value != "LAYER.PROPERTY" {  // any track; no word to offer
                    #expect(script.contains(value), "\(shell) misses \(value) for --\(option.long)")
                }
            }
        }
        for option in GlobalOptions.all {
            #expect(script.contains(option.long))
        }
        #expect(script.contains("stretchy list --names-only"), "\(shell) cannot complete preset names")
    }

    @Test func bashCompletesOptionValuesAndRegistersItself() {
        let script = CompletionShell.bash.script()
        #expect(script.contains(#"--on-conflict) COMPREPLY=($(compgen -W "fail skip replace" -- "$cur")); return ;;"#))
        #expect(script.contains(#"-o|--output) COMPREPLY=($(compgen -f -- "$cur")); return ;;"#))
        #expect(script.hasSuffix("complete -F _stretchy stretchy\n"))
    }

    @Test func zshAndFishStartTheWayTheirShellsExpect() {
        #expect(CompletionShell.zsh.script().hasPrefix("#compdef stretchy\n"))
        #expect(CompletionShell.fish.script().contains(
            "complete -c stretchy -n '__fish_seen_subcommand_from import' -l on-conflict -x -a 'fail skip replace'"))
    }

    @Test func bashParsesTheScript() throws {
        let bash = "/bin/bash"
        try #require(access(bash, X_OK) == 0, "bash is not installed")
        let path = "/tmp/stretchy-completion-\(getpid()).bash"
        let file = try #require(fopen(path, "w"))
        let script = CompletionShell.bash.script()
        fputs(script, file)
        fclose(file)
        defer { unlink(path) }
        #expect(run([bash, "-n", path]) == 0)
        #expect(run([bash, "-c", "source \(path) && complete -p stretchy >/dev/null"]) == 0)
    }

    /// Runs a program and returns its exit status.
    private func run(_ arguments: [String]) -> Int32 {
        var pid: pid_t = 0
        var cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        #if canImport(Darwin)
        let variables = _NSGetEnviron().pointee
        #else
        let variables = environ
        #endif
        guard posix_spawn(&pid, arguments[0], nil, nil, &cArguments, variables) == 0 else { return -1 }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return (status >> 8) & 0xFF
    }
}
