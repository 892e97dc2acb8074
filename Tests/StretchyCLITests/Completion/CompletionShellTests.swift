import Foundation
import TestKit
import Testing

@testable import StretchyCLI

/// The scripts `stretchy completion bash|zsh|fish` prints, sourced in the real shells and asked
/// as each shell asks: bash's completion function with `COMP_WORDS`/`COMP_CWORD`, zsh's with
/// `words`/`CURRENT` after `compinit` (its `compadd` recording what is added), fish's
/// `complete -C`. A shell that is not installed is skipped, saying so; `.ci/run` installs all three.
struct CompletionShellTests {
    /// A database with `hero` (tracks title.scale, title.opacity, avatar.opacity; two revisions),
    /// the built-in catalogue less `sticky-utah` (deleted), a file to complete, the scripts and a
    /// `bin` folder holding `stretchy`.
    final class Setup {
        let database = InProcessDatabase()
        var folder: URL { database.folder }
        var bin: String { folder.appendingPathComponent("bin").path }

        init() throws {
            for arguments in [
                [
                    "create", "hero", "tracks.title.scale=0:1.5,1:1", "tracks.title.opacity=0:1,1:0",
                    "tracks.avatar.opacity=0.5:1,1:0",
                ],
                ["edit", "hero", "maxHeight=320"], ["delete", "sticky-utah"],
            ] {
                let run = database.run(arguments)
                try require(run.status == 0, "\(run.error)")
            }
            try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: bin + "/stretchy", withDestinationPath: StretchyProcess.binary.path)
            try Data("[]".utf8).write(to: folder.appendingPathComponent("team.json"))
            for shell in CompletionShell.allCases {
                try Data(shell.script().utf8).write(to: folder.appendingPathComponent("stretchy.\(shell)"))
            }
        }

        func script(_ shell: CompletionShell) -> String { folder.appendingPathComponent("stretchy.\(shell)").path }

