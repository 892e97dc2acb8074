import ValueText

/// Why a preset document (or a lone preset) could not be decoded: which preset, which key, what
/// is wrong — `preset "hero" snap.positions[2]: 1.2 is outside 0...1`.
///
/// ``PresetDocument`` and `HeaderPreset`'s `Decodable` conformance report every problem they see
/// after the `Decoder` has parsed the JSON — a missing or unknown key, a wrong type, a broken
/// rule, a duplicate name, a newer `version` — as `DecodingError.dataCorrupted` whose debug
/// description is this error's one line and whose underlying error is this error
/// (`DecodingError.presetDocumentError`). JSON syntax errors stay the decoder's own.
public struct PresetDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The preset's name, when it has a valid one.
    public var presetName: String?
    /// The preset's place in the document (`0` for the first), when the problem is in a preset
    /// of a document or array.
    public var presetIndex: Int?
    /// Where, as written in the JSON: inside the preset (`snap.positions[2]`, `name`) or, for the
    /// document itself, its key (`version`); empty for the whole input.
    public var keyPath: String
    /// What is wrong, in the user's words.
    public var message: String
    /// Whether this is a broken rule, which has no place of its own in the text (a reader that
    /// knows the text gives a line and column only to the other problems).
    package var isRule = false

    /// An error with every part given.
    public init(presetName: String? = nil, presetIndex: Int? = nil, keyPath: String, message: String) {
        self.presetName = presetName
        self.presetIndex = presetIndex
        self.keyPath = keyPath
        self.message = message
    }

    /// `preset "hero" snap.positions[2]: 1.2 is outside 0...1`, `preset #3 name: is required`,
    /// `version: 2 was written by a newer stretchy ...`: one line, as `stretchy validate` says it.
    public var description: String {
        var text = ""
        if let presetName {
            text = "preset \(MessageText.quoted(presetName))"
        } else if let presetIndex {
            text = "preset #\(presetIndex + 1)"
        }
        if !keyPath.isEmpty {
            text += text.isEmpty ? keyPath : " " + keyPath
        }
        return text.isEmpty ? message : text + ": " + message
    }
}

extension PresetDocumentError {
    /// The decoder's own error, placed by its coding path below `base` (the preset's or the
    /// document's path) and worded as `validate` words it.
    init(_ error: DecodingError, below base: [any CodingKey], presetName: String?) {
        let message: String
        var path: [any CodingKey]
        switch error {
        case .keyNotFound(let key, let found):
            path = found.codingPath
            message = "missing required key \(MessageText.quoted(key.stringValue))"
        case .typeMismatch(let type, let found):
            path = found.codingPath
            if let mismatch = found.underlyingError as? DocumentValueMismatch {
                message = "expected \(mismatch.expected)" + (mismatch.found.map { ", found \($0)" } ?? "")
            } else {
                message = "expected \(PresetDocumentError.describe(type))"
            }
        case .valueNotFound(let type, let found):
            path = found.codingPath
            message = "expected \(PresetDocumentError.describe(type)), found null"
        case .dataCorrupted(let found):
            path = found.codingPath
            message = found.debugDescription
        @unknown default:
            self.init(presetName: presetName, keyPath: "", message: "\(error)")
            return
        }
        if path.count >= base.count { path.removeFirst(base.count) }
        self.init(presetName: presetName, keyPath: keyPathText(path), message: message)
        if case .dataCorrupted(let found) = error, found.underlyingError is DocumentRuleBroken {
            isRule = true
        }
    }

    /// Where the decoder's own error happened (for a missing key, the object that lacks it).
    static func codingPath(of error: DecodingError) -> [any CodingKey] {
        switch error {
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .dataCorrupted(let context):
            return context.codingPath
        @unknown default:
            return []
        }
    }

    /// `a number`, `a string`, `true or false`, `an array`, `an object`.
    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Float.Type, is Int.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is [Double].Type, is [HeaderPreset].Type: return "an array"
        default:
            let name = "\(type)"
            if name.hasPrefix("Array") || name.hasPrefix("[") || name.contains("UnkeyedDecodingContainer") {
                return "an array"
            }
            return name.contains("Dictionary") || name.contains("KeyedDecodingContainer") ? "an object" : "a value of type \(name)"
        }
    }
}

extension PresetDocumentError {
    /// This error as the `Decoder` world expects it: `DecodingError.dataCorrupted` at
    /// `codingPath`, its description as the debug description and itself as the underlying error.
    func decodingError(at codingPath: [any CodingKey]) -> DecodingError {
        .dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath, debugDescription: description,
                underlyingError: self))
    }

    /// `base` followed by the keys of ``keyPath`` (`snap.positions[2]` → `snap`, `positions`, `2`).
    func codingPath(below base: [any CodingKey]) -> [any CodingKey] {
        var path = base
        for part in keyPath.split(separator: ".") {
            var rest = part[...]
            if let bracket = rest.firstIndex(of: "[") {
                path.append(DocumentCodingKey(String(rest[..<bracket])))
                rest = rest[bracket...]
                while rest.first == "[", let close = rest.firstIndex(of: "]") {
                    if let index = Int(rest[rest.index(after: rest.startIndex)..<close]) {
                        path.append(DocumentCodingKey(intValue: index)!)
                    }
                    rest = rest[rest.index(after: close)...]
                }
            } else {
                path.append(DocumentCodingKey(String(rest)))
            }
        }
        return path
    }
}

extension DecodingError {
    /// The preset, key path and message of a preset document's problem, when this error is one
    /// that ``PresetDocument`` or `HeaderPreset`'s decoding threw.
    public var presetDocumentError: PresetDocumentError? {
        guard case .dataCorrupted(let context) = self else { return nil }
        return context.underlyingError as? PresetDocumentError
    }
}
