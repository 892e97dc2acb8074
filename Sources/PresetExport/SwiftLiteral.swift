import HeaderGeometry
import ValueText

/// Swift source for preset values, formatted as a person would write them.
enum SwiftLiteral {
    /// The text columns of a doc comment line after `    /// `.
    static let docCommentWidth = 92

    /// Appends `/// summary` and `static let identifier = HeaderPreset(...)` at one indent.
    static func appendConstant(_ preset: HeaderPreset, named identifier: String, to out: inout SourceText) {
        out.appendComment(
            preset.summary.isEmpty ? "The preset `\(preset.name)`." : preset.summary,
            prefix: "    /// ", width: docCommentWidth)
        out.append("    static let ")
        out.append(identifier)
        out.append(" = ")
        appendInitializer(preset, to: &out)
        out.append("\n\n")
    }

    /// `HeaderPreset(` and every key of `preset`, one per line at two indents, then `    )`.
    static func appendInitializer(_ preset: HeaderPreset, to out: inout SourceText) {
        out.append("HeaderPreset(\n        name: ")
        appendString(preset.name, to: &out)
        out.append(",\n        summary: ")
        appendString(preset.summary, to: &out)
        out.append(",\n        minHeight: ")
        out.appendNumber(preset.minHeight)
        out.append(",\n        maxHeight: ")
        out.appendNumber(preset.maxHeight)
        out.append(",\n        collapse: .")
        out.append(preset.collapse.rawValue)
        // Written only when not the default, as the format writes it (docs/format.md#the-screen).
        if preset.safeArea != .below {
            out.append(",\n        safeArea: .")
            out.append(preset.safeArea.rawValue)
        }
        out.append(",\n        damping: ")
        out.appendNumber(preset.damping)
        out.append(",\n        shadow: ")
        if let shadow = preset.shadow {
            out.append("HeaderShadow(threshold: ")
            out.appendNumber(shadow.threshold)
            out.append(", radius: ")
            out.appendNumber(shadow.radius)
            out.append(")")
        } else {
            out.append("nil")
        }
        // Written only when set, as the format writes it (docs/format.md#pull-trigger).
        if let trigger = preset.pullTrigger {
            out.append(",\n        pullTrigger: ")
            out.appendNumber(trigger)
        }
        if let accessory = preset.accessory {
            out.append(",\n        accessory: HeaderAccessory(height: ")
            out.appendNumber(accessory.height)
            out.append(", offset: ")
            out.appendNumber(accessory.offset)
            out.append(", behavior: .")
            out.append(accessory.behavior.rawValue)
            out.append(")")
        }
        out.append(",\n        snap: SnapBehavior(mode: .")
        out.append(preset.snap.mode.rawValue)
        out.append(", positions: [")
        for (index, position) in preset.snap.positions.enumerated() {
            if index > 0 { out.append(", ") }
            out.appendNumber(position)
        }
        out.append("], initialPosition: ")
        out.appendNumber(preset.snap.initialPosition)
        if preset.snap.policy != .nearest {
            out.append(", policy: .")
            out.append(preset.snap.policy.rawValue)
        }
        out.append("),\n        motion: ")
        appendMotion(preset.motion, to: &out)
        out.append(",\n        tracks: ")
        appendTracks(preset.tracks, to: &out)
        // Written only when set, after the tracks, as the format writes it (docs/accessibility.md#dynamic-type).
        if let dynamicType = preset.dynamicType {
            out.append(",\n        dynamicType: HeaderDynamicType(textStyle: .")
            out.append(dynamicType.textStyle.rawValue)
            out.append(", scaledHeight: ")
            out.appendNumber(dynamicType.scaledHeight)
            out.append(")")
        }
        // Its changes as the document holds them (docs/accessibility.md#reduce-motion): they were
        // read as valid changes, so `try?` never drops them.
        if let reducedMotion = preset.reducedMotion {
            out.append(",\n        reducedMotion: try? ReducedMotion(")
            appendJSON(reducedMotion.changes, to: &out)
            out.append(")")
        }
        out.append("\n    )")
    }

