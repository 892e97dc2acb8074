import HeaderGeometry

/// One recorded sample as the fit uses it: where it was and what the header did there.
public struct FitPoint: Hashable, Sendable {
    /// The trace line it was read from.
    public var line: Int
    /// The scroll offset.
    public var offset: Double
    /// The header's height.
    public var height: Double
    /// The header's top edge.
    public var top: Double
    /// The accessory strip's top edge, when the sample carries it.
    public var accessoryTop: Double?

    /// A point with the given values.
    public init(line: Int = 0, offset: Double, height: Double, top: Double, accessoryTop: Double? = nil) {
        self.line = line
        self.offset = offset
        self.height = height
        self.top = top
        self.accessoryTop = accessoryTop
    }

    /// How much of the header shows: `height + top`.
    public var visible: Double { height + top }
}

/// A release and where the scroll came to rest after it.
public struct FitRelease: Hashable, Sendable {
    /// Where and how fast the finger lifted.
    public var release: TraceRelease
    /// The offset of the `rest` sample that followed.
    public var rest: Double

    /// A release that came to rest at `rest`.
    public init(release: TraceRelease, rest: Double) {
        self.release = release
        self.rest = rest
    }
}

/// What the fit keeps of a trace while it streams (docs/traces.md#fit): the samples at or above
/// the top (`offset <= 0`) and those scrolled into the content, each evenly spread within
/// ``limit``, the samples that carry `accessoryTop`, evenly spread within ``limit`` too, and each
/// release followed by a rest, within ``releaseLimit``. Memory stays the same
/// however long the trace.
public struct TraceFitSamples: Sendable {
    /// The most samples kept of each side of the top.
    public static let limit = 4096
    /// The most releases kept.
    public static let releaseLimit = 1024

    /// Samples at offset `0` or pulled past the top.
    public private(set) var pulled = SpreadSamples<FitPoint>(limit: TraceFitSamples.limit)
    /// Samples scrolled into the content.
    public private(set) var scrolled = SpreadSamples<FitPoint>(limit: TraceFitSamples.limit)
    /// Samples that carry the accessory strip's top, on either side of the top.
    public private(set) var strip = SpreadSamples<FitPoint>(limit: TraceFitSamples.limit)
    /// Releases followed by a rest sample.
    public private(set) var releases = SpreadSamples<FitRelease>(limit: TraceFitSamples.releaseLimit)
    /// How many samples were read.
    public private(set) var count = 0
    private var pending: TraceRelease?

    /// Nothing read yet.
    public init() {}

    /// Takes note of one sample (samples must come in the trace's order).
    public mutating func add(_ sample: TraceSample) {
        count += 1
        let point = FitPoint(
            line: sample.line, offset: sample.offset, height: sample.height, top: sample.top, accessoryTop: sample.accessoryTop)
        if sample.offset <= 0 { pulled.add(point) } else { scrolled.add(point) }
        if sample.accessoryTop != nil { strip.add(point) }
        switch sample.phase {
        case .release:
            pending = TraceRelease(line: sample.line, offset: sample.offset, velocity: sample.velocity ?? 0)
        case .drag:
            pending = nil
        case .rest:
            if let pending { releases.add(FitRelease(release: pending, rest: sample.offset)) }
            pending = nil
        case .coast, nil:
            break
        }
    }
}
