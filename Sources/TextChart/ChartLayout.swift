/// Where everything of a chart goes on a `width` × `height` character grid: shared by the text
/// and the SVG renderer so both show the same ranges, ticks, marks and legend.
///
/// Truth first: a reference line is placed on the row (SVG: the y) of its value and its label
/// on that row or not at all; what is left out is named in the note under the chart.
struct ChartLayout {
    /// What the layout is for: Braille and ASCII differ in dots per cell, SVG in where
    /// reference labels go.
    enum Medium: Sendable {
        case braille, ascii, svg
    }

    /// A tick: its value, its label and its grid position (line or column).
    struct Tick {
        var value: Double
        var label: String
        var position: Int
    }

    /// The reference lines that fall on one text row: drawn once, labelled once.
    struct ReferenceRow {
        var row: Int
        /// Dashed only when every line on the row is dashed.
        var dashed: Bool
        /// The merged label, `nil` when it does not fit (it is then named in the note).
        var label: ChartLabel?
    }

    /// An SVG reference label at its lines' y (within 2 px of each), `x` in pixels.
    struct SVGLabel {
        var x: Double
        var y: Double
        var label: ChartLabel
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
        var references: [ReferenceRow] = []
        var svgLabels: [SVGLabel] = []
    }

    /// The marks at one column: a caret, and its label on `line` from `column` (when placed),
    /// joined to the caret by a leader down the caret's column when below the caret line.
    struct MarkGroup {
        var caretColumn: Int
        var label: ChartLabel
        var line: Int?
        var column = 0
        /// False when the label did not fit: then neither caret nor label is drawn.
        var shown = true
    }

    /// One legend entry: the look of the series it stands for, its name and whether it shows
    /// its group's key (Braille and SVG; in ASCII the sample is the key).
    struct LegendEntry {
        var look: Int
        var name: String
        var showsKey: Bool

        var width: Int { ChartLayout.legendSampleWidth + 1 + (showsKey ? 2 : 0) + name.unicodeScalars.count }
    }

    static let minimumWidth = 20
    static let minimumPlotColumns = 8
    static let minimumPanelRows = 4
    static let legendSampleWidth = 3
    /// The most lines marks' labels are staggered over.
    static let maximumMarkLines = 3
    /// SVG: pixels per column and line.
    static let svgColumn = 8.0, svgLine = 16.0

    let width: Int
    let height: Int
    let medium: Medium
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
    var markLines = 0
    var xTitleLine: Int?
    var marks: [MarkGroup] = []
    /// The legend, one array of entries per line, starting at `legendLine`.
    var legend: [[LegendEntry]] = []
    var legendLine = 0
    /// The look of each series, by name: one per distinct name across the chart.
    var looks: [String: Int] = [:]
    /// The look whose glyph keys each group, when the chart's series belong to several groups.
    var keys: [String: Int] = [:]
    /// Labels left out, in the order met.
    var omitted: [String] = []
    /// How many mark labels were left out (the layout tries more lines for them).
    var omittedMarks = 0
    var noteLine: Int?
    var note = ""

    /// The layout of `chart` at this size, with as many lines for marks as they need (up to
    /// three) and a note line when anything is left out.
    static func make(_ chart: Chart, width: Int, height: Int, medium: Medium) throws(ChartError) -> ChartLayout {
        func attempt(_ markLines: Int, _ note: Bool) throws(ChartError) -> ChartLayout {
            try ChartLayout(
                chart: chart, width: width, height: height, medium: medium,
                markLines: markLines, noteLine: note)
        }
        let (lo, hi) = xBounds(chart)
        var markLines = chart.xMarks.contains { $0.value.isFinite && $0.value >= lo && $0.value <= hi } ? 1 : 0
        var layout = try attempt(markLines, false)
        // Another line for marks' labels while it places more of them and there is room.
        while layout.omittedMarks > 0, markLines > 0, markLines < maximumMarkLines,
            let more = try? attempt(markLines + 1, false), more.omittedMarks < layout.omittedMarks
        {
            markLines += 1
            layout = more
        }
        guard !layout.omitted.isEmpty else { return layout }
        // Something is left out: the note line says what, at the cost of mark lines if need be.
        var failure: ChartError?
        // With no line for marks at all, every mark is named in the note instead.
        for lines in stride(from: markLines, through: 0, by: -1) {
            do {
                return try attempt(lines, true)
            } catch {
                failure = failure ?? error
            }
        }
        throw failure!
    }

