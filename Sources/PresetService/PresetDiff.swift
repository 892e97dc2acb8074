import HeaderGeometry
import PresetFormat

/// What changed between two versions of a preset, key by key, as `history` shows it.
public enum PresetDiff {
    /// One line per changed key, in the order of ``FormatKey/all``: `maxHeight 300 → 320`,
    /// `shadow null → {threshold 140, radius 8}`, `name sticky → sticky-utah`,
    /// `tracks.title.scale null → 0:1.5,1:1`. Empty when nothing changed.
    public static func changes(from old: HeaderPreset, to new: HeaderPreset) -> [String] {
        var lines: [String] = []
        for key in FormatKey.all { lines += key.changes(from: old, to: new) }
        return lines
    }
}
