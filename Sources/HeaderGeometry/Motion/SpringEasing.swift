import ValueText

/// A spring's motion from `0` to `1`, released at rest, as a piecewise-linear easing: what CSS's
/// `linear()` timing function takes, so a web page can animate with the preset's spring.
///
/// The motion lasts until it stays within ``settleThreshold`` of `1` (its ``duration``); points
/// are chosen along it so that straight lines between them stay within ``tolerance`` of the
/// analytic spring (checked on 2000 samples), and the last point is exactly `(1, 1)`.
public struct SpringEasing: Hashable, Sendable {
    /// One point of the easing: at `time` (a share of ``duration``, `0...1`) the animated value is
    /// `value` (a share of the way, overshooting `1` when the spring bounces).
    public struct Point: Hashable, Sendable {
        /// The share of the duration, `0...1`.
        public var time: Double
        /// The share of the way from start to end.
        public var value: Double

        /// The point `(time, value)`.
        public init(time: Double, value: Double) {
            self.time = time
            self.value = value
        }
    }

    /// The spring.
    public var spring: SnapSpring
    /// How long the motion lasts, in seconds: until it stays within ``settleThreshold`` of its end.
    public var duration: Double
    /// The easing's points, from `(0, 0)` to `(1, 1)`, times increasing.
    public var points: [Point]

    /// `0.001`: the motion has ended once it stays within a thousandth of the way of its end.
    public static let settleThreshold = 0.001
    /// `0.002`: how far the straight lines between points may stray from the spring, a fifth of
    /// the 1 % a user could notice (and well above the rounding of ``cssLinear``).
    public static let tolerance = 0.002

    /// Samples along the motion that fit the points.
    private static let sampleCount = 2000
    /// The motion is searched for its end up to this many responses (a damping ratio of 0.1
    /// settles in about 11).
    private static let searchResponses = 40.0

    /// The easing of `spring`.
    public init(spring: SnapSpring) {
        self.spring = spring
        let motion = SpringMotion(from: 0, velocity: 0, to: 1, spring: spring)
        let duration = SpringEasing.settleTime(of: motion, response: spring.response)
        let count = SpringEasing.sampleCount
        let samples = (0...count).map { index -> Point in
            let share = Double(index) / Double(count)
            return Point(time: share, value: index == count ? 1 : motion.offset(at: share * duration))
        }
        self.duration = duration
        points = SpringEasing.fitted(samples, tolerance: SpringEasing.tolerance)
    }

    /// The easing's value at `time` (a share of the duration), between the points around it.
    public func value(at time: Double) -> Double {
        guard let first = points.first, let last = points.last else { return time }
        if time <= first.time { return first.value }
        if time >= last.time { return last.value }
        var low = 0, high = points.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if points[middle].time <= time { low = middle } else { high = middle }
        }
        let a = points[low], b = points[high]
        return a.value + (b.value - a.value) * (time - a.time) / (b.time - a.time)
    }

    /// The CSS timing function: `linear(0, 0.0717 4.5%, ..., 1)`, values to 4 decimals and times
    /// as percentages to 3, the first and last points without a percentage (CSS places them at
    /// 0 % and 100 %).
    public var cssLinear: String {
        var parts: [String] = []
        for (index, point) in points.enumerated() {
            let value = SpringEasing.rounded(point.value, places: 4)
            if index == 0 || index == points.count - 1 {
                parts.append(value)
            } else {
                parts.append("\(value) \(SpringEasing.rounded(point.time * 100, places: 3))%")
            }
        }
        return "linear(\(parts.joined(separator: ", ")))"
    }

    /// The time after which `motion` stays within ``settleThreshold`` of `1`.
    private static func settleTime(of motion: SpringMotion, response: Double) -> Double {
        let limit = searchResponses * response
        let steps = 8000
        var settled = limit
        for index in stride(from: steps, through: 0, by: -1) {
            let time = limit * Double(index) / Double(steps)
            if abs(motion.offset(at: time) - 1) >= settleThreshold { break }
            settled = time
        }
        return max(settled, limit / Double(steps))
    }

    /// The fewest of `samples` (first and last kept) such that each sample lies within
    /// `tolerance` of the straight line between the kept ones around it.
    private static func fitted(_ samples: [Point], tolerance: Double) -> [Point] {
        var kept = [samples[0]]
        var start = 0
        while start < samples.count - 1 {
            var end = start + 1
            while end + 1 < samples.count, fits(samples, from: start, to: end + 1, tolerance: tolerance) {
                end += 1
            }
            kept.append(samples[end])
            start = end
        }
        return kept
    }

    private static func fits(_ samples: [Point], from start: Int, to end: Int, tolerance: Double) -> Bool {
        let a = samples[start], b = samples[end]
        let slope = (b.value - a.value) / (b.time - a.time)
        for index in (start + 1)..<end {
            let point = samples[index]
            if abs(a.value + slope * (point.time - a.time) - point.value) > tolerance { return false }
        }
        return true
    }

    /// `value` rounded to `places` decimals, in its shortest form (`0.5`, `12`, `-0.0042`).
    private static func rounded(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let result = (value * scale).rounded() / scale
        return NumberText.shortest(result)
    }
}
