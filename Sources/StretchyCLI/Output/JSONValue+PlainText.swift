extension JSONValue {
    /// The value as a table or CSV cell: text as is, numbers in shortest form, `null` empty,
    /// arrays and objects as one-line JSON.
    public var plainText: String {
        switch self {
        case .null: return ""
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return JSONWriter.numberText(number)
        case .integer(let number): return String(number)
        case .string(let text): return text
        case .array, .object: return JSONWriter.compactText(self)
        }
    }
}
