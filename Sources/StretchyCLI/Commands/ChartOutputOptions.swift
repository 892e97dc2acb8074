import TextChart

/// Where a chart goes and how big and in which form it is, for `chart` and `simulate` alike:
/// `--output`, `--format` (checked against the file name), `--width`, `--height`, `--ascii`,
/// `--color`.
struct ChartOutputOptions: Equatable {
    /// The size used when none is given and standard output is not a terminal (or for SVG).
    static let fallbackSize = TerminalSize(columns: 80, rows: 24)
    /// The largest `--width` or `--height` accepted: enough for any screen, small enough to render.
    static let maximumSize = 1000

    /// The format: `text` or `svg` for a chart, or a record format (`simulate`'s
    /// `table|json|csv`).
    var format: String
    /// The file to write, or `nil` for standard output.
    var outputPath: String?
    /// The whole chart's size in columns and lines.
    var size: TerminalSize
    /// Whether `--width` or `--height` was given (for the too-small hint).
    var sizeGiven: Bool
    /// Braille or ASCII.
    var style: ChartStyle
    /// Whether the text gets ANSI colour codes.
    var color: Bool

    /// Reads the options; `formats` are the command's `--format` values, the first the default.
    init(_ arguments: ChartOutputArguments, environment: CLIEnvironment, formats: [String]) throws(UsageError) {
        outputPath = arguments.outputPath.flatMap { $0 == "-" ? nil : $0 }
        format = try OutputFileFormat.resolve(path: outputPath, given: arguments.format, formats: formats)
        // ASCII on a terminal whose locale does not promise UTF-8 (a file gets UTF-8 as always).
        style = arguments.ascii || (outputPath == nil && !environment.drawsBraille) ? .ascii : .braille

        // The terminal's size only for text drawn on it: one line less, for the prompt.
        let toTerminal = outputPath == nil && environment.terminal.isTerminal(.output)
        let screen = toTerminal && format == "text" ? environment.terminal.size() : nil
        // Text on standard output that is not a terminal (`chart | less`) is COLUMNS wide when
        // that is set; a terminal on another stream does not count (`chart > file` stays 80).
        let piped =
            outputPath == nil && format == "text" && !toTerminal
            ? environment.variables["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } : nil
        let width = try Self.dimension("width", arguments.width, default: screen?.columns ?? piped)
        let height = try Self.dimension("height", arguments.height, default: screen.map { $0.rows - 1 })
        size = TerminalSize(columns: width, rows: height)
        sizeGiven = arguments.width != nil || arguments.height != nil

        switch environment.colorMode {
        case .always: color = format == "text"
        case .never: color = false
        case .auto: color = format == "text" && outputPath == nil && environment.usesColor(.auto)
        }
    }

    /// The text rendering options of this size, style and colour.
    var renderOptions: TextRenderOptions {
        TextRenderOptions(width: size.columns, height: size.rows, style: style, color: color)
    }

    /// `--width` or `--height`, else the terminal's (at least 1; the width from COLUMNS when the
    /// text is piped), else 80 × 24; at most 1000.
    private static func dimension(_ long: String, _ given: Int?, default screen: Int?) throws(UsageError) -> Int {
        guard let given else {
            let fallback = long == "width" ? fallbackSize.columns : fallbackSize.rows
            return screen.map { max($0, 1) } ?? fallback
        }
        guard given <= maximumSize else {
            throw UsageError("--\(long) \(given) is too large; the most is \(maximumSize)")
        }
        return given
    }

    /// Renders `chart` as text or SVG; a size too small is a usage error naming the smallest
    /// size that renders.
    func render(_ chart: Chart) throws(UsageError) -> String {
        let options = renderOptions
        do {
            return format == "svg" ? try chart.renderSVG(options: options) : try chart.render(options: options)
        } catch {
            throw tooSmall(chart)
        }
    }

    /// "this chart needs at least W columns and H lines", with the smallest size that renders.
    func tooSmall(_ chart: Chart) -> UsageError {
        // The minimum found at one size can grow at the next (a narrower legend wraps onto more
        // lines, a label left out needs a note line); retry at the reported minimum.
        var probe = renderOptions
        var needed = (columns: Chart.minimumWidth, lines: 0)
        for _ in 0..<6 {
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
        let size = "\(size.columns)×\(size.rows)"
        let hint =
            sizeGiven
            ? "use a larger --width or --height"
            : "the terminal is too small; make it larger or pass --width and --height"
        return UsageError(
            "chart size \(size) is too small: this chart needs at least \(needed.columns) columns "
                + "and \(needed.lines) lines", hint: hint)
    }

    /// Writes `bytes` to `--output` (whole or not at all) or to standard output.
    func write(_ bytes: [UInt8], _ environment: CLIEnvironment) throws {
        if let outputPath {
            try environment.writeOutput(bytes, to: outputPath)
        } else {
            environment.output.write(bytes: bytes)
        }
    }
}
