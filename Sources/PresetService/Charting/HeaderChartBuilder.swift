import HeaderGeometry
import TextChart
import ValueText

/// Turns presets into a ``Chart`` of their frames against the scroll offset (docs/concepts.md#the-frame-in-one-table), ready for
/// TextChart to draw as text or SVG.
public enum HeaderChartBuilder {
    /// The x axis title.
    public static let offsetTitle = "offset (pt)"
    /// How many evenly spaced offsets ``chart(for:series:from:to:samples:)`` samples by default.
    public static let defaultSamples = 320

    /// The series drawn when none are asked for: the visible height, `height + translation`,
    /// the header's bottom edge. It is the height for `shrink` presets and shows how far a
    /// `scroll` preset has moved up, so every preset's effect shows.
    public static let defaultSeries: [ChartSeriesKind] = [.visible]

    /// A chart of `series` (in the order given, duplicates ignored, ``defaultSeries`` when empty)
    /// for every preset over the offsets `from...to`.
    ///
    /// Lengths share the first panel (in points) with each preset's min and max height and shadow
    /// threshold (dashed) as reference lines; progress and shadow radius get panels of their own
    /// below it. Series are named by preset, or by preset and kind (`sticky-utah gap`) in a
    /// panel that holds several kinds; each belongs to its preset's group, as do its reference
    /// lines and marks, so a chart of several presets says whose each line is. The rest offset 0,
    /// each preset's collapse end (`collapsed at 180`) and its snap offsets are marked on the x
    /// axis. A missing bound comes from ``defaultRange(for:)``; bounds given the wrong way round
    /// are swapped. `samples` evenly spaced offsets (use two per plot column) are taken, plus
    /// each preset's corners (0, the collapse end, the shadow threshold) so they stay sharp.
    ///
    /// Each of `tracks` (docs/tracks.md) gets a panel of its own below, titled `LAYER.PROPERTY`, with
    /// a curve per preset (the identity value for a preset without that track). The frames are
    /// those on the screen of `context` (docs/screen.md#the-context); `accessoryTop` is drawn for
    /// the presets with an accessory.
    public static func chart(
        for presets: [HeaderPreset], series: [ChartSeriesKind] = defaultSeries,
        tracks: [TrackSeries] = [],
        from: Double? = nil, to: Double? = nil,
        samples: Int = defaultSamples, context: ScreenContext = .none
    ) -> Chart {
        var kinds: [ChartSeriesKind] = []
        for kind in series where !kinds.contains(kind) { kinds.append(kind) }
        if kinds.isEmpty && tracks.isEmpty { kinds = defaultSeries }
        let range = offsetRange(for: presets, from: from, to: to)
        let offsets = sampleOffsets(for: presets, in: range, samples: samples)

        var panels: [ChartPanel] = []
        let groups = Set(kinds.map(\.panel)).sorted()
        for group in groups {
            let groupKinds = kinds.filter { $0.panel == group }
            // A series is named by its kind too only when its panel holds several kinds; otherwise
            // the panel title names the kind and each preset keeps one look and one legend entry.
            let namesKinds = groupKinds.count > 1
            var panelSeries: [ChartSeries] = []
            for kind in groupKinds {
                // The strip's top is a series of the presets that have a strip.
                for preset in presets where kind != .accessoryTop || preset.accessory != nil {
                    let name = namesKinds ? "\(preset.name) \(kind.rawValue)" : preset.name
                    let points = offsets.map { ChartPoint(x: $0, y: kind.value(in: preset.frame(at: $0, in: context))) }
                    panelSeries.append(ChartSeries(name: name, points: points, group: preset.name))
                }
            }
            panels.append(
                ChartPanel(
                    title: title(of: group, kinds: groupKinds), series: panelSeries,
                    referenceLines: group == .lengths ? referenceLines(for: presets) : []))
        }
        var drawn: [TrackSeries] = []
        for track in tracks where !drawn.contains(track) {
            drawn.append(track)
            let curves = presets.map { preset in
                ChartSeries(
                    name: preset.name,
                    points: offsets.map { ChartPoint(x: $0, y: track.value(of: preset, in: preset.frame(at: $0, in: context))) },
                    group: preset.name)
            }
            panels.append(ChartPanel(title: track.name, series: curves, referenceLines: []))
        }
        return Chart(panels: panels, xAxisTitle: offsetTitle, xRange: range, xMarks: marks(for: presets))
    }

    /// The offsets shown when none are given: from half the largest `maxHeight` pulled
    /// (`-150` for 300 pt) to a quarter past the longest collapse (`250` for `E = 180`), both
    /// rounded outwards to a multiple of half a power of ten.
    public static func defaultRange(for presets: [HeaderPreset]) -> ClosedRange<Double> {
        let tallest = presets.map(\.maxHeight).filter(\.isFinite).max() ?? 300
        let longest = presets.map(\.collapseRange).filter(\.isFinite).max() ?? 0
        let from = -roundedUp(0.5 * max(tallest, 1))
        let to = longest > 0 ? roundedUp(1.25 * longest) : roundedUp(0.5 * max(tallest, 1))
        return from...to
    }

    /// The reference lines of the lengths panel: each preset's `min`, `max` and shadow threshold
    /// (dashed), in its group. Lines of several presets at one value stay separate: the chart
    /// draws them once and lists every preset in the label.
    public static func referenceLines(for presets: [HeaderPreset]) -> [ReferenceLine] {
        var lines: [ReferenceLine] = []
        func add(_ value: Double, _ label: String, _ style: LineStyle, _ group: String) {
            let line = ReferenceLine(value: value, label: label, style: style, group: group)
            if value.isFinite, !lines.contains(line) { lines.append(line) }
        }
        for preset in presets {
            add(preset.minHeight, "min \(NumberText.human(preset.minHeight))", .solid, preset.name)
            add(preset.maxHeight, "max \(NumberText.human(preset.maxHeight))", .solid, preset.name)
            if let shadow = preset.shadow {
                add(shadow.threshold, "shadow < \(NumberText.human(shadow.threshold))", .dashed, preset.name)
            }
        }
        return lines
    }

