import HeaderGeometry
import PresetFormat

/// What completes a `KEY=VALUE` word of `edit` and `create`, from the format's one table of keys
/// (``FormatKey/all``, docs/format.md#preset-keys): every key the command line can set as
/// `KEY=`; after `tracks.`, the preset's layers, then each layer's properties and parts
/// (docs/tracks.md); after `reducedMotion.`, the same keys as Reduce Motion has them
/// (docs/accessibility.md#reduce-motion); after `=`, the words the key's type allows and the
/// preset's current value.
struct KeyCompletion {
    /// The preset being edited (or copied by `create --from`), when the database has it.
    var preset: HeaderPreset?
    /// The keys already assigned on the command line, as typed before their `=`.
    var assigned: Set<String> = []

    /// The candidates for `word`, the `KEY=VALUE` typed so far.
    func candidates(for word: String) -> [CompletionCandidate] {
        if word.hasPrefix(KeyCompletion.reducedMotionPrefix) { return reducedMotionPaths(for: word) }
        if let equals = word.firstIndex(of: "=") {
            let path = String(word[..<equals])
            return values(for: path).map { CompletionCandidate(path + "=" + $0.word, $0.description) }
        }
        if word.hasPrefix(KeyCompletion.tracksPrefix) { return trackPaths(for: word) }
        var candidates: [CompletionCandidate] = []
        for key in FormatKey.settable where !key.isPattern && !assigned.contains(key.path) {
            candidates.append(CompletionCandidate(key.path + "=", key.meaning))
        }
        for (prefix, pattern) in [
            (KeyCompletion.tracksPrefix, KeyCompletion.trackPattern),
            (KeyCompletion.reducedMotionPrefix, KeyCompletion.reducedMotionPattern),
        ] {
            if let key = FormatKey.all.first(where: { $0.path == pattern }) {
                candidates.append(CompletionCandidate(prefix, key.meaning))
            }
        }
        return candidates
    }

    static let tracksPrefix = "tracks."
    static let trackPattern = "tracks.LAYER.PROPERTY"
    static let reducedMotionPrefix = "reducedMotion."
    static let reducedMotionPattern = "reducedMotion.KEY"

    /// `reducedMotion.` → every key a Reduce Motion variant may set, each after the prefix, with
    /// the variant's current values: `reducedMotion.motion.parallax=`, `reducedMotion.tracks.`.
    private func reducedMotionPaths(for word: String) -> [CompletionCandidate] {
        let prefix = KeyCompletion.reducedMotionPrefix
        let inner = KeyCompletion(
            preset: preset?.reducedMotionVariant,
            assigned: Set(assigned.compactMap { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : nil }))
        return inner.candidates(for: String(word.dropFirst(prefix.count))).compactMap { candidate in
            let key = candidate.word.prefix { $0 != "=" && $0 != "." }
            // A variant replaces a track, it cannot remove one (docs/accessibility.md#reduce-motion).
            let removesTrack = key == "tracks" && candidate.word.hasSuffix("=null")
            return ReducedMotion.excludedKeys.contains(String(key)) || removesTrack
                ? nil : CompletionCandidate(prefix + candidate.word, candidate.description)
        }
    }

