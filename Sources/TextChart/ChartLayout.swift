/// Where everything of a chart goes on a `width` × `height` character grid: shared by the text
/// and the SVG renderer so both show the same ranges and ticks.
struct ChartLayout {
    /// A tick: its value, its label and its grid position (line or column).
    struct Tick {
        var value: Double
        var label: String
        var position: Int
    }

    /// One panel's place and scale.
    struct Panel {
        var panel: ChartPanel
        var titleLine: Int
        var firstRow: Int
        var rows: Int
        var yLower: Double
        var yUpper: Double
        var ticks: [Tick]
        /// Maps y values onto dot rows of the panel (0 at the top).
        var yDots: ValueScale
    }

    /// One legend entry: which panel series it stands for and its name.
    struct LegendEntry {
        var look: Int
        var name: String
    }

    static let minimumWidth = 20
    static let minimumPlotColumns = 8
    static let minimumPanelRows = 4
    static let legendSampleWidth = 3

    let width: Int
    let height: Int
    let dotsX: Int
    let dotsY: Int
    var panels: [Panel] = []
    /// The plot's first column; the y axis is drawn one column left of it.
    var left = 0
    var columns = 0
    var xLower = 0.0
    var xUpper = 1.0
    var xDots: ValueScale
    var xTicks: [Tick] = []
    var axisLine = 0
    var xTickLine = 0
    var marksLine: Int?
    var xTitleLine: Int?
    var marks: [AxisMark] = []
    /// The legend, one array of entries per line, starting at `legendLine`.
    var legend: [[LegendEntry]] = []
    var legendLine = 0

    init(chart: Chart, width: Int, height: Int, dotsX: Int, dotsY: Int) throws(ChartError) {
        self.width = width
        self.height = height
        self.dotsX = dotsX
        self.dotsY = dotsY
        xDots = ValueScale(lower: 0, upper: 1, count: 1, flipped: false)
        let sourcePanels = chart.panels.isEmpty ? [ChartPanel(title: "", series: [])] : chart.panels

        // x range and marks: known before any size is.
        (xLower, xUpper) = ChartLayout.xBounds(chart)
        marks = chart.xMarks.filter { $0.value.isFinite && $0.value >= xLower && $0.value <= xUpper }
            .sorted { $0.value < $1.value }

        // Vertical budget: fixed lines under the plot, then the panels share the rest.
        legend = ChartLayout.packLegend(sourcePanels, width: width)
        let fixed = 2 + (marks.isEmpty ? 0 : 1) + (chart.xAxisTitle.isEmpty ? 0 : 1) + legend.count
        let minimumHeight = fixed + sourcePanels.count * (1 + ChartLayout.minimumPanelRows)
        guard width >= ChartLayout.minimumWidth, height >= minimumHeight else {
            throw .tooSmall(minWidth: ChartLayout.minimumWidth, minHeight: minimumHeight)
        }
        let rows = ChartLayout.shareRows(height - fixed - sourcePanels.count, panels: sourcePanels.count)

        var line = 0
        for (index, panel) in sourcePanels.enumerated() {
            let (lo, hi) = ChartLayout.yBounds(panel, xLower: xLower, xUpper: xUpper,
                                               dots: rows[index] * dotsY, dotsPerRow: dotsY)
            let scale = ValueScale(lower: lo, upper: hi, count: rows[index] * dotsY, flipped: true)
            var ticks: [Tick] = []
            let maxCount = max(2, rows[index] / 3 + 1)
            if let found = TickPicker.scale(for: lo...hi, maxCount: maxCount) {
                let step = found.step ?? 1
                for value in found.values {
                    guard let dot = scale.index(value) else { continue }
                    let row = line + 1 + dot / dotsY
                    if ticks.last?.position == row { continue }
                    ticks.append(Tick(value: value, label: TickPicker.label(value, step: step), position: row))
                }
            }
            panels.append(Panel(panel: panel, titleLine: line, firstRow: line + 1, rows: rows[index],
                                yLower: lo, yUpper: hi, ticks: ticks, yDots: scale))
            line += 1 + rows[index]
        }
        axisLine = line
        xTickLine = line + 1
        line += 2
        if !marks.isEmpty { marksLine = line; line += 1 }
        if !chart.xAxisTitle.isEmpty { xTitleLine = line; line += 1 }
        legendLine = line

        // Horizontal budget: y labels, the plot, reference labels.
        let labelWidth = panels.flatMap(\.ticks).map(\.label.unicodeScalars.count).max() ?? 1
        left = max(labelWidth, 1) + 1
        let refWidth = panels.flatMap(\.panel.referenceLines).map(\.label.unicodeScalars.count).max() ?? -1
        let wantedRight = refWidth < 0 ? 1 : refWidth + 2
        let right = max(0, min(wantedRight, width - left - ChartLayout.minimumPlotColumns))
        columns = width - left - right
        guard columns >= ChartLayout.minimumPlotColumns else {
            throw .tooSmall(minWidth: left + ChartLayout.minimumPlotColumns, minHeight: minimumHeight)
        }
        xDots = ValueScale(lower: xLower, upper: xUpper, count: columns * dotsX, flipped: false)
        xTicks = ChartLayout.pickXTicks(lower: xLower, upper: xUpper, scale: xDots, dotsX: dotsX,
                                        left: left, columns: columns, width: width)
    }

