/// What a trace sample can deviate in (docs/traces.md#what-is-checked).
public enum TraceDeviationKind: Hashable, Sendable, Comparable {
    /// The header's height against `frame(offset).height`.
    case height
    /// The header's top edge against `frame(offset).translation`.
    case top
    /// The accessory strip's top against `frame(offset).accessoryTop`.
    case accessoryTop
    /// One layer's property against its track's value (or the property's resting value).
    case layer(String, TrackProperty)
    /// A `rest` sample's offset against where the preceding release must come to rest.
    case rest

    /// `height`, `top`, `accessoryTop`, `LAYER.PROPERTY` or `rest`.
    public var name: String {
        switch self {
        case .height: "height"
        case .top: "top"
        case .accessoryTop: "accessoryTop"
        case .layer(let layer, let property): "\(layer).\(property.rawValue)"
        case .rest: "rest"
        }
    }

    /// Height, top, the accessory's top, the layers in byte order of their names, then rest: the order reports list
    /// deviations in.
    public static func < (lhs: TraceDeviationKind, rhs: TraceDeviationKind) -> Bool {
        switch (lhs, rhs) {
        case (.layer(let a, let p), .layer(let b, let q)):
            if a != b { return a.utf8.lexicographicallyPrecedes(b.utf8) }
            return p.rawValue.utf8.lexicographicallyPrecedes(q.rawValue.utf8)
        default:
            return lhs.rank < rhs.rank
        }
    }

    private var rank: Int {
        switch self {
        case .height: 0
        case .top: 1
        case .accessoryTop: 2
        case .layer: 3
        case .rest: 4
        }
    }
}

/// The worst sample of one kind of deviation, and how many samples deviated that way.
public struct TraceDeviation: Hashable, Sendable {
    /// What deviated.
    public var kind: TraceDeviationKind
    /// The trace line of the worst sample (for `rest`, the `rest` sample's line).
    public var line: Int
    /// That sample's time.
    public var time: Double
    /// That sample's offset.
    public var offset: Double
    /// What the preset says the value is there.
    public var expected: Double
    /// What the trace recorded.
    public var recorded: Double
    /// How many samples deviated this way (each `rest` sample once).
    public var count: Int
    /// For `rest`: the line of the release it follows, and the release's offset and velocity.
    public var release: TraceRelease?

    /// A deviation with the given values.
    public init(
        kind: TraceDeviationKind, line: Int, time: Double, offset: Double, expected: Double,
        recorded: Double, count: Int = 1, release: TraceRelease? = nil
    ) {
        self.kind = kind
        self.line = line
        self.time = time
        self.offset = offset
        self.expected = expected
        self.recorded = recorded
        self.count = count
        self.release = release
    }

    /// `recorded - expected`.
    public var difference: Double { recorded - expected }
}

/// A release sample: where and how fast the finger lifted.
public struct TraceRelease: Hashable, Sendable {
    /// The release sample's trace line.
    public var line: Int
    /// The offset where the finger lifted.
    public var offset: Double
    /// The velocity, in points per second.
    public var velocity: Double

    /// A release at `offset` with `velocity`, read from `line`.
    public init(line: Int, offset: Double, velocity: Double) {
        self.line = line
        self.offset = offset
        self.velocity = velocity
    }
}
