import HeaderGeometry

/// The studio's controls for a preset, made from the format's key table (``FormatKey/all``):
/// one per key the command line can set, and one per part of each of the preset's tracks, so a
/// new key gets its control without page code (docs/studio.md#the-controls).
public struct StudioControl: Sendable, Equatable {
    /// The key as the command line writes it: `maxHeight`, `tracks.title.scale.easing`.
    public var path: String
    /// What the key holds.
    public var type: FormatValueType
    /// What `edit KEY=VALUE` accepts, for the control's hint.
    public var accepts: String
    /// What the key means, in one line.
    public var meaning: String
    /// The value as the command line writes it; `nil` when the preset has none (a shadow's
    /// radius without a shadow, the `motion` group).
    public var text: String?
    /// The docs table the key belongs to, or `tracks`, naming the group the page shows it in.
    public var group: String

    /// Every control for `preset`, in the key table's order, the tracks' parts after `tracks`.
    public static func all(for preset: HeaderPreset) -> [StudioControl] {
        var controls: [StudioControl] = []
        for key in FormatKey.all where key.isSettable {
            if key.isPattern {
                guard key.path == "tracks.LAYER.PROPERTY" else { continue }
                controls += trackControls(of: preset)
                continue
            }
            let group = key.path.hasPrefix("tracks") ? "tracks" : key.path.hasPrefix("snap") ? "snap"
                : key.section == .motion || key.path.hasPrefix("motion") ? "motion" : "preset"
            controls.append(StudioControl(path: key.path, type: key.type, accepts: key.accepts ?? "",
                                          meaning: key.meaning, text: editableText(of: key, in: preset), group: group))
        }
        return controls
    }

    /// The value of every control that has one, as the command line writes it.
    public static func values(of preset: HeaderPreset) -> [(path: String, text: String)] {
        all(for: preset).compactMap { control in control.text.map { (control.path, $0) } }
    }

    /// The key's value as `edit KEY=VALUE` takes it back. A group (`shadow`) is set through its
    /// members, so its own control holds `null` when the preset has none and nothing otherwise:
    /// `show`'s `{threshold 140, radius 8}` is not a value `edit` accepts.
    private static func editableText(of key: FormatKey, in preset: HeaderPreset) -> String? {
        let text = key.text(in: preset)
        guard key.type == .object else { return text }
        return text == "null" ? "null" : nil
    }

    private static func trackControls(of preset: HeaderPreset) -> [StudioControl] {
        let keyframes = FormatKey.named("tracks.LAYER.PROPERTY"), input = FormatKey.named("tracks.LAYER.PROPERTY.input")
        let easing = FormatKey.named("tracks.LAYER.PROPERTY.easing")
        var controls: [StudioControl] = []
        for track in ContentTrack.canonicallyOrdered(preset.tracks) {
            let path = TrackText.key(layer: track.layer, property: track.property)
            for (key, suffix, text) in [(keyframes, "", TrackText.keyframes(track.keyframes)),
                                        (input, ".input", track.input.rawValue),
                                        (easing, ".easing", TrackText.easing(track.easing))] {
                guard let key else { continue }
                controls.append(StudioControl(path: path + suffix, type: key.type, accepts: key.accepts ?? "",
                                              meaning: key.meaning, text: text, group: "tracks"))
            }
        }
        return controls
    }
}
