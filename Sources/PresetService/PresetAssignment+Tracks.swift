import HeaderGeometry

/// `tracks=[]`, `tracks.LAYER.PROPERTY=AT:VALUE,...` (`null` removes it),
/// `tracks.LAYER.PROPERTY.input=progress|pull` and `tracks.LAYER.PROPERTY.easing=NAME|x1,y1,x2,y2`.
extension PresetAssignment {
    /// Applies a `tracks` assignment, keeping the tracks in document order.
    func applyTracks(to preset: inout HeaderPreset) throws(ServiceError) {
        guard let track else {
            guard ["[]", "null", "none"].contains(value) else {
                throw ServiceError(.invalidData, "tracks: '\(value)' is not allowed",
                                   hint: "use tracks=[] to remove every track, tracks.LAYER.PROPERTY=AT:VALUE,... to set one")
            }
            preset.tracks = []
            return
        }
        let index = preset.tracks.firstIndex { $0.layer == track.layer && $0.property == track.property }
        let creating = track.part == .keyframes && !Self.removes(value)
        if index == nil {
            let typo = Self.typoHint(track.layer, in: preset)
            if creating, let typo {
                throw ServiceError(.usage, "\(track.key): unknown layer '\(track.layer)'", hint: typo)
            }
            if !creating {
                let set = "set its keyframes first, for example \(TrackText.key(layer: track.layer, property: track.property))=0:1,1:0"
                throw ServiceError(.invalidData, "\(track.key): the preset has no track '\(track.layer).\(track.property.rawValue)'",
                                   hint: typo ?? (track.part == .keyframes ? Self.tracksHint(preset) : set))
            }
        }
        switch track.part {
        case .keyframes:
            if Self.removes(value) {
                if let index { preset.tracks.remove(at: index) }
                return
            }
            let keyframes = try Self.keyframes(value, key: track.key)
            if let index {
                preset.tracks[index].keyframes = keyframes
            } else {
                preset.tracks.append(ContentTrack(layer: track.layer, property: track.property, keyframes: keyframes))
            }
        case .input, .easing:
            guard let index else { return }  // refused above
            if track.part == .input {
                guard let input = TrackInput(rawValue: value) else {
                    let names = TrackInput.allCases.map(\.rawValue)
                    let hint = NameSuggestion.closest(to: value, among: names).map { "did you mean '\($0)'?" }
                        ?? "allowed: " + names.joined(separator: ", ")
                    throw ServiceError(.invalidData, "\(track.key): '\(value)' is not allowed", hint: hint)
                }
                preset.tracks[index].input = input
            } else {
                preset.tracks[index].easing = try Self.easing(value, key: track.key)
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
        return NameSuggestion.closest(to: layer, among: known).map { "did you mean '\($0)'?" }
    }

    /// The tracks `preset` has, for a hint.
    private static func tracksHint(_ preset: HeaderPreset) -> String {
        if preset.tracks.isEmpty { return "the preset has no tracks" }
        return "its tracks: " + preset.tracks.map { "\($0.layer).\($0.property.rawValue)" }.joined(separator: ", ")
    }

    /// `0:1.5,1:1` (brackets and spaces allowed) as keyframes.
    static func keyframes(_ text: String, key: String) throws(ServiceError) -> [TrackKeyframe] {
        let list = bare(text)
        if list.allSatisfy({ $0 == " " }) {
            throw ServiceError(.invalidData, "\(key): no keyframes", hint: "for example \(key)=0:1.5,1:1; \(key)=null removes the track")
        }
        var keyframes: [TrackKeyframe] = []
        for (index, part) in list.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            let pair = trimmed(part).split(separator: ":", omittingEmptySubsequences: false)
            let place = "\(key)[\(index)]"
            guard pair.count == 2 else {
                throw ServiceError(.invalidData, "\(place): '\(trimmed(part))' is not AT:VALUE", hint: "for example \(key)=0:1.5,1:1")
            }
            let at = try numberOrFail(trimmed(pair[0]), place: place + ".at")
            let value = try numberOrFail(trimmed(pair[1]), place: place + ".value")
            keyframes.append(TrackKeyframe(at: at, value: value))
        }
        return keyframes
    }

    /// An easing name or `x1,y1,x2,y2` (in brackets, or as `cubic-bezier(...)`, if you like).
    static func easing(_ text: String, key: String) throws(ServiceError) -> TrackEasing {
        if let named = TrackEasing(name: text) { return named }
        var list = Substring(text)
        for prefix in ["cubic-bezier(", "cubicBezier("] where list.hasPrefix(prefix) && list.hasSuffix(")") {
            list = list.dropFirst(prefix.count).dropLast()
        }
        list = Substring(bare(String(list)))
        let parts = list.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4, parts.allSatisfy({ Double(trimmed($0)) != nil }) else {
            let hint = NameSuggestion.closest(to: text, among: TrackEasing.names).map { "did you mean '\($0)'?" }
                ?? "allowed: " + TrackEasing.names.joined(separator: ", ") + ", or x1,y1,x2,y2 (CSS cubic-bezier)"
            throw ServiceError(.invalidData, "\(key): '\(text)' is not an easing", hint: hint)
        }
        var numbers: [Double] = []
        for (index, part) in parts.enumerated() {
            numbers.append(try numberOrFail(trimmed(part), place: "\(key)[\(index)]"))
        }
        return .cubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }

    private static func numberOrFail(_ text: String, place: String) throws(ServiceError) -> Double {
        do {
            return try number(text, key: .tracks)
        } catch {
            throw ServiceError(.invalidData, "\(place): '\(text)' is not a number")
        }
    }

    /// `text` without surrounding brackets.
    private static func bare(_ text: String) -> String {
        let t = trimmed(Substring(text))
        return t.hasPrefix("[") && t.hasSuffix("]") ? String(t.dropFirst().dropLast()) : t
    }

    private static func trimmed(_ part: Substring) -> String {
        String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