    /// The first panel gets twice the rows of each other panel; every panel at least the minimum.
    static func shareRows(_ total: Int, panels: Int) -> [Int] {
        guard panels > 1 else { return [total] }
        let unit = total / (panels + 1)
        var rows = [Int](repeating: max(unit, minimumPanelRows), count: panels)
        rows[0] = total - rows.dropFirst().reduce(0, +)
        return rows
    }

    /// The x range: the chart's own, or one fitting every finite point and mark.
    static func xBounds(_ chart: Chart) -> (Double, Double) {
        if let range = chart.xRange, range.lowerBound.isFinite, range.upperBound.isFinite {
            return widened(range.lowerBound, range.upperBound)
        }
        var lo = Double.infinity, hi = -Double.infinity
        for panel in chart.panels {
            for series in panel.series {
                for p in series.points where p.x.isFinite && p.y.isFinite {
                    lo = min(lo, p.x); hi = max(hi, p.x)
                }
            }
        }
        for mark in chart.xMarks where mark.value.isFinite {
            lo = min(lo, mark.value); hi = max(hi, mark.value)
        }
        return lo <= hi ? widened(lo, hi) : (0, 1)
    }

    /// The y range of a panel: its own, or the data and reference lines in view, padded so values
    /// at either end stay at least one cell row off the frame.
    static func yBounds(_ panel: ChartPanel, xLower: Double, xUpper: Double, dots: Int,
                        dotsPerRow: Int) -> (Double, Double) {
        if let range = panel.yRange, range.lowerBound.isFinite, range.upperBound.isFinite {
            return widened(range.lowerBound, range.upperBound)
        }
        var lo = Double.infinity, hi = -Double.infinity
        for series in panel.series {
            for p in series.points where p.x.isFinite && p.y.isFinite && p.x >= xLower && p.x <= xUpper {
                lo = min(lo, p.y); hi = max(hi, p.y)
            }
        }
        for line in panel.referenceLines where line.value.isFinite {
            lo = min(lo, line.value); hi = max(hi, line.value)
        }
        guard lo <= hi else { return (0, 1) }
        if lo == hi { return widened(lo, hi) }
        // Pad by k × span on each side so the ends sit `dotsPerRow` dots inside the plot:
        // k / (1 + 2k) × (dots - 1) >= dotsPerRow.
        let room = Double(dots - 1 - 2 * dotsPerRow)
        let k = room > 0 ? max(0.04, Double(dotsPerRow) / room) : 0.5
        let span = hi - lo
        return (lo - k * span, hi + k * span)
    }

    /// A range that is never empty: a single value `v` becomes `v ± max(|v| / 10, 1)`.
    static func widened(_ lo: Double, _ hi: Double) -> (Double, Double) {
        guard lo >= hi else { return (lo, hi) }
        let pad = max(abs(lo) / 10, 1)
        return (lo - pad, lo + pad)
    }

    /// As many round x ticks as fit with their labels centred and two spaces apart.
    static func pickXTicks(lower: Double, upper: Double, scale: ValueScale, dotsX: Int, left: Int,
                           columns: Int, width: Int) -> [Tick] {
        var maxCount = max(2, columns / 4)
        while maxCount >= 1 {
            guard let found = TickPicker.scale(for: lower...upper, maxCount: maxCount) else { return [] }
            let step = found.step ?? 1
            var ticks: [Tick] = []
            var fits = true
            var end = -2
            for value in found.values {
                guard let dot = scale.index(value) else { continue }
                let column = left + dot / dotsX
                let label = TickPicker.label(value, step: step)
                let start = labelStart(label, column: column, width: width)
                if start < end + 2 { fits = false; break }
                end = start + label.unicodeScalars.count
                ticks.append(Tick(value: value, label: label, position: column))
            }
            if fits { return ticks }
            maxCount -= 1
        }
        return []
    }

    /// Where a label centred on `column` starts, kept inside the line.
    static func labelStart(_ label: String, column: Int, width: Int) -> Int {
        let count = label.unicodeScalars.count
        return max(0, min(column - count / 2, width - count))
    }

    /// The legend entries (one per distinct series look and name), packed into lines.
    static func packLegend(_ panels: [ChartPanel], width: Int) -> [[LegendEntry]] {
        var entries: [LegendEntry] = []
        for panel in panels {
            for (index, series) in panel.series.enumerated() {
                let look = index % SeriesLook.all.count
                if !entries.contains(where: { $0.look == look && $0.name == series.name }) {
                    entries.append(LegendEntry(look: look, name: series.name))
                }
            }
        }
        var lines: [[LegendEntry]] = []
        var used = 0
        for entry in entries {
            let size = legendSampleWidth + 1 + entry.name.unicodeScalars.count
            if lines.isEmpty || used + 3 + size > width {
                lines.append([entry])
                used = size
            } else {
                lines[lines.count - 1].append(entry)
                used += 3 + size
            }
        }
        return lines
    }
}
