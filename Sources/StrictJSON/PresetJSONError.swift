/// Why a JSON text or preset document could not be read, as one line for the user:
/// `presets.json:7:18: expected ',' or '}' after object member` or
/// `presets.json: preset "hero" snap.positions[2]: 1.2 is outside 0...1`.
public struct PresetJSONError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The name the input goes by in messages: a file name, or `-` / `<stdin>`.
    public var source: String
    /// The 1-based line of the problem, when it has a place in the text.
    public var line: Int?
    /// The 1-based column of the problem, counted in Unicode scalars (a BOM is not counted).
    public var column: Int?
    /// Where a compiler should point for a problem without ``line`` and ``column`` of its own (a
    /// broken rule: the preset's `{`); not part of ``description``.
    public var nearLine: Int?
    /// The column that goes with ``nearLine``.
    public var nearColumn: Int?
    /// The preset the problem is in: `preset "hero"` or, without a valid name, `preset #3`.
    public var preset: String?
    /// The key path inside the preset (or document) as written in JSON: `snap.positions[2]`.
    public var keyPath: String?
    /// What is wrong, in the user's words.
    public var message: String

    /// An error with every part given.
    public init(
        source: String, line: Int? = nil, column: Int? = nil, preset: String? = nil,
        keyPath: String? = nil, message: String
    ) {
        self.source = source
        self.line = line
        self.column = column
        self.preset = preset
        self.keyPath = keyPath
        self.message = message
    }

    /// `source[:line:column]: [preset ][keyPath: ]message`, always one line.
    public var description: String {
        var text = source
        if let line, let column { text += ":\(line):\(column)" }
        return text + ": " + detail
    }

    /// ``description`` without the source and place: `[preset ][keyPath: ]message`.
    public var detail: String {
        var text = ""
        if let preset {
            text += preset
            text += keyPath.map { " \($0): " } ?? ": "
        } else if let keyPath {
            text += keyPath + ": "
        }
        return text + message
    }
}
