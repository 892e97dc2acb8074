/// One thing `stretchy lint` found in a preset: the rule, the preset, what is wrong with its
/// numbers, and a fix worded as a reviewer would word it.
public struct LintFinding: Hashable, Sendable {
    /// The rule broken.
    public var rule: LintRule
    /// The preset's name.
    public var preset: String
    /// One line naming the numbers: `the collapsed bar is 20 pt, under the 44 pt minimum hit target`.
    public var message: String
    /// What to change: `raise minHeight to 103, or use safeArea added`.
    public var fix: String

    /// The rule's severity.
    public var severity: LintSeverity { rule.severity }

    /// A finding.
    public init(rule: LintRule, preset: String, message: String, fix: String) {
        self.rule = rule
        self.preset = preset
        self.message = message
        self.fix = fix
    }
}
