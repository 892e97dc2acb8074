import HeaderGeometry

/// Snapping and the fling from releases and where they came to rest (docs/traces.md#fit): every
/// combination of fling (UIKit at its normal or fast rate, Android's), snap mode and policy is
/// tried, with the snap positions the rests that no fling alone explains; the one that explains
/// the most rests wins. A key on which the best combinations disagree is not determined.
enum ReleaseFit {
    /// How far, in points, a rest may be from where a combination puts it and still be explained.
    static let tolerance = 0.5

    /// One way the app may move after a release.
    struct Candidate {
        var motion: MotionParameters
        var snap: SnapBehavior
        var preference: Int
    }

    static let flings: [MotionParameters] = [
        MotionParameters(),
        MotionParameters(deceleration: .fast),
        MotionParameters(fling: .android),
    ]

    /// Fits snapping and motion from `releases` into `fit`'s preset, or says why it cannot.
    static func fit(_ releases: [FitRelease], into fit: inout PresetFit) {
        let keys = ["snap.mode", "snap.positions", "snap.policy", "motion.fling", "motion.decelerationRate"]
        guard !releases.isEmpty else {
            fit.gaps += keys.map { FitGap(key: $0, reason: "the trace has no release followed by a rest") }
            return
        }
        guard fit.determines("minHeight"), fit.preset.collapseRange > 0 else {
            fit.gaps += keys.map { FitGap(key: $0, reason: "snap positions need the collapse range, which the trace does not give") }
            return
        }
        let candidates = self.candidates(for: releases, in: fit.preset)
        var best: [Candidate] = [], bestScore = -1
        for candidate in candidates {
            var preset = fit.preset
            preset.motion = candidate.motion
            preset.snap = candidate.snap
            let score = releases.count { abs(preset.rest(after: $0.release.offset, velocity: $0.release.velocity) - $0.rest) <= tolerance }
            if score > bestScore {
                best = [candidate]
                bestScore = score
            } else if score == bestScore {
                best.append(candidate)
            }
        }
        let chosen = best.min { $0.preference < $1.preference }!
        fit.preset.motion = chosen.motion
        fit.preset.snap = chosen.snap
        let because = "the releases in the trace are explained as well by another value"
        func settle(_ key: String, agree: Bool) {
            if agree { fit.determined.append(key) } else { fit.gaps.append(FitGap(key: key, reason: because)) }
        }
        settle("snap.mode", agree: best.allSatisfy { $0.snap.mode == chosen.snap.mode })
        if chosen.snap.mode != .disabled {
            settle("snap.positions", agree: best.allSatisfy { $0.snap.positions == chosen.snap.positions })
            settle("snap.policy", agree: best.allSatisfy { $0.snap.policy == chosen.snap.policy })
        }
        settle("motion.fling", agree: best.allSatisfy { $0.motion.fling == chosen.motion.fling })
        if chosen.motion.fling == .uikit {
            settle("motion.decelerationRate", agree: best.allSatisfy { $0.motion == chosen.motion })
        }
    }

    /// Every fling × mode × policy, simplest first: no snapping, UIKit's normal rate, the
    /// nearest snap offset.
    static func candidates(for releases: [FitRelease], in preset: HeaderPreset) -> [Candidate] {
        var candidates: [Candidate] = []
        for motion in flings {
            candidates.append(Candidate(motion: motion, snap: SnapBehavior(), preference: candidates.count))
            let positions = snapPositions(releases, motion: motion, range: preset.collapseRange)
            guard !positions.isEmpty else { continue }
            for mode in [SnapMode.immediately, .afterFinishAccelerating] {
                for policy in SnapPolicy.allCases {
                    candidates.append(
                        Candidate(
                            motion: motion, snap: SnapBehavior(mode: mode, positions: positions, policy: policy),
                            preference: candidates.count))
                }
            }
        }
        return candidates.sorted { lhs, rhs in
            (lhs.snap.mode == .disabled ? 0 : 1, lhs.preference) < (rhs.snap.mode == .disabled ? 0 : 1, rhs.preference)
        }
        .enumerated().map { index, candidate in
            var candidate = candidate
            candidate.preference = index
            return candidate
        }
    }

    /// The collapse progress of the rests that `motion`'s fling alone does not explain, grouped
    /// within a point: where the app snapped to.
    static func snapPositions(_ releases: [FitRelease], motion: MotionParameters, range: Double) -> [Double] {
        let rests = releases.filter { release in
            let projected = max(0, release.release.offset + motion.flingDistance(velocity: release.release.velocity))
            return abs(projected - release.rest) > tolerance && release.rest >= -tolerance && release.rest <= range + tolerance
        }
        .map(\.rest).sorted()
        var groups: [[Double]] = []
        for rest in rests {
            if let last = groups.last?.last, rest - last <= 1 { groups[groups.count - 1].append(rest) } else { groups.append([rest]) }
        }
        var positions: [Double] = []
        for group in groups {
            let progress = HeaderFit.rounded(min(max((HeaderFit.median(group) ?? 0) / range, 0), 1), to: 1000)
            if !positions.contains(progress) { positions.append(progress) }
        }
        return Array(positions.prefix(SnapBehavior.maximumPositionCount))
    }
}
