import HeaderGeometry
import ValueText

/// A track drawn as a chart series against the offset: `stretchy chart --series title.scale`
/// (docs/tracks.md). A preset without that track draws the property's identity value.
public struct TrackSeries: Hashable, Sendable {
    /// The track's layer.
    public var layer: String
    /// The track's property.
    public var property: TrackProperty

    /// A series of `layer`'s `property`.
    public init(layer: String, property: TrackProperty) {
        self.layer = layer
        self.property = property
    }

    /// `LAYER.PROPERTY`, as the series is asked for and its panel titled.
    public var name: String { "\(layer).\(property.rawValue)" }

    /// Reads `LAYER.PROPERTY`; a usage problem (what is wrong, and a hint) otherwise.
    public static func parse(_ text: String) -> Result<TrackSeries, ServiceError> {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            return .failure(ServiceError(.usage, "\(MessageText.quoted(text)) is not a series", hint: "a track is LAYER.PROPERTY, like title.scale"))
        }
        if let problem = ContentTrack.layerProblem(parts[0]) {
            return .failure(ServiceError(.usage, "\(MessageText.quoted(text)): layer \(MessageText.quoted(parts[0])) \(problem)"))
        }
        guard let property = TrackProperty(rawValue: parts[1]) else {
            let names = TrackProperty.allCases.map(\.rawValue)
            let hint =
                NameSuggestion.closest(to: parts[1], among: names).map { "did you mean \(MessageText.quoted(parts[0] + "." + $0))?" }
                ?? "properties: " + names.joined(separator: ", ")
            return .failure(ServiceError(.usage, "\(MessageText.quoted(text)): unknown property \(MessageText.quoted(parts[1]))", hint: hint))
        }
        return .success(TrackSeries(layer: parts[0], property: property))
    }

    /// The track's value in `preset`'s `frame`.
    func value(of preset: HeaderPreset, in frame: HeaderFrame) -> Double {
        preset.tracks.first { $0.layer == layer && $0.property == property }?.value(in: frame) ?? property.identityValue
    }

    /// Why `series` cannot be drawn for `presets`: a track none of them has (a likely typo).
    public static func problem(_ series: [TrackSeries], in presets: [HeaderPreset]) -> ServiceError? {
        let names = Set(presets.flatMap { $0.tracks.map { "\($0.layer).\($0.property.rawValue)" } })
        for wanted in series where !names.contains(wanted.name) {
            let hint =
                NameSuggestion.closest(to: wanted.name, among: names.sorted()).map { "did you mean \(MessageText.quoted($0))?" }
                ?? (names.isEmpty ? "the presets have no tracks" : "their tracks: " + names.sorted().joined(separator: ", "))
            return ServiceError(.usage, "--series \(wanted.name): none of the presets has this track", hint: hint)
        }
        return nil
    }
}
