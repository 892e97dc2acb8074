import HeaderGeometry

/// The `tracks` column of `revision` (schema version 4): a preset's tracks as a compact JSON
/// array, one array per track, `[layer, property, input, easing, [at, value, at, value, ...]]`
/// with easing a name or `[x1, y1, x2, y2]`; NULL for none. Numbers are written in their shortest
/// round-trip form and read back with Swift's own parser, so every value returns bit for bit.
enum TrackColumn {
    /// The column's text for `tracks`, or `nil` (NULL) when there are none.
    static func text(_ tracks: [ContentTrack]) -> String? {
        if tracks.isEmpty { return nil }
        var out = "["
        for (index, track) in tracks.enumerated() {
            if index > 0 { out += "," }
            out += "[" + quoted(track.layer) + ",\"" + track.property.rawValue + "\",\"" + track.input.rawValue + "\","
            if let name = track.easing.name {
                out += "\"" + name + "\""
            } else if case let .cubicBezier(x1, y1, x2, y2) = track.easing {
                out += "[" + [x1, y1, x2, y2].map(NumberText.shortest).joined(separator: ",") + "]"
            }
            out += ",[" + track.keyframes.map { NumberText.shortest($0.at) + "," + NumberText.shortest($0.value) }
                .joined(separator: ",") + "]]"
        }
        return out + "]"
    }

    /// The tracks in `text`, or `nil` when it is not what ``text(_:)`` writes.
    static func tracks(_ text: String) -> [ContentTrack]? {
        var reader = Reader(bytes: Array(text.utf8))
        guard case .array(let items)? = reader.value(), reader.atEnd else { return nil }
        var tracks: [ContentTrack] = []
        for item in items {
            guard case .array(let fields) = item, fields.count == 5,
                  case .string(let layer) = fields[0],
                  case .string(let propertyName) = fields[1], let property = TrackProperty(rawValue: propertyName),
                  case .string(let inputName) = fields[2], let input = TrackInput(rawValue: inputName),
                  case .array(let pairs) = fields[4], pairs.count % 2 == 0 else { return nil }
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
            tracks.append(ContentTrack(layer: layer, property: property, input: input, easing: easing, keyframes: keyframes))
        }
        return tracks
    }

    /// `s` as a JSON string (layer names are `[a-z0-9-]`, but nothing else is assumed).
    private static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The values the column holds: arrays, strings and numbers.
    private enum Value {
        case array([Value])
        case string(String)
        case number(Double)

        var number: Double? {
            if case .number(let value) = self { return value }
            return nil
        }
    }

    /// Reads the subset of JSON ``text(_:)`` writes (no whitespace, no escapes but `\"`, `\\`
    /// and `\u00XX`, no objects).
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index == bytes.count }

        mutating func value() -> Value? {
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "["):
                index += 1
                var items: [Value] = []
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(items)
                }
                while true {
                    guard let item = value() else { return nil }
                    items.append(item)
                    guard index < bytes.count else { return nil }
                    index += 1
                    if bytes[index - 1] == UInt8(ascii: "]") { return .array(items) }
                    if bytes[index - 1] != UInt8(ascii: ",") { return nil }
                }
            case UInt8(ascii: "\""):
                index += 1
                var scalars = String.UnicodeScalarView()
                var text: [UInt8] = []
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") {
                        guard index + 1 < bytes.count else { return nil }
                        if bytes[index + 1] == UInt8(ascii: "u") {
                            guard index + 6 <= bytes.count,
                                  let code = UInt32(String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16),
                                  let scalar = Unicode.Scalar(code) else { return nil }
                            scalars.append(contentsOf: String(decoding: text, as: UTF8.self).unicodeScalars)
                            text = []
                            scalars.append(scalar)
                            index += 6
                            continue
                        }
                        text.append(bytes[index + 1])
                        index += 2
                        continue
                    }
                    text.append(bytes[index])
                    index += 1
                }
                guard index < bytes.count else { return nil }
                index += 1
                scalars.append(contentsOf: String(decoding: text, as: UTF8.self).unicodeScalars)
                return .string(String(scalars))
            default:
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: ","), bytes[index] != UInt8(ascii: "]") {
                    index += 1
                }
                guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)), number.isFinite else {
                    return nil
                }
                return .number(number)
            }
        }
    }
}
