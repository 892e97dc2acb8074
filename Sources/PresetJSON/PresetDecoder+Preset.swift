import HeaderGeometry
import StrictJSON

/// The preset object of docs/format.md#preset-keys and its `motion` (docs/format.md#motion): known keys only, each at most once, defaults for the rest,
/// then the rules (``HeaderPreset/violations``) and a name not used before in the document.
extension PresetDecoder {
    /// A preset's keys in the canonical order (docs/format.md#canonical-writing); a key's index is its bit in the seen-keys mask.
    static let presetKeys: [StaticString] = [
        "name", "summary", "minHeight", "maxHeight", "collapse", "damping", "shadow", "snap", "motion", "tracks",
        "pullTrigger",
    ]
    /// The shadow object's keys.
    static let shadowKeys: [StaticString] = ["threshold", "radius"]
    /// The snap object's keys.
    static let snapKeys: [StaticString] = ["mode", "positions", "initialPosition", "policy"]

    /// Reads one preset object whose `{` opens nesting level `depth`, and appends it.
    mutating func readPreset(depth: Int) throws(ReadFailure) {
        let index = presets.count
        guard scanner.peek() == UInt8(ascii: "{") else {
            guard let found = scanner.nextValueKind() else { throw scanner.expectedValue() }
            throw ReadFailure(kind: .content, offset: scanner.index, presetIndex: index,
                              message: "expected a preset object, found \(found)")
        }
        let objectOffset = scanner.index
        var name: String?
        var nameOffset = objectOffset
        var preset = HeaderPreset(name: "")
        var rawPositions: [Double] = []
        try readObject(depth: depth, keys: PresetDecoder.presetKeys, at: nil, preset: index) {
            (decoder: inout PresetDecoder, match: Int) throws(ReadFailure) in
            switch match {
            case 0:
                decoder.scanner.skipWhitespace()
                nameOffset = decoder.scanner.index
                name = try decoder.readString(at: "name", preset: index)
            case 1:
                preset.summary = try decoder.readString(at: "summary", preset: index)
            case 2:
                preset.minHeight = try decoder.readNumber(at: "minHeight", preset: index)
            case 3:
                preset.maxHeight = try decoder.readNumber(at: "maxHeight", preset: index)
            case 4:
                preset.collapse = try decoder.readCase(CollapseMode.self, at: "collapse", preset: index)
            case 5:
                preset.damping = try decoder.readNumber(at: "damping", preset: index)
            case 6:
                preset.shadow = try decoder.readShadow(depth: depth + 1, preset: index)
            case 7:
                preset.snap = try decoder.readSnap(depth: depth + 1, preset: index, positions: &rawPositions)
            case 8:
                preset.motion = try decoder.readMotion(depth: depth + 1, preset: index)
            case 9:
                preset.tracks = try decoder.readTracks(depth: depth + 1, preset: index)
            default:
                preset.pullTrigger = try decoder.consumeNullOrNumber(at: "pullTrigger", preset: index)
            }
        }
        guard let name else {
            throw PresetDecoder.missingKey("name", at: objectOffset, in: nil, preset: index)
        }
        preset.name = name
        if let violation = preset.violations.first {
            throw ReadFailure(kind: .content, nearOffset: objectOffset, presetIndex: index,
                              keyPath: SnapBehavior.writtenKeyPath(violation.keyPath, positions: rawPositions),
                              message: violation.message)
        }
        if let earlier = indexByName[name] {
            throw ReadFailure(kind: .content, offset: nameOffset, presetIndex: index, keyPath: "name",
                              message: "appears twice in this document (presets #\(earlier + 1) and #\(index + 1))")
        }
        indexByName[name] = index
        // Rules are checked in file order (their key paths name the file's indexes); the model
        // then holds the tracks in document order.
        preset.tracks = ContentTrack.canonicallyOrdered(preset.tracks)
        presets.append(preset)
    }

