import HeaderGeometry
import PresetService
import SafeText
import StrictJSON
import ValueText

/// How `verify --against` writes its report: as `verify`'s, with the old recording in place of
/// the preset (docs/traces.md#comparing-two-recordings).
extension VerifyReportText {
    /// `compared N samples of NEW with OLD ...`, then `ok: ...` or the table of the worst
    /// deviation of each kind and a closing line.
    static func writeTable(_ report: TraceComparisonReport, to output: OutputBuffer) {
        output.write(summary(report) + "\n")
        guard report.deviates else {
            output.write("ok: every sample is within the tolerance of the old recording\n")
            return
        }
        var table = TableWriter(titles: ["deviation", "samples", "line", "t", "offset", "old", "new", "difference"])
        for deviation in report.deviations {
            table.append(
                [deviation.kind.name, String(deviation.count), String(deviation.line)]
                    + [deviation.time, deviation.offset, deviation.expected, deviation.recorded, deviation.difference]
                    .map(NumberText.human))
        }
        table.write(to: output)
        if let listed = report.listed {
            output.write("every deviating sample:\n")
            var every = TableWriter(titles: ["line", "t", "offset", "deviation", "old", "new", "difference"])
            for deviation in listed {
                every.append(
                    [String(deviation.line), NumberText.human(deviation.time), NumberText.human(deviation.offset), deviation.kind.name]
                        + [deviation.expected, deviation.recorded, deviation.difference].map(NumberText.human))
            }
            every.write(to: output)
            if report.unlisted > 0 {
                output.write(
                    "and \(DocumentSource.count(report.unlisted, "more deviation")) not listed: --all lists the first \(TraceReport.listLimit)\n")
            }
        }
        let kinds = report.deviations.count
        output.write(
            "\(VisibleText.escaped(report.newSource)) deviates from \(VisibleText.escaped(report.oldSource)) in \(kinds) \(kinds == 1 ? "way" : "ways")\n"
        )
    }

    /// `compared 1200 samples of new.jsonl with old.jsonl (3 rests; 40 outside its offsets), tolerance 0.5 pt`.
    static func summary(_ report: TraceComparisonReport) -> String {
        let samples = DocumentSource.count(report.samplesCompared, "sample")
        var counts = DocumentSource.count(report.restsCompared, "rest")
        if report.outside > 0 { counts += "; \(report.outside) outside its offsets, not compared" }
        return "compared \(samples) of \(VisibleText.escaped(report.newSource)) with \(VisibleText.escaped(report.oldSource))"
            + " (\(counts)), tolerance \(NumberText.human(report.tolerance)) pt"
    }

    /// `{"old", "new", "tolerance", "samples", "outside", "rests", "ok", "deviations"}` (each
    /// deviation's `expected` is the old recording's value), and with `--all`
    /// `"deviatingSamples"` and `"deviatingSamplesNotListed"`.
    static func json(_ report: TraceComparisonReport) -> JSONValue {
        func object(_ deviation: TraceDeviation, count: Bool) -> JSONValue {
            var members: [JSONValue.Member] = [.init(key: "kind", value: .string(deviation.kind.name))]
            if count { members.append(.init(key: "count", value: .integer(deviation.count))) }
            members += [
                .init(key: "line", value: .integer(deviation.line)),
                .init(key: "t", value: .number(deviation.time)),
                .init(key: "offset", value: .number(deviation.offset)),
                .init(key: "expected", value: .number(deviation.expected)),
                .init(key: "recorded", value: .number(deviation.recorded)),
                .init(key: "difference", value: .number(deviation.difference)),
            ]
            return .object(members)
        }
        var fields: [JSONValue.Member] = [
            .init(key: "old", value: .string(report.oldSource)),
            .init(key: "new", value: .string(report.newSource)),
            .init(key: "tolerance", value: .number(report.tolerance)),
            .init(key: "samples", value: .integer(report.samplesCompared)),
            .init(key: "outside", value: .integer(report.outside)),
            .init(key: "rests", value: .integer(report.restsCompared)),
            .init(key: "ok", value: .bool(!report.deviates)),
            .init(key: "deviations", value: .array(report.deviations.map { object($0, count: true) })),
        ]
        if let listed = report.listed {
            fields.append(.init(key: "deviatingSamples", value: .array(listed.map { object($0, count: false) })))
            fields.append(.init(key: "deviatingSamplesNotListed", value: .integer(report.unlisted)))
        }
        return .object(fields)
    }
}
