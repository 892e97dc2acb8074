import HeaderGeometry

/// What `stretchy verify --against OLD NEW` found (docs/traces.md#comparing-two-recordings).
public struct TraceComparisonReport: Sendable {
    /// The old recording's name in messages.
    public var oldSource: String
    /// The new recording's name in messages.
    public var newSource: String
    /// How far a length may be off, in points.
    public var tolerance: Double
    /// The number of old samples read.
    public var oldSamples: Int
    /// The number of new samples compared with the old recording.
    public var samplesCompared: Int
    /// The number of new samples outside the old recording's offsets, not compared.
    public var outside: Int
    /// The number of new rests compared with the old one after the same release.
    public var restsCompared: Int
    /// The worst deviation of each kind, height and top first, rest last.
    public var deviations: [TraceDeviation]
    /// With `--all`: every deviation in the new trace's order, up to ``TraceReport/listLimit``.
    public var listed: [TraceDeviation]?
    /// How many deviations were left out of ``listed``.
    public var unlisted: Int
    /// The old recording's samples kept for a chart, when asked for.
    public var oldChartPoints: TraceChartPoints?
    /// The new recording's samples kept for a chart, when asked for.
    public var newChartPoints: TraceChartPoints?

    /// Whether the new recording deviates from the old one anywhere.
    public var deviates: Bool { !deviations.isEmpty }
}
