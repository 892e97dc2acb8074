import HeaderGeometry
import PresetFormat
import ValueText

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
    /// The group the page shows the control in, its title: `preset`, `snap`, `motion`, `tracks`
    /// or `accessibility` (``group(of:)``).
    public var group: String

    /// Every control for `preset`, in the key table's order, the tracks' parts after `tracks`.
    public static func all(for preset: HeaderPreset) -> [StudioControl] {
        var controls: [StudioControl] = []
        for key in FormatKey.all where key.isSettable {
            if key.path == "reducedMotion" {
                controls += reducedMotionControls(of: preset, key: key)
                continue
            }
            if key.isPattern {
                guard key.path == "tracks.LAYER.PROPERTY" else { continue }
                controls += trackControls(of: preset)
                continue
            }
            controls.append(
                StudioControl(
                    path: key.path, type: key.type, accepts: key.accepts ?? "",
                    meaning: key.meaning, text: editableText(of: key, in: preset), group: group(of: key)))
        }
        return controls
    }

    /// The group `key`'s control is shown in. The accessibility keys (`dynamicType` and its
    /// members, `reducedMotion` and the keys it sets) are the key table's section of that name,
    /// as docs/format.md#accessibility lists them; the others go by their path's first part
    /// (`tracks`, `snap`, `motion`), the rest under `preset`.
    static func group(of key: FormatKey) -> String {
        if key.section == .accessibility { return key.section.rawValue }
        if key.path.hasPrefix("tracks") { return "tracks" }
        if key.path.hasPrefix("snap") { return "snap" }
        return key.section == .motion || key.path.hasPrefix("motion") ? "motion" : "preset"
    }

    /// `reducedMotion` (`none` without one; nothing when it has keys, which are not a value
    /// `edit` takes back), then one control per key it sets, under `reducedMotion.KEY`, holding
    /// the value as the variant has it (`show`'s rows; docs/studio.md#the-controls).
    private static func reducedMotionControls(of preset: HeaderPreset, key: FormatKey) -> [StudioControl] {
        var controls = [
            StudioControl(
                path: key.path, type: key.type, accepts: key.accepts ?? "", meaning: key.meaning,
                text: preset.reducedMotion == nil ? "none" : nil, group: group(of: key))
        ]
        let variant = preset.reducedMotionVariant
        for row in key.shownValues(in: preset) where row.path.hasPrefix("reducedMotion.") {
            let innerPath = String(row.path.dropFirst("reducedMotion.".count))
            let inner = FormatKey.named(innerPath)
            // A track's row in `show` adds its input, easing and anchor in words; its control
            // holds what `edit reducedMotion.tracks.LAYER.PROPERTY=` takes: the keyframes.
            var text = row.text
            if let track = variant.tracks.first(where: { "tracks.\($0.layer).\($0.property.rawValue)" == innerPath }) {
                text = TrackText.keyframes(track.keyframes)
            }
            controls.append(
                StudioControl(
                    path: row.path, type: inner?.type ?? .object, accepts: inner?.accepts ?? "",
                    meaning: "with Reduce Motion on: " + (inner?.meaning ?? key.meaning), text: text, group: group(of: key)))
        }
        return controls
    }

    /// The keys `reducedMotion.KEY` may name, as the studio offers them: every settable key of
    /// one value but those the variant may not hold (docs/accessibility.md#reduce-motion).
    public static var reducedMotionKeys: [String] {
        FormatKey.all.filter { key in
            key.isSettable && !key.isPattern && key.type != .object && key.path != "reducedMotion"
                && !ReducedMotion.excludedKeys.contains(String(key.path.split(separator: ".").first ?? ""))
        }.map(\.path)
    }

    /// The value of every control that has one, as the command line writes it.
    public static func values(of preset: HeaderPreset) -> [(path: String, text: String)] {
        all(for: preset).compactMap { control in control.text.map { (control.path, $0) } }
    }

    /// The key's value as `edit KEY=VALUE` takes it back. A key with no value (no shadow, no
    /// pull trigger, no tracks) reads `none`, which `edit` takes as it takes `null`. A group
    /// (`shadow`) is set through its members, so its own control holds nothing when the preset
    /// has one: `show`'s `{threshold 140, radius 8}` is not a value `edit` accepts (the page
    /// shows the group's members beside it, docs/studio.md#the-controls).
    private static func editableText(of key: FormatKey, in preset: HeaderPreset) -> String? {
        if key.path == "tracks" { return preset.tracks.isEmpty ? "none" : nil }
        // The strip's members without a strip hold nothing, as a shadow's do: `edit` refuses an
        // offset or a behaviour before the height (docs/screen.md#the-accessory).
        if key.path.hasPrefix("accessory."), preset.accessory == nil { return nil }
        let text = key.text(in: preset)
        if text == "null" { return "none" }
        return key.type == .object ? nil : text
    }

    /// The controls of a track the page adds, under the placeholder key `tracks.LAYER.PROPERTY`:
    /// the page copies them under the new track's key (docs/studio.md#on-the-chart-and-the-curves).
    public static func newTrackTemplate() -> [StudioControl] {
        trackControls(
            path: "tracks.LAYER.PROPERTY", keyframes: nil, input: TrackInput.progress.rawValue,
            easing: TrackText.easing(.default))
    }

    /// The keyframes a track of `property` starts with when the page adds it: from the
    /// property's identity at progress 0 to a value that shows at progress 1.
    public static func newTrackKeyframes(_ property: TrackProperty) -> String {
        let end: Double =
            switch property {
            case .opacity: 0
            case .scale: 0.8
            case .translateX, .translateY: -20
            case .blur: 8
            }
        return "0:" + NumberText.shortest(property.identityValue) + ",1:" + NumberText.shortest(end)
    }

    private static func trackControls(of preset: HeaderPreset) -> [StudioControl] {
        ContentTrack.canonicallyOrdered(preset.tracks).flatMap { track in
            trackControls(
                path: TrackText.key(layer: track.layer, property: track.property),
                keyframes: TrackText.keyframes(track.keyframes), input: track.input.rawValue,
                easing: TrackText.easing(track.easing))
        }
    }

    private static func trackControls(path: String, keyframes: String?, input: String, easing: String) -> [StudioControl] {
        let parts: [(pattern: String, suffix: String, text: String?)] = [
            ("tracks.LAYER.PROPERTY", "", keyframes), ("tracks.LAYER.PROPERTY.input", ".input", input),
            ("tracks.LAYER.PROPERTY.easing", ".easing", easing),
        ]
        return parts.compactMap { part in
            FormatKey.named(part.pattern).map { key in
                StudioControl(
                    path: path + part.suffix, type: key.type, accepts: key.accepts ?? "",
                    meaning: key.meaning, text: part.text, group: "tracks")
            }
        }
    }
}
