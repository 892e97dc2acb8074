/// Escaping for the text the page takes from presets (names, summaries, the preset JSON).
enum HTMLText {
    /// `text` safe inside an element or a double-quoted attribute.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// JSON text safe inside a `<script>` element: every `<` becomes `\u003c`, which JSON reads
    /// back as `<` (a `<` can only occur inside a JSON string), so no `</script>` or `<!--` can
    /// end or change the element.
    static func scriptSafeJSON(_ json: String) -> String {
        var result = ""
        result.reserveCapacity(json.utf8.count)
        for character in json.unicodeScalars {
            if character == "<" { result += "\\u003c" } else { result.unicodeScalars.append(character) }
        }
        return result
    }
}
