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
        }
    }
}
