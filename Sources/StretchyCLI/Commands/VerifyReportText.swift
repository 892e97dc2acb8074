import HeaderGeometry
import PresetService
import SafeText
import StrictJSON
import ValueText

/// How `verify` writes its report: a table for people, or one JSON object.
enum VerifyReportText {
    /// `checked N samples against NAME ...`, then either `ok: ...` or a table of the worst
    /// deviation of each kind and a closing line saying how the app deviates.
    static func writeTable(_ report: TraceReport, to output: OutputBuffer) {
        output.write(summary(report) + "\n")
        if let recorded = report.tracePreset, recorded != report.preset.name {
            output.write("note: the trace says it was recorded for \(VisibleText.escaped(MessageText.quoted(recorded)))\n")
        }
        for line in layerLines(report) { output.write(line + "\n") }
        guard report.deviates else {
            output.write("ok: every sample is within the tolerance\n")
            return
        }
        var table = TableWriter(titles: ["deviation", "samples", "line", "t", "offset", "expected", "recorded", "difference"])
        for deviation in report.deviations {
            table.append(
                [deviation.kind.name, String(deviation.count), String(deviation.line)]
                    + [deviation.time, deviation.offset, deviation.expected, deviation.recorded, deviation.difference]
                    .map(NumberText.human))
        }
        table.write(to: output)
        if let listed = report.listed {
            output.write("every deviating sample:\n")
            var every = TableWriter(titles: ["line", "t", "offset", "deviation", "expected", "recorded", "difference"])
            every.reserveCapacity(rows: listed.count, bytes: listed.count * 48)
            for deviation in listed {
                every.append(
                    [
                        String(deviation.line), NumberText.human(deviation.time), NumberText.human(deviation.offset),
                        deviation.kind.name,
                    ]
                        + [deviation.expected, deviation.recorded, deviation.difference].map(NumberText.human))
            }
            every.write(to: output)
            if report.unlisted > 0 {
                output.write(
                    "and \(DocumentSource.count(report.unlisted, "more deviation")) not listed: --all lists the first \(TraceReport.listLimit)\n")
            }
        }
        let kinds = report.deviations.count
        output.write("the app deviates from \(report.preset.name) in \(kinds) \(kinds == 1 ? "way" : "ways")\n")
    }

    /// What was and was not compared with the preset's tracks: a line each for the layers
    /// checked, the tracked layers never recorded, and the recorded layers with no track (with a
    /// did-you-mean), each only when it names any.
    static func layerLines(_ report: TraceReport) -> [String] {
        let layers = report.layers, name = report.preset.name
        var lines: [String] = []
        if !layers.checked.isEmpty {
            lines.append("layers checked against tracks: " + names(layers.checked))
        }
        if !layers.notRecorded.isEmpty {
            lines.append("not checked: layers tracked by \(name) but not recorded: " + names(layers.notRecorded))
        }
        if !layers.untracked.isEmpty {
            let listed = layers.untracked.map { untracked in
                VisibleText.escaped(untracked.layer)
                    + (untracked.suggestion.map { " (did you mean \(VisibleText.escaped(MessageText.quoted($0)))?)" } ?? "")
            }
            lines.append(
                "not checked: layers recorded but not tracked by \(name), compared with resting values: "
                    + listed.joined(separator: ", ") + (layers.moreRecorded ? ", and more" : ""))
        }
        return lines
    }

    private static func names(_ layers: [String]) -> String {
        layers.map { VisibleText.escaped($0) }.joined(separator: ", ")
    }

    /// `checked 1200 samples against sticky-utah (3 rests), tolerance 0.5 pt`.
    static func summary(_ report: TraceReport) -> String {
        let samples = DocumentSource.count(report.samplesChecked, "sample")
        let rests = DocumentSource.count(report.restsChecked, "rest")
        return "checked \(samples) against \(report.preset.name) (\(rests)), tolerance \(NumberText.human(report.tolerance)) pt"
    }

    /// `{"preset", "trace", "tracePreset", "tolerance", "samples", "rests", "ok", "deviations",
    /// "layersChecked", "layersNotRecorded", "layersUntracked"}`, and with `--all`
    /// `"deviatingSamples"` and `"deviatingSamplesNotListed"`.
    static func json(_ report: TraceReport, source: String) -> JSONValue {
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
            if let release = deviation.release {
                members.append(
                    .init(
                        key: "release",
                        value: .fields([
                            "line": .integer(release.line), "offset": .number(release.offset),
                            "velocity": .number(release.velocity),
                        ])))
            }
            return .object(members)
        }
        let layers = report.layers
        var fields: [JSONValue.Member] = [
            .init(key: "preset", value: .string(report.preset.name)),
            .init(key: "trace", value: .string(source)),
            .init(key: "tracePreset", value: report.tracePreset.map(JSONValue.string) ?? .null),
            .init(key: "tolerance", value: .number(report.tolerance)),
            .init(key: "samples", value: .integer(report.samplesChecked)),
            .init(key: "rests", value: .integer(report.restsChecked)),
            .init(key: "ok", value: .bool(!report.deviates)),
            .init(key: "deviations", value: .array(report.deviations.map { object($0, count: true) })),
            .init(key: "layersChecked", value: .array(layers.checked.map(JSONValue.string))),
            .init(key: "layersNotRecorded", value: .array(layers.notRecorded.map(JSONValue.string))),
            .init(
                key: "layersUntracked",
                value: .array(
                    layers.untracked.map {
                        .fields(["layer": .string($0.layer), "didYouMean": $0.suggestion.map(JSONValue.string) ?? .null])
                    })),
        ]
        if let listed = report.listed {
            fields.append(.init(key: "deviatingSamples", value: .array(listed.map { object($0, count: false) })))
            fields.append(.init(key: "deviatingSamplesNotListed", value: .integer(report.unlisted)))
        }
        return .object(fields)
    }
}
