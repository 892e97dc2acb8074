import HeaderGeometry
import ValueText

/// Which track an assignment sets, and which part of it: `tracks.title.scale` (its keyframes),
/// `tracks.title.scale.input`, `tracks.title.scale.easing`.
public struct TrackTarget: Sendable, Equatable {
    /// The part of a track an assignment sets.
    public enum Part: String, CaseIterable, Sendable {
        /// `tracks.L.P=0:1.5,1:1` (or `tracks.L.P.keyframes=...`); `null` removes the track.
        case keyframes
        /// `tracks.L.P.input=progress|pull`.
        case input
        /// `tracks.L.P.easing=easeOut` or `=0.8,0,0.8,0.15`.
        case easing
        /// `tracks.L.scale.anchor=0,1`: the point a scale track scales about.
        case anchor
    }

    /// The track's layer.
    public var layer: String
    /// The track's property.
    public var property: TrackProperty
    /// The part being set.
    public var part: Part

    /// A target.
    public init(layer: String, property: TrackProperty, part: Part = .keyframes) {
        self.layer = layer
        self.property = property
        self.part = part
    }

    /// `tracks.title.scale` or `tracks.title.scale.easing`, as the user typed it (without a
    /// `.keyframes` they may have added).
    public var key: String {
        let track = TrackText.key(layer: layer, property: property)
        return part == .keyframes ? track : track + "." + part.rawValue
    }

    /// Parses the key `tracks.LAYER.PROPERTY[.PART]`: a bad layer name is unreadable, an unknown
    /// property or part an unknown key with the closest name.
    public static func parse(_ key: String) throws(FormatKeyError) -> TrackTarget {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let example = "for example tracks.title.scale=0:1.5,1:1 or tracks.title.opacity.easing=easeOut"
        guard parts.count == 3 || parts.count == 4, parts[0] == "tracks" else {
            throw FormatKeyError(.unknownKey, "\(MessageText.quoted(key)) is not a track key; use tracks.LAYER.PROPERTY", hint: example)
        }
        let layer = parts[1]
        if let problem = ContentTrack.layerProblem(layer) {
            throw FormatKeyError(.unreadable, "\(key): layer \(MessageText.quoted(layer)) \(problem)")
        }
        guard let property = TrackProperty(rawValue: parts[2]) else {
            let names = TrackProperty.allCases.map(\.rawValue)
            let hint =
                NameSuggestion.closest(to: parts[2], among: names).map { "did you mean \(MessageText.quoted($0))?" }
                ?? "properties: " + names.joined(separator: ", ")
            throw FormatKeyError(.unknownKey, "\(key): unknown property \(MessageText.quoted(parts[2]))", hint: hint)
        }
        var part = Part.keyframes
        if parts.count == 4 {
            guard let named = Part(rawValue: parts[3]) else {
                let names = Part.allCases.map(\.rawValue)
                let hint =
                    NameSuggestion.closest(to: parts[3], among: names).map { "did you mean \(MessageText.quoted($0))?" }
                    ?? "a track has: " + names.joined(separator: ", ")
                throw FormatKeyError(.unknownKey, "\(key): unknown track key \(MessageText.quoted(parts[3]))", hint: hint)
            }
            part = named
        }
        return TrackTarget(layer: layer, property: property, part: part)
    }
}
