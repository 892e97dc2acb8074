import HeaderGeometry

/// A settable key of a preset, spelled as its path in the JSON (`shadow.threshold`).
public enum PresetKey: String, CaseIterable, Sendable {
    case summary
    case minHeight
    case maxHeight
    case collapse
    case damping
    case shadow
    case shadowThreshold = "shadow.threshold"
    case shadowRadius = "shadow.radius"
    case snapMode = "snap.mode"
    case snapPositions = "snap.positions"
    case snapInitialPosition = "snap.initialPosition"
    case motion
    case motionFrameRate = "motion.frameRate"
    case motionDecelerationRate = "motion.decelerationRate"
    case motionViewportHeight = "motion.viewportHeight"
    case motionRubberBandConstant = "motion.rubberBandConstant"
    case motionSpringResponse = "motion.spring.response"
    case motionSpringDampingRatio = "motion.spring.dampingRatio"
    case motionParallax = "motion.parallax"
    case motionQuickReturn = "motion.quickReturn"
    /// `tracks=[]`, and every `tracks.LAYER.PROPERTY[.input|.easing]` (see ``TrackTarget``).
    case tracks

    /// What the key accepts, for help and error messages.
    public var valueDescription: String {
        switch self {
        case .summary: return "text, at most 500 characters"
        case .minHeight, .maxHeight: return "points, 0...10000"
        case .collapse: return CollapseMode.allCases.map(\.rawValue).joined(separator: "|")
        case .damping: return "0...1"
        case .shadow: return "null"
        case .shadowThreshold: return "points, 0...10000"
        case .shadowRadius: return "points, 0...100"
        case .snapMode: return SnapMode.allCases.map(\.rawValue).joined(separator: "|")
        case .snapPositions: return "comma-separated values in 0...1, e.g. 0,0.5,1 (empty for none)"
        case .snapInitialPosition: return "0...1"
        case .motion: return "default (every motion key back to its default)"
        case .motionFrameRate: return "frames per second, 1...1000"
        case .motionDecelerationRate: return "normal|fast, or a rate per millisecond in 0.5...0.999"
        case .motionViewportHeight: return "points, 0...10000 (more than 0)"
        case .motionRubberBandConstant: return "0...1 (more than 0)"
        case .motionSpringResponse: return "seconds, 0.01...1"
        case .motionSpringDampingRatio: return "0.2...2 (1 is critically damped)"
        case .motionParallax: return "0...1"
        case .motionQuickReturn: return "true|false"
        case .tracks:
            return "[] (no tracks); tracks.LAYER.PROPERTY=AT:VALUE,... (null removes it), "
                + "tracks.LAYER.PROPERTY.input=progress|pull, tracks.LAYER.PROPERTY.easing=NAME|x1,y1,x2,y2"
        }
    }
}
