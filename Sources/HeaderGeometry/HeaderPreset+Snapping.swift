/// Where the scroll comes to rest: docs/concepts.md#snapping.
extension HeaderPreset {
    /// Below this speed (points per second) `afterFinishAccelerating` snaps from where the finger
    /// lifted rather than from where the fling would end.
    public static let slowReleaseSpeed = 200.0

    /// The offsets snapping may rest at, ascending: each effective snap position times the
    /// collapse range. Empty when snapping is disabled.
    public var snapOffsets: [Double] {
        snap.effectivePositions.map { $0 * collapseRange }
    }

    /// The offset the scroll starts at: `snap.initialPosition * collapseRange`.
    public var initialOffset: Double {
        snap.initialPosition * collapseRange
    }

    /// The snap offset nearest to `offset` when it lies within the first and last snap offsets
    /// (a tie between two neighbours goes to the more collapsed one); `nil` outside that range or
    /// when snapping is disabled.
    public func settle(_ offset: Double) -> Double? {
        let offsets = snapOffsets
        guard let first = offsets.first, let last = offsets.last,
              offset >= first, offset <= last else { return nil }
        // The first snap offset at or past `offset`; its lower neighbour is the other candidate.
        var upper = 0
        while offsets[upper] < offset { upper += 1 }
        if upper == 0 { return offsets[0] }
        let below = offsets[upper - 1], above = offsets[upper]
        return offset - below < above - offset ? below : above
    }

    /// Where a fling released at `offset` with `velocity` would stop without snapping.
    public func projectedOffset(after offset: Double, velocity: Double,
                                deceleration: ScrollDeceleration = .normal) -> Double {
        offset + deceleration.projectedDistance(velocity: velocity)
    }

    /// The offset where the scroll comes to rest after the finger lifts at `offset` moving at
    /// `velocity` **points per second** (`> 0` into the content). Never negative: a pull bounces
    /// back. UIKit's `scrollViewWillEndDragging` velocity is in points per *millisecond*: pass
    /// `.pointsPerMillisecond(velocity.y)` (a ``ScrollVelocity``) instead.
    public func rest(after offset: Double, velocity: Double,
                     deceleration: ScrollDeceleration = .normal) -> Double {
        let offset = HeaderPreset.sanitized(offset)
        let velocity = HeaderPreset.sanitized(velocity)
        let projected = HeaderPreset.sanitized(
            projectedOffset(after: offset, velocity: velocity, deceleration: deceleration))
        let resting: Double
        switch snap.mode {
        case .disabled:
            resting = projected
        case .immediately:
            resting = settle(offset) ?? projected
        case .afterFinishAccelerating:
            if abs(velocity) < HeaderPreset.slowReleaseSpeed {
                resting = settle(offset) ?? projected
            } else {
                resting = settle(projected) ?? projected
            }
        }
        return max(0, resting)
    }
}
