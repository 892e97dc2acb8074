import TextChart

/// Charts the golden and guarantee tests draw, built from numbers worked out by hand.
enum SampleCharts {
    /// sticky-utah's height: 300 at rest, half the pull added (375 at -150), 300 → 120 over
    /// 0...180, flat 120 after.
    static let stickyUtah = ChartSeries(
        name: "sticky-utah",
        points: [
            ChartPoint(x: -150, y: 375), ChartPoint(x: 0, y: 300),
            ChartPoint(x: 180, y: 120), ChartPoint(x: 400, y: 120),
        ])
    /// stretchy-ios18's height: grows 1:1 with the pull (450 at -150), 300 once scrolled.
    static let stretchyIOS18 = ChartSeries(
        name: "stretchy-ios18",
        points: [
            ChartPoint(x: -150, y: 450), ChartPoint(x: 0, y: 300), ChartPoint(x: 400, y: 300),
        ])
    /// sticky-utah's collapse progress: 0 until 0, 1 from 180.
    static let utahProgress = ChartSeries(
        name: "sticky-utah",
        points: [
            ChartPoint(x: -150, y: 0), ChartPoint(x: 0, y: 0), ChartPoint(x: 180, y: 1), ChartPoint(x: 400, y: 1),
        ])
    /// stretchy-ios18's collapse progress: 0 until 0, 1 from 300.
    static let iosProgress = ChartSeries(
        name: "stretchy-ios18",
        points: [
            ChartPoint(x: -150, y: 0), ChartPoint(x: 0, y: 0), ChartPoint(x: 300, y: 1), ChartPoint(x: 400, y: 1),
        ])
    /// A third curve for three-series charts: a line rising through the whole range.
    static let rising = ChartSeries(name: "rising", points: [ChartPoint(x: -150, y: 100), ChartPoint(x: 400, y: 420)])

    static let utahLines = [
        ReferenceLine(value: 120, label: "min 120"),
        ReferenceLine(value: 300, label: "max 300"),
        ReferenceLine(value: 140, label: "shadow < 140", style: .dashed),
    ]
    static let utahMarks = [AxisMark(value: 180, label: "E 180")]

    /// One preset, with its reference lines and collapse end.
    static let single = Chart(
        panels: [ChartPanel(title: "height (pt)", series: [stickyUtah], referenceLines: utahLines)],
        xAxisTitle: "offset (pt)", xRange: -150...400, xMarks: utahMarks)

    /// Two presets compared.
    static let pair = Chart(
        panels: [
            ChartPanel(
                title: "height (pt)", series: [stickyUtah, stretchyIOS18],
                referenceLines: utahLines + [ReferenceLine(value: 0, label: "min 0")])
        ],
        xAxisTitle: "offset (pt)", xRange: -150...400,
        xMarks: utahMarks + [AxisMark(value: 300, label: "E 300")])

    /// Height over progress in two panels.
    static let panels = Chart(
        panels: [
            ChartPanel(title: "height (pt)", series: [stickyUtah, stretchyIOS18], referenceLines: utahLines),
            ChartPanel(title: "progress (0-1)", series: [utahProgress, iosProgress]),
        ],
        xAxisTitle: "offset (pt)", xRange: -150...400,
        xMarks: utahMarks + [AxisMark(value: 300, label: "E 300")])

    /// Three series in three panels, to exercise every look and the panel stacking.
    static let three = Chart(
        panels: [
            ChartPanel(title: "height (pt)", series: [stickyUtah, stretchyIOS18, rising], referenceLines: utahLines),
            ChartPanel(title: "progress (0-1)", series: [utahProgress, iosProgress]),
            ChartPanel(
                title: "shadow radius (pt)",
                series: [
                    ChartSeries(
                        name: "sticky-utah",
                        points: [
                            ChartPoint(x: -150, y: 0), ChartPoint(x: 160, y: 0), ChartPoint(x: 160, y: 8),
                            ChartPoint(x: 400, y: 8),
                        ])
                ]),
        ],
        xAxisTitle: "offset (pt)", xRange: -150...400, xMarks: utahMarks)
}
