/// Checks a recorded trace against a preset, one sample at a time (docs/traces.md#what-is-checked):
/// each sample's `height` and `top` (and `accessoryTop`, when recorded for a preset with an
/// accessory) against the preset's frame at its offset, each recorded layer
/// value against the preset's tracks, and each release followed by a `rest` sample against where
/// the preset says that release comes to rest. Memory stays the same however long the trace.
///
/// ```swift
/// var check = HeaderTraceCheck(preset: preset)
/// for sample in samples { check.check(sample) }
/// if check.deviates { print(check.deviations) }
/// ```
public struct HeaderTraceCheck: Sendable {
    /// The default tolerance for lengths (height, top, translations, blur, rest), in points.
    public static let defaultTolerance = 0.5
    /// The tolerance for opacity and scale, which have no unit.
    public static let unitTolerance = 0.01

    /// What binary floating point adds to a difference written in decimal: far below anything a
    /// screen shows.
    static let slack = 1e-9

    /// The preset the trace is checked against.
    public let preset: HeaderPreset
    /// How far a length may be from the preset's before it deviates, in points.
    public let tolerance: Double
    /// The screen the trace was recorded on (docs/screen.md#the-context).
    public let context: ScreenContext
    /// The number of samples checked so far.
    public private(set) var samplesChecked = 0
    /// The number of releases whose rest was checked.
    public private(set) var restsChecked = 0
    /// The worst deviation of each kind seen so far, in the order of ``TraceDeviationKind``.
    public var deviations: [TraceDeviation] { worst.sorted { $0.kind < $1.kind } }
    /// Whether any sample deviated.
    public var deviates: Bool { !worst.isEmpty }
    /// Which layers were compared with tracks, and which could not be (docs/traces.md#what-is-checked).
    public var layerCoverage: TraceLayerCoverage {
        TraceLayerCoverage(
            tracked: preset.tracks.map(\.layer), recorded: recordedLayers,
            moreRecorded: moreLayersRecorded)
    }
    /// How many deviating samples ``listed`` keeps, in trace order; `0` keeps none.
    public var listLimit = 0
    /// Every deviation of every sample, one per kind a sample deviates in, up to ``listLimit``.
    public private(set) var listed: [TraceDeviation] = []
    /// How many deviations were left out of ``listed`` for its limit.
    public private(set) var unlisted = 0

    private var worst: [TraceDeviation] = []
    /// The distinct layer names recorded, up to ``TraceLayerCoverage/recordedLimit``.
    private var recordedLayers: [String] = []
    private var moreLayersRecorded = false
    /// A quick-return header's frame depends on the offsets before it.
    private var tracker: QuickReturnTracker?
    /// The last release not yet followed by a rest, with the offset the preset rests it at.
    private var pendingRelease: (release: TraceRelease, rest: Double)?

    /// A check against `preset` on the screen of `context`, with lengths allowed `tolerance`
    /// points off.
    public init(preset: HeaderPreset, tolerance: Double = HeaderTraceCheck.defaultTolerance, context: ScreenContext = .none) {
        self.preset = preset
        self.tolerance = tolerance
        self.context = context
    }

    /// Checks one sample (samples must come in the trace's order).
    public mutating func check(_ sample: TraceSample) {
        samplesChecked += 1
        let frame = self.frame(at: sample.offset)
        compare(.height, expected: frame.height, recorded: sample.height, tolerance: tolerance, in: sample)
        compare(.top, expected: frame.translation, recorded: sample.top, tolerance: tolerance, in: sample)
        // A recorded strip is checked only against a preset that has one.
        if let recorded = sample.accessoryTop, let expected = frame.accessoryTop {
            compare(.accessoryTop, expected: expected, recorded: recorded, tolerance: tolerance, in: sample)
        }
        if !sample.layers.isEmpty {
            let layers = preset.layers(in: frame)
            for recorded in sample.layers {
                noteLayer(recorded.layer)
                let expected = layers.value(of: recorded.property, layer: recorded.layer)
                compare(
                    .layer(recorded.layer, recorded.property), expected: expected, recorded: recorded.value,
                    tolerance: HeaderTraceCheck.tolerance(for: recorded.property, lengths: tolerance),
                    in: sample)
            }
        }
        switch sample.phase {
        case .release:
            let velocity = sample.velocity ?? 0
            let release = TraceRelease(line: sample.line, offset: sample.offset, velocity: velocity)
            pendingRelease = (release, HeaderTraceCheck.rest(of: preset, after: release))
        case .drag:
            pendingRelease = nil  // the finger came back before the scroll rested
        case .rest:
            if let (release, rest) = pendingRelease {
                restsChecked += 1
                compare(
                    .rest, expected: rest, recorded: sample.offset, tolerance: tolerance, in: sample,
                    release: release)
                pendingRelease = nil
            }
        case .coast, nil:
            break
        }
    }

    /// The tolerance of `property`: ``unitTolerance`` for opacity and scale, `lengths` otherwise.
    public static func tolerance(for property: TrackProperty, lengths: Double) -> Double {
        switch property {
        case .opacity, .scale: unitTolerance
        case .translateX, .translateY, .blur: lengths
        }
    }

    /// Where the preset says `release` comes to rest: docs/concepts.md#snapping under the preset's
    /// own motion (its fling model, `uikit` with its deceleration rate or Android's spline, and its
    /// snap policy), as ``HeaderPreset/rest(after:velocity:)-(Double,Double)`` and `stretchy snap` say.
    public static func rest(of preset: HeaderPreset, after release: TraceRelease) -> Double {
        preset.rest(after: release.offset, velocity: release.velocity)
    }

    /// Keeps `layer` among the recorded names: a short list, so a search costs less than hashing.
    private mutating func noteLayer(_ layer: String) {
        guard !recordedLayers.contains(layer) else { return }
        if recordedLayers.count < TraceLayerCoverage.recordedLimit {
            recordedLayers.append(layer)
        } else {
            moreLayersRecorded = true
        }
    }

    private mutating func frame(at offset: Double) -> HeaderFrame {
        guard preset.motion.quickReturn else { return preset.frame(at: offset, in: context) }
        if tracker == nil { tracker = QuickReturnTracker(preset: preset, offset: offset, context: context) }
        return tracker!.scroll(to: offset)
    }

    private mutating func compare(
        _ kind: TraceDeviationKind, expected: Double, recorded: Double,
        tolerance: Double, in sample: TraceSample, release: TraceRelease? = nil
    ) {
        let difference = abs(recorded - expected)
        // A billionth of a point of slack: 260.6 - 260 is 0.6000000000000227 in binary, and a
        // value written 0.6 off must pass a tolerance of 0.6.
        guard !(difference <= tolerance + HeaderTraceCheck.slack) else { return }
        let deviation = TraceDeviation(
            kind: kind, line: sample.line, time: sample.time, offset: sample.offset,
            expected: expected, recorded: recorded, release: release)
        if listed.count < listLimit { listed.append(deviation) } else if listLimit > 0 { unlisted += 1 }
        guard let index = worst.firstIndex(where: { $0.kind == kind }) else {
            worst.append(deviation)
            return
        }
        let count = worst[index].count + 1
        if difference > abs(worst[index].difference) {
            worst[index] = deviation
        }
        worst[index].count = count
    }
}
