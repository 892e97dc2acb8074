/// One broken rule of docs/format.md#preset-keys: where (the key path, as in the JSON) and what is wrong.
public struct PresetViolation: Hashable, Sendable, CustomStringConvertible {
    /// The key path as written in the JSON: `maxHeight`, `shadow.threshold`, `snap.positions[2]`.
    public var keyPath: String
    /// What is wrong, in the user's words: `1.2 is outside 0...1`.
    public var message: String

    /// A violation at `keyPath`.
    public init(keyPath: String, message: String) {
        self.keyPath = keyPath
        self.message = message
    }

    /// `snap.positions[2]: 1.2 is outside 0...1`
    public var description: String { "\(keyPath): \(message)" }
}
