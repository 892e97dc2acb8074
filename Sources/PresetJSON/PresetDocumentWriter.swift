import HeaderGeometry
import StrictJSON
import ValueText

/// Writes presets as docs/format.md#preset-keys's canonical JSON, byte for byte: keys in the spec's order,
/// two-space indent, `"key": value`, `[]` for an empty array and one element per line otherwise,
/// numbers in shortest round-trip form, a final newline. A preset's `motion` object (docs/format.md#motion)
/// follows `snap` only when it differs from the defaults, and its `tracks` (docs/tracks.md) come last,
/// only when there are some, sorted by layer and then property.
public enum PresetDocumentWriter {
    /// The name every document declares in `format`.
    public static let formatName = "stretchy-presets"
    /// The document version this writer writes and the reader reads.
    public static let version = 1

    /// The canonical document holding `presets`, sorted by name (byte order).
    public static func document(_ presets: [HeaderPreset]) -> String {
        let sorted = presets.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        var stream = PresetDocumentStream(capacity: 96 + presets.count * 480)
        for preset in sorted { stream.append(preset) }
        return String(decoding: stream.finish(), as: UTF8.self)
    }

    /// One preset object, canonical, starting at column 0 and ending with a newline
    /// (`show --format json`, the `$EDITOR` flow).
    public static func preset(_ preset: HeaderPreset) -> String {
        var out = JSONOutput(capacity: 512)
        write(preset, level: 0, to: &out)
        out.append("\n")
        return out.text
    }

    /// Writes `preset` as an object whose `{` is already indented to `level`.
    static func write(_ preset: HeaderPreset, level: Int, to out: inout JSONOutput) {
        let inner = level + 1
        out.append("{")
        out.firstKey("\"name\": ", level: inner)
        out.appendQuoted(preset.name)
        out.nextKey("\"summary\": ", level: inner)
        out.appendQuoted(preset.summary)
        out.nextKey("\"minHeight\": ", level: inner)
        out.appendNumber(preset.minHeight)
        out.nextKey("\"maxHeight\": ", level: inner)
        out.appendNumber(preset.maxHeight)
        out.nextKey("\"collapse\": ", level: inner)
        out.appendQuoted(preset.collapse.rawValue)
        // docs/format.md#the-screen: right after collapse, only when not "below".
        if preset.safeArea != .below {
            out.nextKey("\"safeArea\": ", level: inner)
            out.appendQuoted(preset.safeArea.rawValue)
        }
        out.nextKey("\"damping\": ", level: inner)
        out.appendNumber(preset.damping)
        out.nextKey("\"shadow\": ", level: inner)
        if let shadow = preset.shadow {
            out.append("{")
            out.firstKey("\"threshold\": ", level: inner + 1)
            out.appendNumber(shadow.threshold)
            out.nextKey("\"radius\": ", level: inner + 1)
            out.appendNumber(shadow.radius)
            out.close("}", level: inner)
        } else {
            out.append("null")
        }
        // docs/format.md#pull-trigger: right after the shadow, only when set.
        if let trigger = preset.pullTrigger {
            out.nextKey("\"pullTrigger\": ", level: inner)
            out.appendNumber(trigger)
        }
        // docs/format.md#the-screen: right after the pull trigger, only when set, all three keys.
        if let accessory = preset.accessory {
            out.nextKey("\"accessory\": {", level: inner)
            out.firstKey("\"height\": ", level: inner + 1)
            out.appendNumber(accessory.height)
            out.nextKey("\"offset\": ", level: inner + 1)
            out.appendNumber(accessory.offset)
            out.nextKey("\"behavior\": ", level: inner + 1)
            out.appendQuoted(accessory.behavior.rawValue)
            out.close("}", level: inner)
        }
        out.nextKey("\"snap\": {", level: inner)
        out.firstKey("\"mode\": ", level: inner + 1)
        out.appendQuoted(preset.snap.mode.rawValue)
        out.nextKey("\"positions\": ", level: inner + 1)
        let positions = preset.snap.positions
        if positions.isEmpty {
            out.append("[]")
        } else {
            out.append("[")
            for (index, position) in positions.enumerated() {
                if index > 0 { out.append(",") }
                out.newline(inner + 2)
                out.appendNumber(position)
            }
            out.close("]", level: inner + 1)
        }
        out.nextKey("\"initialPosition\": ", level: inner + 1)
        out.appendNumber(preset.snap.initialPosition)
        if preset.snap.policy != .nearest {
            out.nextKey("\"policy\": ", level: inner + 1)
            out.appendQuoted(preset.snap.policy.rawValue)
        }
        out.close("}", level: inner)
        if preset.motion != MotionParameters() {
            out.nextKey("\"motion\": {", level: inner)
            write(preset.motion, level: inner, to: &out)
        }
        if !preset.tracks.isEmpty {
            out.nextKey("\"tracks\": [", level: inner)
            write(ContentTrack.canonicallyOrdered(preset.tracks), level: inner, to: &out)
        }
        // docs/format.md#accessibility: after the tracks, only when set, both keys.
        if let dynamicType = preset.dynamicType {
            out.nextKey("\"dynamicType\": {", level: inner)
            out.firstKey("\"textStyle\": ", level: inner + 1)
            out.appendQuoted(dynamicType.textStyle.rawValue)
            out.nextKey("\"scaledHeight\": ", level: inner + 1)
            out.appendNumber(dynamicType.scaledHeight)
            out.close("}", level: inner)
        }
        // docs/accessibility.md#reduce-motion: last, only when set, its keys in the preset's order.
        if let reducedMotion = preset.reducedMotion {
            out.nextKey("\"reducedMotion\": ", level: inner)
            write(reducedMotion.changes, level: inner, to: &out)
        }
        out.close("}", level: level)
    }