    /// The label of the mark at offset 0, where every header rests before a scroll.
    public static let restLabel = "at rest"

    /// The x marks: the rest offset 0, then each preset's collapse end (`collapsed at 180`),
    /// then its snap offsets (`snap 90`), then where a pull fires its trigger (`trigger -100`),
    /// each in its preset's group.
    public static func marks(for presets: [HeaderPreset]) -> [AxisMark] {
        var marks = [AxisMark(value: 0, label: restLabel)]
        func add(_ value: Double, _ label: String, _ group: String) {
            let mark = AxisMark(value: value, label: label, group: group)
            if value.isFinite, !marks.contains(mark) { marks.append(mark) }
        }
        for preset in presets {
            add(preset.collapseRange, "collapsed at \(NumberText.human(preset.collapseRange))", preset.name)
        }
        for preset in presets {
            for offset in preset.snapOffsets { add(offset, "snap \(NumberText.human(offset))", preset.name) }
        }
        // Where a pull fires the preset's trigger (docs/format.md#pull-trigger).
        for preset in presets {
            if let pull = preset.pullTrigger { add(-pull, "trigger \(NumberText.human(-pull))", preset.name) }
        }
        return marks
    }

    /// The offsets sampled: `samples` evenly spaced across `range`, plus each preset's corners
    /// inside it (0, `E` and where the visible height crosses the shadow threshold), each
    /// followed by the next larger Double so steps are drawn upright. Ascending, no duplicates.
    static func sampleOffsets(
        for presets: [HeaderPreset], in range: ClosedRange<Double>,
        samples: Int
    ) -> [Double] {
        let lo = range.lowerBound, hi = range.upperBound
        let count = max(samples, 2)
        var grid = (0..<count).map { lo + (hi - lo) * Double($0) / Double(count - 1) }
        grid[count - 1] = hi
        // The corners are a few per preset: kept in order as they come, then merged with the
        // grid. (The standard library's sort is generic, and its first use costs the command a
        // scan of the binary's protocol conformances, more than the rest of this function.)
        var corners: [Double] = []
        func insert(_ corner: Double) {
            var index = corners.endIndex
            corners.append(corner)
            while index > 0, corners[index - 1] > corner {
                corners[index] = corners[index - 1]
                index -= 1
            }
            corners[index] = corner
        }
        for preset in presets {
            var presetCorners = [0, preset.collapseRange]
            if let crossing = shadowCrossing(preset) { presetCorners.append(crossing) }
            for corner in presetCorners where corner >= lo && corner < hi {
                insert(corner)
                insert(corner.nextUp)
            }
        }
        // Evenly spaced offsets ascend unless rounding at the extremes of Double says otherwise.
        if !isAscending(grid) { grid.sort() }
        var unique: [Double] = []
        unique.reserveCapacity(grid.count + corners.count)
        var g = 0, c = 0
        while g < grid.count || c < corners.count {
            let next: Double
            if c == corners.count || (g < grid.count && grid[g] <= corners[c]) {
                next = grid[g]
                g += 1
            } else {
                next = corners[c]
                c += 1
            }
            if unique.last != next { unique.append(next) }
        }
        return unique
    }

    private static func isAscending(_ values: [Double]) -> Bool {
        var index = 1
        while index < values.count {
            if !(values[index - 1] <= values[index]) { return false }
            index += 1
        }
        return true
    }

    /// The offset where the visible height (falling as the offset grows) reaches the shadow
    /// threshold, or `nil` when it never does or is below it everywhere.
    static func shadowCrossing(_ preset: HeaderPreset) -> Double? {
        guard let threshold = preset.shadow?.threshold else { return nil }
        if threshold <= preset.minHeight { return nil }
        if threshold <= preset.maxHeight { return preset.maxHeight - threshold }
        let growth = 1 - preset.damping
        return growth > 0 ? -(threshold - preset.maxHeight) / growth : nil
    }

    static func offsetRange(for presets: [HeaderPreset], from: Double?, to: Double?) -> ClosedRange<Double> {
        let fallback = defaultRange(for: presets)
        var lo = from.flatMap { $0.isFinite ? $0 : nil } ?? fallback.lowerBound
        var hi = to.flatMap { $0.isFinite ? $0 : nil } ?? fallback.upperBound
        if lo > hi {
            // Both given: swapped. One given past the other default: keep the default width.
            let width = fallback.upperBound - fallback.lowerBound
            if from != nil && to != nil {
                swap(&lo, &hi)
            } else if from != nil {
                hi = lo + width
            } else {
                lo = hi - width
            }
        }
        if lo == hi { hi = lo + 1 }
        return lo...hi
    }

    static func title(of panel: ChartSeriesKind.Panel, kinds: [ChartSeriesKind]) -> String {
        switch panel {
        case .lengths: (kinds.count == 1 ? kinds[0].title : kinds.map(\.rawValue).joined(separator: ", ")) + " (pt)"
        case .progress: "collapse progress (0-1)"
        case .shadow: "shadow radius (pt)"
        }
    }

    /// `value` (> 0) rounded up to a multiple of half its power of ten: 150 → 150, 225 → 250,
    /// 375 → 400, 87.5 → 90.
    static func roundedUp(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return 0 }
        var power = 1.0
        while power * 10 <= value { power *= 10 }
        while power > value { power /= 10 }
        let unit = power / 2
        return (value / unit).rounded(.up) * unit
    }
}
