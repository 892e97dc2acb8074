import HeaderGeometry
import PresetService

/// `stretchy show NAME`: one preset, as a key/value view or the preset object of docs/format.md#preset-keys.
public enum ShowCommand {
    /// Writes the preset named by the `<name>` argument.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        let preset = try environment.library(for: command).preset(named: command.argument("name") ?? "")
        if command.format == "json" {
            environment.output.write(PresetDocuments.object(preset))
        } else {
            environment.output.write(keyValueText(preset))
        }
        return .success
    }

    /// The preset as aligned `key  value` lines, keys as `edit` takes them; a summary's further
    /// lines are indented under its first.
    static func keyValueText(_ preset: HeaderPreset) -> String {
        func number(_ value: Double) -> String { NumberText.shortest(value) }
        var rows: [(key: String, value: String)] = [
            ("name", preset.name),
            ("summary", preset.summary),
            ("minHeight", number(preset.minHeight)),
            ("maxHeight", number(preset.maxHeight)),
            ("collapse", preset.collapse.rawValue),
            ("damping", number(preset.damping)),
        ]
        if let shadow = preset.shadow {
            rows.append(("shadow.threshold", number(shadow.threshold)))
            rows.append(("shadow.radius", number(shadow.radius)))
        } else {
            rows.append(("shadow", "null"))
        }
        rows.append(("snap.mode", preset.snap.mode.rawValue))
        rows.append(("snap.positions", "[" + preset.snap.positions.map(number).joined(separator: ", ") + "]"))
        rows.append(("snap.initialPosition", number(preset.snap.initialPosition)))
        let motion = preset.motion
        if motion != MotionParameters() {  // as in the JSON: only a preset that sets motion shows it
            rows.append(("motion.frameRate", number(motion.frameRate)))
            rows.append(("motion.decelerationRate", motion.deceleration.name ?? number(motion.deceleration.rate)))
            rows.append(("motion.viewportHeight", number(motion.viewportHeight)))
            rows.append(("motion.rubberBandConstant", number(motion.rubberBandConstant)))
            rows.append(("motion.spring.response", number(motion.spring.response)))
            rows.append(("motion.spring.dampingRatio", number(motion.spring.dampingRatio)))
            rows.append(("motion.parallax", number(motion.parallax)))
            rows.append(("motion.quickReturn", String(motion.quickReturn)))
        }
        // Tracks as `edit` sets them: keyframes, then input and easing when not the defaults.
        for track in ContentTrack.canonicallyOrdered(preset.tracks) {
            rows.append((TrackText.key(layer: track.layer, property: track.property), TrackText.track(track)))
        }
        let width = rows.map(\.key.count).max() ?? 0
        var text = ""
        for row in rows {
            let indent = String(repeating: " ", count: width + 2)
            let lines = row.value.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let lead = index == 0 ? row.key + String(repeating: " ", count: width + 2 - row.key.count) : indent
                var output = lead + line
                while output.last == " " { output.removeLast() }
                text += output + "\n"
            }
        }
        return text
    }
}
