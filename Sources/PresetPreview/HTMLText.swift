/// Escaping for the preset JSON the page embeds (names and summaries use TextChart's `XMLText`).
enum HTMLText {
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
