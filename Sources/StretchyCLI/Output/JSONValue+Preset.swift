import HeaderGeometry
import PresetService
import StrictJSON
import ValueText

extension JSONValue {
    /// The preset object of docs/format.md#preset-keys with its keys in the canonical order (`motion` and
    /// `tracks` only when the canonical writer writes them), for output that embeds presets
    /// (`history --format json`).
    public static func preset(_ preset: HeaderPreset) -> JSONValue {
        PresetDocuments.value(preset)
    }
}
