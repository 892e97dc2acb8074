import HeaderGeometry
import PresetService
import StrictJSON
import ValueText

extension JSONValue {
    /// The value as a table or CSV cell: text as is, numbers in shortest form, `null` empty,
    /// arrays and objects as one-line JSON.
    public var plainText: String {
        switch self {
        case .null: return ""
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return JSONWriter.numberText(number)
        case .string(let text): return text
        case .array, .object: return JSONWriter.compactText(self)
        }
    }
}

extension JSONValue {
    /// The value as a table cell for people: as ``plainText``, but numbers with at most six
    /// significant digits (`NumberText.human`: `0.111111`, not `0.1111111111111111`).
    public var humanText: String {
        if case .number(let number) = self { return NumberText.human(number) }
        return plainText
    }
}
