/// Where the scroll comes to rest (docs/concepts.md#snapping).
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
            offset >= first, offset <= last
        else { return nil }
        // The first snap offset at or past `offset`; its lower neighbour is the other candidate.
        var upper = 0
        while offsets[upper] < offset { upper += 1 }
        if upper == 0 { return offsets[0] }
        let below = offsets[upper - 1], above = offsets[upper]
        return offset - below < above - offset ? below : above
    }

    /// The snap offset the preset's ``SnapBehavior/policy`` picks for `offset` after a release at
    /// `velocity`: ``settle(_:)`` for `nearest`; for `direction`, moving into the content
    /// (`velocity > 0`) the first snap offset at or past `offset`, moving back the last one at or
    /// before it, and standing still the nearest. `nil` outside the first and last snap offsets.
    public func settle(_ offset: Double, velocity: Double) -> Double? {
        guard snap.policy == .direction, velocity != 0 else { return settle(offset) }
        let offsets = snapOffsets
        guard let first = offsets.first, let last = offsets.last,
            offset >= first, offset <= last
        else { return nil }
        if velocity > 0 {
            return offsets.first { $0 >= offset }
        }
        return offsets.last { $0 <= offset }
    }

    /// Where a fling released at `offset` with `velocity` would stop without snapping, under
    /// UIKit's deceleration at `deceleration`.
    public func projectedOffset(
        after offset: Double, velocity: Double,
        deceleration: ScrollDeceleration
    ) -> Double {
        offset + deceleration.projectedDistance(velocity: velocity)
    }

    /// Where a fling released at `offset` with `velocity` would stop without snapping, under the
    /// preset's own `motion` (its fling model and deceleration rate).
    public func projectedOffset(after offset: Double, velocity: Double) -> Double {
        offset + motion.clamped.flingDistance(velocity: velocity)
    }

    /// The offset where the scroll comes to rest after the finger lifts at `offset` moving at
    /// `velocity` **points per second** (`> 0` into the content), under the preset's own `motion`
    /// (UIKit's deceleration at its rate, or Android's fling) — what `stretchy snap` says. Never
    /// negative: a pull bounces back. UIKit's `scrollViewWillEndDragging` velocity is in points
    /// per *millisecond*: pass `.pointsPerMillisecond(velocity.y)` (a ``ScrollVelocity``) instead.
    public func rest(after offset: Double, velocity: Double) -> Double {
        restDecision(after: offset, velocity: velocity).rest
    }

    /// ``rest(after:velocity:)-(Double,Double)`` with UIKit's deceleration at `deceleration` in place of the
    /// preset's own motion.
    public func rest(
        after offset: Double, velocity: Double,
        deceleration: ScrollDeceleration
    ) -> Double {
        restDecision(after: offset, velocity: velocity, deceleration: deceleration).rest
    }

    /// Every step of ``rest(after:velocity:)-(Double,Double)``: the projection, the rule that decided and the
    /// snap offset chosen.
    public func restDecision(after offset: Double, velocity: Double) -> RestDecision {
        let physics = motion.clamped
        return restDecision(
            after: offset, velocity: velocity,
            distance: { physics.flingDistance(velocity: $0) })
    }

    /// Every step of ``rest(after:velocity:deceleration:)-(Double,Double,_)``.
    public func restDecision(
        after offset: Double, velocity: Double,
        deceleration: ScrollDeceleration
    ) -> RestDecision {
        restDecision(
            after: offset, velocity: velocity,
            distance: { deceleration.projectedDistance(velocity: $0) })
    }

    /// Every step of the rest under `parameters`' fling model and rate (a simulation's physics).
    public func restDecision(
        after offset: Double, velocity: Double,
        parameters: MotionParameters
    ) -> RestDecision {
        restDecision(
            after: offset, velocity: velocity,
            distance: { parameters.flingDistance(velocity: $0) })
    }

    private func restDecision(
        after offset: Double, velocity: Double,
        distance: (Double) -> Double
    ) -> RestDecision {
        let offset = HeaderPreset.sanitized(offset)
        let velocity = HeaderPreset.sanitized(velocity)
        let projected = HeaderPreset.sanitized(offset + distance(velocity))
        let rule: RestDecision.Rule
        let anchor: Double?
        switch snap.mode {
        case .disabled:
            rule = .snappingDisabled
            anchor = nil
        case .immediately:
            rule = .fromRelease
            anchor = offset
        case .afterFinishAccelerating:
            if abs(velocity) < HeaderPreset.slowReleaseSpeed {
                rule = .slowRelease
                anchor = offset
            } else {
                rule = .fromProjection
                anchor = projected
            }
        }
        let snapped = anchor.flatMap { settle($0, velocity: velocity) }
        return RestDecision(
            offset: offset, velocity: velocity, projected: projected, rule: rule,
            policy: snap.policy, snapOffsets: snapOffsets, anchor: anchor,
            snappedTo: snapped, rest: max(0, snapped ?? projected))
    }
}
