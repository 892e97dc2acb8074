/// What the scroll does after the finger lifts, planned so that it ends on the preset's `rest`.
///
/// With `R = rest(y, v)` and `P = y + D` the projected offset:
/// - `R != max(0, P)`: the preset snapped, so a spring carries the scroll from `(y, v)` to `R`;
/// - `R == P`: it decelerates freely and ends on `P` (this includes a fling out of a pull);
/// - otherwise `P < 0` and `R == 0`: the fling would run past the top. From inside the content
///   it decelerates to the top and a spring bounces it back from the speed it arrives with; from
///   a pull (`y <= 0`) the spring takes it back to the top at once.
enum ReleaseMotion: Hashable, Sendable {
    /// Free deceleration to its resting offset.
    case decelerate(CoastMotion)
    /// A spring to a snap offset, or back to the top from a pull.
    case spring(SpringMotion)
    /// Deceleration until `crossing` seconds, when it reaches the top, then `bounce`.
    case bounce(CoastMotion, crossing: Double, SpringMotion)

    /// The motion after a release at `offset` with `velocity`, and the offset it ends on:
    /// `preset.restDecision(after: offset, velocity: velocity, parameters: parameters).rest`.
    static func planned(
        for preset: HeaderPreset, offset: Double, velocity: Double,
        parameters: MotionParameters
    ) -> (motion: ReleaseMotion, rest: Double) {
        let deceleration = CoastMotion(from: offset, velocity: velocity, parameters: parameters)
        let rest = preset.restDecision(after: offset, velocity: velocity, parameters: parameters).rest
        let projected = HeaderPreset.sanitized(deceleration.restingOffset)
        if rest != max(0, projected) {
            return (
                .spring(
                    SpringMotion(
                        from: offset, velocity: velocity, to: rest,
                        spring: parameters.spring)), rest
            )
        }
        if projected >= 0 {
            return (.decelerate(deceleration), rest)
        }
        if offset > 0, let crossing = deceleration.time(reaching: 0) {
            let bounce = SpringMotion(
                from: 0, velocity: deceleration.velocity(at: crossing), to: 0,
                spring: parameters.spring)
            return (.bounce(deceleration, crossing: crossing, bounce), rest)
        }
        return (
            .spring(
                SpringMotion(
                    from: offset, velocity: velocity, to: 0,
                    spring: parameters.spring)), rest
        )
    }

    /// The offset `time` seconds after the release.
    func offset(at time: Double) -> Double {
        switch self {
        case .decelerate(let motion): return motion.offset(at: time)
        case .spring(let motion): return motion.offset(at: time)
        case .bounce(let motion, let crossing, let bounce):
            return time < crossing ? motion.offset(at: time) : bounce.offset(at: time - crossing)
        }
    }

    /// The velocity, in points per second, `time` seconds after the release.
    func velocity(at time: Double) -> Double {
        switch self {
        case .decelerate(let motion): return motion.velocity(at: time)
        case .spring(let motion): return motion.velocity(at: time)
        case .bounce(let motion, let crossing, let bounce):
            return time < crossing ? motion.velocity(at: time) : bounce.velocity(at: time - crossing)
        }
    }
}

extension ReleaseMotion {
    /// Whether the scroll coasts or springs `time` seconds after the release.
    func phase(at time: Double) -> ScrollPhase {
        switch self {
        case .decelerate: return .decelerating
        case .spring: return .springing
        case .bounce(_, let crossing, _): return time < crossing ? .decelerating : .springing
        }
    }

    /// The spring's target while it carries the scroll, else `nil`.
    func springTarget(at time: Double) -> Double? {
        switch self {
        case .decelerate: return nil
        case .spring(let motion): return motion.target
        case .bounce(_, let crossing, let bounce): return time < crossing ? nil : bounce.target
        }
    }

    /// Where the spring took over.
    func springStart(at time: Double) -> Double {
        switch self {
        case .decelerate(let motion): return motion.offset(at: time)
        case .spring(let motion): return motion.start
        case .bounce(_, _, let bounce): return bounce.start
        }
    }
}