    /// A JSON value as `JSONValue`'s cases: `.fields(["maxHeight": .number(80)])`.
    static func appendJSON(_ value: JSONValue, to out: inout SourceText) {
        switch value {
        case .null: out.append(".null")
        case .bool(let flag): out.append(flag ? ".bool(true)" : ".bool(false)")
        case .number(let number):
            out.append(".number(")
            out.appendNumber(number)
            out.append(")")
        case .string(let text):
            out.append(".string(")
            appendString(text, to: &out)
            out.append(")")
        case .array(let elements):
            out.append(".array([")
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(", ") }
                appendJSON(element, to: &out)
            }
            out.append("])")
        case .object(let members):
            guard !members.isEmpty else {
                out.append(".fields([:])")
                return
            }
            out.append(".fields([")
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(", ") }
                appendString(member.key, to: &out)
                out.append(": ")
                appendJSON(member.value, to: &out)
            }
            out.append("])")
        }
    }

    /// `[]`, or one `ContentTrack(...)` per track in the preset's order, every key written.
    static func appendTracks(_ tracks: [ContentTrack], to out: inout SourceText) {
        guard !tracks.isEmpty else {
            out.append("[]")
            return
        }
        out.append("[\n")
        for track in tracks {
            out.append("            ContentTrack(\n                layer: ")
            appendString(track.layer, to: &out)
            out.append(",\n                property: .")
            out.append(track.property.rawValue)
            out.append(",\n                input: .")
            out.append(track.input.rawValue)
            out.append(",\n                easing: ")
            if case let .cubicBezier(x1, y1, x2, y2) = track.easing {
                out.append(".cubicBezier(x1: ")
                out.appendNumber(x1)
                out.append(", y1: ")
                out.appendNumber(y1)
                out.append(", x2: ")
                out.appendNumber(x2)
                out.append(", y2: ")
                out.appendNumber(y2)
                out.append(")")
            } else {
                out.append(".")
                out.append(track.easing.name ?? "linear")
            }
            out.append(",\n                keyframes: [\n")
            for keyframe in track.keyframes {
                out.append("                    TrackKeyframe(at: ")
                out.appendNumber(keyframe.at)
                out.append(", value: ")
                out.appendNumber(keyframe.value)
                out.append("),\n")
            }
            out.append("                ]")
            if let anchor = track.anchor, anchor != .center {
                out.append(",\n                anchor: TrackAnchor(x: ")
                out.appendNumber(anchor.x)
                out.append(", y: ")
                out.appendNumber(anchor.y)
                out.append(")")
            }
            out.append("\n            ),\n")
        }
        out.append("        ]")
    }

    /// `MotionParameters()` for the defaults, else every parameter, one per line.
    static func appendMotion(_ motion: MotionParameters, to out: inout SourceText) {
        if motion == MotionParameters() {
            out.append("MotionParameters()")
            return
        }
        out.append("MotionParameters(\n            frameRate: ")
        out.appendNumber(motion.frameRate)
        out.append(",\n            deceleration: ")
        if let name = motion.deceleration.name {
            out.append(".")
            out.append(name)
        } else {
            out.append("ScrollDeceleration(rate: ")
            out.appendNumber(motion.deceleration.rate)
            out.append(")")
        }
        out.append(",\n            viewportHeight: ")
        out.appendNumber(motion.viewportHeight)
        out.append(",\n            rubberBandConstant: ")
        out.appendNumber(motion.rubberBandConstant)
        out.append(",\n            spring: SnapSpring(response: ")
        out.appendNumber(motion.spring.response)
        out.append(", dampingRatio: ")
        out.appendNumber(motion.spring.dampingRatio)
        out.append("),\n            parallax: ")
        out.appendNumber(motion.parallax)
        out.append(",\n            quickReturn: ")
        out.append(motion.quickReturn ? "true" : "false")
        if motion.fling != .uikit {
            out.append(",\n            fling: .")
            out.append(motion.fling.rawValue)
        }
        out.append("\n        )")
    }

    /// `text` as a one-line Swift string literal: `"`, `\` and anything invisible escaped.
    static func appendString(_ text: String, to out: inout SourceText) {
        out.appendQuoted(text) { "\\u{" + String($0, radix: 16, uppercase: true) + "}" }
    }
}
