import HeaderGeometry

/// `stretchy verify`: a recorded trace checked against a preset (docs/traces.md).
extension PresetLibrary {
    /// Checks the trace read from `input` (called `source` in messages) against the preset named
    /// `name`, lengths within `tolerance` points. Memory stays flat: samples are checked as they
    /// are read, and with `keepingChartPoints` at most ``TraceChartPoints/limit`` are kept; with
    /// `listing`, every deviation up to ``TraceReport/listLimit``.
    ///
    /// A preset that does not exist is not found (exit 66); a malformed trace is invalid data
    /// (exit 65) naming its line. Deviations are the report's, not errors.
    public func verify(
        _ name: String, trace input: TraceInput, source: String,
        tolerance: Double = HeaderTraceCheck.defaultTolerance,
        keepingChartPoints: Bool = false, listing: Bool = false
    ) throws(ServiceError) -> TraceReport {
        let preset = try preset(named: name)
        return try PresetLibrary.verify(
            preset, trace: input, source: source, tolerance: tolerance,
            keepingChartPoints: keepingChartPoints, listing: listing)
    }

    /// ``verify(_:trace:source:tolerance:keepingChartPoints:listing:)`` for a preset in hand, on
    /// the screen of `context` (docs/screen.md#the-context).
    public static func verify(
        _ preset: HeaderPreset, trace input: TraceInput, source: String,
        tolerance: Double = HeaderTraceCheck.defaultTolerance,
        keepingChartPoints: Bool = false, listing: Bool = false, context: ScreenContext = .none
    ) throws(ServiceError) -> TraceReport {
        var check = HeaderTraceCheck(preset: preset, tolerance: tolerance, context: context)
        check.listLimit = listing ? TraceReport.listLimit : 0
        var points = keepingChartPoints ? TraceChartPoints() : nil
        let header = try TraceReader(input, source: source).read { sample in
            check.check(sample)
            points?.add(sample)
        }
        return TraceReport(
            preset: preset, tracePreset: header.preset, tolerance: tolerance,
            samplesChecked: check.samplesChecked, restsChecked: check.restsChecked,
            deviations: check.deviations, layers: check.layerCoverage,
            listed: listing ? check.listed : nil, unlisted: check.unlisted, chartPoints: points)
    }
}
