import HeaderGeometry

/// One `KEY=VALUE` of `stretchy create` and `stretchy edit`, such as `maxHeight=320`,
/// `shadow.threshold=140`, `shadow=null`, `snap.positions=0,0.5,1`, `motion.parallax=0.5`,
/// `motion.decelerationRate=fast`, `motion.quickReturn=true`, `motion=default`,
/// `tracks.title.scale=0:1.5,1:1`, `tracks.title.opacity.easing=easeOut` or `tracks=[]`.
///
/// What each key accepts and how it is set is its entry in ``FormatKey/all``.
public struct PresetAssignment: Sendable, Equatable {
    /// The key's path as the user typed it: `maxHeight`, `tracks.title.scale.easing`.
    public var path: String
    /// The value as the user typed it.
    public var value: String

    /// An assignment of `value` to the key at `path`.
    public init(path: String, value: String) {
        self.path = path
        self.value = value
    }

    /// The key being set.
    public var key: FormatKey? { FormatKey.named(path) }

    /// Parses `KEY=VALUE`; a missing `=` or an unknown key is a usage error with a hint.
    public static func parse(_ text: String) throws(ServiceError) -> PresetAssignment {
        guard let equals = text.firstIndex(of: "=") else {
            throw ServiceError(.usage, "expected KEY=VALUE, got '\(text)'",
                               hint: "for example maxHeight=320 or shadow=null")
        }
        let path = String(text[..<equals])
        do {
            _ = try FormatKey.settable(path)
        } catch {
            throw ServiceError(error)
        }
        return PresetAssignment(path: path, value: String(text[text.index(after: equals)...]))
    }

    /// Sets the key on `preset`. A value of the wrong kind is invalid data naming the key; the
    /// rules of docs/format.md#preset-keys are checked afterwards, on the whole preset.
    public func apply(to preset: inout HeaderPreset) throws(ServiceError) {
        do {
            try FormatKey.settable(path).assign(value, at: path, to: &preset)
        } catch {
            throw ServiceError(error)
        }
    }
}

extension ServiceError {
    /// A key's error as the service reports it: an unknown key is a usage error, a value the key
    /// cannot take invalid data.
    init(_ error: FormatKeyError) {
        self.init(error.kind == .unknownKey ? .usage : .invalidData, error.message, hint: error.hint)
    }
}
