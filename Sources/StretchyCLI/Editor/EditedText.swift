/// The text in the editor's file: the user's JSON, with the last error shown above it when the
/// editor is reopened.
enum EditedText {
    /// The marker that starts each line of the error shown at the top.
    static let marker = "//"

    /// `text` with `error` above it as `//` lines, then a line saying they are removed on saving.
    static func withError(_ error: String, above text: [UInt8]) -> [UInt8] {
        var lines = error.split(separator: "\n").map { "\(marker) \($0)\n" }
        lines.append("\(marker) Fix the JSON below and save; these lines starting with \(marker) are removed.\n")
        return Array(lines.joined().utf8) + strip(text)
    }

    /// The text without the `//` lines at its top; each becomes an empty line, so the JSON's line
    /// numbers in an error stay those of the file.
    static func strip(_ text: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = 0
        let slash = UInt8(ascii: "/"), newline = UInt8(ascii: "\n")
        while index + 1 < text.count, text[index] == slash, text[index + 1] == slash {
            guard let end = text[index...].firstIndex(of: newline) else { return result }
            result.append(newline)
            index = end + 1
        }
        result += text[index...]
        return result
    }
}
