import Foundation
import TestKit
import Testing

/// Charts that once misled, run as a user runs them, and the output files of
/// what each must now say, worked out from docs/concepts.md#the-frame-in-one-table and the catalogue.
struct ChartTruthEndToEndTests {
    static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    static let six = [
        "sticky-utah", "stretchy-ios18", "scaling-header-snap", "ios-large-title-navigation-bar",
        "material3-large-top-app-bar", "android-collapsing-toolbar",
    ]

    /// The value a row stands for, from the two nearest y ticks around it (`300┤`, `0+`).
    static func rowValue(_ lines: [Substring], _ row: Int) -> (value: Double, perRow: Double)? {
        let ticks: [(row: Int, value: Double)] = lines.enumerated().compactMap { index, line in
            guard let bar = line.firstIndex(where: { $0 == "┤" || $0 == "+" }), bar != line.startIndex,
                let value = Double(line[..<bar].trimmingCharacters(in: .whitespaces))
            else { return nil }
            return (index, value)
        }
        guard ticks.count >= 2 else { return nil }
        let (a, b) = (ticks[0], ticks[ticks.count - 1])
        let perRow = (a.value - b.value) / Double(b.row - a.row)
        return (a.value - Double(row - a.row) * perRow, perRow)
    }

    func testSixPresetsPutEveryLabelOnItsValuesRow() throws {
        for style in [[String](), ["--ascii"]] {
            try TestRow.$current.withValue(String(describing: style)) { try self.sixPresetsPutEveryLabelOnItsValuesRow(style) }
        }
    }

