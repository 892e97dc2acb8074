import HeaderGeometry

/// One key of the preset format, as the command line writes its path (`maxHeight`,
/// `shadow.threshold`, `motion.spring.response`, `tracks.LAYER.PROPERTY`), with everything every
/// surface needs to know about it: its type and default, its rule, what it means, how `edit` and
/// `create` read a value for it, how `show` and `history` write it, and its store column.
///
/// ``FormatKey/all`` is the format's one table (docs/format.md#preset-keys); `edit`, `create`,
/// `show`, `history`, the rules of ``HeaderPreset/violations``, the JSON Schema, the tables of
/// docs/format.md and shell completion all read it.
public final class FormatKey: Sendable {
    /// Which table of docs/format.md the key is listed in.
    public enum Section: String, Sendable, CaseIterable {
        /// docs/format.md#preset-keys
        case preset
        /// docs/format.md#motion
        case motion
        /// docs/format.md#snap-policy-fling-and-pull-trigger: keys written only when they differ
        /// from their default, so earlier documents keep their bytes.
        case behaviour
        /// docs/format.md#the-screen: the safe area and the accessory, written only when set.
        case screen
        /// docs/tracks.md#on-the-command-line: the track keys, patterns for many paths.
        case tracks
        /// docs/format.md#accessibility: the text that grows with the user's text size, written
        /// only when set.
        case accessibility
    }

    /// The path as the command line and the messages write it: `motion.rubberBandConstant`.
    /// Track keys are patterns: `tracks.LAYER.PROPERTY`, `tracks.LAYER.PROPERTY.easing`.
    public let path: String
    /// What the key holds.
    public let type: FormatValueType
    /// The default as the JSON writes it (`0.55`, `"shrink"`, `[]`), or words (`required`,
    /// `all defaults`).
    public let defaultValue: String
    /// The rule, as docs/format.md's table writes it (Markdown).
    public let rule: String
    /// What the key means, in one line.
    public let meaning: String
    /// What `edit KEY=VALUE` accepts, for help and completion; `nil` for a key the command line
    /// cannot set (`name`, `snap`).
    public let accepts: String?
    /// Where the store keeps the key: its column of the `revision` table and what NULL means.
    public let storage: FormatStorage
    /// The docs table the key is listed in.
    public let section: Section

    let read: @Sendable (HeaderPreset) -> String?
    let assign: (@Sendable (inout HeaderPreset, String, String) throws(FormatKeyError) -> Void)?
    let rows: (@Sendable (HeaderPreset) -> [FormatKeyValue])?
    let changes: (@Sendable (HeaderPreset, HeaderPreset) -> [FormatKeyChange])?
    let shown: @Sendable (HeaderPreset) -> Bool
    let stored: (@Sendable (HeaderPreset) -> FormatStoredValue)?
    let restoring: (@Sendable (inout HeaderPreset, FormatStoredValue) throws(FormatKeyError) -> Void)?
    /// ``stored`` on a preset with every default: what ``FormatStorage/nullWhenDefault(_:)`` writes as NULL.
    let storedDefault: FormatStoredValue

    init(
        _ path: String, _ type: FormatValueType, default defaultValue: String, rule: String, meaning: String,
        accepts: String?, store storage: FormatStorage = .absent, section: Section = .preset,
        read: @escaping @Sendable (HeaderPreset) -> String?,
        assign: (@Sendable (inout HeaderPreset, String, String) throws(FormatKeyError) -> Void)?,
        shown: @escaping @Sendable (HeaderPreset) -> Bool = { _ in true },
        rows: (@Sendable (HeaderPreset) -> [FormatKeyValue])? = nil,
        changes: (@Sendable (HeaderPreset, HeaderPreset) -> [FormatKeyChange])? = nil,
        stored: (@Sendable (HeaderPreset) -> FormatStoredValue)? = nil,
        restore: (@Sendable (inout HeaderPreset, FormatStoredValue) throws(FormatKeyError) -> Void)? = nil
    ) {
        self.path = path
        self.type = type
        self.defaultValue = defaultValue
        self.rule = rule
        self.meaning = meaning
        self.accepts = accepts
        self.storage = storage
        self.section = section
        self.read = read
        self.assign = assign
        self.shown = shown
        self.rows = rows
        self.changes = changes
        self.stored = stored
        self.restoring = restore
        self.storedDefault = stored?(HeaderPreset(name: "preset")) ?? .null
    }

