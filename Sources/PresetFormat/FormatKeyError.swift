import HeaderGeometry

/// Why a `KEY=VALUE` could not be applied: an unknown key, or a value the key cannot take.
public struct FormatKeyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The key is not one of the format's (`colour`, `tracks.title.size`): a usage error.
        case unknownKey
        /// The text cannot be read as the key's type (`maxHeight=tall`, `collapse=fold`).
        case unreadable
        /// The value is readable but cannot be applied to this preset (`shadow.radius` without
        /// a shadow, `shadow=4`).
        case refused
    }

    /// What went wrong.
    public var kind: Kind
    /// The message, naming the key: `motion.parallax: 'half' is not a number`.
    public var message: String
    /// What to do instead, or `nil`.
    public var hint: String?

    /// An error.
    public init(_ kind: Kind, _ message: String, hint: String? = nil) {
        self.kind = kind
        self.message = message
        self.hint = hint
    }

    /// The message, then the hint in parentheses.
    public var description: String { hint.map { "\(message) (\($0))" } ?? message }
}
