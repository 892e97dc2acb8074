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

/// No database that can be read: nothing to offer.
struct NoDatabase: CompletionSource {
    func liveNames() -> [String] { [] }
    func liveSummaries() -> [(name: String, summary: String)] { [] }
    func namesInHistory() -> [String] { [] }
    func restorableBuiltIns() -> [(name: String, deleted: Bool)] { [] }
    func preset(named name: String) -> HeaderPreset? { nil }
    func history(of name: String) -> [PresetHistoryEntry] { [] }
}

/// No database yet: the built-in catalogue, which the first command creates it with, so a new
/// user's first `stretchy show <TAB>` offers what that command will find. Nothing has a history
/// to revert to, and nothing is there for `restore` to bring back.
struct CatalogueBeforeDatabase: CompletionSource {
    func liveNames() -> [String] { BuiltInCatalogue.presets.map(\.name).sorted(by: Self.byteOrder) }
    func liveSummaries() -> [(name: String, summary: String)] {
        BuiltInCatalogue.presets.map { ($0.name, $0.summary) }.sorted { Self.byteOrder($0.name, $1.name) }
    }
    func namesInHistory() -> [String] { liveNames() }
    func restorableBuiltIns() -> [(name: String, deleted: Bool)] { [] }
    func preset(named name: String) -> HeaderPreset? { BuiltInCatalogue.presets.first { $0.name == name } }
    func history(of name: String) -> [PresetHistoryEntry] { [] }

    private static func byteOrder(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }
}
