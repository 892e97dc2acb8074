import HeaderGeometry
import PresetService
import TextChart

/// `stretchy chart NAME [NAME ...]`: the presets' curves against the scroll offset, as Braille or
/// ASCII text, or as a standalone SVG.
public enum ChartCommand {
    /// Draws the named presets' series at the requested size to standard output or `--output`.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        let request = try ChartRequest(command: command, environment: environment)
        let library = try environment.library(for: command)
        var presets: [HeaderPreset] = []
        for name in request.names { presets.append(try library.preset(named: name)) }
        if let problem = TrackSeries.problem(request.tracks, in: presets) {
            throw UsageError(problem.message, hint: problem.hint)
        }
        let text = try render(presets, request)
        try request.output.write(Array(text.utf8), environment)
        return .success
    }

    /// The chart of `presets` as `request` asks: text of exactly its size, or SVG.
    static func render(_ presets: [HeaderPreset], _ request: ChartRequest) throws(UsageError) -> String {
        // Two samples per column: one per Braille dot column, so steps and corners stay sharp.
        let chart = HeaderChartBuilder.chart(for: presets, series: request.series, tracks: request.tracks, from: request.from,
                                             to: request.to, samples: 2 * request.size.columns)
        return try request.output.render(chart)
    }
}
