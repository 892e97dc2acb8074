/// A quick-return header (Android's `enterAlways`, Flutter's `floating`, Compose's
/// `enterAlwaysScrollBehavior`): it collapses as the content scrolls in and comes back on any
/// scroll toward the top, wherever the content is. Its frame depends on the scroll's history, so
/// it is evaluated over a trace of offsets, one step at a time.
///
/// The tracker keeps how much of the collapse range is shown, `s` in `[0, E]` (Compose's
/// `heightOffset`, which lives in `[-E, 0]`, is `s - E`). For a step from offset `y0` to `y1`,
/// with pulls counting as `0` (`Δ = max(y1, 0) - max(y0, 0)`):
///
///     s = min(max(s - Δ, 0), E)
///
/// Scrolling into the content (`Δ > 0`) hides the header; scrolling back (`Δ < 0`) shows it again
/// point for point. Starting expanded at the top, `s + y >= E` always holds, so the header never
/// leaves a gap above the content; on a trace that only scrolls in, the frames are those of
/// ``HeaderPreset/frame(at:)``.
///
/// The frame at `y > 0` is the preset's collapse mode with collapse `c = E - s` in place of
/// `min(y, E)`: `shrink` has height `H - c` and translation `0`, `scroll` height `H` and
/// translation `-c`; progress is `c / E` (`1` when `E = 0`). A pull (`y <= 0`) is docs/concepts.md#the-frame-in-one-table's
/// pull frame, with the header fully shown.
public struct QuickReturnTracker: Hashable, Sendable {
    /// The preset whose header this tracks.
    public let preset: HeaderPreset
    /// The last offset seen.
    public private(set) var offset: Double
    /// How much of the collapse range is shown, in `0...E`: `E` expanded, `0` collapsed.
    public private(set) var shown: Double
    /// The screen the header is on (docs/screen.md#the-context).
    public let context: ScreenContext

    /// A tracker at `offset` whose header arrived there by scrolling in from the top, so it shows
    /// `max(0, E - offset)`, as ``HeaderPreset/frame(at:)`` does.
    public init(preset: HeaderPreset, offset: Double = 0, context: ScreenContext = .none) {
        let range = max(preset.collapseRange, 0)
        let y = max(HeaderPreset.sanitized(offset), 0)
        self.init(preset: preset, offset: offset, shown: range - min(y, range), context: context)
    }

    /// A tracker at `offset` showing `shown` points of the collapse range (clamped to `0...E`).
    public init(preset: HeaderPreset, offset: Double, shown: Double, context: ScreenContext = .none) {
        self.preset = preset
        self.context = context
        self.offset = HeaderPreset.sanitized(offset)
        let range = max(preset.collapseRange, 0)
        let amount = shown.isNaN ? range : shown
        self.shown = self.offset <= 0 ? range : min(max(amount, 0), range)
    }

    /// Moves to `newOffset` and returns the header's frame there.
    @discardableResult
    public mutating func scroll(to newOffset: Double) -> HeaderFrame {
        let y = HeaderPreset.sanitized(newOffset)
        let range = max(preset.collapseRange, 0)
        let delta = max(y, 0) - max(offset, 0)
        shown = min(max(shown - delta, 0), range)
        offset = y
        return frame
    }

    /// The header's frame at the current offset.
    public var frame: HeaderFrame {
        let y = offset
        if y <= 0 { return preset.frame(at: y, in: context) }
        let expanded = preset.expandedHeight(in: context)
        let range = max(preset.collapseRange, 0)
        let collapsed = range - shown
        let height: Double
        let translation: Double
        switch preset.collapse {
        case .shrink:
            height = expanded - collapsed
            translation = 0
        case .scroll:
            height = expanded
            translation = -collapsed
        }
        var shadowRadius = 0.0
        if let shadow = preset.shadow, height + translation < shadow.threshold {
            shadowRadius = shadow.radius
        }
        var frame = HeaderFrame(
            offset: y, height: height, translation: translation,
            progress: range > 0 ? collapsed / range : 1,
            shadowRadius: shadowRadius, contentTop: expanded - y)
        if let placement = preset.accessoryPlacement(at: y, visible: height + translation, expanded: expanded) {
            frame.accessoryTop = placement.top
            frame.pinned = placement.pinned
        }
        return frame
    }

    /// The frames of a quick-return header over `offsets`, in order, starting expanded at the
    /// top (the first offset counts as a scroll from `0`).
    public static func frames(of preset: HeaderPreset, along offsets: [Double]) -> [HeaderFrame] {
        var tracker = QuickReturnTracker(preset: preset)
        return offsets.map { tracker.scroll(to: $0) }
    }
}
