import HeaderGeometry
import ValueText

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
        if let anchor = track.anchor, anchor != .center { extras.append("anchor \(self.anchor(anchor))") }
        let text = keyframes(track.keyframes)
        return extras.isEmpty ? text : text + " (" + extras.joined(separator: ", ") + ")"
    }

    /// An anchor as `x,y`: `0,1`.
    public static func anchor(_ anchor: TrackAnchor) -> String {
        NumberText.shortest(anchor.x) + "," + NumberText.shortest(anchor.y)
    }

    /// `x,y` (in brackets, if you like) as an anchor, for the key `key`.
    public static func anchor(_ text: String, key: String) throws(FormatKeyError) -> TrackAnchor {
        let parts = bare(text).split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw FormatKeyError(
                .unreadable, "\(key): \(MessageText.quoted(text)) is not x,y", hint: "for example \(key)=0,1 (the bottom-leading corner)")
        }
        let x = try number(FormatValueReader.trimmed(parts[0]), place: "\(key)[0]")
        let y = try number(FormatValueReader.trimmed(parts[1]), place: "\(key)[1]")
        return TrackAnchor(x: x, y: y)
    }

    /// `tracks.LAYER.PROPERTY`, the key a track goes by on the command line and in `history`.
    public static func key(layer: String, property: TrackProperty) -> String {
        "tracks.\(layer).\(property.rawValue)"
    }

    /// `0:1.5,1:1` (brackets and spaces allowed) as keyframes, for the key `key`.
    public static func keyframes(_ text: String, key: String) throws(FormatKeyError) -> [TrackKeyframe] {
        let list = bare(text)
        if list.allSatisfy({ $0 == " " }) {
            throw FormatKeyError(.unreadable, "\(key): no keyframes", hint: "for example \(key)=0:1.5,1:1; \(key)=null removes the track")
        }
        var keyframes: [TrackKeyframe] = []
        for (index, part) in list.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            let pair = FormatValueReader.trimmed(part).split(separator: ":", omittingEmptySubsequences: false)
            let place = "\(key)[\(index)]"
            guard pair.count == 2 else {
                throw FormatKeyError(
                    .unreadable, "\(place): \(MessageText.quoted(FormatValueReader.trimmed(part))) is not AT:VALUE",
                    hint: "for example \(key)=0:1.5,1:1")
            }
            let at = try number(FormatValueReader.trimmed(pair[0]), place: place + ".at")
            let value = try number(FormatValueReader.trimmed(pair[1]), place: place + ".value")
            keyframes.append(TrackKeyframe(at: at, value: value))
        }
        return keyframes
    }

    /// An easing name or `x1,y1,x2,y2` (in brackets, or as `cubic-bezier(...)`, if you like).
    public static func easing(_ text: String, key: String) throws(FormatKeyError) -> TrackEasing {
        if let named = TrackEasing(name: text) { return named }
        var list = Substring(text)
        for prefix in ["cubic-bezier(", "cubicBezier("] where list.hasPrefix(prefix) && list.hasSuffix(")") {
            list = list.dropFirst(prefix.count).dropLast()
        }
        list = Substring(bare(String(list)))
        let parts = list.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4, parts.allSatisfy({ Double(FormatValueReader.trimmed($0)) != nil }) else {
            let hint =
                NameSuggestion.closest(to: text, among: TrackEasing.names).map { "did you mean \(MessageText.quoted($0))?" }
                ?? "allowed: " + TrackEasing.names.joined(separator: ", ") + ", or x1,y1,x2,y2 (CSS cubic-bezier)"
            throw FormatKeyError(.unreadable, "\(key): \(MessageText.quoted(text)) is not an easing", hint: hint)
        }
        var numbers: [Double] = []
        for (index, part) in parts.enumerated() {
            numbers.append(try number(FormatValueReader.trimmed(part), place: "\(key)[\(index)]"))
        }
        return .cubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }

    private static func number(_ text: String, place: String) throws(FormatKeyError) -> Double {
        do {
            return try FormatValueReader.number(text, key: "tracks")
        } catch {
            throw FormatKeyError(.unreadable, "\(place): \(MessageText.quoted(text)) is not a number")
        }
    }

    /// `text` without surrounding brackets.
    private static func bare(_ text: String) -> String {
        let t = FormatValueReader.trimmed(Substring(text))
        return t.hasPrefix("[") && t.hasSuffix("]") ? String(t.dropFirst().dropLast()) : t
    }
}