    /// Writes any value of a document as the canonical form writes its kind: an object or a
    /// non-empty array one member or element per line, `{}` and `[]` when empty.
    static func write(_ value: JSONValue, level: Int, to out: inout JSONOutput) {
        switch value {
        case .null: out.append("null")
        case .bool(let flag): out.append(flag ? "true" : "false")
        case .number(let number): out.appendNumber(number)
        case .string(let text): out.appendQuoted(text)
        case .array(let elements):
            guard !elements.isEmpty else { return out.append("[]") }
            out.append("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(",") }
                out.newline(level + 1)
                write(element, level: level + 1, to: &out)
            }
            out.close("]", level: level)
        case .object(let members):
            guard !members.isEmpty else { return out.append("{}") }
            out.append("{")
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(",") }
                out.newline(level + 1)
                out.appendQuoted(member.key)
                out.append(": ")
                write(member.value, level: level + 1, to: &out)
            }
            out.close("}", level: level)
        }
    }

    /// Writes the elements of `"tracks": [...]` (after its `[`), one track object per element with
    /// all five keys (docs/tracks.md), and its `]`. Written only when there are tracks, so every
    /// document of presets without them stays byte for byte what earlier versions wrote.
    static func write(_ tracks: [ContentTrack], level: Int, to out: inout JSONOutput) {
        let object = level + 1, inner = level + 2
        for (index, track) in tracks.enumerated() {
            if index > 0 { out.append(",") }
            out.newline(object)
            out.append("{")
            out.firstKey("\"layer\": ", level: inner)
            out.appendQuoted(track.layer)
            out.nextKey("\"property\": ", level: inner)
            out.appendQuoted(track.property.rawValue)
            out.nextKey("\"input\": ", level: inner)
            out.appendQuoted(track.input.rawValue)
            out.nextKey("\"easing\": ", level: inner)
            if let name = track.easing.name {
                out.appendQuoted(name)
            } else if case let .cubicBezier(x1, y1, x2, y2) = track.easing {
                out.append("[")
                for (position, number) in [x1, y1, x2, y2].enumerated() {
                    if position > 0 { out.append(",") }
                    out.newline(inner + 1)
                    out.appendNumber(number)
                }
                out.close("]", level: inner)
            }
            out.nextKey("\"keyframes\": ", level: inner)
            if track.keyframes.isEmpty {
                out.append("[]")
            } else {
                out.append("[")
                for (position, keyframe) in track.keyframes.enumerated() {
                    if position > 0 { out.append(",") }
                    out.newline(inner + 1)
                    out.append("{")
                    out.firstKey("\"at\": ", level: inner + 2)
                    out.appendNumber(keyframe.at)
                    out.nextKey("\"value\": ", level: inner + 2)
                    out.appendNumber(keyframe.value)
                    out.close("}", level: inner + 1)
                }
                out.close("]", level: inner)
            }
            // docs/screen.md#tracks-that-follow-the-screen: after the keyframes, only when not the centre.
            if let anchor = track.anchor, anchor != .center {
                out.nextKey("\"anchor\": [", level: inner)
                out.newline(inner + 1)
                out.appendNumber(anchor.x)
                out.append(",")
                out.newline(inner + 1)
                out.appendNumber(anchor.y)
                out.close("]", level: inner)
            }
            out.close("}", level: object)
        }
        out.close("]", level: level)
    }

    /// Writes the members of `"motion": {...}` (after its `{`) with every key, and its `}`, for
    /// motion that differs from the defaults.
    ///
    /// Motion at its defaults is not written at all, so every document of presets without motion
    /// stays byte for byte what earlier versions wrote and read.
    static func write(_ motion: MotionParameters, level: Int, to out: inout JSONOutput) {
        let inner = level + 1
        out.firstKey("\"frameRate\": ", level: inner)
        out.appendNumber(motion.frameRate)
        out.nextKey("\"decelerationRate\": ", level: inner)
        if let name = motion.deceleration.name {
            out.appendQuoted(name)
        } else {
            out.appendNumber(motion.deceleration.rate)
        }
        out.nextKey("\"viewportHeight\": ", level: inner)
        out.appendNumber(motion.viewportHeight)
        out.nextKey("\"rubberBandConstant\": ", level: inner)
        out.appendNumber(motion.rubberBandConstant)
        out.nextKey("\"spring\": {", level: inner)
        out.firstKey("\"response\": ", level: inner + 1)
        out.appendNumber(motion.spring.response)
        out.nextKey("\"dampingRatio\": ", level: inner + 1)
        out.appendNumber(motion.spring.dampingRatio)
        out.close("}", level: inner)
        out.nextKey("\"parallax\": ", level: inner)
        out.appendNumber(motion.parallax)
        out.nextKey("\"quickReturn\": ", level: inner)
        out.append(motion.quickReturn ? "true" : "false")
        // docs/format.md#motion-fling: after the keys motion had before it, only when not UIKit's.
        if motion.fling != .uikit {
            out.nextKey("\"fling\": ", level: inner)
            out.appendQuoted(motion.fling.rawValue)
        }
        out.close("}", level: level)
    }
}
