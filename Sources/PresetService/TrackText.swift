import HeaderGeometry

/// Tracks as a person types and reads them on the command line (`tracks.title.scale=0:1.5,1:1`,
/// `tracks.title.opacity.easing=easeOut`) and as `history` shows their changes.
public enum TrackText {
    /// Keyframes as `at:value` pairs: `0:1.5,1:1`.
    public static func keyframes(_ keyframes: [TrackKeyframe]) -> String {
        keyframes.map { NumberText.shortest($0.at) + ":" + NumberText.shortest($0.value) }.joined(separator: ",")
    }

    /// An easing by name, or its four control points: `easeOut`, `0.8,0,0.8,0.15`.
    public static func easing(_ easing: TrackEasing) -> String {
        if let name = easing.name { return name }
        guard let (x1, y1, x2, y2) = easing.controlPoints else { return "linear" }
        return [x1, y1, x2, y2].map(NumberText.shortest).joined(separator: ",")
    }

    /// A whole track: its keyframes, then its input and easing when they are not the defaults:
    /// `0:1.5,1:1`, `0:0,64:1 (input pull, easing easeOut)`.
    public static func track(_ track: ContentTrack) -> String {
        var extras: [String] = []
        if track.input != .default { extras.append("input \(track.input.rawValue)") }
        if track.easing != .default { extras.append("easing \(easing(track.easing))") }
        let text = keyframes(track.keyframes)
        return extras.isEmpty ? text : text + " (" + extras.joined(separator: ", ") + ")"
    }

    /// `tracks.LAYER.PROPERTY`, the key a track goes by on the command line and in `history`.
    public static func key(layer: String, property: TrackProperty) -> String {
        "tracks.\(layer).\(property.rawValue)"
    }
}
