import HeaderGeometry
import PresetService

/// "Did you mean …?" for mistyped commands and options.
public enum Suggestion {
    /// The candidate nearest `typed` by edit distance (the service's `NameSuggestion`), else the
    /// only candidate that `typed` begins (`--dry` → `--dry-run`); `nil` when nothing is close.
    public static func closest(to typed: String, among candidates: [String]) -> String? {
        if let near = NameSuggestion.closest(to: typed, among: candidates) { return near }
        let extensions = candidates.filter { $0.hasPrefix(typed) }
        return typed.count >= 2 && extensions.count == 1 ? extensions[0] : nil
    }
}
