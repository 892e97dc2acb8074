/// When, if ever, the scroll snaps to one of the preset's snap positions.
public enum SnapMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// No snapping: the scroll decelerates freely.
    case disabled
    /// Snap from where the finger lifts.
    case immediately
    /// Snap from where the deceleration would end (a slow release snaps from where it lifts).
    case afterFinishAccelerating
}
