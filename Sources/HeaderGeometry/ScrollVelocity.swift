/// A scroll velocity with its unit said out loud.
///
/// HeaderGeometry's `velocity:` parameters are in **points per second**, positive when the
/// content moves up (the offset grows), as SwiftUI's and Core Animation's velocities are. UIKit's
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` gives **points per
/// millisecond** instead: pass it through ``pointsPerMillisecond(_:)``.
///
/// ```swift
/// func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
///                                targetContentOffset: UnsafeMutablePointer<CGPoint>) {
///     let y = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
///     let rest = preset.rest(after: y, velocity: .pointsPerMillisecond(velocity.y))
///     targetContentOffset.pointee.y = rest - scrollView.adjustedContentInset.top
/// }
/// ```
public struct ScrollVelocity: Hashable, Sendable, Comparable {
    /// The velocity in points per second (`> 0` into the content).
    public var pointsPerSecond: Double

    /// A velocity of `pointsPerSecond` points per second.
    public init(pointsPerSecond: Double) {
        self.pointsPerSecond = pointsPerSecond
    }

    /// `value` points per second: SwiftUI's and Core Animation's unit, and HeaderGeometry's.
    public static func pointsPerSecond(_ value: Double) -> ScrollVelocity {
        ScrollVelocity(pointsPerSecond: value)
    }

    /// `value` points per millisecond: the unit of UIKit's
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`. `2.5` is 2 500 pt/s.
    public static func pointsPerMillisecond(_ value: Double) -> ScrollVelocity {
        ScrollVelocity(pointsPerSecond: value * 1000)
    }

    /// The velocity in points per millisecond (UIKit's unit).
    public var pointsPerMillisecond: Double { pointsPerSecond / 1000 }

    /// Standing still.
    public static let zero = ScrollVelocity(pointsPerSecond: 0)

    public static func < (lhs: ScrollVelocity, rhs: ScrollVelocity) -> Bool {
        lhs.pointsPerSecond < rhs.pointsPerSecond
    }
}

extension HeaderPreset {
    /// The offset where the scroll comes to rest after the finger lifts at `offset` with
    /// `velocity`, whatever unit it came in, under the preset's own motion; see
    /// ``rest(after:velocity:)-(Double,Double)``.
    public func rest(after offset: Double, velocity: ScrollVelocity) -> Double {
        rest(after: offset, velocity: velocity.pointsPerSecond)
    }

    /// ``rest(after:velocity:)-(Double,ScrollVelocity)`` with UIKit's deceleration at `deceleration` in place of the
    /// preset's own motion.
    public func rest(
        after offset: Double, velocity: ScrollVelocity,
        deceleration: ScrollDeceleration
    ) -> Double {
        rest(after: offset, velocity: velocity.pointsPerSecond, deceleration: deceleration)
    }
}
