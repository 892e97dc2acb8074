import HeaderGeometry

/// Writes presets as SPEC.md §3's canonical JSON, byte for byte: keys in the spec's order,
/// two-space indent, `"key": value`, `[]` for an empty array and one element per line otherwise,
/// numbers in shortest round-trip form, a final newline. A preset's `motion` object (issue 9)
/// follows `snap` only when it differs from the defaults.
public enum PresetDocumentWriter {
    /// The name every document declares in `format`.
    public static let formatName = "stretchy-presets"
    /// The document version this writer writes and the reader reads.
    public static let version = 1

    /// The canonical document holding `presets`, sorted by name (byte order).
    public static func document(_ presets: [HeaderPreset]) -> String {
        let sorted = presets.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        var out = JSONOutput(capacity: 96 + presets.count * 480)
        out.append("{\n  \"format\": \"stretchy-presets\",\n  \"version\": 1,\n  \"presets\": ")
        if sorted.isEmpty {
            out.append("[]")
        } else {
            out.append("[")
            for (index, preset) in sorted.enumerated() {
                out.newline(2)
                write(preset, level: 2, to: &out)
                if index < sorted.count - 1 { out.append(",") }
            }
            out.newline(1)
            out.append("]")
        }
        out.append("\n}\n")
        return out.text
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
        out.newline(inner)
        out.append("\"name\": ")
        out.appendQuoted(preset.name)
        out.append(",")
        out.newline(inner)
        out.append("\"summary\": ")
        out.appendQuoted(preset.summary)
        out.append(",")
        out.newline(inner)
        out.append("\"minHeight\": ")
        out.appendNumber(preset.minHeight)
        out.append(",")
        out.newline(inner)
        out.append("\"maxHeight\": ")
        out.appendNumber(preset.maxHeight)
        out.append(",")
        out.newline(inner)
        out.append("\"collapse\": ")
        switch preset.collapse {
        case .shrink: out.append("\"shrink\"")
        case .scroll: out.append("\"scroll\"")
        }
        out.append(",")
        out.newline(inner)
        out.append("\"damping\": ")
        out.appendNumber(preset.damping)
        out.append(",")
        out.newline(inner)
        out.append("\"shadow\": ")
        if let shadow = preset.shadow {
            out.append("{")
            out.newline(inner + 1)
            out.append("\"threshold\": ")
            out.appendNumber(shadow.threshold)
            out.append(",")
            out.newline(inner + 1)
            out.append("\"radius\": ")
            out.appendNumber(shadow.radius)
            out.newline(inner)
            out.append("}")
        } else {
            out.append("null")
        }
        out.append(",")
        out.newline(inner)
        out.append("\"snap\": {")
        out.newline(inner + 1)
        out.append("\"mode\": ")
        switch preset.snap.mode {
        case .disabled: out.append("\"disabled\"")
        case .immediately: out.append("\"immediately\"")
        case .afterFinishAccelerating: out.append("\"afterFinishAccelerating\"")
        }
        out.append(",")
        out.newline(inner + 1)
        out.append("\"positions\": ")
        let positions = preset.snap.positions
        if positions.isEmpty {
            out.append("[]")
        } else {
            out.append("[")
            for (index, position) in positions.enumerated() {
                out.newline(inner + 2)
                out.appendNumber(position)
                if index < positions.count - 1 { out.append(",") }
            }
            out.newline(inner + 1)
            out.append("]")
        }
        out.append(",")
        out.newline(inner + 1)
        out.append("\"initialPosition\": ")
        out.appendNumber(preset.snap.initialPosition)
        out.newline(inner)
        out.append("}")
        if preset.motion != MotionParameters() {
            out.append(",")
            out.newline(inner)
            write(preset.motion, level: inner, to: &out)
        }
        out.newline(level)
        out.append("}")
    }

    /// Writes `"motion": {...}` with every key, for motion that differs from the defaults.
    ///
    /// Motion at its defaults is not written at all, so every document of presets without motion
    /// stays byte for byte what earlier versions wrote and read.
    static func write(_ motion: MotionParameters, level: Int, to out: inout JSONOutput) {
        let inner = level + 1
        out.append("\"motion\": {")
        out.newline(inner)
        out.append("\"frameRate\": ")
        out.appendNumber(motion.frameRate)
        out.append(",")
        out.newline(inner)
        out.append("\"decelerationRate\": ")
        if let name = motion.deceleration.name {
            out.appendQuoted(name)
        } else {
            out.appendNumber(motion.deceleration.rate)
        }
        out.append(",")
        out.newline(inner)
        out.append("\"viewportHeight\": ")
        out.appendNumber(motion.viewportHeight)
        out.append(",")
        out.newline(inner)
        out.append("\"rubberBandConstant\": ")
        out.appendNumber(motion.rubberBandConstant)
        out.append(",")
        out.newline(inner)
        out.append("\"spring\": {")
        out.newline(inner + 1)
        out.append("\"response\": ")
        out.appendNumber(motion.spring.response)
        out.append(",")
        out.newline(inner + 1)
        out.append("\"dampingRatio\": ")
        out.appendNumber(motion.spring.dampingRatio)
        out.newline(inner)
        out.append("},")
        out.newline(inner)
        out.append("\"parallax\": ")
        out.appendNumber(motion.parallax)
        out.append(",")
        out.newline(inner)
        out.append("\"quickReturn\": ")
        out.append(motion.quickReturn ? "true" : "false")
        out.newline(level)
        out.append("}")
    }
}
