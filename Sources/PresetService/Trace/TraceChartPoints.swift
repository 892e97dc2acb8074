import HeaderGeometry

/// The recorded samples a chart draws, kept within a fixed number however long the trace: once
/// ``limit`` are held, every other one is dropped and only every second sample after that is
/// kept (then every fourth, ...), so they stay evenly spread along the trace. The smallest and
/// largest offsets are kept apart, for the chart's range.
public struct TraceChartPoints: Sendable {
    /// The most samples held: two per column of a wide SVG chart, and more.
    public static let limit = 4096

    /// The samples kept, in trace order.
    public private(set) var samples: [TraceSample] = []
    /// The smallest offset recorded.
    public private(set) var lowestOffset = Double.infinity
    /// The largest offset recorded.
    public private(set) var highestOffset = -Double.infinity
    /// Whether every sample recorded is kept, so kept neighbours were neighbours in the trace.
    public var keepsEverySample: Bool { stride == 1 }
    private var stride = 1
    private var seen = 0

    /// No samples yet.
    public init() {}

    /// Takes note of `sample`, keeping it when its turn comes.
    public mutating func add(_ sample: TraceSample) {
        lowestOffset = min(lowestOffset, sample.offset)
        highestOffset = max(highestOffset, sample.offset)
        defer { seen += 1 }
        guard seen % stride == 0 else { return }
        var kept = sample
        kept.layers = []
        samples.append(kept)
        if samples.count >= TraceChartPoints.limit {
            samples = samples.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            stride *= 2
        }
    }
}
