import HeaderGeometry

/// What `stretchy chart --series` can draw against the offset: one value of the frame (docs/concepts.md#the-frame-in-one-table).
public enum ChartSeriesKind: String, CaseIterable, Hashable, Sendable {
    /// The header's height (pt).
    case height
    /// The visible height, `height + translation` (pt): the default.
    case visible
    /// The header's top edge, `0` or negative (pt).
    case translation
    /// The pull-away space under the header, `contentTop - visible` (pt).
    case gap
    /// Collapse progress, `0` expanded to `1` collapsed.
    case progress
    /// The shadow radius drawn (pt).
    case shadow
    /// The accessory strip's top (pt), for presets with an accessory (docs/screen.md#the-accessory).
    case accessoryTop

    /// The panels kinds are grouped into: lengths share one, the others get their own.
    enum Panel: Int, Comparable {
        case lengths, progress, shadow
        static func < (a: Panel, b: Panel) -> Bool { a.rawValue < b.rawValue }
    }

    /// The panel this kind is drawn in.
    var panel: Panel {
        switch self {
        case .height, .visible, .translation, .gap, .accessoryTop: .lengths
        case .progress: .progress
        case .shadow: .shadow
        }
    }

    /// What the panel title calls it.
    var title: String {
        switch self {
        case .visible: "visible height"
        default: rawValue
        }
    }

    /// This kind's value in a frame (NaN for the accessory's top in a frame without one).
    func value(in frame: HeaderFrame) -> Double {
        switch self {
        case .height: frame.height
        case .visible: frame.visibleHeight
        case .translation: frame.translation
        case .gap: frame.gap
        case .progress: frame.progress
        case .shadow: frame.shadowRadius
        case .accessoryTop: frame.accessoryTop ?? .nan
        }
    }
}
