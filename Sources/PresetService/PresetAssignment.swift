import HeaderGeometry
import PresetFormat
import ValueText

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
            throw ServiceError(
                .usage, "expected KEY=VALUE, got \(MessageText.quoted(text))",
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

    /// Sets the key on `preset`. A value that cannot be read as the key's type (`maxHeight=abc`,
    /// `collapse=sideways`) is a usage error naming the key; the rules of
    /// docs/format.md#preset-keys are checked afterwards, on the whole preset (invalid data).
    public func apply(to preset: inout HeaderPreset) throws(ServiceError) {
        do {
            try FormatKey.settable(path).assign(value, at: path, to: &preset)
        } catch {
            throw ServiceError(error)
        }
    }

    /// `assignments` in the order one command line applies them: as given, but
    /// `dynamicType.scaledHeight` first, since it is what makes a `dynamicType`; so
    /// `dynamicType.textStyle=title1 dynamicType.scaledHeight=36` adds one in either order, as
    /// `show` lists the two (docs/accessibility.md#dynamic-type).
    public static func inApplyingOrder(_ assignments: [PresetAssignment]) -> [PresetAssignment] {
        let creating = "dynamicType.scaledHeight"
        return assignments.filter { $0.path == creating } + assignments.filter { $0.path != creating }
    }
}

extension ServiceError {
    /// A key's error as the service reports it: an unknown key and a value that cannot be read as
    /// the key's type are usage errors (docs/commands.md#exit-status), a value the preset cannot
    /// take as it is (a shadow's radius without a shadow) invalid data.
    init(_ error: FormatKeyError) {
        switch error.kind {
        case .unknownKey, .unreadable: self.init(.usage, error.message, hint: error.hint)
        case .refused: self.init(.invalidData, error.message, hint: error.hint)
        }
    }
}
