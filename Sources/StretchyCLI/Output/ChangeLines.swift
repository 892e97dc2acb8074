import HeaderGeometry
import PresetService
import SafeText

/// What changed between two versions of a preset as `edit`, the editor and `revert` print it: one
/// line per changed key (``PresetDiff/changes(from:to:)``), each written through ``VisibleText``,
/// so a summary's control characters, bidirectional controls and line separators are shown as
/// `\u{202E}` and cannot reorder or split what the terminal shows.
enum ChangeLines {
    /// The lines, each after `indent` and ending in a newline; empty when nothing changed.
    static func text(from before: HeaderPreset, to after: HeaderPreset, indent: String = "") -> String {
        var text = ""
        for change in PresetDiff.changes(from: before, to: after) {
            text += indent + VisibleText.escaped(change, keeping: VisibleText.none) + "\n"
        }
        return text
    }
}