    init(
        chart: Chart, width: Int, height: Int, medium: Medium, markLines: Int,
        noteLine hasNote: Bool
    ) throws(ChartError) {
        self.width = width
        self.height = height
        self.medium = medium
        self.markLines = markLines
        (dotsX, dotsY) = medium == .ascii ? (1, 1) : (2, 4)
        xDots = ValueScale(lower: 0, upper: 1, count: 1, flipped: false)
        let sourcePanels = chart.panels.isEmpty ? [ChartPanel(title: "", series: [])] : chart.panels

        assignLooks(sourcePanels)
        (xLower, xUpper) = ChartLayout.xBounds(chart)
        let shownMarks = chart.xMarks.filter { $0.value.isFinite && $0.value >= xLower && $0.value <= xUpper }
            .sorted { $0.value < $1.value }

        // Vertical budget: fixed lines under the plot, then the panels share the rest.
        legend = packLegend(sourcePanels, width: width)
        let fixed = 2 + markLines + (chart.xAxisTitle.isEmpty ? 0 : 1) + legend.count + (hasNote ? 1 : 0)
        let minimumHeight = fixed + sourcePanels.count * (1 + ChartLayout.minimumPanelRows)
        var minimumWidth = ChartLayout.minimumWidth
        for text in sourcePanels.map({ $0.title }) + [chart.xAxisTitle] {
            minimumWidth = max(minimumWidth, text.unicodeScalars.count)
        }
        for entry in legend.joined() { minimumWidth = max(minimumWidth, entry.width) }
        guard width >= minimumWidth, height >= minimumHeight else {
            throw .tooSmall(minWidth: minimumWidth, minHeight: minimumHeight)
        }
        let rows = ChartLayout.shareRows(height - fixed - sourcePanels.count, panels: sourcePanels.count)

        var line = 0
        for (index, panel) in sourcePanels.enumerated() {
            let (lo, hi) = ChartLayout.yBounds(
                panel, xLower: xLower, xUpper: xUpper,
                dots: rows[index] * dotsY, dotsPerRow: dotsY)
            let scale = ValueScale(lower: lo, upper: hi, count: rows[index] * dotsY, flipped: true)
            var ticks: [Tick] = []
            let maxCount = max(2, rows[index] / 3 + 1)
            if let found = TickPicker.scale(for: lo...hi, maxCount: maxCount) {
                let labels = TickPicker.labels(for: found.values, step: found.step ?? 1)
                for (value, label) in zip(found.values, labels) {
                    guard let dot = scale.index(value) else { continue }
                    let row = line + 1 + dot / dotsY
                    if ticks.last?.position == row { continue }
                    ticks.append(Tick(value: value, label: label, position: row))
                }
            }
            var placed = Panel(
                panel: panel, titleLine: line, firstRow: line + 1, rows: rows[index],
                yLower: lo, yUpper: hi, ticks: ticks, yDots: scale)
            placed.references = referenceRows(placed)
            panels.append(placed)
            line += 1 + rows[index]
        }
        axisLine = line
        xTickLine = line + 1
        line += 2
        if markLines > 0 { marksLine = line; line += markLines }
        if !chart.xAxisTitle.isEmpty { xTitleLine = line; line += 1 }
        legendLine = line
        line += legend.count
        if hasNote { noteLine = line }

        // Horizontal budget: y labels, the plot, reference labels (the plot keeps at least half).
        let labelWidth = panels.flatMap { $0.ticks }.map { $0.label.unicodeScalars.count }.max() ?? 1
        left = max(labelWidth, 1) + 1
        let refWidth = panels.flatMap { $0.references }.compactMap { $0.label?.width }.max() ?? -1
        let wantedRight = refWidth < 0 ? 1 : refWidth + 2
        let plotFloor = max(ChartLayout.minimumPlotColumns, (width - left) / 2)
        let right = max(0, min(wantedRight, width - left - plotFloor))
        columns = width - left - right
        guard columns >= ChartLayout.minimumPlotColumns else {
            throw .tooSmall(minWidth: left + ChartLayout.minimumPlotColumns, minHeight: minimumHeight)
        }
        for p in panels.indices {
            for r in panels[p].references.indices {
                guard let label = panels[p].references[r].label, label.width > right - 1 else { continue }
                panels[p].references[r].label = nil
                if medium != .svg { omitted.append(label.text) }
            }
        }
        xDots = ValueScale(lower: xLower, upper: xUpper, count: columns * dotsX, flipped: false)
        xTicks = ChartLayout.pickXTicks(
            lower: xLower, upper: xUpper, scale: xDots, dotsX: dotsX,
            left: left, columns: columns, width: width)
        placeMarks(shownMarks)
        if medium == .svg {
            for p in panels.indices {
                let (labels, left) = svgLabels(panels[p])
                panels[p].svgLabels = labels
                omitted += left
            }
        }
        if hasNote { note = ChartLayout.noteText(omitted, width: width) }
    }

