import PresetService

extension PresetAssignment {
    /// The `KEY=VALUE` words of `create` and `edit`, every one parsed before anything is
    /// opened; a bad key exits 64.
    static func parse(words: [String]) throws(ServiceError) -> [PresetAssignment] {
        var parsed: [PresetAssignment] = []
        for word in words { parsed.append(try PresetAssignment.parse(word)) }
        return parsed
    }
}
