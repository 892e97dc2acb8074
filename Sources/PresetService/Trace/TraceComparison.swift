import HeaderGeometry

/// Two recordings of one header compared by offset (docs/traces.md#comparing-two-recordings):
/// each sample of the new recording against the old one at the same offset, interpolated
/// linearly between the old samples on either side of it; each release of the new one followed
/// by a rest against the old release at the same offset and velocity.
///
/// The old recording is held sorted by offset (32 bytes a sample); the new one is compared as it
/// streams.
public struct TraceComparison: Sendable {
    /// The old recording's samples, sorted by offset.
    let old: [FitPoint]
    /// The old recording's releases and their rests.
    let oldReleases: [FitRelease]
    /// How far a length may be off, in points.
    public let tolerance: Double
    /// The number of new samples compared.
    public private(set) var samplesCompared = 0
    /// The number of new samples outside the old recording's offsets, not compared.
    public private(set) var outside = 0
    /// The number of new rests compared with an old one.
    public private(set) var restsCompared = 0
    /// The worst deviation of each kind so far.
    public private(set) var deviations: [TraceDeviation] = []
    /// Every deviation, in the new trace's order, up to ``listLimit``.
    public private(set) var listed: [TraceDeviation] = []
    /// How many were left out of ``listed``.
    public private(set) var unlisted = 0
    /// How many deviations ``listed`` keeps; `0` keeps none.
    public var listLimit = 0
    private var pending: TraceRelease?

    /// A comparison with the old recording's `samples` and `releases`.
    public init(old samples: [FitPoint], releases: [FitRelease], tolerance: Double = HeaderTraceCheck.defaultTolerance) {
        old = samples.sorted { $0.offset < $1.offset }
        oldReleases = releases
        self.tolerance = tolerance
    }

    /// The old recording's height and top at `offset`: the sample there, or the line between
    /// the samples on either side; `nil` outside the old offsets.
    public func old(at offset: Double) -> (height: Double, top: Double)? {
        guard let first = old.first, let last = old.last, offset >= first.offset, offset <= last.offset else { return nil }
        var low = 0, high = old.count
        while low < high {
            let middle = (low + high) / 2
            if old[middle].offset < offset { low = middle + 1 } else { high = middle }
        }
        let after = old[low]
        guard after.offset != offset, low > 0 else { return (after.height, after.top) }
        let before = old[low - 1]
        let share = (offset - before.offset) / (after.offset - before.offset)
        return (
            before.height + (after.height - before.height) * share,
            before.top + (after.top - before.top) * share
        )
    }

    /// Compares one sample of the new recording (samples in the trace's order).
    public mutating func compare(_ sample: TraceSample) {
        if let expected = old(at: sample.offset) {
            samplesCompared += 1
            note(.height, expected: expected.height, recorded: sample.height, sample)
            note(.top, expected: expected.top, recorded: sample.top, sample)
        } else {
            outside += 1
        }
        switch sample.phase {
        case .release:
            pending = TraceRelease(line: sample.line, offset: sample.offset, velocity: sample.velocity ?? 0)
        case .drag:
            pending = nil
        case .rest:
            if let release = pending, let match = oldRest(after: release) {
                restsCompared += 1
                note(.rest, expected: match, recorded: sample.offset, sample, release: release)
            }
            pending = nil
        case .coast, nil:
            break
        }
    }

    /// Where the old recording rested after a release at the same offset and velocity (within
    /// the tolerance, and a point per second).
    func oldRest(after release: TraceRelease) -> Double? {
        oldReleases.first {
            abs($0.release.offset - release.offset) <= tolerance && abs($0.release.velocity - release.velocity) <= 1
        }?.rest
    }

    private mutating func note(
        _ kind: TraceDeviationKind, expected: Double, recorded: Double, _ sample: TraceSample,
        release: TraceRelease? = nil
    ) {
        let difference = abs(recorded - expected)
        guard difference > tolerance + 1e-9 else { return }
        let deviation = TraceDeviation(
            kind: kind, line: sample.line, time: sample.time, offset: sample.offset,
            expected: expected, recorded: recorded, release: release)
        if listed.count < listLimit { listed.append(deviation) } else if listLimit > 0 { unlisted += 1 }
        guard let index = deviations.firstIndex(where: { $0.kind == kind }) else {
            deviations.append(deviation)
            deviations.sort { $0.kind < $1.kind }
            return
        }
        let count = deviations[index].count + 1
        if difference > abs(deviations[index].difference) { deviations[index] = deviation }
        deviations[index].count = count
    }
}
