/// One line of a recorded trace: what the app's header was at one moment (docs/traces.md#samples).
public struct TraceSample: Hashable, Sendable {
    /// The line of the trace this sample was read from (1 is the header line), or `0` for a
    /// sample that was not read from text.
    public var line: Int
    /// Seconds, from any origin; never decreasing along a trace.
    public var time: Double
    /// The scroll offset `y` (docs/concepts.md#the-offset-and-the-pull): `0` at rest, `> 0` scrolled, `< 0` pulled.
    public var offset: Double
    /// The header's height as laid out, in points.
    public var height: Double
    /// The header's top edge relative to the scroll view's top, in points (`0` or negative).
    public var top: Double
    /// The layer values recorded, in the order they were read.
    public var layers: [TraceLayerValue]
    /// What the scroll was doing, when the recorder knew.
    public var phase: TracePhase?
    /// The release velocity in points per second (`> 0` into the content); on `release` samples.
    public var velocity: Double?
    /// The accessory strip's top edge relative to the scroll view's top, in points, when the
    /// recorder measured it (docs/screen.md#the-accessory).
    public var accessoryTop: Double?

    /// A sample with the given values.
    public init(
        line: Int = 0, time: Double, offset: Double, height: Double, top: Double,
        layers: [TraceLayerValue] = [], phase: TracePhase? = nil, velocity: Double? = nil,
        accessoryTop: Double? = nil
    ) {
        self.accessoryTop = accessoryTop
        self.line = line
        self.time = time
        self.offset = offset
        self.height = height
        self.top = top
        self.layers = layers
        self.phase = phase
        self.velocity = velocity
    }
}

/// One recorded value of one layer's property: `"title": {"scale": 1.25}`.
public struct TraceLayerValue: Hashable, Sendable {
    /// The layer's name, as a preset's tracks name it.
    public var layer: String
    /// The property.
    public var property: TrackProperty
    /// The value the app showed.
    public var value: Double

    /// A recorded layer value.
    public init(layer: String, property: TrackProperty, value: Double) {
        self.layer = layer
        self.property = property
        self.value = value
    }
}
