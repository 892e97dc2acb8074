import PresetService

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `stretchy __complete [bash|zsh|fish] [--] WORD ...`: the plumbing the scripts of
/// `stretchy completion` call on every TAB (docs/commands.md#completion). Not a command: it is
/// in no help or reference, takes no options, never writes to standard error and always exits 0.
///
/// The words are the command line after the program name, the last one the word being completed
/// (empty after a space). The answer, on standard output, is a first line `:words`, then one line
/// per candidate, `WORD` or `WORD<TAB>DESCRIPTION`; or the single line `:files<TAB>PREFIX` when
/// file names complete (after `PREFIX`, as in `--output=`). For bash the words are already
/// narrowed to those starting with the word typed and carry no description; zsh and fish get
/// them all, to match as they are set up to.
///
/// The database (`--db` among the words, else `$STRETCHY_DB`, else the default location) is
/// opened read-only only when the answer needs it, and never created; before it exists,
/// completion offers the built-in catalogue the first command will create it with.
enum CompletionRequest {
    /// The first argument that asks for completion.
    static let word = "__complete"

    /// Answers the request in `environment.arguments` (which start with ``word``).
    static func answer(_ environment: CLIEnvironment, catalogue: CommandCatalogue) -> ExitStatus {
        var arguments = Array(environment.arguments.dropFirst())
        let shell = arguments.first.flatMap(CompletionShell.init(rawValue:))
        if shell != nil { arguments.removeFirst() }
        if arguments.first == "--" { arguments.removeFirst() }
        let words = arguments
        let engine = CompletionEngine(catalogue: catalogue, describes: shell == .zsh || shell == .fish) { option in
            guard let path = try? DatabaseLocation.path(option: option, variables: environment.variables) else { return NoDatabase() }
            if let snapshot = PresetSnapshot(databasePath: path) { return snapshot }
            return exists(path) ? NoDatabase() : CatalogueBeforeDatabase()
        }
        environment.output.write(
            text(
                engine.complete(words.isEmpty ? [""] : words), current: words.last ?? "",
                shell: shell))
        return .success
    }

    /// The answer as the scripts read it.
    static func text(_ answer: CompletionAnswer, current: String, shell: CompletionShell?) -> String {
        switch answer {
        case .files(let prefix):
            return ":files\t\(prefix)\n"
        case .words(let candidates):
            var text = ":words\n"
            for candidate in candidates {
                if shell == .zsh || shell == .fish {
                    text += candidate.description.isEmpty ? candidate.word : candidate.word + "\t" + candidate.description
                } else {
                    guard candidate.word.hasPrefix(current) else { continue }
                    text += candidate.word
                }
                text += "\n"
            }
            return text
        }
    }

    /// Whether anything (a file, a folder, a link) is at `path`.
    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
