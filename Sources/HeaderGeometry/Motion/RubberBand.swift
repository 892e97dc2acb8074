/// UIScrollView's resistance past its edge: a finger that travels `x` points past the top moves
/// the content only `b(x) = (1 - 1 / (x * c / d + 1)) * d` points, which never reaches `d`.
///
/// `c` is the rubber-band constant (`0.55` in UIKit) and `d` the scroll view's height. The
/// function is odd: a negative travel gives the negative distance, so it can be used on either
/// side of the edge.
public struct RubberBand: Hashable, Sendable {
    /// The rubber-band constant `c`: the slope of `b` at `0` (`0.55` in UIKit).
    public var constant: Double
    /// The dimension `d` the distance approaches but never reaches: the viewport height.
    public var dimension: Double

    /// A rubber band with constant `c` over a viewport `d` points high.
    public init(constant: Double, dimension: Double) {
        self.constant = constant
        self.dimension = dimension
    }

    /// How far the content moves, `b(x)`, for a finger that travels `travel` points past the edge.
    ///
    /// Written `d / (1 + d / (c x))`, the same value as the formula above, so that huge and tiny
    /// travels neither overflow nor divide zero by zero.
    public func distance(forTravel travel: Double) -> Double {
        if travel.isNaN { return 0 }
        if travel < 0 { return -distance(forTravel: -travel) }
        if travel == 0 || dimension <= 0 { return 0 }
        return dimension / (1 + dimension / (constant * travel))
    }

    /// The finger travel `x` that moves the content `distance` points past the edge: the inverse
    /// of ``distance(forTravel:)``, `x = d b / (c (d - b))`. A distance of `d` or more is never
    /// reached; it gives the largest finite travel.
    public func travel(forDistance distance: Double) -> Double {
        if distance.isNaN { return 0 }
        if distance < 0 { return -travel(forDistance: -distance) }
        if distance == 0 { return 0 }
        guard distance < dimension, constant > 0 else { return .greatestFiniteMagnitude }
        return min(distance / (dimension - distance) * (dimension / constant), .greatestFiniteMagnitude)
    }
}
