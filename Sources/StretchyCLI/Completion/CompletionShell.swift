/// The shells `stretchy completion` writes scripts for.
public enum CompletionShell: String, Sendable, Hashable, CaseIterable {
    /// GNU bash (`complete -F`).
    case bash
    /// zsh (`#compdef`, `_arguments`).
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
}
