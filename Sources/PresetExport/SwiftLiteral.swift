import HeaderGeometry

/// Swift source for preset values, formatted as a person would write them.
enum SwiftLiteral {
    /// Appends `/// summary` and `static let identifier = HeaderPreset(...)` at one indent.
    static func appendConstant(_ preset: HeaderPreset, named identifier: String, to out: inout String) {
        appendDocComment(preset, to: &out)
        out += "    static let "
        out += identifier
        out += " = HeaderPreset(\n"
        out += "        name: "; out += string(preset.name); out += ",\n"
        out += "        summary: "; out += string(preset.summary); out += ",\n"
        out += "        minHeight: "; out += number(preset.minHeight); out += ",\n"
        out += "        maxHeight: "; out += number(preset.maxHeight); out += ",\n"
        out += "        collapse: ."; out += preset.collapse.rawValue; out += ",\n"
        out += "        damping: "; out += number(preset.damping); out += ",\n"
        out += "        shadow: "
        if let shadow = preset.shadow {
            out += "HeaderShadow(threshold: \(number(shadow.threshold)), radius: \(number(shadow.radius)))"
        } else {
            out += "nil"
        }
        out += ",\n"
        out += "        snap: SnapBehavior(mode: ."
        out += preset.snap.mode.rawValue
        out += ", positions: ["
        out += preset.snap.positions.map(number).joined(separator: ", ")
        out += "], initialPosition: "
        out += number(preset.snap.initialPosition)
        out += "),\n"
        out += "        motion: "
        appendMotion(preset.motion, to: &out)
        out += "\n    )\n\n"
    }

    /// `MotionParameters()` for the defaults, else every parameter, one per line.
    static func appendMotion(_ motion: MotionParameters, to out: inout String) {
        if motion == MotionParameters() {
            out += "MotionParameters()"
            return
        }
        let deceleration = motion.deceleration.name.map { "." + $0 }
            ?? "ScrollDeceleration(rate: \(number(motion.deceleration.rate)))"
        out += """
            MotionParameters(
                        frameRate: \(number(motion.frameRate)),
                        deceleration: \(deceleration),
                        viewportHeight: \(number(motion.viewportHeight)),
                        rubberBandConstant: \(number(motion.rubberBandConstant)),
                        spring: SnapSpring(response: \(number(motion.spring.response)), dampingRatio: \(number(motion.spring.dampingRatio))),
                        parallax: \(number(motion.parallax)),
                        quickReturn: \(motion.quickReturn)
                    )
            """
    }

    /// The summary as `///` lines of at most about 100 columns (the name when there is no summary).
    static func appendDocComment(_ preset: HeaderPreset, to out: inout String) {
        let text = preset.summary.isEmpty ? "The preset `\(preset.name)`." : preset.summary
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // A comment holds any text but what would end or hide it: line and paragraph
            // separators, controls and invisible format characters become spaces.
            var visible = ""
            visible.unicodeScalars.append(contentsOf: paragraph.unicodeScalars.map { isInvisible($0) ? " " : $0 })
            var line = ""
            for word in visible.split(separator: " ", omittingEmptySubsequences: true) {
                if !line.isEmpty, line.count + 1 + word.count > docCommentWidth {
                    out += "    /// " + line + "\n"
                    line = ""
                }
                line += line.isEmpty ? String(word) : " " + word
            }
            out += line.isEmpty ? "    ///\n" : "    /// " + line + "\n"
        }
    }

    /// The text columns of a doc comment line after `    /// `.
    static let docCommentWidth = 92

    /// A Double as a Swift literal that reads back as the same value: `300`, `0.5`, `1e-7`,
    /// `-0.0` (a bare `-0` would be the integer zero, positive).
    static func number(_ value: Double) -> String {
        if value == 0, value.sign == .minus { return "-0.0" }
        return NumberText.shortest(value)
    }

    /// `text` as a one-line Swift string literal: `"`, `\` and anything invisible escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isInvisible(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Controls, separators other than space, and format characters (bidirectional overrides,
    /// zero-width joiners, a byte-order mark): written escaped so the source shows them.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return true
        default:
            return false
        }
    }
}
