/// What drives a track (docs/tracks.md).
public enum TrackInput: String, CaseIterable, Hashable, Sendable {
    /// The frame's collapse progress: `0` expanded ... `1` collapsed; keyframes `at` in `0...1`.
    case progress
    /// The points pulled past the top, `max(0, -y)`; keyframes `at` in `0...10000`.
    case pull

    /// The input a track without an `input` key has.
    public static let `default` = TrackInput.progress

    /// The values a keyframe's `at` may take for this input.
    public var range: ClosedRange<Double> {
        switch self {
        case .progress: 0...1
        case .pull: 0...10_000
        }
    }

    /// This input's value in `frame`: its progress, or its pull `max(0, -offset)`.
    @inlinable
    public func value(in frame: HeaderFrame) -> Double {
        switch self {
        case .progress: frame.progress
        case .pull: frame.offset < 0 ? -frame.offset : 0
        }
    }
}
