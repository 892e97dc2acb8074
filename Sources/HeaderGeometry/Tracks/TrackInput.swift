/// What drives a track (docs/tracks.md).
public enum TrackInput: String, CaseIterable, Hashable, Sendable {
    /// The frame's collapse progress: `0` expanded ... `1` collapsed; keyframes `at` in `0...1`.
    case progress
    /// The points pulled past the top, `max(0, -y)`; keyframes `at` in `0...10000`.
    case pull
    /// The scroll offset `y` itself, in points, so a keyframe placed at 47 pt stays there when a
    /// height changes (docs/screen.md#tracks-that-follow-the-screen); keyframes `at` in
    /// `-10000...10000`.
    case offset

    /// The input a track without an `input` key has.
    public static let `default` = TrackInput.progress

    /// The values a keyframe's `at` may take for this input.
    public var range: ClosedRange<Double> {
        switch self {
        case .progress: 0...1
        case .pull: 0...10_000
        case .offset: -10_000...10_000
        }
    }

    /// This input's value in `frame`: its progress, its pull `max(0, -offset)`, or its offset.
    @inlinable
    public func value(in frame: HeaderFrame) -> Double {
        switch self {
        case .progress: frame.progress
        case .pull: frame.offset < 0 ? -frame.offset : 0
        case .offset: frame.offset
        }
    }
}
