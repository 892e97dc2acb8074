import Foundation
import TestKit
import Testing

#if canImport(FoundationXML)
    import FoundationXML  // XMLParser: in Foundation itself on Darwin
#endif

/// `stretchy chart` as a user runs it: the built binary, its output in files (never a terminal).
struct ChartEndToEndTests {
    /// The lines of a chart, without the final newline's empty remainder.
    static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Runs a chart that must succeed and change nothing in the database; returns its stdout.
    static func chart(
        _ arguments: [String], environment: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let sandbox = Sandbox()
        _ = try sandbox.run(["chart", "sticky-utah"])  // creates the database
        let before = sandbox.databaseBytes()
        let outcome = try sandbox.run(["chart"] + arguments, environment: environment)
        expectEqual(outcome.status, 0, "stderr: \(outcome.stderr)", sourceLocation: sourceLocation)
        expectEqual(outcome.stderr, "", sourceLocation: sourceLocation)
        expectEqual(sandbox.databaseBytes(), before, "chart changed the database", sourceLocation: sourceLocation)
        return outcome.stdout
    }

    // MARK: goldens (look at each one after regenerating: see EndToEndGolden)

    struct GoldenCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var golden: String
        var testDescription: String { golden }
    }

    static let goldenCases: [GoldenCase] = [
        // No size given and stdout is a file: 80 × 24.
        GoldenCase(arguments: ["sticky-utah"], golden: "chart-sticky-utah-braille-80x24.txt"),
        GoldenCase(arguments: ["sticky-utah", "--ascii"], golden: "chart-sticky-utah-ascii-80x24.txt"),
        GoldenCase(arguments: ["sticky-utah", "stretchy-ios18"], golden: "chart-pair-braille-80x24.txt"),
        GoldenCase(arguments: ["sticky-utah", "stretchy-ios18", "--ascii"], golden: "chart-pair-ascii-80x24.txt"),
        GoldenCase(
            arguments: ["sticky-utah", "stretchy-ios18", "--series", "height,progress", "--height", "34"],
            golden: "chart-panels-braille-80x34.txt"),
        // Three panels; the snap offsets 0 and 100 of scaling-header-snap (E 200) marked.
        GoldenCase(
            arguments: [
                "sticky-utah", "scaling-header-snap", "--series", "height", "--series", "shadow,progress",
                "--ascii", "--width", "72", "--height", "36",
            ],
            golden: "chart-panels-ascii-72x36.txt"),
        GoldenCase(
            arguments: ["sticky-utah", "stretchy-ios18", "--width", "60", "--height", "16", "--color", "always"],
            golden: "chart-pair-color-60x16.txt"),
        GoldenCase(arguments: ["sticky-utah", "--format", "svg"], golden: "chart-sticky-utah-80x24.svg"),
    ]

    func testGolden() throws {
        for c in Self.goldenCases {
            try TestRow.$current.withValue(String(describing: c)) { try self.golden(c) }
        }
    }

    func golden(_ c: GoldenCase) throws {
        try EndToEndGolden.check(try Self.chart(c.arguments), name: c.golden)
    }

    /// Facts of the default chart a header designer checks, worked out from docs/concepts.md#the-frame-in-one-table and the catalogue for
    /// sticky-utah (H 300, h 120, E 180, half the pull, shadow under 140), independent of the golden.
    func testTheDefaultAsciiChartShowsWhatADesignerLooksFor() throws {
        let text = try Self.chart(["sticky-utah", "--ascii"])
        let lines = Self.lines(text)
        expectEqual(lines.count, 24)
        expect(text.unicodeScalars.allSatisfy { $0 == "\n" || (0x20...0x7E).contains($0.value) })
        expectEqual(lines[0], "visible height (pt)")
        expect(lines.contains { $0.hasSuffix(" max 300") })
        expect(lines.contains { $0.hasSuffix(" min 120") })
        expect(lines.contains { $0.hasSuffix(" shadow < 140") })
        expect(lines.contains { $0.contains("^collapsed at 180") })
        expect(lines.contains { $0.contains("^at rest") })
        expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "offset (pt)" })
        expectEqual(lines.last, "*** sticky-utah")
        // Default range -150...250: half of 300 pulled, a quarter past E = 180 rounded to 250.
        let ticks = try require(lines.first { $0.contains("-150") })
        expect(ticks.split(separator: " ").first == "-150" && ticks.split(separator: " ").last == "250")
        // The 375 pt top of the pull (300 + 150 / 2) is above the 350 tick, 300 at the max line.
        let top = try require(lines.firstIndex { $0.contains("*") })
        let tick350 = try require(lines.firstIndex { $0.hasPrefix("350+") })
        expect(top < tick350)
        // The flat 120 pt floor stays off the frame: a plot row lies between it and the x axis.
        let floor = try require(lines.firstIndex { $0.hasSuffix(" min 120") })
        let axis = try require(lines.firstIndex { $0.contains("+-") && !$0.contains("*") && $0.hasPrefix("   +") })
        expect(floor < axis - 1)
        expect(lines[floor].contains("*"))
    }

    // MARK: size

    struct SizeCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var width: Int
        var height: Int
        var testDescription: String { "\(arguments) → \(width)×\(height)" }
    }

    static let sizeCases: [SizeCase] = [
        SizeCase(arguments: ["sticky-utah"], width: 80, height: 24),
        SizeCase(arguments: ["sticky-utah", "--width", "40", "--height", "12", "--ascii"], width: 40, height: 12),
        SizeCase(
            arguments: [
                "sticky-utah", "stretchy-ios18", "--series", "height,progress,shadow",
                "--width", "120", "--height", "40",
            ], width: 120, height: 40),
        SizeCase(
            arguments: [
                "sticky-utah", "scaling-header", "--series", "visible,gap,translation", "--ascii",
                "--width", "61", "--height", "23",
            ], width: 61, height: 23),
        SizeCase(
            arguments: [
                "scaling-header-snap", "--series", "shadow", "--width", "200", "--height", "60",
                "--from", "-20", "--to", "400",
            ], width: 200, height: 60),
        SizeCase(
            arguments: [
                "sticky-utah", "stretchy-ios18", "scaling-header", "--width", "33", "--height", "17",
                "--ascii", "--series", "height,progress",
            ], width: 33, height: 17),
    ]

    func testExactlyTheAskedSize() throws {
        for c in Self.sizeCases {
            try TestRow.$current.withValue(String(describing: c)) { try self.exactlyTheAskedSize(c) }
        }
    }

    func exactlyTheAskedSize(_ c: SizeCase) throws {
        let text = try Self.chart(c.arguments)
        expect(text.hasSuffix("\n"))
        let lines = Self.lines(text)
        expectEqual(lines.count, c.height)
        // Braille, box-drawing and ASCII characters are each one terminal column wide.
        let widest = lines.map(\.unicodeScalars.count).max() ?? 0
        expect(widest <= c.width)
        expect(!text.unicodeScalars.contains("\u{1B}"))
        if c.arguments.contains("--ascii") {
            expect(text.unicodeScalars.allSatisfy { $0 == "\n" || (0x20...0x7E).contains($0.value) })
        }
    }

    func testATooSmallSizeNamesTheMinimumThatWorks() throws {
        let sandbox = Sandbox()
        let arguments = ["chart", "sticky-utah", "stretchy-ios18", "--series", "height,progress"]
        let small = try sandbox.run(arguments + ["--width", "12", "--height", "6"])
        expectEqual(small.status, 64)
        expectEqual(small.stdout, "")
        expectEqual(Self.lines(small.stderr).count, 1)
        let message = small.stderr
        expect(message.hasPrefix("stretchy: error: chart size 12×6 is too small: this chart needs at least "))
        expect(message.hasSuffix("; use a larger --width or --height\n"))
        // The numbers named render at exactly that size.
        let numbers = message.split { !$0.isNumber }.compactMap { Int($0) }
        let (columns, lines) = (numbers[numbers.count - 2], numbers[numbers.count - 1])
        let fits = try sandbox.run(arguments + ["--width", "\(columns)", "--height", "\(lines)"])
        expectEqual(fits.status, 0, "stderr: \(fits.stderr)")
        expectEqual(Self.lines(fits.stdout).count, lines)
        let short = try sandbox.run(arguments + ["--width", "\(columns)", "--height", "\(lines - 1)"])
        expectEqual(short.status, 64)
    }

    // MARK: colour

    func testNoEscapeCodeInAFileEvenWithNoColorUnset() throws {
        for arguments in [
            ["sticky-utah"], ["sticky-utah", "stretchy-ios18", "--series", "height,progress"],
            ["sticky-utah", "--ascii", "--color", "auto"], ["sticky-utah", "--color", "never"],
        ] {
            let text = try Self.chart(arguments)
            expect(!text.unicodeScalars.contains("\u{1B}"), "\(arguments)")
        }
    }

    func testNoColorWithColorAutoMeansNone() throws {
        let text = try Self.chart(["sticky-utah", "stretchy-ios18", "--color", "auto"], environment: ["NO_COLOR": "1"])
        expect(!text.unicodeScalars.contains("\u{1B}"))
    }

    func testColorAlwaysColoursEvenAFileAndKeepsTheSize() throws {
        let text = try Self.chart(["sticky-utah", "--color", "always"], environment: ["NO_COLOR": "1"])
        expect(text.unicodeScalars.contains("\u{1B}"))
        let plain = try Self.chart(["sticky-utah"])
        expectEqual(Self.stripped(text), plain)
    }

    /// `text` without its ANSI SGR sequences (`ESC [ … m`).
    static func stripped(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape { if scalar == "m" { inEscape = false }; continue }
            if scalar == "\u{1B}" { inEscape = true; continue }
            result.append(scalar)
        }
        return String(result)
    }

    // MARK: SVG

    func testSvgIsWellFormedXMLWithTheChartsParts() throws {
        let svg = try Self.chart(["sticky-utah", "stretchy-ios18", "--series", "height,progress", "--format", "svg"])
        let delegate = ElementCounter()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        expectEqual(delegate.elements.first, "svg")
        expect(delegate.attributes["width"] == "640" && delegate.attributes["height"] == "384")
        expect(delegate.elements.contains("polyline"))
        // Two presets: labels end with their preset's key, coloured as its curve.
        for label in ["max 300 ", "shadow &lt; 140 ", "min 120 ", "collapsed at 180 ", "collapsed at 300 "] {
            expect(svg.contains(">\(label)<tspan"), "\(label)")
        }
        for label in ["offset (pt)", "sticky-utah", "stretchy-ios18", "collapse progress (0-1)", "at rest"] {
            expect(svg.contains(">\(label)<"), "\(label)")
        }
        expect(!svg.unicodeScalars.contains("\u{1B}"))
    }

    func testOutputWritesTheFileAndASvgNameMeansSvg() throws {
        let sandbox = Sandbox()
        let path = sandbox.folder.appendingPathComponent("utah.svg").path
        let written = try sandbox.run(["chart", "sticky-utah", "--output", path])
        expectEqual(written.status, 0)
        expect(written.stdout == "wrote \(path)\n" && written.stderr == "")
        let direct = try sandbox.run(["chart", "sticky-utah", "--format", "svg"])
        try expectEqual(String(contentsOfFile: path, encoding: .utf8), direct.stdout)
        expect(direct.stdout.hasPrefix("<svg "))
        let textPath = sandbox.folder.appendingPathComponent("utah.txt").path
        _ = try sandbox.run(["chart", "sticky-utah", "-o", textPath])
        try expectEqual(String(contentsOfFile: textPath, encoding: .utf8), (try sandbox.run(["chart", "sticky-utah"])).stdout)
    }

    // MARK: failures change nothing

    struct FailureCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var status: Int32
        var stderr: String
        var testDescription: String { "\(arguments)" }
    }

    static let failureCases: [FailureCase] = [
        FailureCase(
            arguments: ["stiky-utah"], status: 66,
            stderr: "stretchy: error: no preset named 'stiky-utah'; did you mean 'sticky-utah'?\n"),
        FailureCase(
            arguments: ["sticky-utah", "nope-nothing-like-it"], status: 66,
            stderr: "stretchy: error: no preset named 'nope-nothing-like-it'; see 'stretchy list'\n"),
        FailureCase(
            arguments: ["sticky-utah", "--from", "300", "--to", "-150"], status: 64,
            stderr: "stretchy: error: --from 300 is greater than --to -150; did you mean --from -150 --to 300?\n"),
        FailureCase(
            arguments: ["sticky-utah", "--from", "40", "--to", "40"], status: 64,
            stderr: "stretchy: error: --from and --to are both 40; the chart needs a range of offsets\n"),
        FailureCase(
            arguments: ["sticky-utah", "--width", "0"], status: 64,
            stderr: "stretchy: error: the value '0' is invalid for '--width <columns>'; "
                + "expected a whole number of at least 1\n"),
        FailureCase(
            arguments: ["sticky-utah", "--series", "height,depth"], status: 64,
            stderr: "stretchy: error: the value 'depth' is invalid for '--series <series>'; "
                + "allowed: height, visible, translation, gap, progress, shadow, accessoryTop, LAYER.PROPERTY\n"),
        FailureCase(
            arguments: ["sticky-utah", "--format", "png"], status: 64,
            stderr: "stretchy: error: the value 'png' is invalid for '--format <format>'; allowed: text, svg\n"),
    ]

    func testFailuresPrintOneLineAndChangeNothing() throws {
        for c in Self.failureCases {
            try TestRow.$current.withValue(String(describing: c)) { try self.failuresPrintOneLineAndChangeNothing(c) }
        }
    }

    func failuresPrintOneLineAndChangeNothing(_ c: FailureCase) throws {
        let sandbox = Sandbox()
        _ = try sandbox.run(["chart", "sticky-utah"])
        let before = sandbox.databaseBytes()
        let outcome = try sandbox.run(["chart"] + c.arguments)
        expectEqual(outcome.status, c.status)
        expectEqual(outcome.stdout, "")
        expectEqual(outcome.stderr, c.stderr)
        expectEqual(sandbox.databaseBytes(), before)
    }

    /// piped to another program, a chart is as wide as COLUMNS says, as tables are; in a file 80
    func testPipedWidthFollowsColumns() throws {
        for columns in [60, 100] {
            try TestRow.$current.withValue(String(describing: columns)) { try self.pipedWidthFollowsColumns(columns) }
        }
    }

    func pipedWidthFollowsColumns(_ columns: Int) throws {
        let sandbox = Sandbox()
        let text = try sandbox.expectSuccess(["chart", "sticky-utah", "stretchy-ios18"], environment: ["COLUMNS": "\(columns)"])
        let widest = text.split(separator: "\n").map { $0.unicodeScalars.count }.max() ?? 0
        expect(widest <= columns && widest >= columns - 2, "\(widest) columns: \(text)")
        let written = try sandbox.run(
            ["chart", "sticky-utah", "-o", "chart.txt"], environment: ["COLUMNS": "\(columns)"],
            directory: sandbox.folder)
        expectEqual(written.status, 0, "\(written.stderr)")
        let file = try String(contentsOf: sandbox.folder.appendingPathComponent("chart.txt"), encoding: .utf8)
        expect((file.split(separator: "\n").map { $0.unicodeScalars.count }.max() ?? 0) <= 80)
    }
}

/// Collects the names of the elements an XML parser meets, and the root's attributes.
private final class ElementCounter: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var attributes: [String: String] = [:]

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        if elements.isEmpty { attributes = attributeDict }
        elements.append(elementName)
    }
}
