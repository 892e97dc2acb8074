import HeaderGeometry

/// `stretchy fit`: the preset that explains a recorded trace (docs/traces.md#fit).
extension PresetLibrary {
    /// Fits a preset named `name` to the trace that `input` opens (called `source` in messages);
    /// `accessoryHeight` is the strip's height when the user gave it.
    ///
    /// The trace is read twice, each time as it streams, so memory stays flat: once to keep
    /// what the fit needs (``TraceFitSamples``), once to measure every sample against the fitted
    /// preset. `input` is called once per reading. A malformed trace is invalid data (exit 65)
    /// naming its line.
    public static func fit(
        trace input: () throws(ServiceError) -> TraceInput, source: String, name: String = "fitted",
        tolerance: Double = HeaderTraceCheck.defaultTolerance, accessoryHeight: Double? = nil
    ) throws(ServiceError) -> TraceFitReport {
        var samples = TraceFitSamples()
        let header = try TraceReader(try input(), source: source).read { samples.add($0) }
        let fit = HeaderFit.fit(samples, name: name, accessoryHeight: accessoryHeight)
        // With the strip, whatever its height, so that accessoryTop is measured too.
        var largest = HeaderTraceCheck(preset: fit.explaining, tolerance: 0)
        var misfits = HeaderTraceCheck(preset: fit.explaining, tolerance: tolerance)
        misfits.listLimit = TraceFitReport.listLimit
        _ = try TraceReader(try input(), source: source).read { sample in
            var plain = sample
            plain.layers = []
            largest.check(plain)
            misfits.check(plain)
        }
        return TraceFitReport(
            fit: fit, tracePreset: header.preset, samples: samples.count, rests: samples.releases.seen,
            tolerance: tolerance, largest: largest.deviations, misfits: misfits.deviations,
            listed: misfits.listed, unlisted: misfits.unlisted)
    }

    /// Stores a fitted `preset` as a new preset with one revision; the name's rules and a name
    /// already taken are invalid data (exit 65), and nothing is written then.
    public func createFitted(_ preset: HeaderPreset) throws(ServiceError) {
        try Self.requireValidName(preset.name)
        try Self.requireValid(preset)
        try write { store in
            if try store.preset(named: preset.name) != nil { throw Self.nameTaken(preset.name) }
            try store.create(preset, action: "create")
        }
    }
}
