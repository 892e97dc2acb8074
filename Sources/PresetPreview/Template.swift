/// A text template with `{{NAME}}` placeholders, filled in one pass.
struct Template {
    /// The template's text.
    let text: String

    /// A template of the embedded file's bytes (UTF-8).
    init(_ bytes: [UInt8]) {
        text = String(decoding: bytes, as: UTF8.self)
    }

    /// The text with each `{{NAME}}` replaced by `values[NAME]`; an unknown placeholder stays as
    /// it is (the tests check that none is left).
    func filled(_ values: [String: String]) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            result += rest[..<open.lowerBound]
            let after = rest[open.upperBound...]
            guard let close = after.range(of: "}}") else {
                rest = rest[open.lowerBound...]
                break
            }
            let name = String(after[..<close.lowerBound])
            if let value = values[name] {
                result += value
            } else {
                result += "{{" + name + "}}"
            }
            rest = after[close.upperBound...]
        }
        result += rest
        return result
    }
}

extension Substring {
    /// The first occurrence of `needle`, by bytes.
    func range(of needle: String) -> Range<Index>? {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return nil }
        var index = startIndex
        let utf8 = self.utf8
        while let found = utf8[index...].firstIndex(of: first) {
            var candidate = found
            var matched = true
            for byte in pattern {
                guard candidate < utf8.endIndex, utf8[candidate] == byte else { matched = false; break }
                candidate = utf8.index(after: candidate)
            }
            if matched { return found..<candidate }
            index = utf8.index(after: found)
        }
        return nil
    }
}