        /// Runs `shell arguments…` with `stretchy` on the PATH (unless `withStretchy` is false),
        /// HOME in the scratch folder and `STRETCHY_DB` naming the database.
        func run(_ shell: String, _ arguments: [String], withStretchy: Bool = true) throws -> (output: String, error: String) {
            let files = ["in", "out", "err"].map { folder.appendingPathComponent("shell-\($0)").path }
            try Data().write(to: URL(fileURLWithPath: files[0]))
            let variables = [
                "PATH": (withStretchy ? bin + ":" : "") + "/usr/bin:/bin", "HOME": folder.path,
                "XDG_CONFIG_HOME": folder.path, "XDG_DATA_HOME": folder.path,
                "STRETCHY_DB": database.path, "TERM": "dumb",
            ]
            let status = try Subprocess.run(
                [shell] + arguments, environment: variables, standardInput: files[0],
                standardOutput: files[1], standardError: files[2])
            let output = String(decoding: try Data(contentsOf: URL(fileURLWithPath: files[1])), as: UTF8.self)
            let error = String(decoding: try Data(contentsOf: URL(fileURLWithPath: files[2])), as: UTF8.self)
            expectEqual(status, 0, "\(shell) \(arguments): \(error)")
            return (output, error)
        }
    }

    static func installed(_ name: String) -> String? {
        ["/bin", "/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"].map { $0 + "/" + name }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `word` in single quotes for a shell command line.
    static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    static let bash = installed("bash")
    static let zsh = installed("zsh")
    static let fish = installed("fish")

    /// What a TAB offers, as a shell's words (bash: `COMP_WORDS`, the last one completed).
    static let cases: [(words: [String], offered: [String])] = [
        (["stretchy", "edit", "hero", "ma"], ["maxHeight="]),
        (["stretchy", "edit", "hero", "snap.po"], ["snap.positions=", "snap.policy="]),
        (["stretchy", "edit", "hero", "tracks."], ["tracks.avatar.", "tracks.title."]),
        (["stretchy", "edit", "hero", "tracks.title.s"], ["tracks.title.scale=", "tracks.title.scale."]),
        (["stretchy", "create", "new", "--from", "hero", "tracks.a"], ["tracks.avatar."]),
        (["stretchy", "revert", "hero", ""], ["1", "2"]),
        (["stretchy", "restore", ""], ["sticky-utah"]),
        (["stretchy", "show", "st"], ["stretchable-geometryreader", "stretchy-ios18"]),
        (["stretchy", "history", "sti"], ["sticky-utah"]),
        (["stretchy", "chart", "hero", "--series", "title."], ["title.opacity", "title.scale"]),
        (["stretchy", "import", "x.json", "--on-conflict", "r"], ["replace"]),
        (["stretchy", "eval", "hero", "--for"], ["--format"]),
        (["stretchy", "rev"], ["revert"]),
    ]

    // MARK: bash

    /// Calls the function `complete -p stretchy` names with these words, as bash would, and
    /// returns `COMPREPLY`, one per line.
    func bashReply(
        _ setup: Setup, words: [String], cword: Int? = nil, withStretchy: Bool = true
    ) throws
        -> (reply: [String], error: String)
    {
        let quoted = words.map(Self.quoted).joined(separator: " ")
        let program = """
            source '\(setup.script(.bash))'
            function=$(complete -p stretchy | sed -n 's/.*-F \\([^ ]*\\) .*/\\1/p')
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(cword ?? words.count - 1)
            COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            "$function" stretchy "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let run = try setup.run(Self.bash ?? "bash", ["--norc", "--noprofile", "-c", program], withStretchy: withStretchy)
        return (run.output.split(separator: "\n").map(String.init), run.error)
    }

    @Test(.enabled(if: bash != nil, "bash is not installed"))
    func bashOffersWhatStretchyAnswers() throws {
        let setup = try Setup()
        for (words, offered) in Self.cases {
            let answer = try bashReply(setup, words: words)
            expectEqual(answer.reply, offered, "\(words)")
            expectEqual(answer.error, "")
        }
    }

    @Test(.enabled(if: bash != nil, "bash is not installed"))
    func bashReplacesOnlyWhatItSplitAtTheEqualsSign() throws {
        let setup = try Setup()
        // bash splits `collapse=s` into `collapse`, `=`, `s` and replaces only the last word.
        try expectEqual(bashReply(setup, words: ["stretchy", "edit", "hero", "collapse", "=", "s"]).reply, ["shrink", "scroll"])
        try expectEqual(bashReply(setup, words: ["stretchy", "edit", "hero", "collapse", "=", "sc"]).reply, ["scroll"])
        // The cursor right after `=`: the word after it is empty.
        try expectEqual(
            bashReply(setup, words: ["stretchy", "edit", "hero", "snap.policy", "="]).reply, ["nearest", "direction"])
        // `--db=PATH` put back together: the names come from that database.
        let other = InProcessDatabase()
        expectEqual(other.run(["create", "only-here"]).status, 0)
        try expectEqual(bashReply(setup, words: ["stretchy", "--db", "=", other.path, "show", "on"]).reply, ["only-here"])
    }

    @Test(.enabled(if: bash != nil, "bash is not installed"))
    func bashCompletesFiles() throws {
        let setup = try Setup()
        let prefix = setup.folder.appendingPathComponent("tea").path
        try expectEqual(bashReply(setup, words: ["stretchy", "import", prefix]).reply, [prefix + "m.json"])
        try expectEqual(bashReply(setup, words: ["stretchy", "export", "--output", prefix]).reply, [prefix + "m.json"])
    }

    @Test(.enabled(if: bash != nil, "bash is not installed"))
    func bashPrintsNothingWhenStretchyIsMissing() throws {
        let setup = try Setup()
        let answer = try bashReply(setup, words: ["stretchy", "edit", "hero", "ma"], withStretchy: false)
        expect(answer.reply == [] && answer.error == "")
    }

    @Test(.enabled(if: bash != nil, "bash is not installed"))
    func bashParsesTheScriptAndRegistersIt() throws {
        let setup = try Setup()
        _ = try setup.run(Self.bash ?? "bash", ["-n", setup.script(.bash)])
        let run = try setup.run(Self.bash ?? "bash", ["--norc", "-c", "source '\(setup.script(.bash))' && complete -p stretchy"])
        expectEqual(run.output, "complete -F _stretchy stretchy\n")
    }

    // MARK: zsh

    /// Runs the completion function for these words after `compinit`, with `compadd` and `_files`
    /// replaced by functions that print what they were given (`display:` lines for what is shown).
    func zshAdded(_ setup: Setup, words: [String]) throws -> (words: [String], shown: [String], error: String) {
        let quoted = words.map(Self.quoted).joined(separator: " ")
        let program = """
            autoload -U compinit && compinit -u -d '\(setup.folder.path)/zcompdump'
            source '\(setup.script(.zsh))'
            [[ ${_comps[stretchy]} == _stretchy ]] || { print -u2 'not registered'; exit 1 }
            compadd() {
              while (( $# )); do
                case $1 in
                  (--) shift; break ;;
                  (-d) print -rl -- "${(@)${(P)2}/#/display:}"; shift 2 ;;
                  (-[VJSPXo]) shift 2 ;;
                  (-*) shift ;;
                  (*) break ;;
                esac
              done
              print -rl -- "$@"
            }
            _files() { print -r -- ':files' }
            compset() { return 0 }
            words=(\(quoted)); CURRENT=${#words}
            _stretchy
            """
        let run = try setup.run(Self.zsh ?? "zsh", ["-f", "-c", program])
        let lines = run.output.split(separator: "\n").map(String.init)
        return (
            lines.filter { !$0.hasPrefix("display:") }, lines.filter { $0.hasPrefix("display:") }.map { String($0.dropFirst(8)) },
            run.error
        )
    }

    @Test(.enabled(if: zsh != nil, "zsh is not installed"))
    func zshOffersWhatStretchyAnswers() throws {
        let setup = try Setup()
        for (words, offered) in Self.cases {
            let answer = try zshAdded(setup, words: words)
            // zsh matches the word typed itself: every word offered is there, among the others.
            for word in offered { expect(answer.words.contains(word), "\(words): \(word) in \(answer.words)") }
            expectEqual(answer.error, "")
        }
        // Unfiltered, the words are those of the place: no command name among the keys.
        let keys = try zshAdded(setup, words: ["stretchy", "edit", "hero", "ma"]).words
        expect(keys.contains("collapse=") && !keys.contains("edit"))
    }

    @Test(.enabled(if: zsh != nil, "zsh is not installed"))
    func zshShowsWhatEachRevisionChanged() throws {
        let setup = try Setup()
        let answer = try zshAdded(setup, words: ["stretchy", "revert", "hero", ""])
        expectEqual(answer.words, ["1", "2"])
        expectEqual(answer.shown.count, 2)
        expectEqual(answer.shown.last?.hasPrefix("2  -- "), true)
        expectEqual(answer.shown.last?.hasSuffix("edit: maxHeight 350 → 320"), true)
        try expectEqual(zshAdded(setup, words: ["stretchy", "import", ""]).words, [":files"])
        // zsh's words are as typed, quotes and all: stretchy gets them unquoted.
        try expectEqual(zshAdded(setup, words: ["stretchy", "revert", "'hero'", ""]).words, ["1", "2"])
    }

    @Test(.enabled(if: zsh != nil, "zsh is not installed"))
    func zshParsesTheScript() throws {
        let setup = try Setup()
        _ = try setup.run(Self.zsh ?? "zsh", ["-n", setup.script(.zsh)])
    }

    // MARK: fish

    /// What `complete -C` offers for this command line, after sourcing the script: the words.
    func fishOffered(_ setup: Setup, line: String) throws -> (words: [String], descriptions: [String], error: String) {
        let program = "source '\(setup.script(.fish))'; complete -C '\(line)'"
        let run = try setup.run(Self.fish ?? "fish", ["--no-config", "-c", program])
        let lines = run.output.split(separator: "\n").map(String.init)
        return (
            lines.map { String($0.prefix { $0 != "\t" }) },
            lines.map { $0.split(separator: "\t", maxSplits: 1).dropFirst().first.map(String.init) ?? "" }, run.error
        )
    }

    @Test(.enabled(if: fish != nil, "fish is not installed"))
    func fishOffersWhatStretchyAnswers() throws {
        let setup = try Setup()
        for (words, offered) in Self.cases {
            let answer = try fishOffered(setup, line: words.joined(separator: " "))
            expectEqual(Set(answer.words), Set(offered), "\(words)")
            expectEqual(answer.error, "")
        }
        let revisions = try fishOffered(setup, line: "stretchy revert hero ")
        expectEqual(revisions.descriptions.last?.hasSuffix("edit: maxHeight 350 → 320"), true)
    }

    @Test(.enabled(if: fish != nil, "fish is not installed"))
    func fishCompletesFiles() throws {
        let setup = try Setup()
        let prefix = setup.folder.appendingPathComponent("tea").path
        try expectEqual(fishOffered(setup, line: "stretchy import \(prefix)").words, [prefix + "m.json"])
        try expectEqual(fishOffered(setup, line: "stretchy export --output=\(prefix)").words, ["--output=" + prefix + "m.json"])
    }

    @Test(.enabled(if: fish != nil, "fish is not installed"))
    func fishParsesTheScript() throws {
        let setup = try Setup()
        _ = try setup.run(Self.fish ?? "fish", ["--no-execute", setup.script(.fish)])
    }
}
