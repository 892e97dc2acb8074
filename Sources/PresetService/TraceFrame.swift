import HeaderGeometry

/// One step of a scroll trace: the header's frame there (for a quick-return header, after the
/// steps before it) and its background's parallax offset.
public struct TraceFrame: Hashable, Sendable {
    /// The step's place in the trace, from 0.
    public var step: Int
    /// The header's frame; its `offset` is the trace's offset at this step.
    public var frame: HeaderFrame
    /// The background's top relative to the header's top; see ``HeaderPreset/backgroundOffset(in:parallax:)``.
    public var parallaxOffset: Double

    /// A step with the given values.
    public init(step: Int, frame: HeaderFrame, parallaxOffset: Double) {
        self.step = step
        self.frame = frame
        self.parallaxOffset = parallaxOffset
    }
}