    // MARK: Looks and keys

    /// One look per distinct series name, in order of appearance; keys for groups when the
    /// series belong to more than one.
    mutating func assignLooks(_ panels: [ChartPanel]) {
        var groupLooks: [String: Int] = [:]
        var groups: [String] = []
        for series in panels.flatMap({ $0.series }) {
            if looks[series.name] == nil { looks[series.name] = looks.count }
            if let group = series.group, groupLooks[group] == nil {
                groupLooks[group] = looks[series.name]!
                groups.append(group)
            }
        }
        if groups.count > 1 { keys = groupLooks }
    }

    /// The key glyph of a look.
    func keyGlyph(_ look: Int) -> String { String(SeriesLook.at(look).glyph) }

    /// The key of an item's group, if the chart uses keys and the group has series.
    func key(_ group: String?) -> Int? { group.flatMap { keys[$0] } }

    // MARK: Reference lines

    /// The panel's reference lines grouped by the row their value falls on, top to bottom.
    func referenceRows(_ panel: Panel) -> [ReferenceRow] {
        // Arrays, not a dictionary of rows: a chart has a handful of lines, and a dictionary's
        // first use costs more than sorting them.
        var placed: [(row: Int, order: Int, line: ReferenceLine)] = []
        for (order, reference) in panel.panel.referenceLines.enumerated() where reference.value.isFinite {
            guard let dot = panel.yDots.index(reference.value) else { continue }
            placed.append((panel.firstRow + dot / dotsY, order, reference))
        }
        // Top to bottom; lines at one value in the order given.
        placed.sort { a, b in
            if a.row != b.row { return a.row < b.row }
            if a.line.value != b.line.value { return a.line.value > b.line.value }
            return a.order < b.order
        }
        var rows: [ReferenceRow] = []
        var start = 0
        while start < placed.count {
            var end = start + 1
            while end < placed.count, placed[end].row == placed[start].row { end += 1 }
            let lines = placed[start..<end].map { $0.line }
            let label = ChartLabel.merged(lines.map { (text: $0.label, key: key($0.group)) }, keyGlyph: keyGlyph)
            rows.append(
                ReferenceRow(
                    row: placed[start].row, dashed: lines.allSatisfy { $0.style == .dashed },
                    label: label.width == 0 ? nil : label))
            start = end
        }
        return rows
    }

