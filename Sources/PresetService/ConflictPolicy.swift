/// What `import` does with a preset whose name is already taken.
public enum ConflictPolicy: String, CaseIterable, Sendable {
    /// Import nothing and name the conflict (the default).
    case fail
    /// Keep the existing preset.
    case skip
    /// Replace the existing preset (a new revision of it).
    case replace
}
