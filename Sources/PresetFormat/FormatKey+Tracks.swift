import HeaderGeometry
import ValueText

/// The track keys (docs/tracks.md): `tracks=[]`, `tracks.LAYER.PROPERTY=AT:VALUE,...` (`null`
/// removes it), `tracks.LAYER.PROPERTY.input=progress|pull` and
/// `tracks.LAYER.PROPERTY.easing=NAME|x1,y1,x2,y2`.
extension FormatKey {
    static let trackKeys: [FormatKey] = [
        FormatKey(
            "tracks", .tracks, default: "`[]`", rule: "what moves inside the header; see [Content tracks](tracks.md)",
            meaning: "what moves inside the header as it collapses or is pulled",
            accepts: "[] (no tracks)",
            read: { _ in nil },
            assign: { preset, value, _ throws(FormatKeyError) in
                guard ["[]", "null", "none"].contains(value) else {
                    throw FormatKeyError(
                        .unreadable, "tracks: \(MessageText.quoted(value)) is not allowed",
                        hint: "use tracks=[] to remove every track, tracks.LAYER.PROPERTY=AT:VALUE,... to set one")
                }
                preset.tracks = []
            },
            rows: { _ in [] }, changes: { _, _ in [] }),
        FormatKey(
            "tracks.LAYER.PROPERTY", .tracks, default: "none", rule: "keyframes `AT:VALUE,...`; see [Content tracks](tracks.md)",
            meaning: "the keyframes of one property of one layer; null removes the track",
            accepts: "AT:VALUE,... (null removes it)",
            section: .tracks, read: { _ in nil }, assign: assignTrack,
            rows: { preset in
                ContentTrack.canonicallyOrdered(preset.tracks).map {
                    FormatKeyValue(path: TrackText.key(layer: $0.layer, property: $0.property), text: TrackText.track($0))
                }
            },
            changes: trackChanges),
        FormatKey(
            "tracks.LAYER.PROPERTY.input", .choice(TrackInput.allCases.map(\.rawValue)), default: "`\"progress\"`",
            rule: "what drives the track; see [Content tracks](tracks.md)",
            meaning: "what drives the track: the collapse progress, the pull or the offset",
            accepts: TrackInput.allCases.map(\.rawValue).joined(separator: "|"),
            section: .tracks, read: { _ in nil }, assign: assignTrack, rows: { _ in [] }, changes: { _, _ in [] }),
        FormatKey(
            "tracks.LAYER.PROPERTY.easing", .tracks, default: "`\"linear\"`",
            rule: "a name or a cubic Bézier; see [Content tracks](tracks.md)",
            meaning: "how the track eases between its keyframes",
            accepts: TrackEasing.names.joined(separator: "|") + "|x1,y1,x2,y2",
            section: .tracks, read: { _ in nil }, assign: assignTrack, rows: { _ in [] }, changes: { _, _ in [] }),
        FormatKey(
            "tracks.LAYER.PROPERTY.anchor", .tracks, default: "`[0.5, 0.5]`",
            rule: "`x,y`, each in `0...1`, on a scale track only; see [Tracks that follow the screen](screen.md#tracks-that-follow-the-screen)",
            meaning: "the point of the layer a scale track scales about",
            accepts: "x,y, each in 0...1 (0.5,0.5 the centre)",
            section: .tracks, read: { _ in nil }, assign: assignTrack, rows: { _ in [] }, changes: { _, _ in [] }),
    ]