    /// SVG labels at the exact y of their lines: lines within 4 px share one label halfway
    /// between them; a label that would overlap another moves right, never up or down; one that
    /// then runs off the picture is left out.
    func svgLabels(_ panel: Panel) -> (placed: [SVGLabel], omitted: [String]) {
        var placed: [SVGLabel] = []
        var omitted: [String] = []
        let top = Double(panel.firstRow) * ChartLayout.svgLine
        let bottom = Double(panel.firstRow + panel.rows) * ChartLayout.svgLine
        let lo = panel.yLower, hi = panel.yUpper
        var lines: [(line: ReferenceLine, y: Double)] = []
        for line in panel.panel.referenceLines where line.value.isFinite {
            let y: Double = bottom - (line.value - lo) / (hi - lo) * (bottom - top)
            if y >= top - 0.5, y <= bottom + 0.5 { lines.append((line, y)) }
        }
        lines.sort { $0.y < $1.y }
        var clusters: [[(line: ReferenceLine, y: Double)]] = []
        for item in lines {
            if let first = clusters.last?.first, item.y - first.y <= 4 {
                clusters[clusters.count - 1].append(item)
            } else {
                clusters.append([item])
            }
        }
        let plotRight = Double(left + columns) * ChartLayout.svgColumn
        let pictureRight = Double(width) * ChartLayout.svgColumn
        var boxes: [(x0: Double, x1: Double, y: Double)] = []
        for cluster in clusters {
            let label = ChartLabel.merged(
                cluster.map { (text: $0.line.label, key: key($0.line.group)) },
                keyGlyph: keyGlyph)
            guard label.width > 0 else { continue }
            let y = (cluster.first!.y + cluster.last!.y) / 2
            let length = Double(label.width) * ChartLabel.svgCharacterWidth
            var x = plotRight + 4
            var moved = true
            while moved {
                moved = false
                for box in boxes where abs(box.y - y) < 13 && x < box.x1 && box.x0 < x + length {
                    x = box.x1 + ChartLayout.svgColumn
                    moved = true
                }
            }
            guard x + length <= pictureRight else { omitted.append(label.text); continue }
            boxes.append((x, x + length, y))
            placed.append(SVGLabel(x: x, y: y, label: label))
        }
        return (placed, omitted)
    }

    // MARK: Marks

    /// Carets under the axis, marks at one column merged; each label beside its caret on the
    /// caret line, else below it on a further line joined by a leader, else left out.
    mutating func placeMarks(_ shown: [AxisMark]) {
        // `shown` is sorted by value, so marks of one column are neighbours.
        var columns: [(column: Int, marks: [AxisMark])] = []
        for mark in shown {
            guard let dot = xDots.index(mark.value) else { continue }
            let column = left + dot / dotsX
            if columns.last?.column == column {
                columns[columns.count - 1].marks.append(mark)
            } else {
                columns.append((column, [mark]))
            }
        }
        marks = columns.map { group in
            MarkGroup(
                caretColumn: group.column,
                label: ChartLabel.merged(
                    group.marks.map { (text: $0.label, key: key($0.group)) }, keyGlyph: keyGlyph))
        }
        guard let first = marksLine else {
            for index in marks.indices where marks[index].label.width > 0 {
                marks[index].shown = false
                omitted.append(marks[index].label.text)
                omittedMarks += 1
            }
            return
        }
        var taken = [[Bool]](repeating: [Bool](repeating: false, count: width), count: markLines)
        for mark in marks { taken[0][mark.caretColumn] = true }
        /// Columns `from..<to` of a line are free, and so is the column beyond each end that
        /// is not `except` (the label's own caret), so a label never touches another.
        func free(_ line: Int, _ from: Int, _ to: Int, except: Int? = nil) -> Bool {
            guard from >= 0, to <= width, from < to else { return false }
            guard taken[line][from..<to].allSatisfy({ !$0 }) else { return false }
            if to < width, to != except, taken[line][to] { return false }
            if from > 0, from - 1 != except, taken[line][from - 1] { return false }
            return true
        }
        for index in marks.indices {
            let c = marks[index].caretColumn
            let n = marks[index].label.width
            guard n > 0 else { continue }
            var spot: (line: Int, column: Int)?
            if free(0, c + 1, c + 1 + n, except: c) {
                spot = (0, c + 1)
            } else if free(0, c - n, c, except: c) {
                spot = (0, c - n)
            } else {
                for line in 1..<max(1, markLines) {
                    // The leader runs down the caret's column through the lines above the label.
                    guard (1..<line).allSatisfy({ !taken[$0][c] }) else { break }
                    if free(line, c, c + n) { spot = (line, c); break }
                    if free(line, c - n + 1, c + 1) { spot = (line, c - n + 1); break }
                }
            }
            guard let spot else {
                omitted.append(marks[index].label.text)
                omittedMarks += 1
                marks[index].shown = false
                continue
            }
            marks[index].line = first + spot.line
            marks[index].column = spot.column
            for column in spot.column..<(spot.column + n) { taken[spot.line][column] = true }
            for line in 1..<max(1, spot.line) { taken[line][c] = true }
        }
    }

