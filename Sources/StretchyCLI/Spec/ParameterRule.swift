/// A rule across several parameters that one option alone cannot state.
///
/// Keys are option long names (`at`) or argument names (`name`); an argument is preferred when a
/// command has both with the same key.
public enum ParameterRule: Sendable, Hashable {
    /// At least one of these must be given: `missing expected argument '--at <y,...>' or '--from <y>'`.
    case oneOf([String])
    /// The first cannot be given with any of the others: `'--at <y,...>' cannot be used with '--from <y>'`.
    case conflicts(String, with: [String])
    /// When the first is given, the second must be too: `'--from <y>' requires '--to <y>'`.
    case requires(String, String)
}
