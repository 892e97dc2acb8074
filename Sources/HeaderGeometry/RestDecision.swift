/// How a release came to rest: the projection, the rule that decided, the snap offset chosen
/// (docs/concepts.md#snapping). ``HeaderPreset/restDecision(after:velocity:)`` makes one;
/// `stretchy snap --explain` says it in words.
public struct RestDecision: Hashable, Sendable {
    /// Which rule of the snap mode decided the point that settles.
    public enum Rule: String, Hashable, Sendable {
        /// `snap.mode` `disabled`: the fling ends where it ends.
        case snappingDisabled
        /// `snap.mode` `immediately`: the offset where the finger lifted settles.
        case fromRelease
        /// `snap.mode` `afterFinishAccelerating`, released slower than
        /// ``HeaderPreset/slowReleaseSpeed``: the offset where the finger lifted settles.
        case slowRelease
        /// `snap.mode` `afterFinishAccelerating`, a fast release: the projected offset settles.
        case fromProjection
    }

    /// Where the finger lifted.
    public var offset: Double
    /// The release velocity, in points per second.
    public var velocity: Double
    /// Where the fling alone would stop: before snapping, before the clamp at `0`.
    public var projected: Double
    /// The rule that decided.
    public var rule: Rule
    /// The snap policy that picked among the snap offsets.
    public var policy: SnapPolicy
    /// The snap offsets the preset may rest at (empty when snapping is disabled).
    public var snapOffsets: [Double]
    /// The point that settled (the release or the projection), `nil` when snapping is disabled.
    public var anchor: Double?
    /// The snap offset chosen, or `nil` when none was (snapping disabled, or the point outside
    /// the first and last snap offsets).
    public var snappedTo: Double?
    /// Where the scroll rests: `max(0, snappedTo ?? projected)`.
    public var rest: Double

    /// A decision with the given values.
    public init(
        offset: Double, velocity: Double, projected: Double, rule: Rule, policy: SnapPolicy,
        snapOffsets: [Double], anchor: Double?, snappedTo: Double?, rest: Double
    ) {
        self.offset = offset
        self.velocity = velocity
        self.projected = projected
        self.rule = rule
        self.policy = policy
        self.snapOffsets = snapOffsets
        self.anchor = anchor
        self.snappedTo = snappedTo
        self.rest = rest
    }
}
