import HeaderGeometry

/// What `stretchy fit` found (docs/traces.md#fit): the fitted preset, the keys the trace does
/// not determine, the largest remaining deviation of each quantity, and the samples that the
/// fitted preset does not explain within the tolerance.
public struct TraceFitReport: Sendable {
    /// The fit: the preset, the keys determined and those not.
    public var fit: PresetFit
    /// The preset the trace's header names, when it names one.
    public var tracePreset: String?
    /// The number of samples read.
    public var samples: Int
    /// The number of releases followed by a rest.
    public var rests: Int
    /// How far a length may be off before a sample does not fit, in points.
    public var tolerance: Double
    /// The largest remaining deviation of each quantity (height, top, rest), whatever its size.
    public var largest: [TraceDeviation]
    /// The samples the fitted preset does not explain within ``tolerance``: the worst of each
    /// kind and how many.
    public var misfits: [TraceDeviation]
    /// The first ``listLimit`` deviations beyond the tolerance, in trace order.
    public var listed: [TraceDeviation]
    /// How many more were not listed.
    public var unlisted: Int

    /// The most misfitting samples listed.
    public static let listLimit = 20

    /// Whether every sample is within the tolerance of the fitted preset.
    public var fits: Bool { misfits.isEmpty }
}
