import HeaderGeometry
import PresetService
import SafeText

/// How `verify` writes its report: a table for people, or one JSON object.
enum VerifyReportText {
    /// `checked N samples against NAME ...`, then either `ok: ...` or a table of the worst
    /// deviation of each kind and a closing line saying how the app deviates.
    static func writeTable(_ report: TraceReport, to output: OutputBuffer) {
        output.write(summary(report) + "\n")
        if let recorded = report.tracePreset, recorded != report.preset.name {
            output.write("note: the trace says it was recorded for \(VisibleText.escaped(MessageText.quoted(recorded)))\n")
        }
        guard report.deviates else {
            output.write("ok: every sample is within the tolerance\n")
            return
        }
        var table = TableWriter(titles: ["deviation", "samples", "line", "t", "offset", "expected", "recorded", "difference"])
        for deviation in report.deviations {
            table.append([deviation.kind.name, String(deviation.count), String(deviation.line)]
                + [deviation.time, deviation.offset, deviation.expected, deviation.recorded, deviation.difference]
                .map(NumberText.human))
        }
        table.write(to: output)
        let kinds = report.deviations.count
        output.write("the app deviates from \(report.preset.name) in \(kinds) \(kinds == 1 ? "way" : "ways")\n")
    }

    /// `checked 1200 samples against sticky-utah (3 rests), tolerance 0.5 pt`.
    static func summary(_ report: TraceReport) -> String {
        let samples = DocumentSource.count(report.samplesChecked, "sample")
        let rests = DocumentSource.count(report.restsChecked, "rest")
        return "checked \(samples) against \(report.preset.name) (\(rests)), tolerance \(NumberText.human(report.tolerance)) pt"
    }

    /// `{"preset", "trace", "tracePreset", "tolerance", "samples", "rests", "ok", "deviations"}`.
    static func json(_ report: TraceReport, source: String) -> JSONValue {
        let deviations = report.deviations.map { deviation -> JSONValue in
            var members: [JSONValue.Member] = [
                .init(key: "kind", value: .string(deviation.kind.name)),
                .init(key: "count", value: .integer(deviation.count)),
                .init(key: "line", value: .integer(deviation.line)),
                .init(key: "t", value: .number(deviation.time)),
                .init(key: "offset", value: .number(deviation.offset)),
                .init(key: "expected", value: .number(deviation.expected)),
                .init(key: "recorded", value: .number(deviation.recorded)),
                .init(key: "difference", value: .number(deviation.difference)),
            ]
            if let release = deviation.release {
                members.append(.init(key: "release", value: .fields([
                    "line": .integer(release.line), "offset": .number(release.offset),
                    "velocity": .number(release.velocity),
                ])))
            }
            return .object(members)
        }
        return .fields([
            "preset": .string(report.preset.name),
            "trace": .string(source),
            "tracePreset": report.tracePreset.map(JSONValue.string) ?? .null,
            "tolerance": .number(report.tolerance),
            "samples": .integer(report.samplesChecked),
            "rests": .integer(report.restsChecked),
            "ok": .bool(!report.deviates),
            "deviations": .array(deviations),
        ])
    }
}
