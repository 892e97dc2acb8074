/// `--color auto|always|never`.
public enum ColorMode: String, Sendable, Hashable, CaseIterable {
    /// Colour when standard output is a terminal that can show it (`TERM` is not `dumb`) and
    /// `NO_COLOR` is unset or empty.
    case auto
    /// Colour whatever the output is.
    case always
    /// Never colour.
    case never

    /// Whether to colour output going to a stream that is (or is not) a terminal.
    public func usesColor(outputIsTerminal: Bool, variables: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return outputIsTerminal && (variables["NO_COLOR"] ?? "").isEmpty && variables["TERM"] != "dumb"
        }
    }
}
