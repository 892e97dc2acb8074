/// The forms of the command reference `help` writes besides its terminal pages.
public enum ReferenceFormat: String, Sendable, Hashable, CaseIterable {
    /// `help --markdown`: the whole reference as one Markdown page (`docs/commands.md`).
    case markdown
    /// `help --man [COMMAND]`: a manual page in roff, `stretchy(1)` or `stretchy-COMMAND(1)`.
    case manual
}
