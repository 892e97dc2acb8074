/// Values kept evenly spread along a stream of any length, within ``limit``: once the limit is
/// reached every other one is dropped and only every second value after that is kept (then every
/// fourth, ...), as the chart's samples are (docs/traces.md#fit).
public struct SpreadSamples<Element: Sendable>: Sendable {
    /// The most values held.
    public let limit: Int
    /// The values kept, in the order they came.
    public private(set) var elements: [Element] = []
    /// How many values came, kept or not.
    public private(set) var seen = 0
    private var stride = 1

    /// Nothing kept yet; at most `limit` values will be.
    public init(limit: Int) {
        self.limit = max(2, limit)
    }

    /// Takes note of `element`, keeping it when its turn comes.
    public mutating func add(_ element: Element) {
        defer { seen += 1 }
        guard seen % stride == 0 else { return }
        elements.append(element)
        if elements.count >= limit {
            elements = elements.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            stride *= 2
        }
    }
}
