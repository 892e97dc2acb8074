/// How far a release travels before snapping decides where it rests
/// (docs/format.md#motion-fling).
public enum FlingModel: String, CaseIterable, Hashable, Sendable, Codable {
    /// UIScrollView's deceleration: `v / 1000 · r / (1 - r)` at the preset's
    /// `motion.decelerationRate` `r`.
    case uikit
    /// Android's spline fling (OverScroller, Compose's `splineBasedDecay`); see ``AndroidFling``.
    case android
}
