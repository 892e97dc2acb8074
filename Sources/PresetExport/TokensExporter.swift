import HeaderGeometry
import PresetJSON
import StrictJSON
import ValueText

/// `--to tokens`: the presets as design tokens in the Design Tokens Community Group format
/// (docs/teams.md#design-tokens). Each preset is a group named for it: its heights as
/// `dimension` tokens (`{"value": 300, "unit": "px"}`), its snap spring's settling time as a
/// `duration` (`{"value": 314, "unit": "ms"}`), each content track's easing that is a curve as a
/// `cubicBezier` (linear as `[0, 0, 1, 1]`); and, under `$extensions` with the reverse-DNS key `dev.stretchy`, the whole
/// preset object, so what the format has no type for (springs, snapping, tracks) is kept.
public struct TokensExporter: PresetExporter {
    /// The reverse-DNS key of the `$extensions` this exporter writes.
    public static let extensionKey = "dev.stretchy"

    /// An exporter.
    public init() {}

    /// The tokens file: one group per preset, its tokens in the order of the format's keys,
    /// written a preset at a time in pieces of about 64 KiB. Throws an invalid-data error, before
    /// the first piece, when two presets' group names would be the same (a `.` of a preset name is
    /// written `_`, which the format's names cannot hold).
    public func export(_ presets: PresetWalk, options: ExportOptions, to emit: ([UInt8]) -> Void) throws {
        var owners: [String: String] = [:]
        try presets.forEach { preset in
            let name = Self.tokenName(preset.name)
            if let first = owners[name] {
                throw ExportError(
                    .invalidData,
                    "presets \(MessageText.quoted(first)) and \(MessageText.quoted(preset.name)) would both be the token group \(MessageText.quoted(name))",
                    hint: "rename one of them")
            }
            owners[name] = preset.name
        }
        // What JSONWriter.text writes for the object of every group, one member at a time.
        var bytes: [UInt8] = []
        var first = true
        try presets.forEach { preset in
            bytes.append(contentsOf: first ? "{\n  ".utf8 : ",\n  ".utf8)
            first = false
            JSONWriter.appendString(Self.tokenName(preset.name), to: &bytes)
            bytes.append(contentsOf: ": ".utf8)
            JSONWriter.append(Self.group(for: preset), to: &bytes, indent: 1)
            if bytes.count >= 1 << 16 {
                emit(bytes)
                bytes.removeAll(keepingCapacity: true)
            }
        }
        bytes.append(contentsOf: first ? "{}\n".utf8 : "\n}\n".utf8)
        emit(bytes)
    }

    /// A name the format allows: no `.`, `{` or `}`, not starting with `$`. A preset name can
    /// hold only a `.` of these, written `_`.
    static func tokenName(_ name: String) -> String {
        String(name.map { $0 == "." ? "_" : $0 })
    }

    /// One preset's group.
    static func group(for preset: HeaderPreset) -> JSONValue {
        var members: [JSONValue.Member] = []
        if !preset.summary.isEmpty { members.append(.init(key: "$description", value: .string(preset.summary))) }
        members.append(.init(key: "minHeight", value: dimension(preset.minHeight)))
        members.append(.init(key: "maxHeight", value: dimension(preset.maxHeight)))
        if let shadow = preset.shadow {
            members.append(
                .init(
                    key: "shadow",
                    value: .object([
                        .init(key: "threshold", value: dimension(shadow.threshold)), .init(key: "radius", value: dimension(shadow.radius)),
                    ])))
        }
        if preset.snap.mode != .disabled {
            let settle = SpringEasing(spring: preset.motion.spring).duration
            members.append(.init(key: "snap", value: .object([.init(key: "duration", value: duration(milliseconds: (settle * 1000).rounded()))])))
        }
        var layers: [JSONValue.Member] = []
        for track in ContentTrack.canonicallyOrdered(preset.tracks) {
            // Linear is the curve (0, 0, 1, 1); a step has none and stays in the extension only.
            guard let points = track.easing.controlPoints ?? (track.easing == .linear ? (x1: 0.0, y1: 0.0, x2: 1.0, y2: 1.0) : nil) else { continue }
            let bezier = token("cubicBezier", .array([points.x1, points.y1, points.x2, points.y2].map(JSONValue.number)))
            let property = JSONValue.Member(key: track.property.rawValue, value: .object([.init(key: "easing", value: bezier)]))
            let layer = tokenName(track.layer)
            if let index = layers.firstIndex(where: { $0.key == layer }), case .object(let existing) = layers[index].value {
                layers[index] = .init(key: layer, value: .object(existing + [property]))
            } else {
                layers.append(.init(key: layer, value: .object([property])))
            }
        }
        if !layers.isEmpty { members.append(.init(key: "tracks", value: .object(layers))) }
        // The canonical preset object, read back into a value: the one writer of presets.
        let object = (try? JSONValue.parse(Array(PresetDocumentWriter.preset(preset).utf8), source: "preset")) ?? .null
        members.append(.init(key: "$extensions", value: .object([.init(key: extensionKey, value: .object([.init(key: "preset", value: object)]))])))
        return .object(members)
    }

    static func token(_ type: String, _ value: JSONValue) -> JSONValue {
        .object([.init(key: "$type", value: .string(type)), .init(key: "$value", value: value)])
    }

    static func dimension(_ points: Double) -> JSONValue {
        token("dimension", .object([.init(key: "value", value: .number(points)), .init(key: "unit", value: .string("px"))]))
    }

    static func duration(milliseconds: Double) -> JSONValue {
        token("duration", .object([.init(key: "value", value: .number(milliseconds)), .init(key: "unit", value: .string("ms"))]))
    }
}
