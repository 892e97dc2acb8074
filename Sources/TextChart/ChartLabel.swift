/// A label made of parts: text in the label colour, and group keys in their series' colour.
struct ChartLabel: Sendable {
    /// One run of text, with the look whose colour it takes (`nil`: the label colour).
    struct Part: Sendable {
        var text: String
        var look: Int?
    }

    var parts: [Part]

    /// The label as plain text.
    var text: String { parts.map { $0.text }.joined() }
    /// Its width in columns (one per scalar: caller text is made safe before it is drawn).
    var width: Int { parts.reduce(0) { $0 + $1.text.unicodeScalars.count } }

    /// One label for several items that share a place: items with the same text are written
    /// once, followed by the keys of their groups (`max 300 *o`); different texts are joined
    /// with `, ` in the order given.
    static func merged(_ items: [(text: String, key: Int?)], keyGlyph: (Int) -> String) -> ChartLabel {
        // Arrays, not dictionaries: labels merge a handful of items.
        var texts: [String] = []
        var keyLists: [[Int]] = []
        for item in items {
            let index = texts.firstIndex(of: item.text) ?? texts.count
            if index == texts.count { texts.append(item.text); keyLists.append([]) }
            if let key = item.key, !keyLists[index].contains(key) { keyLists[index].append(key) }
        }
        var parts: [Part] = []
        // Every text of one group (or of the same groups): the keys once, at the end.
        if texts.count > 1, let shared = keyLists.first, !shared.isEmpty, keyLists.allSatisfy({ $0 == shared }) {
            parts.append(Part(text: texts.joined(separator: ", ") + " ", look: nil))
            for key in shared { parts.append(Part(text: keyGlyph(key), look: key)) }
            return ChartLabel(parts: parts)
        }
        for (index, text) in texts.enumerated() {
            if index > 0 { parts.append(Part(text: ", ", look: nil)) }
            parts.append(Part(text: text, look: nil))
            let groupKeys = keyLists[index]
            if !groupKeys.isEmpty {
                parts.append(Part(text: " ", look: nil))
                for key in groupKeys { parts.append(Part(text: keyGlyph(key), look: key)) }
            }
        }
        return ChartLabel(parts: parts)
    }
}

extension ChartLabel {
    /// SVG: the width of one character of the 12 px monospace labels, rounded up to a column.
    static let svgCharacterWidth = 8.0
}