    /// Whether `edit KEY=VALUE` can set the key.
    public var isSettable: Bool { assign != nil }

    /// Whether the key is a pattern standing for many paths (`tracks.LAYER.PROPERTY`,
    /// `reducedMotion.KEY`).
    public var isPattern: Bool { path.hasPrefix("tracks.") || path.hasPrefix("reducedMotion.") }

    /// The key's value in `preset` as the command line writes it (`320`, `fast`, `[0, 1]`,
    /// `null` for a group that is absent), or `nil` when the key is absent from `preset` (a
    /// shadow's threshold without a shadow) or is not one value (`motion`, the tracks).
    public func text(in preset: HeaderPreset) -> String? { read(preset) }

    /// The rows `show` writes for the key: `key value`, none when absent.
    public func shownValues(in preset: HeaderPreset) -> [FormatKeyValue] {
        if let rows { return rows(preset) }
        guard shown(preset), let text = read(preset) else { return [] }
        if type == .object, text != "null" { return [] }  // a present group shows its members
        return [FormatKeyValue(path: path, text: text)]
    }

    /// `history`'s lines for the key between `old` and `new`: `maxHeight 300 → 320`. A group
    /// (`shadow`) has a line when it appears or disappears, its members when both have it.
    public func changes(from old: HeaderPreset, to new: HeaderPreset) -> [String] {
        keyChanges(from: old, to: new).map(\.historyText)
    }

    /// The key's changes between `old` and `new`, as ``changes(from:to:)`` lists them, with
    /// their parts apart (what `diff` writes, `maxHeight: 300 → 320`).
    public func keyChanges(from old: HeaderPreset, to new: HeaderPreset) -> [FormatKeyChange] {
        if let changes { return changes(old, new) }
        guard let before = read(old), let after = read(new), before != after else { return [] }
        if type == .object, before != "null", after != "null" { return [] }
        return [FormatKeyChange(path: path, before: before, after: after)]
    }

    /// Sets the key (at `path`, the concrete path for a pattern key) on `preset` from the text
    /// the user typed. A value that cannot be read as the key's type is an error naming the key;
    /// the rules are checked afterwards, on the whole preset (``HeaderPreset/violations``).
    public func assign(_ value: String, at path: String? = nil, to preset: inout HeaderPreset) throws(FormatKeyError) {
        guard let assign else {
            throw FormatKeyError(.unknownKey, "\(self.path) cannot be set with KEY=VALUE")
        }
        try assign(&preset, value, path ?? self.path)
    }

    /// The key's column in the store's `revision` table, or `nil` when it has none of its own.
    public var storeColumn: String? { storage.column }

    /// The key's value in `preset` as its store column holds it: NULL for a key that is absent
    /// (no shadow, no pull trigger) and, in a ``FormatStorage/nullWhenDefault(_:)`` column, for
    /// the default. ``FormatStoredValue/null`` for a key without a column.
    public func storedValue(in preset: HeaderPreset) -> FormatStoredValue {
        guard let stored else { return .null }
        let value = stored(preset)
        if case .nullWhenDefault = storage, value == storedDefault { return .null }
        return value
    }

    /// Sets the key on `preset` (which starts with every default) from its column's `value`.
    /// NULL leaves the default, but in a ``FormatStorage/required(_:)`` column, where it is an
    /// error (`has no minHeight`); so is a value the key cannot hold (`has an unknown collapse
    /// 'fold'`). The rules are checked afterwards, on the whole preset.
    public func restore(_ value: FormatStoredValue, into preset: inout HeaderPreset) throws(FormatKeyError) {
        guard let restoring else { return }
        if value == .null {
            if case .required = storage { throw FormatKeyError(.unreadable, "has no \(path)") }
            return
        }
        try restoring(&preset, value)
    }
}

/// A key and its value as `show` writes them.
public struct FormatKeyValue: Hashable, Sendable {
    /// The concrete path: `maxHeight`, `tracks.title.scale`.
    public var path: String
    /// The value as the command line writes it.
    public var text: String

    /// A key and its value.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