    // MARK: The note

    /// `not shown: a, b, +3 more`, as much as fits one line of `width`.
    static func noteText(_ omitted: [String], width: Int) -> String {
        guard !omitted.isEmpty else { return "" }
        // The labels in order while they fit, leaving room to count the rest.
        var shown: [String] = []
        var used = "not shown: ".unicodeScalars.count
        for label in omitted {
            // If this one is shown, at most this many are counted instead.
            let rest = omitted.count - shown.count - 1
            let size = label.unicodeScalars.count + (shown.isEmpty ? 0 : 2)
            let tail = rest == 0 ? 0 : ", +\(rest) more".unicodeScalars.count
            guard used + size + tail <= width else { continue }
            shown.append(label)
            used += size
        }
        if !shown.isEmpty {
            let rest = omitted.count - shown.count
            return "not shown: " + shown.joined(separator: ", ") + (rest > 0 ? ", +\(rest) more" : "")
        }
        let short = omitted.count == 1 ? "1 label not shown" : "\(omitted.count) labels not shown"
        return short.unicodeScalars.count <= width ? short : "\(omitted.count) not shown"
    }

    // MARK: Rows, ranges and ticks

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
    static func yBounds(
        _ panel: ChartPanel, xLower: Double, xUpper: Double, dots: Int,
        dotsPerRow: Int
    ) -> (Double, Double) {
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
        let (padLo, padHi) = (lo - k * span, hi + k * span)
        // A span too wide for a Double (±1e308) is clamped rather than made infinite.
        return (
            padLo.isFinite ? padLo : -Double.greatestFiniteMagnitude,
            padHi.isFinite ? padHi : Double.greatestFiniteMagnitude
        )
    }

    /// A range that is never empty: a single value `v` becomes `v ± max(|v| / 10, 1)`.
    static func widened(_ lo: Double, _ hi: Double) -> (Double, Double) {
        guard lo >= hi else { return (lo, hi) }
        let pad = max(abs(lo) / 10, 1)
        return (lo - pad, lo + pad)
    }

    /// As many round x ticks as fit with their labels centred and two spaces apart.
    static func pickXTicks(
        lower: Double, upper: Double, scale: ValueScale, dotsX: Int, left: Int,
        columns: Int, width: Int
    ) -> [Tick] {
        var maxCount = max(2, columns / 4)
        while maxCount >= 1 {
            guard let found = TickPicker.scale(for: lower...upper, maxCount: maxCount) else { return [] }
            let labels = TickPicker.labels(for: found.values, step: found.step ?? 1)
            var ticks: [Tick] = []
            var fits = true
            var end = -2
            for (value, label) in zip(found.values, labels) {
                guard let dot = scale.index(value) else { continue }
                let column = left + dot / dotsX
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

    // MARK: Legend

    /// The legend entries (one per distinct series name), packed into lines.
    func packLegend(_ panels: [ChartPanel], width: Int) -> [[LegendEntry]] {
        var entries: [LegendEntry] = []
        var keyed = Set<String>()
        for series in panels.flatMap({ $0.series }) {
            let look = looks[series.name]!
            guard !entries.contains(where: { $0.look == look }) else { continue }
            var showsKey = false
            if medium != .ascii, let group = series.group, keys[group] == look, !keyed.contains(group) {
                keyed.insert(group)
                showsKey = true
            }
            entries.append(LegendEntry(look: look, name: series.name, showsKey: showsKey))
        }
        var lines: [[LegendEntry]] = []
        var used = 0
        for entry in entries {
            let size = entry.width
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
