/// What the scroll was doing when a trace sample was recorded (docs/traces.md#samples).
public enum TracePhase: String, CaseIterable, Hashable, Sendable {
    /// The finger is on the screen.
    case drag
    /// The finger lifted: the sample carries the release velocity, and the scroll's next
    /// ``rest`` sample is where the preset says it must come to rest.
    case release
    /// Moving on its own after a release: decelerating, snapping or bouncing back.
    case coast
    /// Standing still after a release.
    case rest
}
