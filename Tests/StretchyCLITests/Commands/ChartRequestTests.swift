import PresetService
import TestKit
import Testing

@testable import StretchyCLI

/// What `stretchy chart` makes of its command line and environment, before any database.
struct ChartRequestTests {
    /// The request for `stretchy chart arguments…` with `terminal` and `variables`.
    private func request(
        _ arguments: [String], terminal: FixedTerminal = FixedTerminal(),
        variables: [String: String] = [:]
    ) throws -> ChartRequest {
        guard case .run(let command) = try CommandLineParser().parse(["chart"] + arguments) else {
            throw UsageError("not a command")
        }
        let (environment, _, _) = CLIEnvironment.inMemory(arguments: [], variables: variables, terminal: terminal)
        return try ChartRequest(ChartCommand(command), environment: environment.applying(command))
    }

    /// The usage error `stretchy chart arguments…` reports, as its one line.
    private func failure(_ arguments: [String]) throws -> String? {
        do {
            _ = try request(arguments)
            return nil
        } catch let error as UsageError {
            return error.hint.map { "\(error.message); \($0)" } ?? error.message
        }
    }

    func testNamesAndSeriesKeepTheirOrderOnceEach() throws {
        let r = try request(["b", "a", "b", "--series", "progress,height", "--series", "progress"])
        expectEqual(r.names, ["b", "a"])
        expectEqual(r.series, [.progress, .height])
        try expectEqual(request(["a"]).series, [.visible])
    }

