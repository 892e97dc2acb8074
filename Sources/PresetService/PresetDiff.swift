import HeaderGeometry
import PresetFormat

/// What changed between two versions of a preset, key by key, as `history` and `diff` show it.
public enum PresetDiff {
    /// One line per changed key, in the order of ``FormatKey/all``: `maxHeight 300 → 320`,
    /// `shadow null → {threshold 140, radius 8}`, `name sticky → sticky-utah`,
    /// `tracks.title.scale null → 0:1.5,1:1`. Empty when nothing changed.
    public static func changes(from old: HeaderPreset, to new: HeaderPreset) -> [String] {
        keyChanges(from: old, to: new).map(\.historyText)
    }

    /// The changed keys of ``changes(from:to:)`` with their parts apart: the one list of "keys
    /// that differ" that `history`, `edit` and `diff` all write.
    public static func keyChanges(from old: HeaderPreset, to new: HeaderPreset) -> [FormatKeyChange] {
        var changes: [FormatKeyChange] = []
        for key in FormatKey.all { changes += key.keyChanges(from: old, to: new) }
        return changes
    }
}
