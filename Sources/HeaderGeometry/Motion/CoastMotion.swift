/// A released scroll coasting to a stop under the preset's fling model: UIKit's exponential
/// deceleration or Android's spline.
public enum CoastMotion: Hashable, Sendable {
    /// UIScrollView's deceleration at a rate.
    case uikit(DecelerationMotion)
    /// Android's spline fling.
    case android(AndroidFlingMotion)

    /// The coast from `start` at `velocity` under `parameters`' fling model and rate.
    public init(from start: Double, velocity: Double, parameters: MotionParameters) {
        switch parameters.fling {
        case .uikit:
            self = .uikit(
                DecelerationMotion(
                    from: start, velocity: velocity,
                    deceleration: parameters.deceleration))
        case .android:
            self = .android(AndroidFlingMotion(from: start, velocity: velocity))
        }
    }

    /// Where the coast ends.
    public var restingOffset: Double {
        switch self {
        case .uikit(let motion): return motion.restingOffset
        case .android(let motion): return motion.restingOffset
        }
    }

    /// The offset at `time` seconds after release.
    public func offset(at time: Double) -> Double {
        switch self {
        case .uikit(let motion): return motion.offset(at: time)
        case .android(let motion): return motion.offset(at: time)
        }
    }

    /// The velocity, in points per second, at `time` seconds after release.
    public func velocity(at time: Double) -> Double {
        switch self {
        case .uikit(let motion): return motion.velocity(at: time)
        case .android(let motion): return motion.velocity(at: time)
        }
    }

    /// The time at which the coast passes `offset`, or `nil` when it never does.
    public func time(reaching offset: Double) -> Double? {
        switch self {
        case .uikit(let motion): return motion.time(reaching: offset)
        case .android(let motion): return motion.time(reaching: offset)
        }
    }
}
