/// One key whose value differs between two versions of a preset, its values as the command line
/// writes them (`300`, `null`, `0:1.5,1:1`): what `history` and `diff` both print
/// (docs/history-and-editing.md).
public struct FormatKeyChange: Hashable, Sendable {
    /// The key's path (`maxHeight`, `tracks.title.scale.easing`).
    public var path: String
    /// The value before, `null` for a key that was absent.
    public var before: String
    /// The value after, `null` for a key that is absent now.
    public var after: String

    /// A change from its parts.
    public init(path: String, before: String, after: String) {
        self.path = path
        self.before = before
        self.after = after
    }

    /// The change as `history` writes it: `maxHeight 300 → 320`.
    public var historyText: String { "\(path) \(before) → \(after)" }

    /// The change as `diff` writes it: `maxHeight: 300 → 320`.
    public var reviewText: String { "\(path): \(before) → \(after)" }
}
