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
        let text = try render(presets, request)
        if let path = request.outputPath {
            try environment.writeOutput(Array(text.utf8), to: path)
        } else {
            environment.output.write(text)
        }
        return .success
    }

    /// The chart of `presets` as `request` asks: text of exactly its size, or SVG.
    static func render(_ presets: [HeaderPreset], _ request: ChartRequest) throws(UsageError) -> String {
        // Two samples per column: one per Braille dot column, so steps and corners stay sharp.
        let chart = HeaderChartBuilder.chart(for: presets, series: request.series, from: request.from,
                                             to: request.to, samples: 2 * request.size.columns)
        let options = TextRenderOptions(width: request.size.columns, height: request.size.rows,
                                        style: request.style, color: request.color)
        do {
            switch request.format {
            case .text: return try chart.render(options: options)
            case .svg: return try chart.renderSVG(options: options)
            }
        } catch {
            throw tooSmall(chart, request, options)
        }
    }

    /// "this chart needs at least W columns and H lines", with the smallest size that renders.
    static func tooSmall(_ chart: Chart, _ request: ChartRequest, _ options: TextRenderOptions) -> UsageError {
        // The minimum found at one size can grow at the next (a narrower legend wraps onto more
        // lines); retry at the reported minimum until a size renders.
        var probe = options
        var needed = (columns: Chart.minimumWidth, lines: 0)
        for _ in 0..<4 {
            do {
                _ = try chart.render(options: probe)
                break
            } catch {
                guard case let .tooSmall(minWidth, minHeight) = error else { break }
                needed = (max(needed.columns, minWidth), max(needed.lines, minHeight))
                probe.width = max(probe.width, minWidth)
                probe.height = max(probe.height, minHeight)
            }
        }
        let size = "\(request.size.columns)×\(request.size.rows)"
        let hint = request.sizeGiven ? "use a larger --width or --height"
            : "the terminal is too small; make it larger or pass --width and --height"
        return UsageError("chart size \(size) is too small: this chart needs at least \(needed.columns) columns "
                          + "and \(needed.lines) lines", hint: hint)
    }
}
