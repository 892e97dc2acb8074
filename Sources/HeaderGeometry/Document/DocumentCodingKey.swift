/// Any key of a JSON object, so a `Decodable` can see the keys it was not written for.
struct DocumentCodingKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// `snap.positions[2]`: a coding path as the key path of the messages in docs/format.md#what-stretchy-accepts-when-reading.
func keyPathText(_ path: some Collection<any CodingKey>) -> String {
    var text = ""
    for key in path {
        if let index = key.intValue {
            text += "[\(index)]"
        } else {
            if !text.isEmpty { text += "." }
            text += key.stringValue
        }
    }
    return text
}
