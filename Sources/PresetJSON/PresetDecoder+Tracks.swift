import HeaderGeometry
import StrictJSON

/// A preset's `tracks` (docs/tracks.md): an array of track objects, each with its keyframes. Types and
/// keys are checked here; the rules (ranges, order, counts, one track per layer and property) by
/// ``HeaderPreset/violations`` once the preset is read.
extension PresetDecoder {
    /// A track's keys, in the canonical writer's order.
    static let trackKeys: [StaticString] = ["layer", "property", "input", "easing", "keyframes"]
    /// A keyframe's keys.
    static let keyframeKeys: [StaticString] = ["at", "value"]

    /// Reads `tracks`: `[track, ...]`.
    mutating func readTracks(depth: Int, preset: Int) throws(ReadFailure) -> [ContentTrack] {
        guard scanner.peek() == UInt8(ascii: "[") else {
            throw try typeMismatch(expected: "an array of track objects", at: "tracks", preset: preset)
        }
        let start = scanner.index
        try scanner.open(UInt8(ascii: "["), depth: depth)
        var tracks: [ContentTrack] = []
        if scanner.arrayIsEmpty() { return tracks }
        var count = 0
        repeat {
            // Past the most a preset may have, each track is read and checked but not kept.
            let track = try readTrack(depth: depth + 1, at: "tracks[\(count)]", preset: preset)
            if count < ContentTrack.maximumTrackCount { tracks.append(track) }
            count += 1
        } while try scanner.nextElement()
        if count > ContentTrack.maximumTrackCount {
            throw ReadFailure(kind: .content, nearOffset: start, presetIndex: preset, keyPath: "tracks",
                              message: "has \(count) tracks; at most \(ContentTrack.maximumTrackCount) are allowed")
        }
        return tracks
    }

    /// Reads one track object at `keyPath` (`tracks[2]`).
    mutating func readTrack(depth: Int, at keyPath: String, preset: Int) throws(ReadFailure) -> ContentTrack {
        guard scanner.peek() == UInt8(ascii: "{") else {
            throw try typeMismatch(expected: "a track object", at: keyPath, preset: preset)
        }
        let objectOffset = scanner.index
        var layer: String?
        var property: TrackProperty?
        var input = TrackInput.default
        var easing = TrackEasing.default
        var keyframes: [TrackKeyframe]?
        try readObject(depth: depth, keys: PresetDecoder.trackKeys, at: keyPath, preset: preset) {
            (decoder: inout PresetDecoder, match: Int) throws(ReadFailure) in
            switch match {
            case 0:
                layer = try decoder.readString(at: keyPath + ".layer", preset: preset)
            case 1:
                property = try decoder.readCase(TrackProperty.self, at: keyPath + ".property", preset: preset)
            case 2:
                input = try decoder.readCase(TrackInput.self, at: keyPath + ".input", preset: preset)
            case 3:
                easing = try decoder.readEasing(depth: depth + 1, at: keyPath + ".easing", preset: preset)
            default:
                keyframes = try decoder.readKeyframes(depth: depth + 1, at: keyPath + ".keyframes", preset: preset)
            }
        }
        for (missing, key) in [(layer == nil, "layer"), (property == nil, "property"), (keyframes == nil, "keyframes")] where missing {
            throw PresetDecoder.missingKey(key, at: objectOffset, in: keyPath, preset: preset)
        }
        return ContentTrack(layer: layer ?? "", property: property ?? .opacity, input: input,
                            easing: easing, keyframes: keyframes ?? [])
    }

    /// Reads `easing`: a name (`"easeOut"`) or `[x1, y1, x2, y2]`.
    mutating func readEasing(depth: Int, at keyPath: String, preset: Int) throws(ReadFailure) -> TrackEasing {
        let expected = TrackEasing.names.map { MessageText.quoted($0) }.joined(separator: ", ") + " or [x1, y1, x2, y2]"
        switch scanner.nextValueKind() {
        case "a string":
            scanner.skipWhitespace()
            let offset = scanner.index
            let name = try scanner.readString()
            if let easing = TrackEasing(name: name) { return easing }
            throw ReadFailure(kind: .content, offset: offset, presetIndex: preset, keyPath: keyPath,
                              message: "\(PresetDecoder.quote(name)) is not \(expected)")
        case "an array":
            scanner.skipWhitespace()
            let offset = scanner.index
            let points = try readNumbers(depth: depth, at: keyPath, preset: preset)
            guard points.count == 4 else {
                throw ReadFailure(kind: .content, offset: offset, presetIndex: preset, keyPath: keyPath,
                                  message: "a cubic-bezier easing has 4 numbers [x1, y1, x2, y2], not \(points.count)")
            }
            return .cubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
        default:
            throw try typeMismatch(expected: expected, at: keyPath, preset: preset)
        }
    }

    /// Reads an array of numbers at `keyPath`; an element of another type fails at `keyPath[i]`.
    mutating func readNumbers(depth: Int, at keyPath: String, preset: Int) throws(ReadFailure) -> [Double] {
        try scanner.open(UInt8(ascii: "["), depth: depth)
        var numbers: [Double] = []
        if scanner.arrayIsEmpty() { return numbers }
        repeat {
            numbers.append(try readNumber(at: "\(keyPath)[\(numbers.count)]", preset: preset))
        } while try scanner.nextElement()
        return numbers
    }

    /// Reads `keyframes`: `[{"at": a, "value": v}, ...]`.
    mutating func readKeyframes(depth: Int, at keyPath: String, preset: Int) throws(ReadFailure) -> [TrackKeyframe] {
        guard scanner.peek() == UInt8(ascii: "[") else {
            throw try typeMismatch(expected: "an array of keyframe objects", at: keyPath, preset: preset)
        }
        let start = scanner.index
        try scanner.open(UInt8(ascii: "["), depth: depth)
        var keyframes: [TrackKeyframe] = []
        if scanner.arrayIsEmpty() { return keyframes }
        var count = 0
        repeat {
            let path = "\(keyPath)[\(count)]"
            guard scanner.peek() == UInt8(ascii: "{") else {
                throw try typeMismatch(expected: "a keyframe object {\"at\": ..., \"value\": ...}", at: path, preset: preset)
            }
            let objectOffset = scanner.index
            var at: Double?
            var value: Double?
            try readObject(depth: depth + 1, keys: PresetDecoder.keyframeKeys, at: path, preset: preset) {
                (decoder: inout PresetDecoder, match: Int) throws(ReadFailure) in
                if match == 0 {
                    at = try decoder.readNumber(at: path + ".at", preset: preset)
                } else {
                    value = try decoder.readNumber(at: path + ".value", preset: preset)
                }
            }
            guard let at, let value else {
                throw PresetDecoder.missingKey(at == nil ? "at" : "value", at: objectOffset, in: path, preset: preset)
            }
            // Past the most a track may have, keyframes are checked and counted, not kept.
            if count < ContentTrack.maximumKeyframeCount { keyframes.append(TrackKeyframe(at: at, value: value)) }
            count += 1
        } while try scanner.nextElement()
        if count > ContentTrack.maximumKeyframeCount {
            throw ReadFailure(kind: .content, nearOffset: start, presetIndex: preset, keyPath: keyPath,
                              message: "has \(count) keyframes; at most \(ContentTrack.maximumKeyframeCount) are allowed")
        }
        return keyframes
    }
}
