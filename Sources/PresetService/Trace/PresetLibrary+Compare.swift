import HeaderGeometry

/// `stretchy verify --against`: two recordings of one header compared by offset, with no
/// preset (docs/traces.md#comparing-two-recordings).
extension PresetLibrary {
    /// Compares the recording read from `new` with the one read from `old`. A malformed trace
    /// of either is invalid data (exit 65) naming its line.
    public static func compare(
        old: TraceInput, oldSource: String, new: TraceInput, newSource: String,
        tolerance: Double = HeaderTraceCheck.defaultTolerance,
        keepingChartPoints: Bool = false, listing: Bool = false
    ) throws(ServiceError) -> TraceComparisonReport {
        var samples: [FitPoint] = []
        var releases: [FitRelease] = []
        var pending: TraceRelease?
        var oldPoints = keepingChartPoints ? TraceChartPoints() : nil
        _ = try TraceReader(old, source: oldSource).read { sample in
            samples.append(FitPoint(line: sample.line, offset: sample.offset, height: sample.height, top: sample.top))
            oldPoints?.add(sample)
            switch sample.phase {
            case .release: pending = TraceRelease(line: sample.line, offset: sample.offset, velocity: sample.velocity ?? 0)
            case .drag: pending = nil
            case .rest:
                if let release = pending { releases.append(FitRelease(release: release, rest: sample.offset)) }
                pending = nil
            case .coast, nil: break
            }
        }
        var comparison = TraceComparison(old: samples, releases: releases, tolerance: tolerance)
        comparison.listLimit = listing ? TraceReport.listLimit : 0
        var newPoints = keepingChartPoints ? TraceChartPoints() : nil
        _ = try TraceReader(new, source: newSource).read { sample in
            comparison.compare(sample)
            newPoints?.add(sample)
        }
        return TraceComparisonReport(
            oldSource: oldSource, newSource: newSource, tolerance: tolerance, oldSamples: samples.count,
            samplesCompared: comparison.samplesCompared, outside: comparison.outside,
            restsCompared: comparison.restsCompared, deviations: comparison.deviations,
            listed: listing ? comparison.listed : nil, unlisted: comparison.unlisted,
            oldChartPoints: oldPoints, newChartPoints: newPoints)
    }
}
