import HeaderGeometry

/// What `stretchy verify` found: how much of the trace it checked and the worst deviation of
/// each kind (docs/traces.md#what-is-checked).
public struct TraceReport: Sendable {
    /// The preset checked against.
    public var preset: HeaderPreset
    /// The preset the trace's header names, when it names one.
    public var tracePreset: String?
    /// The tolerance for lengths, in points (opacity and scale have ``HeaderTraceCheck/unitTolerance``).
    public var tolerance: Double
    /// The number of samples checked.
    public var samplesChecked: Int
    /// The number of releases whose rest was checked.
    public var restsChecked: Int
    /// The worst deviation of each kind, height and top first, rest last.
    public var deviations: [TraceDeviation]
    /// Which layers were compared with the preset's tracks, and which could not be.
    public var layers: TraceLayerCoverage
    /// With `--all`: every deviation of every sample in trace order, up to ``listLimit``; `nil` otherwise.
    public var listed: [TraceDeviation]?
    /// How many deviations were left out of ``listed`` for its limit.
    public var unlisted: Int
    /// The recorded samples kept for a chart (at most ``TraceChartPoints/limit``), when asked for.
    public var chartPoints: TraceChartPoints?

    /// The most deviations `--all` lists: memory stays bounded however much of a long trace deviates.
    public static let listLimit = 10_000

    /// Whether the app deviates from the preset anywhere.
    public var deviates: Bool { !deviations.isEmpty }
}
