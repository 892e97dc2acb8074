import HeaderGeometry
import ValueText

/// Checks one value against its kind and allowed values, naming the option or argument when it fails.
enum ValueCheck {
    /// Throws `the value 'x' is invalid for '<synopsis>'` with what was expected as the hint.
    static func check(
        _ value: String, kind: ValueKind, allowed: [String], commaSeparated: Bool, synopsis: String
    ) throws(UsageError) {
        let elements =
            commaSeparated && kind != .numberList
            ? value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            : [value]
        for element in elements {
            if let expected = problem(element, kind: kind, allowed: allowed) {
                throw .invalidValue(element, for: synopsis, expected: expected)
            }
        }
    }

    /// The allowed value that stands for any track, `LAYER.PROPERTY`.
    static let trackPlaceholder = "LAYER.PROPERTY"

    /// What `value` should have been, or `nil` when it is fine.
    private static func problem(_ value: String, kind: ValueKind, allowed: [String]) -> String? {
        if !allowed.isEmpty {
            if allowed.contains(value) { return nil }
            // `LAYER.PROPERTY` stands for any dotted pair (a track); the command checks it.
            if allowed.contains(trackPlaceholder), value.split(separator: ".", omittingEmptySubsequences: false).count == 2 {
                return nil
            }
            let list = "allowed: " + allowed.joined(separator: ", ")
            // A near miss (`--to swfit`) names the value meant first.
            return Suggestion.closest(to: value, among: allowed).map { "did you mean \(MessageText.quoted($0))? \(list)" } ?? list
        }
        switch kind {
        case .number:
            return NumberSyntax.number(value) == nil ? "expected a number" : nil
        case .numberList:
            return NumberSyntax.numbers(value) == nil ? "expected numbers separated by commas, like -120,0,40" : nil
        case .positiveInteger, .revision:
            guard let number = Int(value), number >= 1 else { return "expected a whole number of at least 1" }
            return nil
        case .path:
            return value.isEmpty ? "expected a file path" : nil
        case .assignment:
            guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
                return "expected KEY=VALUE, like maxHeight=320"
            }
            return nil
        case .text, .choice, .presetName, .presetNameInHistory, .builtInPresetName, .commandName:
            return nil
        }
    }
}
