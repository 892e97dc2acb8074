import HeaderGeometry
import PresetFormat
import PresetService
import StrictJSON
import ValueText

/// `stretchy fit TRACE|- [--create NAME] [--accessory-height PT] [--tolerance PT] [--format table|json]`: the preset that
/// best explains a trace recorded in any app (docs/traces.md#fit).
public struct FitCommand: StretchyCommand {
    static let trace = CommandArgument.required("trace", kind: .path, help: "The trace file, or '-' for standard input.")
    static let create = CommandOption.text(
        "create", value: "name", help: "Also store the fitted preset under this new name (one revision).")
    static let accessoryHeight = CommandOption.number(
        "accessory-height", value: "pt",
        help: "The strip's height, which a trace with accessoryTop does not show; --create needs it then.")
    static let tolerance = CommandOption.number(
        "tolerance", value: "pt", default: HeaderTraceCheck.defaultTolerance,
        help: "How far a sample may be from the fitted preset before it does not fit, in points.")
    static let format = GlobalOptions.format([.table, .json])

    public static let spec = CommandSpec(
        name: "fit",
        abstract: "Find the preset that best explains a recorded trace.",
        discussion: """
            Reads a trace (the format verify reads, docs/traces.md) of any header, made with \
            Stretchy or not, and prints the preset that explains it as KEY=VALUE lines that \
            create and edit take: maxHeight and damping from the pull, collapse from whether \
            the header shrinks or moves up, minHeight from the samples past the collapse, and, \
            from each release followed by a rest, snap.mode, snap.positions, snap.policy and \
            the fling. When samples carry accessoryTop, accessory.offset from where the strip \
            rides with the content and accessory.behavior from where it stays past the pin; \
            the strip's height does not show in its top, so --accessory-height gives it. Lines \
            starting with '#' say which keys the trace cannot determine and why (a trace that \
            never scrolls past the collapse does not give minHeight), the largest remaining \
            deviation of height, top, accessoryTop and rest, and the lines of the samples the \
            preset does not explain.

            Exits 0 when every sample is within the tolerance of the fitted preset and 1 when \
            some are not; a malformed or empty trace exits 65 naming the line, a file that does \
            not exist 66. With --create the preset is stored as a new preset with one revision \
            (keys the trace does not determine keep their defaults); a name that is taken or \
            invalid exits 65 and changes nothing, as does a trace with accessoryTop and no \
            --accessory-height (exit 64). A file is read twice as it streams; standard \
            input is held in memory.
            """,
        arguments: [trace.spec],
        options: [create.spec, accessoryHeight.spec, tolerance.spec, format.spec],
        examples: [
            CommandExample("The preset that explains a trace.", "stretchy fit app-trace.jsonl"),
            CommandExample("Store it as a new preset.", "stretchy fit app-trace.jsonl --create my-header"),
        ])

    /// The keys a fit prints, in order.
    static let keys = [
        "maxHeight", "minHeight", "collapse", "damping", "accessory.height", "accessory.offset", "accessory.behavior", "snap.mode", "snap.positions",
        "snap.policy", "motion.fling",
        "motion.decelerationRate",
    ]

    /// The trace's path, `-` for standard input.
    var path: String
    /// The name to store the preset under, if any.
    var createName: String?
    /// The strip's height, when given.
    var accessoryHeight: Double?
    /// How far a length may be off, in points.
    var tolerance: Double
    /// The report's format.
    var format: OutputFormat

    public init(_ parsed: ParsedCommand) {
        path = parsed[Self.trace]
        createName = parsed[Self.create]
        accessoryHeight = parsed[Self.accessoryHeight]
        tolerance = parsed[Self.tolerance]
        format = parsed[Self.format]
    }

