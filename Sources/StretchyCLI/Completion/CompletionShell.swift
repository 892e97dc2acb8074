/// The shells `stretchy completion` writes scripts for. Each script only passes the command line
/// to `stretchy __complete` and shows what it answers (``CompletionRequest``), so what completes
/// is decided once, in Swift, for all three.
public enum CompletionShell: String, Sendable, Hashable, CaseIterable {
    /// GNU bash (`complete -F`).
    case bash
    /// zsh (`#compdef`, `compadd`).
    case zsh
    /// fish (`complete -c`).
    case fish

    /// The completion script for `catalogue` in this shell.
    public func script(for catalogue: CommandCatalogue = .stretchy) -> String {
        switch self {
        case .bash: return BashCompletion(catalogue: catalogue).script()
        case .zsh: return ZshCompletion(catalogue: catalogue).script()
        case .fish: return FishCompletion(catalogue: catalogue).script()
        }
    }

    /// `text` as a shell function name: letters, digits and `_`.
    static func identifier(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
