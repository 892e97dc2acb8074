/// A rule `stretchy lint` checks (docs/accessibility.md#lint), with its id and severity.
public enum LintRule: String, CaseIterable, Sendable {
    /// With a content height: the page is too short for the header to collapse fully.
    case shortContent = "short-content"
    /// With a content height: a snap offset (or the initial one) beyond the largest offset.
    case unreachableSnap = "unreachable-snap"
    /// Two snap offsets less than 8 pt apart.
    case snapsTooClose = "snaps-too-close"
    /// The collapsed bar is above 0 but under 44 pt, the HIG's minimum hit target.
    case tinyBar = "tiny-bar"
    /// A header drawn under the status bar collapses to less than the status bar.
    case underStatusBar = "under-status-bar"
    /// Parallax, a scale, blur or translate track that moves, or a spring that bounces, and no
    /// `reducedMotion`.
    case motionWithoutReduced = "motion-without-reduced"
    /// The preset merged with its `reducedMotion` still has such motion.
    case reducedStillMoves = "reduced-still-moves"
    /// A `title` layer's scaled text falls under 11 pt.
    case textTooSmall = "text-too-small"
    /// A `title` layer has tracks but the preset has no `dynamicType`.
    case noDynamicType = "no-dynamic-type"
    /// A pull trigger the rubber band never reaches.
    case unreachableTrigger = "unreachable-trigger"

    /// How much the finding matters: only errors fail `lint`.
    public var severity: LintSeverity {
        switch self {
        case .unreachableSnap, .reducedStillMoves: .error
        case .noDynamicType: .info
        case .shortContent, .snapsTooClose, .tinyBar, .underStatusBar, .motionWithoutReduced, .textTooSmall, .unreachableTrigger:
            .warning
        }
    }
}

/// How much a lint finding matters.
public enum LintSeverity: String, Sendable, Comparable {
    /// The preset cannot do what it says on the screen given: `lint` exits 1.
    case error
    /// Likely to hurt someone using the app.
    case warning
    /// Worth knowing.
    case info

    public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .info: 2
        }
    }
}
