/// The snapping part of a preset: mode, positions, the initial position and the policy.
///
/// Positions are collapse progress values in `0...1` (`0` expanded, `1` collapsed) and are
/// always kept sorted.
public struct SnapBehavior: Hashable, Sendable {
    /// When the scroll snaps.
    public var mode: SnapMode
    private var sortedPositions: [Double]
    /// The collapse progress where the scroll may rest when snapping, sorted ascending.
    public var positions: [Double] {
        get { sortedPositions }
        set { sortedPositions = newValue.sorted { $0 < $1 } }
    }
    /// The collapse progress the scroll starts at (`0...1`).
    public var initialPosition: Double
    /// Which snap offset a release settles on: the nearest, or the next one in the release's
    /// direction.
    public var policy: SnapPolicy

    /// At most this many snap positions.
    public static let maximumPositionCount = 16
    /// The positions used when snapping is on and none are given: expanded and collapsed.
    public static let defaultPositions: [Double] = [0, 1]

    /// A snap behaviour; the defaults are docs/format.md's (no snapping, no positions, initial 0,
    /// the nearest snap offset).
    public init(
        mode: SnapMode = .disabled, positions: [Double] = [], initialPosition: Double = 0,
        policy: SnapPolicy = .nearest
    ) {
        self.mode = mode
        self.sortedPositions = positions.sorted { $0 < $1 }
        self.initialPosition = initialPosition
        self.policy = policy
    }

    /// The positions snapping uses: the given ones, or `[0, 1]` when snapping is on and none are
    /// given; none when snapping is disabled.
    public var effectivePositions: [Double] {
        if mode == .disabled { return [] }
        return sortedPositions.isEmpty ? SnapBehavior.defaultPositions : sortedPositions
    }
}
