import ValueText

/// The rules of docs/tracks.md.
extension ContentTrack {
    /// At most this many tracks per preset.
    public static let maximumTrackCount = 32
    /// At most this many keyframes per track.
    public static let maximumKeyframeCount = 16
    /// The longest layer name.
    public static let layerNameLimit = 32
    /// The layer names the catalogue and the exports use; others are allowed.
    public static let conventionalLayers = ["background", "title", "subtitle", "avatar", "scrim", "accessory"]

    /// Every rule this track breaks, with key paths under `prefix` (`tracks[2]`): `tracks[2].layer`,
    /// `tracks[2].easing[0]`, `tracks[2].keyframes[1].at`.
    public func violations(at prefix: String) -> [PresetViolation] {
        var found: [PresetViolation] = []
        func report(_ key: String, _ message: String) {
            found.append(PresetViolation(keyPath: prefix + key, message: message))
        }
        if let problem = ContentTrack.layerProblem(layer) { report(".layer", problem) }
        if case let .cubicBezier(x1, y1, x2, y2) = easing {
            for (index, value, range) in [(0, x1, 0.0...1.0), (1, y1, -10.0...10.0), (2, x2, 0.0...1.0), (3, y2, -10.0...10.0)] {
                if !value.isFinite {
                    report(".easing[\(index)]", "\(NumberText.shortest(value)) is not a finite number")
                } else if !range.contains(value) {
                    report(
                        ".easing[\(index)]",
                        "\(NumberText.shortest(value)) is outside \(NumberText.shortest(range.lowerBound))...\(NumberText.shortest(range.upperBound))"
                    )
                }
            }
        }
        if keyframes.isEmpty {
            report(".keyframes", "has no keyframes; a track needs 1 to \(ContentTrack.maximumKeyframeCount)")
        } else if keyframes.count > ContentTrack.maximumKeyframeCount {
            report(".keyframes", "has \(keyframes.count) keyframes; at most \(ContentTrack.maximumKeyframeCount) are allowed")
        }
        let range = input.range
        for (index, keyframe) in keyframes.enumerated() {
            let at = keyframe.at
            if !at.isFinite {
                report(".keyframes[\(index)].at", "\(NumberText.shortest(at)) is not a finite number")
            } else if !range.contains(at) {
                report(
                    ".keyframes[\(index)].at",
                    "\(NumberText.shortest(at)) is outside \(NumberText.shortest(range.lowerBound))...\(NumberText.shortest(range.upperBound)) (the range of input \(MessageText.quoted(input.rawValue)))"
                )
            } else if index > 0, keyframes[index - 1].at.isFinite, !(at > keyframes[index - 1].at) {
                report(
                    ".keyframes[\(index)].at",
                    "\(NumberText.shortest(at)) is not greater than the previous keyframe's \(NumberText.shortest(keyframes[index - 1].at)); keyframes must be in increasing order of 'at'"
                )
            }
            if let problem = property.valueProblem(keyframe.value) {
                report(".keyframes[\(index)].value", problem + " (the range of \(property.rawValue))")
            }
        }
        if let anchor {
            if property != .scale {
                report(
                    ".anchor",
                    "only a scale track has an anchor (this track's property is \(MessageText.quoted(property.rawValue)))")
            }
            for (index, value) in [anchor.x, anchor.y].enumerated() {
                if !value.isFinite {
                    report(".anchor[\(index)]", "\(NumberText.shortest(value)) is not a finite number")
                } else if !(0...1).contains(value) {
                    report(".anchor[\(index)]", "\(NumberText.shortest(value)) is outside 0...1")
                }
            }
        }
        return found
    }

    /// Every rule `tracks` break as a preset's `tracks`: each track's own, at most
    /// ``maximumTrackCount`` of them and at most one per layer and property.
    public static func violations(of tracks: [ContentTrack]) -> [PresetViolation] {
        var found: [PresetViolation] = []
        if tracks.count > maximumTrackCount {
            found.append(PresetViolation(keyPath: "tracks", message: "has \(tracks.count) tracks; at most \(maximumTrackCount) are allowed"))
        }
        for (index, track) in tracks.enumerated() {
            found += track.violations(at: "tracks[\(index)]")
            if let earlier = tracks[..<index].firstIndex(where: { $0.layer == track.layer && $0.property == track.property }) {
                found.append(
                    PresetViolation(
                        keyPath: "tracks[\(index)].property",
                        message:
                            "\(MessageText.quoted(track.layer)) already has a \(MessageText.quoted(track.property.rawValue)) track (tracks[\(earlier)]); at most one track per layer and property"
                    ))
            }
        }
        return found
    }

    /// Why `layer` is not a valid layer name, or `nil` when it is (`^[a-z][a-z0-9-]{0,31}$`).
    public static func layerProblem(_ layer: String) -> String? {
        let bytes = Array(layer.utf8)
        if bytes.isEmpty { return "must not be empty" }
        if layer.unicodeScalars.count > layerNameLimit {
            return "is \(layer.unicodeScalars.count) characters long; at most \(layerNameLimit) are allowed"
        }
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        if !isLower(bytes[0]) { return "must start with a lowercase letter" }
        if let bad = layer.unicodeScalars.first(where: { scalar in
            !(scalar.isASCII && (isLower(UInt8(scalar.value)) || isDigit(UInt8(scalar.value)) || scalar == "-"))
        }) {
            let shown =
                bad.value < 0x21 || (bad.value >= 0x7F && bad.value <= 0x9F)
                ? "U+" + hex4(bad.value)
                : "\(MessageText.quoted(String(bad)))"
            return "may hold only lowercase letters, digits and '-' (found \(shown))"
        }
        return nil
    }
}

/// `value` as at least four uppercase hex digits: `001F`.
private func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
