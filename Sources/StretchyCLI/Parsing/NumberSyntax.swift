/// Decimal numbers as the command line accepts them: `-120`, `0.5`, `.5`, `1e3`; never `nan`, `inf` or hex.
public enum NumberSyntax {
    /// The finite Double `text` spells, or `nil` when it is not a plain decimal number.
    public static func number(_ text: some StringProtocol) -> Double? {
        guard isDecimal(text), let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    /// The numbers of a comma-separated list (`-120,0,40`), or `nil` if any element is not one.
    public static func numbers(_ text: some StringProtocol) -> [Double]? {
        var values: [Double] = []
        for element in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = number(element) else { return nil }
            values.append(value)
        }
        return values
    }

    /// Whether a token that starts with `-` is a negative number (or list) rather than an option:
    /// `-` then a digit or a point. No option starts so, so a malformed one (`-1e400`, `-1x`) is a
    /// value too, and its option says what is wrong with it rather than that its value is missing.
    public static func isNegativeNumber(_ token: String) -> Bool {
        let characters = Array(token.utf8.prefix(2))
        guard characters.count > 1, characters[0] == UInt8(ascii: "-") else { return false }
        return isDigit(characters[1]) || characters[1] == UInt8(ascii: ".")
    }

    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`
    static func isDecimal(_ text: some StringProtocol) -> Bool {
        var text = String(text)
        return text.withUTF8 { isDecimal(bytes: $0) }
    }

    private static func isDecimal(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            index += 1
        }
        var mantissaDigits = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            mantissaDigits += digits()
        }
        guard mantissaDigits > 0 else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                index += 1
            }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
