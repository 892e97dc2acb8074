import HeaderGeometry
import PresetService
import TestKit
import Testing

@testable import TextChart

/// Charts of random sets of the built-in presets at random sizes, in every style, read back:
/// every reference label sits on the row (SVG: within 2 px of the y) of its value, ticks agree
/// with the axis they label, labels are whole and never overlap, the size is exactly the one
/// asked, and whatever is left out is named in the note. Deterministic: a fixed seed.
struct ChartPropertyTests {
    /// SplitMix64: small, fast and the same on every platform.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }
    }

    static let names = [
        "android-collapsing-toolbar", "flutter-sliver-app-bar-stretch", "ios-large-title-navigation-bar",
        "material3-large-top-app-bar", "material3-medium-top-app-bar", "scaling-header-snap",
        "scaling-header", "sticky-utah", "stretchable-geometryreader", "stretchy-ios18",
    ]
    static let seriesChoices: [[ChartSeriesKind]] = [
        [.visible], [.height], [.visible, .progress], [.height, .shadow], [.gap], [.translation, .progress, .shadow],
    ]

    /// One random chart and size.
    struct Case: CustomTestStringConvertible {
        var presets: [String]
        var series: [ChartSeriesKind]
        var range: ClosedRange<Double>?
        var width: Int
        var height: Int
        var testDescription: String { "\(presets) \(series) \(width)x\(height)" }
    }

    static func cases(count: Int, seed: UInt64) -> [Case] {
        var random = Random(state: seed)
        return (0..<count).map { _ in
            var pool = names
            var presets: [String] = []
            for _ in 0..<random.int(1...6) { presets.append(pool.remove(at: random.int(0...(pool.count - 1)))) }
            var series = seriesChoices[random.int(0...(seriesChoices.count - 1))]
            if series.contains(.translation) && presets.count > 6 { series = [.visible] }
            var range: ClosedRange<Double>?
            if random.int(0...3) == 0 {
                let from = Double(random.int(-400...100))
                range = from...(from + Double(random.int(20...800)))
            }
            return Case(
                presets: presets, series: series, range: range,
                width: random.int(20...200), height: random.int(8...60))
        }
    }

    static func chart(_ c: Case) throws -> Chart {
        let presets = try c.presets.map { name throws -> HeaderPreset in try PresetLibrary.builtIn(named: name) }
        return HeaderChartBuilder.chart(
            for: presets, series: c.series, from: c.range?.lowerBound,
            to: c.range?.upperBound, samples: 2 * c.width)
    }

    /// The asked size, grown to the smallest the chart reports when it does not fit (as the
    /// command line's hint does); the layout at that size.
    static func fit(_ chart: Chart, _ c: Case, medium: ChartLayout.Medium) throws -> (Int, Int, ChartLayout) {
        var (width, height) = (c.width, c.height)
        for _ in 0..<8 {
            do {
                return (width, height, try ChartLayout.make(chart, width: width, height: height, medium: medium))
            } catch {
                guard case let .tooSmall(minWidth, minHeight) = error else { throw error }
                // The error names a size larger than the one tried.
                expect(minWidth > width || minHeight > height, "\(c.testDescription): \(error)")
                (width, height) = (max(width, minWidth), max(height, minHeight))
            }
        }
        Issue.record("\(c.testDescription): no size renders")
        throw ChartError.tooSmall(minWidth: width, minHeight: height)
    }

    /// A tick label's value: plain, `12.5k` or `2.5e6`.
    static func tickValue(_ label: Substring) -> Double? {
        if label.hasSuffix("k") { return Double(label.dropLast()).map { $0 * 1000 } }
        return Double(label)
    }

    /// Where a value falls, in text rows (fractional), and the centre of the cell row `row`:
    /// a row holds the values within half a row of its centre.
    static func rowError(_ value: Double, row: Int, panel: ChartLayout.Panel, dotsY: Int) -> Double {
        let dots = Double(panel.rows * dotsY - 1)
        let position = (panel.yUpper - value) / (panel.yUpper - panel.yLower) * dots
        let continuous = Double(panel.firstRow) + position / Double(dotsY)
        let centre = Double(row) + Double(dotsY - 1) / Double(2 * dotsY)
        return abs(continuous - centre)
    }

    /// `text` occurs in `line` as a whole label: followed by the end, a space, a comma or its caret.
    static func containsLabel(_ line: Substring, _ text: String) -> Bool {
        var rest = line[...]
        while let found = rest.range(of: text) {
            let after = rest[found.upperBound...].first
            if after == nil || after == " " || after == "," || after == "^" { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }

    static let textCases = cases(count: 80, seed: 0x5EED_C4A2)

    func testTextChartsReadBackTrue() throws {
        for style in [ChartStyle.braille, ChartStyle.ascii] {
            try TestRow.$current.withValue(String(describing: style)) { try self.textChartsReadBackTrue(style) }
        }
    }

    func textChartsReadBackTrue(_ style: ChartStyle) throws {
        for c in Self.textCases {
            let chart = try Self.chart(c)
            let medium: ChartLayout.Medium = style == .ascii ? .ascii : .braille
            let (width, height, layout) = try Self.fit(chart, c, medium: medium)
            let text = try chart.render(options: TextRenderOptions(width: width, height: height, style: style))
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            let what = "\(c.testDescription) \(style) at \(width)x\(height)"
            expectEqual(lines.count, height, "\(what)")
            expect(lines.allSatisfy { $0.unicodeScalars.count <= width }, "\(what)")
            let note = lines.last { $0.hasPrefix("not shown: ") || $0.hasSuffix(" not shown") }
            let labelColumn = layout.left + layout.columns + 1
            for (panel, source) in zip(layout.panels, chart.panels) {
                // Ticks: the number at the left of a row is a value that row holds.
                for tick in panel.ticks {
                    let line = Array(lines[tick.position].unicodeScalars)
                    let label = String(String.UnicodeScalarView(line[0..<(layout.left - 1)]))
                        .trimmingCharacters(in: .whitespaces)
                    let value = try require(Self.tickValue(label[...]), "\(what): tick '\(label)'")
                    expect(
                        Self.rowError(value, row: tick.position, panel: panel, dotsY: layout.dotsY) <= 0.5 + 1e-9,
                        "\(what): tick \(label)")
                }
                // Reference labels: on the row of their value, with the line drawn on it, or noted.
                for reference in source.referenceLines {
                    guard reference.value >= panel.yLower, reference.value <= panel.yUpper else { continue }
                    let rows = (panel.firstRow..<(panel.firstRow + panel.rows)).filter { row in
                        let scalars = Array(lines[row].unicodeScalars)
                        guard scalars.count > labelColumn else { return false }
                        return Self.containsLabel(
                            String(String.UnicodeScalarView(scalars[labelColumn...]))[...],
                            reference.label)
                    }
                    guard let row = rows.first else {
                        expect(note != nil, "\(what): '\(reference.label)' neither shown nor noted")
                        continue
                    }
                    expectEqual(rows.count, 1, "\(what): '\(reference.label)' on rows \(rows)")
                    expect(
                        Self.rowError(reference.value, row: row, panel: panel, dotsY: layout.dotsY) <= 0.5 + 1e-9,
                        "\(what): '\(reference.label)' on row \(row)")
                    let plot = lines[row].unicodeScalars.dropFirst(layout.left).prefix(layout.columns)
                    // The line, or curves at the same value covering all of it.
                    expect(
                        plot.contains { "─╌-".unicodeScalars.contains($0) } || !plot.contains(" "),
                        "\(what): no line on '\(reference.label)'s row\n\(text)")
                }
            }
            // Marks: each label whole under the axis, or noted.
            if let first = layout.marksLine {
                let markLines = lines[first..<(first + layout.markLines)]
                for mark in chart.xMarks where mark.value >= layout.xLower && mark.value <= layout.xUpper {
                    let shown = markLines.contains { Self.containsLabel($0, mark.label) }
                    expect(shown || note != nil, "\(what): mark '\(mark.label)' neither shown nor noted")
                }
            }
        }
    }

    static let svgCases = cases(count: 50, seed: 0x0005_1C0D)

    /// The `<text>` elements of an SVG: x, y, fill and the text without its tspans.
    static func texts(_ svg: String) -> [(x: Double, y: Double, fill: String, text: String)] {
        svg.split(separator: "\n").compactMap { line in
            // Polylines are long: look at text elements only.
            guard line.drop(while: { $0 == " " }).hasPrefix("<text "),
                let open = line.range(of: "<text "), let end = line.range(of: "</text>")
            else { return nil }
            let head = line[open.upperBound...]
            guard let close = head.firstIndex(of: ">") else { return nil }
            func attribute(_ name: String) -> String? {
                guard let start = head[..<close].range(of: " \(name)=\"") ?? head[..<close].range(of: "\(name)=\"")
                else { return nil }
                let value = head[start.upperBound...]
                return String(value[..<value.firstIndex(of: "\"")!])
            }
            var body = String(line[line.index(after: close)..<end.lowerBound])
            while let open = body.firstIndex(of: "<"), let close = body[open...].firstIndex(of: ">") {
                body.removeSubrange(open...close)
            }
            body = body.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&amp;", with: "&")
            return (
                Double(attribute("x") ?? "") ?? .nan, Double(attribute("y") ?? "") ?? .nan,
                attribute("fill") ?? "", body
            )
        }
    }

    func testSvgChartsReadBackTrue() throws {
        for c in Self.svgCases {
            let chart = try Self.chart(c)
            let (width, height, layout) = try Self.fit(chart, c, medium: .svg)
            let svg = try chart.renderSVG(options: TextRenderOptions(width: width, height: height))
            let what = "\(c.testDescription) svg at \(width)x\(height)"
            expect(svg.contains("width=\"\(width * 8)\" ") && svg.contains("height=\"\(height * 16)\" "), "\(what)")
            let labels = Self.texts(svg).filter { $0.fill == "#555555" }
            let lineYs = svg.split(separator: "\n")
                .filter { $0.drop(while: { $0 == " " }).hasPrefix("<line ") && $0.contains("stroke=\"#888888\"") }.compactMap { line -> Double? in
                    guard let r = line.range(of: "y1=\"") else { return nil }
                    return Double(line[r.upperBound...].prefix { $0 != "\"" })
                }
            let noted = Self.texts(svg).contains { $0.text.hasPrefix("not shown: ") || $0.text.hasSuffix(" not shown") }
            for (panel, source) in zip(layout.panels, chart.panels) {
                let top = Double(panel.firstRow) * 16, bottom = Double(panel.firstRow + panel.rows) * 16
                for reference in source.referenceLines {
                    let y = bottom - (reference.value - panel.yLower) / (panel.yUpper - panel.yLower) * (bottom - top)
                    guard y >= top, y <= bottom else { continue }
                    // The line at its value's y.
                    expect(lineYs.contains { abs($0 - y) < 0.01 }, "\(what): no line at \(reference.label)")
                    let found = labels.filter { Self.containsLabel($0.text[...], reference.label) }
                    guard !found.isEmpty else {
                        expect(noted, "\(what): '\(reference.label)' neither shown nor noted")
                        continue
                    }
                    // Its label's middle (baseline - 4) within 2 px of the line.
                    expect(found.contains { abs($0.y - 4 - y) <= 2 + 0.01 }, "\(what): '\(reference.label)' at \(found.map(\.y)), line \(y)")
                }
            }
            // No two labels' boxes (12 px monospace: 7.2 px a character, 13 px tall) overlap.
            for (i, a) in labels.enumerated() {
                for b in labels[(i + 1)...] {
                    let overlapX = a.x < b.x + Double(b.text.count) * 7.2 && b.x < a.x + Double(a.text.count) * 7.2
                    let overlapY = abs(a.y - b.y) < 13
                    expect(!(overlapX && overlapY), "\(what): '\(a.text)' and '\(b.text)' overlap")
                }
            }
        }
    }
}
