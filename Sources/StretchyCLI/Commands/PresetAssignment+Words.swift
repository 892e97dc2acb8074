import HeaderGeometry
import PresetService
import ValueText

extension PresetAssignment {
    /// The `KEY=VALUE` words of `create` and `edit`, every one parsed before anything is
    /// opened; a bad key, or a key given twice (`maxHeight=330 maxHeight=340`: which one was
    /// meant?), exits 64.
    static func parse(words: [String]) throws(ServiceError) -> [PresetAssignment] {
        var parsed: [PresetAssignment] = []
        for word in words {
            let assignment = try PresetAssignment.parse(word)
            if let earlier = parsed.first(where: { $0.path == assignment.path }) {
                throw ServiceError(
                    .usage, "\(assignment.path) is given twice (\(MessageText.quoted(earlier.value)) and \(MessageText.quoted(assignment.value)))",
                    hint: "give each key once")
            }
            parsed.append(assignment)
        }
        return parsed
    }
}
