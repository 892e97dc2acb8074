import HeaderGeometry
import PresetFormat
import PresetService
import SafeText
import StrictJSON
import ValueText

/// `stretchy diff A B`: the keys that differ between two presets, revisions or documents, one per
/// line, as a review comment reads (docs/teams.md#the-review-loop); exit 0 when the same, 1 when
/// different, as `cmp` and `diff` say.
public struct DiffCommand: StretchyCommand {
    static let left = CommandArgument.required(
        "a", kind: .presetNameInHistory, help: "The side before: a preset name, NAME@REVISION (a revision of its history), or a document file.")
    static let right = CommandArgument.required(
        "b", kind: .presetNameInHistory, help: "The side after, as for <a>.")
    static let format = GlobalOptions.format([.table, .json])
    static let chart = CommandOption.flag("chart", help: "Also draw both presets' curves in one chart (text, as chart draws).")

    public static let spec = CommandSpec(
        name: "diff",
        abstract: "Show the keys that differ: presets, revisions, files.",
        discussion: "Prints one line per key that differs, in the order of the format's keys ('maxHeight: 300 → 320'), "
            + "the same lines history shows. Documents holding several presets are compared preset by preset, by name. "
            + "Exits 0 when the two are the same and 1 when they differ, so it can gate a script or a git hook. "
            + "With --format json, an object: {\"same\": BOOL, \"changes\": [{\"preset\", \"key\", \"before\", \"after\"}]}, "
            + "a preset only on one side with key null and before or after its whole preset object (the other null).",
        arguments: [left.spec, right.spec],
        options: [format.spec, chart.spec, ChartOutputArguments.width.spec, ChartOutputArguments.height.spec, ChartOutputArguments.ascii.spec],
        examples: [
            CommandExample(
                "Whether sticky-utah is still as it shipped: no lines, and exit 0, when it is.", "stretchy diff sticky-utah@1 sticky-utah"),
            CommandExample(
                "A team's file against the database, with both curves in one chart.",
                "stretchy diff presets/sticky-utah.stretchy.json sticky-utah --chart"),
        ])

    /// The two sides as typed.
    var sides: [String]
    /// `table` (lines) or `json`.
    var format: OutputFormat
    /// Whether to draw both curves.
    var drawsChart: Bool
    /// The chart's size and look.
    var chartOutput: ChartOutputArguments

    public init(_ parsed: ParsedCommand) {
        sides = [parsed[Self.left], parsed[Self.right]]
        format = parsed[Self.format]
        drawsChart = parsed[Self.chart]
        chartOutput = ChartOutputArguments(parsed)
    }

    /// One key that differs, or a preset only one side has (`key` nil).
    struct Difference {
        /// The preset's name (the right side's when both are one preset of different names).
        var preset: String
        /// The key and its two values; `nil` for a preset only one side holds.
        var change: FormatKeyChange?
        /// For a preset on one side only: whether it is the left side.
        var onlyLeft = false
        /// For a preset on one side only: the preset.
        var whole: HeaderPreset?
    }

    /// Compares the two sides and prints what differs; exit 1 when anything does.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        if drawsChart, format == .json { throw UsageError("'--chart' cannot be used with '--format json'") }
        let chartOptions = drawsChart ? try ChartOutputOptions(chartOutput, environment: environment, formats: ["text"]) : nil
        let left = try DiffSide.read(sides[0], environment: environment)
        let right = try DiffSide.read(sides[1], environment: environment)
        if drawsChart, left.presets.count != 1 || right.presets.count != 1 {
            throw UsageError("--chart needs one preset on each side", hint: "name the presets, or use files of one preset each")
        }
        let differences = Self.differences(left.presets, right.presets)
        let single = left.presets.count == 1 && right.presets.count == 1
        if format == .json {
            JSONWriter.write(Self.json(differences), to: environment.output)
        } else {
            environment.output.write(environment.shown(Self.text(differences, single: single, left: left.label, right: right.label)))
        }
        if let chartOptions {
            var curves = [left.presets[0], right.presets[0]]
            curves[0].name = left.label
            curves[1].name = right.label == left.label ? right.label + " (B)" : right.label
            let chart = HeaderChartBuilder.chart(for: curves, samples: 2 * chartOptions.size.columns)
            environment.output.write(try chartOptions.render(chart))
        }
        return differences.isEmpty ? .success : .differs
    }

    /// The differences: for one preset a side, its keys; for documents, preset by preset by name.
    static func differences(_ left: [HeaderPreset], _ right: [HeaderPreset]) -> [Difference] {
        if left.count == 1, right.count == 1 {
            return PresetDiff.keyChanges(from: left[0], to: right[0]).map { Difference(preset: right[0].name, change: $0) }
        }
        var rightByName: [String: HeaderPreset] = [:]
        for preset in right { rightByName[preset.name] = preset }
        let leftNames = Set(left.map(\.name))
        var differences: [Difference] = []
        let names = Array(leftNames.union(rightByName.keys)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for name in names {
            let was = left.first { $0.name == name }, now = rightByName[name]
            switch (was, now) {
            case (let was?, let now?):
                differences += PresetDiff.keyChanges(from: was, to: now).map { Difference(preset: name, change: $0) }
            case (let was?, nil): differences.append(Difference(preset: name, change: nil, onlyLeft: true, whole: was))
            case (nil, let now?): differences.append(Difference(preset: name, change: nil, onlyLeft: false, whole: now))
            case (nil, nil): break
            }
        }
        return differences
    }

    /// The lines: `maxHeight: 300 → 320` for one preset a side; for documents, `preset hero:`
    /// and its keys indented, or `preset hero: only in A.json`.
    static func text(_ differences: [Difference], single: Bool, left: String, right: String) -> String {
        var text = ""
        var heading: String?
        for difference in differences {
            let name = VisibleText.escaped(difference.preset, keeping: VisibleText.none)
            guard let change = difference.change else {
                let side = VisibleText.escaped(difference.onlyLeft ? left : right, keeping: VisibleText.none)
                text += "preset \(name): only in \(side)\n"
                heading = nil
                continue
            }
            let line = VisibleText.escaped(change.reviewText, keeping: VisibleText.none)
            if single {
                text += line + "\n"
                continue
            }
            if heading != difference.preset {
                text += "preset \(name):\n"
                heading = difference.preset
            }
            text += "  " + line + "\n"
        }
        return text
    }

    /// `{"same": false, "changes": [{"preset": "hero", "key": "maxHeight", "before": "300", "after": "320"}]}`.
    static func json(_ differences: [Difference]) -> JSONValue {
        .fields([
            "same": .bool(differences.isEmpty),
            "changes": .array(
                differences.map { difference in
                    guard let change = difference.change else {
                        let presence: JSONValue = difference.whole.map(JSONValue.preset) ?? .null
                        return .fields([
                            "preset": .string(difference.preset), "key": .null,
                            "before": difference.onlyLeft ? presence : .null,
                            "after": difference.onlyLeft ? .null : presence,
                        ])
                    }
                    return .fields([
                        "preset": .string(difference.preset), "key": .string(change.path),
                        "before": .string(change.before), "after": .string(change.after),
                    ])
                }),
        ])
    }
}