    /// Prints the fitted preset and what remains; stores it with `--create`. Exits 0 when every
    /// sample fits, 1 when some do not, 65 for a malformed trace or a name that cannot be used,
    /// 66 for a file that does not exist.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        guard tolerance >= 0 else {
            throw UsageError("--tolerance must not be negative (got \(NumberText.shortest(tolerance)))")
        }
        let source = DocumentSource.name(of: path)
        let input = try TraceSource(path: path, environment: environment)
        let report = try PresetLibrary.fit(
            trace: input.open, source: source,
            name: createName ?? "fitted", tolerance: tolerance, accessoryHeight: accessoryHeight)
        if let accessoryHeight {
            guard report.fit.accessory != nil else {
                throw UsageError("--accessory-height is for a trace whose samples carry accessoryTop, and \(source) has none")
            }
            let range = 0...HeaderAccessory.heightLimit
            guard accessoryHeight > 0, range.contains(accessoryHeight) else {
                throw ServiceError(
                    .invalidData,
                    "--accessory-height \(NumberText.human(accessoryHeight)) is outside the strip's heights (more than 0, at most \(NumberText.human(range.upperBound)))"
                )
            }
        }
        if let createName {
            // The strip's height never shows in a trace: it is the user's to give (docs/traces.md#fit).
            if report.fit.accessory != nil, accessoryHeight == nil {
                throw UsageError(
                    "--create needs --accessory-height: \(source) records the strip's top (accessoryTop), which does not show its height")
            }
            guard report.fit.determines("maxHeight"), report.fit.determines("minHeight") else {
                let missing = report.fit.gaps.first { $0.key == "maxHeight" || $0.key == "minHeight" }
                throw ServiceError(
                    .invalidData,
                    "\(source) does not determine \(missing?.key ?? "minHeight"): \(missing?.reason ?? ""); \(MessageText.quoted(createName)) not created"
                )
            }
            try environment.library().createFitted(report.fit.preset)
        }
        if format == .json {
            JSONWriter.write(Self.json(report, source: source, created: createName), to: environment.output)
        } else {
            for line in Self.lines(report, source: source, created: createName) { environment.output.write(line + "\n") }
        }
        return report.fits ? .success : .differs
    }

    /// `KEY=VALUE` for each key the trace determines, in ``keys`` order, and
    /// `accessory.height` when the user gave it.
    static func keyLines(_ fit: PresetFit) -> [String] {
        let preset = fit.explaining
        let given = fit.preset.accessory != nil ? ["accessory.height"] : []
        return keys.filter { fit.determines($0) || given.contains($0) }.compactMap { key in
            FormatKey.all.first { $0.path == key }?.text(in: preset).map { "\(key)=\($0)" }
        }
    }

    /// The lines of the samples listed as not fitting, each once (a sample off in height and top
    /// is listed for both), in trace order.
    static func misfitLines(_ report: TraceFitReport) -> [Int] {
        var lines: [Int] = []
        for deviation in report.listed where lines.last != deviation.line { lines.append(deviation.line) }
        return lines
    }

    /// The table output: the key lines, then `#` lines for the rest.
    static func lines(_ report: TraceFitReport, source: String, created: String?) -> [String] {
        var lines = [
            "# fitted to \(DocumentSource.count(report.samples, "sample")) (\(DocumentSource.count(report.rests, "rest"))) of \(source)"
        ]
        lines += keyLines(report.fit)
        for gap in report.fit.gaps { lines.append("# not determined: \(gap.key): \(gap.reason)") }
        let kinds: [TraceDeviationKind] =
            [.height, .top] + (report.fit.accessory != nil ? [.accessoryTop] : []) + (report.rests > 0 ? [.rest] : [])
        let largest = kinds.map { kind in
            let deviation = report.largest.first { $0.kind == kind }
            return "\(kind.name) \(NumberText.human(abs(deviation?.difference ?? 0))) pt"
                + (deviation.map { " (line \($0.line), offset \(NumberText.human($0.offset)))" } ?? "")
        }
        lines.append("# largest deviation: " + largest.joined(separator: ", "))
        if report.fits {
            lines.append("# every sample is within \(NumberText.human(report.tolerance)) pt of the fitted preset")
        } else {
            for misfit in report.misfits {
                lines.append(
                    "# does not fit: \(DocumentSource.count(misfit.count, "sample")) in \(misfit.kind.name), worst at line \(misfit.line)"
                        + " (offset \(NumberText.human(misfit.offset)): \(NumberText.human(misfit.recorded)) for \(NumberText.human(misfit.expected)))"
                )
            }
            let listed = misfitLines(report).map(String.init).joined(separator: ", ")
            lines.append("# lines that do not fit: \(listed)" + (report.unlisted > 0 ? ", and \(report.unlisted) more" : ""))
        }
        if let created { lines.append("# created \(MessageText.quoted(created))") }
        return lines
    }

    /// `{"trace", "samples", "rests", "preset", "keys", "undetermined", "largest", "ok",
    /// "misfits", "misfitLines", "created"}`.
    static func json(_ report: TraceFitReport, source: String, created: String?) -> JSONValue {
        func deviation(_ deviation: TraceDeviation) -> JSONValue {
            .object([
                .init(key: "kind", value: .string(deviation.kind.name)),
                .init(key: "count", value: .integer(deviation.count)),
                .init(key: "line", value: .integer(deviation.line)),
                .init(key: "offset", value: .number(deviation.offset)),
                .init(key: "expected", value: .number(deviation.expected)),
                .init(key: "recorded", value: .number(deviation.recorded)),
                .init(key: "difference", value: .number(deviation.difference)),
            ])
        }
        let keys = keyLines(report.fit).map { line -> JSONValue.Member in
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            return .init(key: parts[0], value: .string(parts.count > 1 ? parts[1] : ""))
        }
        return .object([
            .init(key: "trace", value: .string(source)),
            .init(key: "samples", value: .integer(report.samples)),
            .init(key: "rests", value: .integer(report.rests)),
            .init(key: "preset", value: .preset(report.fit.preset)),
            .init(key: "keys", value: .object(keys)),
            .init(
                key: "undetermined",
                value: .array(report.fit.gaps.map { .fields(["key": .string($0.key), "reason": .string($0.reason)]) })),
            .init(key: "largest", value: .array(report.largest.map(deviation))),
            .init(key: "ok", value: .bool(report.fits)),
            .init(key: "misfits", value: .array(report.misfits.map(deviation))),
            .init(key: "misfitLines", value: .array(misfitLines(report).map { .integer($0) })),
            .init(key: "created", value: created.map(JSONValue.string) ?? .null),
        ])
    }
}
