import HeaderGeometry
import PresetService

/// What completion reads from the database: names, a preset's tracks and values, revisions.
/// Completion opens the database read-only and never creates one; without one, it offers what
/// needs no database (commands, options, keys).
protocol CompletionSource {
    /// The live presets' names, sorted.
    func liveNames() -> [String]
    /// The live presets' names and summaries, sorted by name.
    func liveSummaries() -> [(name: String, summary: String)]
    /// Every name with a history, live or deleted, sorted.
    func namesInHistory() -> [String]
    /// The built-in presets `restore` would change: deleted ones and changed ones.
    func restorableBuiltIns() -> [(name: String, deleted: Bool)]
    /// The live preset with this name.
    func preset(named name: String) -> HeaderPreset?
    /// The name's history, oldest first.
    func history(of name: String) -> [PresetHistoryEntry]
}

extension PresetSnapshot: CompletionSource {}

/// No database: nothing to read.
struct NoDatabase: CompletionSource {
    func liveNames() -> [String] { [] }
    func liveSummaries() -> [(name: String, summary: String)] { [] }
    func namesInHistory() -> [String] { [] }
    func restorableBuiltIns() -> [(name: String, deleted: Bool)] { [] }
    func preset(named name: String) -> HeaderPreset? { nil }
    func history(of name: String) -> [PresetHistoryEntry] { [] }
}