    func sixPresetsPutEveryLabelOnItsValuesRow(_ style: [String]) throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["chart"] + Self.six + ["--width", "100", "--height", "30"] + style)
        expectEqual(outcome.status, 0, "\(outcome.stderr)")
        let lines = Self.lines(outcome.stdout)
        expectEqual(lines.count, 30)
        // Each min and max of docs/swift.md#1-the-built-in-catalogue and the catalogue, on the row of its value (within the
        // row, plus the ticks' own rounding: one row), or named in the note.
        let values: [(String, Double)] = [
            ("max 350", 350), ("max 300", 300), ("max 256", 256), ("max 152", 152),
            ("min 150", 150), ("min 120", 120), ("max 96", 96), ("min 64", 64),
            ("min 56", 56), ("min 44", 44), ("min 0", 0),
        ]
        let note = lines.last { $0.hasPrefix("not shown: ") }
        for (label, value) in values {
            guard let row = lines.firstIndex(where: { $0.contains(" \(label) ") || $0.hasSuffix(" \(label)") }) else {
                expect(note != nil, "\(label) neither drawn nor noted")
                continue
            }
            let (shown, perRow) = try require(Self.rowValue(Array(lines), row))
            expect(abs(shown - value) <= abs(perRow), "\(label) on a row worth \(shown)")
        }
        // The labels name their presets: two presets have max 300.
        expect(lines.contains { $0.contains("max 300 *o") })
        // E is gone; collapse ends are in words.
        expect(!lines.contains { $0.contains(" E 1") || $0.contains("^E") })
        expect(lines.contains { $0.contains("collapsed at") })
    }

    func testTheDefaultSeriesShowsAScrollPresetMovingUp() throws {
        // stretchy-ios18 is a scroll preset: its visible height falls from 300 to 0 over 0...300.
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["chart", "stretchy-ios18", "--ascii", "--from", "0", "--to", "300"])
        let lines = Self.lines(outcome.stdout)
        expectEqual(lines[0], "visible height (pt)")
        let plot = lines.filter { $0.contains("*") && !$0.hasPrefix("***") }
        // The curve reaches both the top and the bottom rows of its range: not a flat line.
        expect(plot.count > 10)
    }

    func testAChartTooSmallForItsLabelsSaysWhatItLeftOut() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run([
            "chart", "sticky-utah", "stretchy-ios18", "scaling-header-snap",
            "--width", "40", "--height", "14",
        ])
        expectEqual(outcome.status, 0, "\(outcome.stderr)")
        let lines = Self.lines(outcome.stdout)
        expectEqual(lines.count, 14)
        expect(lines.allSatisfy { $0.unicodeScalars.count <= 40 })
        expectEqual(lines.last.map { $0.hasPrefix("not shown: ") || $0.hasSuffix(" not shown") }, true)
    }

    // MARK: output files

    struct FileCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var file: String
        var stderr: String
        var testDescription: String { "\(arguments) -o \(file)" }
    }

    static let refusals: [FileCase] = [
        FileCase(
            arguments: ["chart", "sticky-utah"], file: "out.png",
            stderr: "cannot write 'FILE': stretchy does not write .png files; name the file .txt, .svg"),
        FileCase(
            arguments: ["chart", "sticky-utah", "--format", "text"], file: "x.svg",
            stderr: "--format text contradicts the file name 'FILE', which says svg; "
                + "drop --format, or name the file for text"),
        FileCase(
            arguments: ["chart", "sticky-utah"], file: "frames.csv",
            stderr: "cannot write 'FILE' as CSV here; name the file .txt, .svg"),
        FileCase(
            arguments: ["simulate", "sticky-utah"], file: "out.pdf",
            stderr: "cannot write 'FILE': stretchy does not write .pdf files; name the file .txt, .svg, .json, .csv"),
        FileCase(
            arguments: ["simulate", "sticky-utah", "--format", "json"], file: "frames.csv",
            stderr: "--format json contradicts the file name 'FILE', which says csv; "
                + "drop --format, or name the file for json"),
    ]

    func testAFileNameThatCannotBeWrittenOrContradictsIsRefused() throws {
        for c in Self.refusals {
            try TestRow.$current.withValue(String(describing: c)) { try self.aFileNameThatCannotBeWrittenOrContradictsIsRefused(c) }
        }
    }

    func aFileNameThatCannotBeWrittenOrContradictsIsRefused(_ c: FileCase) throws {
        let sandbox = Sandbox()
        _ = try sandbox.run(["list"])
        let before = sandbox.databaseBytes()
        let path = sandbox.folder.appendingPathComponent(c.file).path
        let outcome = try sandbox.run(c.arguments + ["-o", path])
        expectEqual(outcome.status, 64)
        expectEqual(outcome.stdout, "")
        expectEqual(outcome.stderr, "stretchy: error: " + c.stderr.replacingOccurrences(of: "FILE", with: path) + "\n")
        expect(!FileManager.default.fileExists(atPath: path))
        expectEqual(sandbox.databaseBytes(), before)
    }

    func testSimulateWritesEveryFormatToTheFileItsNameSays() throws {
        let sandbox = Sandbox()
        let arguments = ["simulate", "scaling-header-snap", "--offset", "70", "--velocity", "300"]
        for (name, format) in [("sim.csv", "csv"), ("sim.json", "json"), ("sim.svg", "svg"), ("sim.txt", "text")] {
            let path = sandbox.folder.appendingPathComponent(name).path
            let written = try sandbox.run(arguments + ["-o", path])
            expect(written.status == 0 && written.stdout == "wrote \(path)\n" && written.stderr == "", "\(name): \(written.stderr)")
            let direct = try sandbox.run(arguments + ["--format", format])
            try expectEqual(String(contentsOfFile: path, encoding: .utf8), direct.stdout, "\(name)")
        }
    }

    func testSimulateTellsOffsetAndHeightApartAndTakesTheExactSize() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run([
            "simulate", "sticky-utah", "--drag", "-100", "--ascii",
            "--width", "70", "--height", "30",
        ])
        expectEqual(outcome.status, 0, "\(outcome.stderr)")
        let lines = Self.lines(outcome.stdout)
        expect(lines.count == 30 && lines.allSatisfy { $0.count <= 70 })
        // Offset, height and visible height: three looks, and the legend says which is which.
        expect(lines.contains { $0.hasPrefix("*** offset   ooo height   +++ visible") })
        expect(outcome.stdout.contains("o") && outcome.stdout.contains("*"))
    }

    func testSimulateTicksStayReadableForExtremeOffsets() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["simulate", "sticky-utah", "--offset", "1e307", "--ascii"])
        expectEqual(outcome.status, 0, "\(outcome.stderr)")
        expect(!outcome.stdout.contains("e+"))
        expect(!outcome.stdout.contains("99999"))
        expect(outcome.stdout.contains("1e307+"))
    }

    func testTablesShowSixSignificantDigitsAndCSVAllOfThem() throws {
        let sandbox = Sandbox()
        // sticky-utah at 20: progress 20 / 180 = 0.111… .
        let table = try sandbox.run(["eval", "sticky-utah", "--at", "20"])
        expect(table.stdout.contains(" 0.111111 "))
        let csv = try sandbox.run(["eval", "sticky-utah", "--at", "20", "--format", "csv"])
        expect(csv.stdout.contains(",0.1111111111111111,"))
    }
}
