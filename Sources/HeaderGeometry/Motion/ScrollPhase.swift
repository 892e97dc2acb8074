/// What a ``ScrollSession``'s scroll is doing.
public enum ScrollPhase: String, Hashable, Sendable {
    /// At rest: nothing moves until the next touch.
    case idle
    /// A finger is on the content (it may not have moved yet).
    case dragging
    /// Released, coasting under the preset's fling model.
    case decelerating
    /// Released, carried by the snap spring to a snap offset or back to the top.
    case springing
}
