import HeaderGeometry
import PresetService
import StrictJSON
import ValueText

/// `stretchy lint [NAME ...] [--device NAME] [--safe-area-top PT] [--viewport-height PT]
/// [--content-height PT] [--text-size SIZE] [--format table|json]`: what a preset does on a screen
/// that would hurt someone using the app (docs/accessibility.md#lint).
public struct LintCommand: StretchyCommand {
    static let names = CommandArgument.repeating(
        "name", kind: .presetName, optional: true, help: "The presets to check (default: all).")
    static let contentHeight = CommandOption.number(
        "content-height", value: "pt",
        help: "The page's content height in points, 0...100000; checks that the header can collapse and every snap position is reachable.")
    static let format = GlobalOptions.format([.table, .json])

    public static let spec = CommandSpec(
        name: "lint",
        abstract: "Check presets for tiny bars, unreachable snaps and text too small.",
        discussion: """
            Each finding names its rule, its severity (error, warning or info), the preset, \
            what is wrong with the numbers, and a fix. The rules: short-content and \
            unreachable-snap (with --content-height: the page is too short for the header to \
            collapse; a snap position lies beyond the largest offset), snaps-too-close (two snap \
            offsets under 8 pt apart), tiny-bar (a collapsed bar above 0 but under the 44 pt \
            minimum hit target), under-status-bar (a header drawn under the status bar \
            collapses into it), text-too-small (a title scaled under 11 pt at the text size), \
            no-dynamic-type (a title with tracks but no dynamicType), unreachable-trigger (a \
            pullTrigger at or past the viewport), motion-without-reduced (parallax, a moving \
            scale, blur or translate track, or a bouncy spring, and no reducedMotion) and \
            reduced-still-moves (an error: the preset merged with its reducedMotion still moves \
            so). docs/accessibility.md explains each with its source.

            --device, --safe-area-top and --viewport-height set the screen ('stretchy \
            devices'); --text-size the Dynamic Type size; --reduce-motion checks \
            each preset merged with its reducedMotion. --format json gives an array of \
            objects with rule, severity, preset, message and fix.

            Exits 0 when nothing is an error, 1 when any finding is.
            """,
        usage: "lint [<name> ...] " + ScreenContextOptions.usage + " [--content-height <pt>] " + TextSizeOption.usage
            + " " + ReduceMotionOption.usage + " [--format <format>]",
        arguments: [names.spec],
        options: ScreenContextOptions.specs + [contentHeight.spec, TextSizeOption.textSize.spec, ReduceMotionOption.reduceMotion.spec, format.spec],
        examples: [
            CommandExample("Check the whole catalogue.", "stretchy lint"),
            CommandExample(
                "Check one preset on a Dynamic Island iPhone with a short page.",
                "stretchy lint sticky-utah --device iphone-15 --content-height 300"),
        ])

    /// The presets to check; empty for all.
    var names: [String]
    /// What to check them against.
    var context: LintContext
    /// The output format.
    var format: OutputFormat
    /// Whether to check each preset as it is with Reduce Motion on.
    var reducesMotion = false

    /// Reads the command line; a content height outside its range is a usage error.
    public init(_ parsed: ParsedCommand) throws {
        names = parsed[Self.names]
        format = parsed[Self.format]
        reducesMotion = ReduceMotionOption.isOn(parsed)
        let content = parsed[Self.contentHeight]
        if let content, !(0...100_000).contains(content) {
            throw UsageError("--content-height must be in 0...100000, not \(NumberText.shortest(content))")
        }
        context = LintContext(
            screen: try ScreenContextOptions.context(parsed), contentHeight: content, textSize: TextSizeOption.textSize(parsed))
    }

    /// Writes each finding (`preset  severity  rule  message`, then its fix), and a count; with
    /// `--format json` an array of objects. Exits 1 when a finding is an error.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        let presets = try environment.library().presets(named: names)
        // With --reduce-motion, the other rules read the merged preset; it keeps its
        // reducedMotion, which merges over it to itself again, so the motion rules read the same.
        let checked = try presets.map { preset throws(CommandError) in
            guard reducesMotion else { return preset }
            var merged = try ReduceMotionOption.preset(preset, reducingMotion: true, at: .default)
            merged.reducedMotion = preset.reducedMotion
            return merged
        }
        let findings = checked.flatMap { PresetLint.findings(for: $0, in: context) }
        if format == .json {
            let keys = ["rule", "severity", "preset", "message", "fix"]
            let objects = findings.map { finding in
                JSONValue.object(
                    keys: keys,
                    values: [
                        .string(finding.rule.rawValue), .string(finding.severity.rawValue), .string(finding.preset),
                        .string(finding.message), .string(finding.fix),
                    ])
            }
            environment.output.write(JSONWriter.text(.array(objects)))
        } else {
            for finding in findings {
                environment.output.write(
                    "\(finding.preset): \(finding.severity.rawValue): \(finding.message) [\(finding.rule.rawValue)]\n  fix: \(finding.fix)\n")
            }
            environment.output.write(Self.count(findings, presets: presets.count) + "\n")
        }
        return findings.contains { $0.severity == .error } ? .differs : .success
    }

    /// `2 errors, 1 warning, 0 infos in 14 presets`.
    static func count(_ findings: [LintFinding], presets: Int) -> String {
        let counts = [LintSeverity.error, .warning, .info].map { severity in
            let count = findings.filter { $0.severity == severity }.count
            return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        return counts.joined(separator: ", ") + " in \(presets) preset\(presets == 1 ? "" : "s")"
    }
}
