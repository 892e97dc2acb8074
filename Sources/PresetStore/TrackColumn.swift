import HeaderGeometry
import StrictJSON
import ValueText

/// The `tracks` column of `revision` (schema version 4): a preset's tracks as a compact JSON
/// array, one array per track, `[layer, property, input, easing, [at, value, at, value, ...]]`
/// with easing a name or `[x1, y1, x2, y2]`, and a scale track's anchor `[x, y]` sixth when not the centre; NULL for none. Written and read with StrictJSON,
/// the package's one JSON writer and reader: numbers in their shortest round-trip form, so every
/// value returns as it went in (`-0` returns as `0`, as in a document).
enum TrackColumn {
    /// The column's text for `tracks`, or `nil` (NULL) when there are none.
    static func text(_ tracks: [ContentTrack]) -> String? {
        if tracks.isEmpty { return nil }
        return JSONWriter.denseText(
            .array(
                tracks.map { track in
                    let easing: JSONValue
                    if let name = track.easing.name {
                        easing = .string(name)
                    } else if case let .cubicBezier(x1, y1, x2, y2) = track.easing {
                        easing = .array([x1, y1, x2, y2].map(JSONValue.number))
                    } else {
                        easing = .string(TrackEasing.default.name ?? "linear")
                    }
                    var fields: [JSONValue] = [
                        .string(track.layer), .string(track.property.rawValue), .string(track.input.rawValue), easing,
                        .array(track.keyframes.flatMap { [JSONValue.number($0.at), .number($0.value)] }),
                    ]
                    // Schema version 7: a scale track's anchor, sixth, only when not the centre.
                    if let anchor = track.anchor, anchor != .center {
                        fields.append(.array([.number(anchor.x), .number(anchor.y)]))
                    }
                    return .array(fields)
                }))
    }

    /// The tracks in `text`, or `nil` when it is not the shape ``text(_:)`` writes.
    static func tracks(_ text: String) -> [ContentTrack]? {
        guard case .array(let items)? = try? JSONValue.parse(Array(text.utf8), source: "tracks") else { return nil }
        var tracks: [ContentTrack] = []
        for item in items {
            guard case .array(let fields) = item, fields.count == 5 || fields.count == 6,
                case .string(let layer) = fields[0],
                case .string(let propertyName) = fields[1], let property = TrackProperty(rawValue: propertyName),
                case .string(let inputName) = fields[2], let input = TrackInput(rawValue: inputName),
                case .array(let pairs) = fields[4], pairs.count % 2 == 0
            else { return nil }
            let easing: TrackEasing
            switch fields[3] {
            case .string(let name):
                guard let named = TrackEasing(name: name) else { return nil }
                easing = named
            case .array(let points):
                let numbers = points.compactMap(\.number)
                guard numbers.count == 4, points.count == 4 else { return nil }
                easing = .cubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
            default:
                return nil
            }
            let numbers = pairs.compactMap(\.number)
            guard numbers.count == pairs.count else { return nil }
            let keyframes = stride(from: 0, to: numbers.count, by: 2).map {
                TrackKeyframe(at: numbers[$0], value: numbers[$0 + 1])
            }
            var anchor: TrackAnchor?
            if fields.count == 6 {
                guard case .array(let point) = fields[5], point.count == 2, let x = point[0].number, let y = point[1].number else { return nil }
                anchor = TrackAnchor(x: x, y: y)
            }
            tracks.append(
                ContentTrack(layer: layer, property: property, input: input, easing: easing, keyframes: keyframes, anchor: anchor))
        }
        return tracks
    }
}
