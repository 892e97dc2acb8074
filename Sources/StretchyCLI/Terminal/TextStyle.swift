/// ANSI colours and emphasis, applied only when colour is on (see `CLIEnvironment.usesColor`).
public struct TextStyle: Sendable, Hashable {
    /// Whether escape sequences are written at all.
    public var isEnabled: Bool

    /// A styler that colours when `isEnabled`.
    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// Bold text (table headers, names).
    public func bold(_ text: String) -> String { wrap(text, "1") }
    /// Dim text (secondary details).
    public func dim(_ text: String) -> String { wrap(text, "2") }
    /// Red text (removed, errors).
    public func red(_ text: String) -> String { wrap(text, "31") }
    /// Green text (added, fine).
    public func green(_ text: String) -> String { wrap(text, "32") }
    /// Yellow text (changed, warnings).
    public func yellow(_ text: String) -> String { wrap(text, "33") }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