    struct SizeCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var terminals: Set<StandardStream>
        var expected: TerminalSize
        var testDescription: String { "\(arguments) on \(terminals.map(\.self))" }
    }

    static let sizeCases: [SizeCase] = [
        // Not a terminal: 80 × 24 whatever the terminal would measure.
        SizeCase(arguments: ["a"], terminals: [], expected: TerminalSize(columns: 80, rows: 24)),
        // stderr alone on a terminal does not count: stdout goes to a file (or a pipe, which COLUMNS sizes).
        SizeCase(arguments: ["a"], terminals: [.error, .input], expected: TerminalSize(columns: 80, rows: 24)),
        // On a 132 × 43 terminal: all its columns, its lines less one for the prompt.
        SizeCase(arguments: ["a"], terminals: [.output], expected: TerminalSize(columns: 132, rows: 42)),
        SizeCase(arguments: ["a", "--width", "70"], terminals: [.output], expected: TerminalSize(columns: 70, rows: 42)),
        SizeCase(arguments: ["a", "--height", "30"], terminals: [], expected: TerminalSize(columns: 80, rows: 30)),
        // Written to a file or as SVG: the stable size, not the terminal's.
        SizeCase(arguments: ["a", "--output", "x.txt"], terminals: [.output], expected: TerminalSize(columns: 80, rows: 24)),
        SizeCase(arguments: ["a", "--format", "svg"], terminals: [.output], expected: TerminalSize(columns: 80, rows: 24)),
        SizeCase(
            arguments: ["a", "--width", "1000", "--height", "1000"], terminals: [],
            expected: TerminalSize(columns: 1000, rows: 1000)),
    ]

    func testSize() throws {
        for c in Self.sizeCases {
            try TestRow.$current.withValue(String(describing: c)) { try self.size(c) }
        }
    }

    func size(_ c: SizeCase) throws {
        let terminal = FixedTerminal(terminals: c.terminals, size: TerminalSize(columns: 132, rows: 43))
        try expectEqual(request(c.arguments, terminal: terminal).size, c.expected)
    }

    struct ColorCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var terminal: Bool
        var noColor: String?
        var expected: Bool
        var testDescription: String { "\(arguments) terminal \(terminal) NO_COLOR \(noColor ?? "unset")" }
    }

    static let colorCases: [ColorCase] = [
        ColorCase(arguments: [], terminal: true, noColor: nil, expected: true),
        ColorCase(arguments: [], terminal: true, noColor: "1", expected: false),
        // An empty NO_COLOR counts as unset (no-color.org).
        ColorCase(arguments: [], terminal: true, noColor: "", expected: true),
        ColorCase(arguments: [], terminal: false, noColor: nil, expected: false),
        ColorCase(arguments: ["--color", "auto"], terminal: false, noColor: "1", expected: false),
        ColorCase(arguments: ["--color", "never"], terminal: true, noColor: nil, expected: false),
        ColorCase(arguments: ["--color", "always"], terminal: false, noColor: "1", expected: true),
        // A file named by --output is no terminal, even when stdout is one.
        ColorCase(arguments: ["--output", "chart.txt"], terminal: true, noColor: nil, expected: false),
        ColorCase(arguments: ["--output", "chart.txt", "--color", "always"], terminal: false, noColor: nil, expected: true),
        // SVG has its own colours, never escape codes.
        ColorCase(arguments: ["--format", "svg", "--color", "always"], terminal: true, noColor: nil, expected: false),
    ]

    func testColor() throws {
        for c in Self.colorCases {
            try TestRow.$current.withValue(String(describing: c)) { try self.color(c) }
        }
    }

    func color(_ c: ColorCase) throws {
        let terminal = FixedTerminal(terminals: c.terminal ? Set(StandardStream.allCases) : [])
        let variables = c.noColor.map { ["NO_COLOR": $0] } ?? [:]
        try expectEqual(request(["a"] + c.arguments, terminal: terminal, variables: variables).color, c.expected)
    }

    func testFormatAndOutput() throws {
        try expectEqual(request(["a"]).format, .text)
        try expectEqual(request(["a"]).outputPath, nil)
        try expectEqual(request(["a", "--output", "-"]).outputPath, nil)
        try expectEqual(request(["a", "-o", "utah.svg"]).format, .svg)
        try expectEqual(request(["a", "-o", "UTAH.SVG"]).format, .svg)
        // A name that says one format and --format another is refused, as is a format stretchy
        // cannot write.
        expect(
            throws: UsageError(
                "--format text contradicts the file name 'utah.svg', which says svg",
                hint: "drop --format, or name the file for text")
        ) {
            try request(["a", "-o", "utah.svg", "--format", "text"])
        }
        expect(
            throws: UsageError(
                "cannot write 'utah.png': stretchy does not write .png files",
                hint: "name the file .txt, .svg")
        ) {
            try request(["a", "-o", "utah.png"])
        }
        try expectEqual(request(["a", "-o", "utah.svg", "--format", "svg"]).format, .svg)
        try expectEqual(request(["a", "-o", "chart", "--format", "svg"]).format, .svg)
        try expectEqual(request(["a", "-o", "utah.txt"]).format, .text)
        try expectEqual(request(["a", "--format", "svg"]).outputPath, nil)
        try expectEqual(request(["a", "--ascii"]).style, .ascii)
        try expectEqual(request(["a"]).style, .braille)
    }

    func testOffsets() throws {
        let r = try request(["a", "--from", "-200", "--to", "300"])
        expect(r.from == -200 && r.to == 300)
        let open = try request(["a", "--to", "50"])
        expect(open.from == nil && open.to == 50)
        try expectEqual(request(["a", "--from", "-1000000", "--to", "1000000"]).to, 1_000_000)
        try expectEqual(request(["a", "--from", "0", "--to", "0.01"]).to, 0.01)
    }

    static let errorCases: [([String], String)] = [
        (
            ["a", "--from", "300", "--to", "-150"],
            "--from 300 is greater than --to -150; did you mean --from -150 --to 300?"
        ),
        (["a", "--from", "100", "--to", "100"], "--from and --to are both 100; the chart needs a range of offsets"),
        (["a", "--from", "-0", "--to", "0"], "--from and --to are both 0; the chart needs a range of offsets"),
        (
            ["a", "--from", "0", "--to", "0.001"],
            "--from 0 and --to 0.001 are too close; the chart needs at least 0.01 pt between them"
        ),
        (["a", "--from", "-1e7"], "--from -10000000 is out of range; offsets run from -1000000 to 1000000"),
        (["a", "--to", "1000000.5"], "--to 1000000.5 is out of range; offsets run from -1000000 to 1000000"),
        (["a", "--width", "1001"], "--width 1001 is too large; the most is 1000"),
        (["a", "--height", "5000"], "--height 5000 is too large; the most is 1000"),
        (
            ["a", "b", "c", "d", "e", "f", "g"],
            "too many presets: 7 given, and a chart tells at most 6 curves apart; draw at most 6 at a time"
        ),
        (
            ["a", "b", "c", "d", "--series", "height,gap"],
            "too many curves: 4 presets × 2 length series make 8 in one panel, and a chart tells at most 6 apart; "
                + "draw fewer presets or series at a time"
        ),
    ]

    func testUsageErrors() throws {
        for (arguments, message) in Self.errorCases {
            try TestRow.$current.withValue(String(describing: (arguments, message))) { try self.usageErrors(arguments, message) }
        }
    }

    func usageErrors(_ arguments: [String], _ message: String) throws {
        try expectEqual(failure(arguments), message)
    }

    func testSixCurvesPerPanelAreFine() throws {
        try expectEqual(failure(["a", "b", "c", "d", "e", "f"]), nil)
        try expectEqual(failure(["a", "b", "c", "--series", "height,gap,progress,shadow"]), nil)
        // Progress and shadow have panels of their own: six presets still make six per panel.
        try expectEqual(failure(["a", "b", "c", "d", "e", "f", "--series", "height,progress,shadow"]), nil)
    }
}