    /// Applies `tracks.LAYER.PROPERTY[.input|.easing]=value`, keeping the tracks in document order.
    @Sendable
    static func assignTrack(_ preset: inout HeaderPreset, _ value: String, _ path: String) throws(FormatKeyError) {
        let track = try TrackTarget.parse(path)
        let index = preset.tracks.firstIndex { $0.layer == track.layer && $0.property == track.property }
        let creating = track.part == .keyframes && !removes(value)
        if index == nil {
            let typo = typoHint(track.layer, in: preset)
            if creating, let typo {
                throw FormatKeyError(.unknownKey, "\(track.key): unknown layer \(MessageText.quoted(track.layer))", hint: typo)
            }
            if !creating {
                let set = "set its keyframes first, for example \(TrackText.key(layer: track.layer, property: track.property))=0:1,1:0"
                throw FormatKeyError(
                    .refused, "\(track.key): the preset has no track \(MessageText.quoted(track.layer + "." + track.property.rawValue))",
                    hint: typo ?? (track.part == .keyframes ? tracksHint(preset) : set))
            }
        }
        switch track.part {
        case .keyframes:
            if removes(value) {
                if let index { preset.tracks.remove(at: index) }
                return
            }
            let keyframes = try TrackText.keyframes(value, key: track.key)
            if let index {
                preset.tracks[index].keyframes = keyframes
            } else {
                preset.tracks.append(ContentTrack(layer: track.layer, property: track.property, keyframes: keyframes))
            }
        case .input, .easing, .anchor:
            guard let index else { return }  // refused above
            switch track.part {
            case .input:
                let name = try FormatValueReader.choice(value, among: TrackInput.allCases.map(\.rawValue), key: track.key)
                preset.tracks[index].input = TrackInput(rawValue: name) ?? .default
            case .anchor:
                let anchor = try TrackText.anchor(value, key: track.key)
                preset.tracks[index].anchor = anchor == .center ? nil : anchor
            default:
                preset.tracks[index].easing = try TrackText.easing(value, key: track.key)
            }
        }
        preset.tracks = ContentTrack.canonicallyOrdered(preset.tracks)
    }

    private static func removes(_ value: String) -> Bool { value == "null" || value == "none" }

    /// "did you mean ...?" when `layer` is neither conventional nor in the preset but close to a
    /// layer that is: likely a typo, not a new layer. `nil` when the layer looks meant.
    private static func typoHint(_ layer: String, in preset: HeaderPreset) -> String? {
        let existing = preset.tracks.map(\.layer)
        if existing.contains(layer) || ContentTrack.conventionalLayers.contains(layer) { return nil }
        let known = existing + ContentTrack.conventionalLayers.filter { !existing.contains($0) }
        return NameSuggestion.closest(to: layer, among: known).map { "did you mean \(MessageText.quoted($0))?" }
    }

    /// The tracks `preset` has, for a hint.
    private static func tracksHint(_ preset: HeaderPreset) -> String {
        if preset.tracks.isEmpty { return "the preset has no tracks" }
        return "its tracks: " + preset.tracks.map { "\($0.layer).\($0.property.rawValue)" }.joined(separator: ", ")
    }

    /// One line per track added, removed or changed, by layer and then property:
    /// `tracks.title.scale null → 0:1.5,1:1`, `tracks.title.scale.easing linear → easeOut`.
    @Sendable
    static func trackChanges(from oldPreset: HeaderPreset, to newPreset: HeaderPreset) -> [FormatKeyChange] {
        var lines: [FormatKeyChange] = []
        func key(_ track: ContentTrack) -> String { TrackText.key(layer: track.layer, property: track.property) }
        let before = ContentTrack.canonicallyOrdered(oldPreset.tracks), after = ContentTrack.canonicallyOrdered(newPreset.tracks)
        var i = 0, j = 0
        while i < before.count || j < after.count {
            if j == after.count || (i < before.count && before[i].precedes(after[j])) {
                lines.append(FormatKeyChange(path: key(before[i]), before: TrackText.track(before[i]), after: "null"))
                i += 1
            } else if i == before.count || after[j].precedes(before[i]) {
                lines.append(FormatKeyChange(path: key(after[j]), before: "null", after: TrackText.track(after[j])))
                j += 1
            } else {
                let was = before[i], now = after[j], name = key(now)
                if was.keyframes != now.keyframes {
                    lines.append(FormatKeyChange(path: name, before: TrackText.keyframes(was.keyframes), after: TrackText.keyframes(now.keyframes)))
                }
                if was.input != now.input {
                    lines.append(FormatKeyChange(path: name + ".input", before: was.input.rawValue, after: now.input.rawValue))
                }
                if was.easing != now.easing {
                    lines.append(FormatKeyChange(path: name + ".easing", before: TrackText.easing(was.easing), after: TrackText.easing(now.easing)))
                }
                if was.scaleAnchor != now.scaleAnchor {
                    lines.append(
                        FormatKeyChange(path: name + ".anchor", before: TrackText.anchor(was.scaleAnchor), after: TrackText.anchor(now.scaleAnchor)))
                }
                i += 1
                j += 1
            }
        }
        return lines
    }
}
