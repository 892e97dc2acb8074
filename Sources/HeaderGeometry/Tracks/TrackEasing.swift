/// How a track moves between two keyframes (docs/tracks.md): `ease(t)` maps the share `t` of the way
/// from one keyframe's `at` to the next to the share of the way from one value to the next.
public enum TrackEasing: Hashable, Sendable {
    /// `ease(t) = t`.
    case linear
    /// CSS `ease-in`: cubic-bezier(0.42, 0, 1, 1).
    case easeIn
    /// CSS `ease-out`: cubic-bezier(0, 0, 0.58, 1).
    case easeOut
    /// CSS `ease-in-out`: cubic-bezier(0.42, 0, 0.58, 1).
    case easeInOut
    /// The value holds until the next keyframe is reached: `ease(t) = 0` for `t < 1`.
    case step
    /// CSS `cubic-bezier(x1, y1, x2, y2)`: `x1`, `x2` in `0...1`, `y1`, `y2` in `-10...10`.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)

    /// The easing a track without an `easing` key has.
    public static let `default` = TrackEasing.linear

    /// The names a track's `easing` may have, in the order messages list them.
    public static let names = ["linear", "easeIn", "easeOut", "easeInOut", "step"]

    /// The easing called `name` (`"easeOut"`), or `nil` for an unknown name.
    public init?(name: String) {
        switch name {
        case "linear": self = .linear
        case "easeIn": self = .easeIn
        case "easeOut": self = .easeOut
        case "easeInOut": self = .easeInOut
        case "step": self = .step
        default: return nil
        }
    }

    /// The name of a named easing, or `nil` for ``cubicBezier(x1:y1:x2:y2:)``.
    public var name: String? {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .step: "step"
        case .cubicBezier: nil
        }
    }

    /// The control points of a bezier easing (named ones included), or `nil` for linear and step.
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        switch self {
        case .linear, .step: nil
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        case let .cubicBezier(x1, y1, x2, y2): (x1, y1, x2, y2)
        }
    }

    /// The eased share for `t`, clamped to `0...1` first (NaN is taken as `0`).
    public func ease(_ t: Double) -> Double {
        let t = t.isNaN ? 0 : min(max(t, 0), 1)
        switch self {
        case .linear: return t
        case .step: return t < 1 ? 0 : 1
        default:
            guard let (x1, y1, x2, y2) = controlPoints else { return t }
            return CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2).y(atX: t)
        }
    }
}