    /// `tracks.` → `tracks.title.`; `tracks.title.` → `tracks.title.scale=` (and `tracks.title.scale.`
    /// for a track the preset has); `tracks.title.scale.` → `tracks.title.scale.easing=`.
    private func trackPaths(for word: String) -> [CompletionCandidate] {
        let parts = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let tracks = preset?.tracks ?? []
        switch parts.count {
        case 2:
            var layers: [String] = []
            for track in tracks where !layers.contains(track.layer) { layers.append(track.layer) }
            if layers.isEmpty {
                return ContentTrack.conventionalLayers.map { CompletionCandidate("tracks.\($0).", "layer, no tracks yet") }
            }
            return layers.map { layer in
                let properties = tracks.filter { $0.layer == layer }.map(\.property.rawValue)
                return CompletionCandidate("tracks.\(layer).", "layer: " + properties.joined(separator: ", "))
            }
        case 3:
            let layer = parts[1]
            var candidates: [CompletionCandidate] = []
            for property in TrackProperty.allCases {
                let key = TrackText.key(layer: layer, property: property)
                if let track = tracks.first(where: { $0.layer == layer && $0.property == property }) {
                    candidates.append(CompletionCandidate(key + "=", "keyframes " + TrackText.keyframes(track.keyframes)))
                    candidates.append(CompletionCandidate(key + ".", "its input and easing"))
                } else {
                    candidates.append(CompletionCandidate(key + "=", "new track: AT:VALUE,..."))
                }
            }
            return candidates.filter { !assigned.contains(String($0.word.dropLast())) }
        case 4:
            guard let property = TrackProperty(rawValue: parts[2]) else { return [] }
            let track = TrackText.key(layer: parts[1], property: property)
            return KeyCompletion.trackParts.compactMap { part, key in
                // Only a scale track has an anchor (docs/screen.md#tracks-that-follow-the-screen).
                assigned.contains(track + "." + part) || (part == TrackTarget.Part.anchor.rawValue && property != .scale)
                    ? nil : CompletionCandidate(track + "." + part + "=", key.meaning)
            }
        default:
            return []
        }
    }

    /// The parts of a track the table has keys for, after `tracks.LAYER.PROPERTY.`: `input`, `easing`.
    private static let trackParts: [(part: String, key: FormatKey)] = FormatKey.all.compactMap { key in
        let prefix = trackPattern + "."
        return key.path.hasPrefix(prefix) ? (String(key.path.dropFirst(prefix.count)), key) : nil
    }

    /// The values to offer after `path=`: the words the key's type allows, then the preset's
    /// current value when it is not one of them; the current one described as such.
    private func values(for path: String) -> [CompletionCandidate] {
        guard let key = FormatKey.named(path), key.isSettable else { return [] }
        var words: [String] = []
        var current: String?
        if path.hasPrefix(KeyCompletion.tracksPrefix), path != "tracks" {
            guard let target = try? TrackTarget.parse(path) else { return [] }
            let track = preset?.tracks.first { $0.layer == target.layer && $0.property == target.property }
            switch target.part {
            case .keyframes:
                current = track.map { TrackText.keyframes($0.keyframes) }
                if track != nil { words = ["null"] }
            case .input:
                words = TrackInput.allCases.map(\.rawValue)
                current = track?.input.rawValue
            case .easing:
                words = TrackEasing.names
                current = track.map { TrackText.easing($0.easing) }
            case .anchor:
                words = ["0.5,0.5", "0,1"]
                current = track.map { TrackText.anchor($0.scaleAnchor) }
            }
        } else {
            switch key.type {
            case .choice(let names), .choiceOrNumber(let names, _):
                words = names
            case .boolean:
                words = ["true", "false"]
            case .numberOrNull:
                words = ["null"]
            case .object, .tracks:
                // The one literal the key takes as a whole (shadow=null, motion=default, tracks=[]).
                words = ["[]", "null", "default"].filter { literal in
                    var probe = HeaderPreset(name: "preset")
                    return (try? key.assign(literal, at: path, to: &probe)) != nil
                }.prefix(1).map { $0 }
            case .name, .text, .number, .numbers:
                break
            }
            switch key.type {
            case .number, .numberOrNull, .choice, .choiceOrNumber, .boolean:
                current = preset.flatMap { key.text(in: $0) }
            case .name, .text, .numbers, .object, .tracks:
                break
            }
        }
        var candidates = words.map { CompletionCandidate($0, $0 == current ? "current" : "") }
        if let current, !words.contains(current) { candidates.append(CompletionCandidate(current, "current")) }
        return candidates
    }
}