    /// Reads a number or `null` (`pullTrigger`).
    mutating func consumeNullOrNumber(at keyPath: String, preset: Int) throws(ReadFailure) -> Double? {
        if try scanner.consumeNull() { return nil }
        guard scanner.nextValueKind() == "a number" else {
            throw try typeMismatch(expected: "a number or null", at: keyPath, preset: preset)
        }
        return try readNumber(at: keyPath, preset: preset)
    }

    /// Reads `shadow`: `null` or `{"threshold": ..., "radius": ...}`.
    mutating func readShadow(depth: Int, preset: Int) throws(ReadFailure) -> HeaderShadow? {
        if try scanner.consumeNull() { return nil }
        guard scanner.peek() == UInt8(ascii: "{") else {
            throw try typeMismatch(expected: "an object or null", at: "shadow", preset: preset)
        }
        let objectOffset = scanner.index
        var threshold: Double?
        var radius: Double?
        try readObject(depth: depth, keys: PresetDecoder.shadowKeys, at: "shadow", preset: preset) {
            (decoder: inout PresetDecoder, match: Int) throws(ReadFailure) in
            if match == 0 {
                threshold = try decoder.readNumber(at: "shadow.threshold", preset: preset)
            } else {
                radius = try decoder.readNumber(at: "shadow.radius", preset: preset)
            }
        }
        guard let threshold else {
            throw PresetDecoder.missingKey("threshold", at: objectOffset, in: "shadow", preset: preset)
        }
        return HeaderShadow(threshold: threshold, radius: radius ?? HeaderShadow.defaultRadius)
    }

    /// Reads `snap`; `positions` receives the positions in file order (the model sorts them).
    mutating func readSnap(depth: Int, preset: Int, positions: inout [Double]) throws(ReadFailure) -> SnapBehavior {
        guard scanner.peek() == UInt8(ascii: "{") else {
            throw try typeMismatch(expected: "an object", at: "snap", preset: preset)
        }
        var mode: SnapMode?
        var initialPosition: Double?
        var policy: SnapPolicy?
        try readObject(depth: depth, keys: PresetDecoder.snapKeys, at: "snap", preset: preset) {
            (decoder: inout PresetDecoder, match: Int) throws(ReadFailure) in
            switch match {
            case 0:
                mode = try decoder.readCase(SnapMode.self, at: "snap.mode", preset: preset)
            case 1:
                positions = try decoder.readPositions(depth: depth + 1, preset: preset)
            case 2:
                initialPosition = try decoder.readNumber(at: "snap.initialPosition", preset: preset)
            default:
                policy = try decoder.readCase(SnapPolicy.self, at: "snap.policy", preset: preset)
            }
        }
        return SnapBehavior(mode: mode ?? .disabled, positions: positions,
                            initialPosition: initialPosition ?? 0, policy: policy ?? .nearest)
    }

    /// Reads `snap.positions`: an array of numbers. Past the most a preset may have
    /// (``SnapBehavior/maximumPositionCount``) the numbers are only counted, not kept, so a
    /// document of millions of positions is refused in the memory of a few.
    mutating func readPositions(depth: Int, preset: Int) throws(ReadFailure) -> [Double] {
        guard scanner.peek() == UInt8(ascii: "[") else {
            throw try typeMismatch(expected: "an array of numbers", at: "snap.positions", preset: preset)
        }
        let start = scanner.index
        try scanner.open(UInt8(ascii: "["), depth: depth)
        var positions: [Double] = []
        if scanner.arrayIsEmpty() { return positions }
        var count = 0
        repeat {
            if let kind = scanner.nextValueKind(), kind != "a number" {
                throw ReadFailure(kind: .content, offset: scanner.index, presetIndex: preset,
                                  keyPath: "snap.positions[\(count)]",
                                  message: "expected a number, found \(kind)")
            }
            let position = try scanner.readNumber()
            if count < SnapBehavior.maximumPositionCount { positions.append(position) }
            count += 1
        } while try scanner.nextElement()
        if count > SnapBehavior.maximumPositionCount {
            throw ReadFailure(kind: .content, nearOffset: start, presetIndex: preset, keyPath: "snap.positions",
                              message: "has \(count) positions; at most \(SnapBehavior.maximumPositionCount) are allowed")
        }
        return positions
    }
}
