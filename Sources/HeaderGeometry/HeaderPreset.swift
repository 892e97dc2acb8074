/// A named scroll-header effect: the parameters of docs/format.md#preset-keys.
///
/// A preset is plain data. ``frame(at:)`` turns it and a scroll offset into the header's frame,
/// ``rest(after:velocity:)-(Double,Double)`` turns a finger release into the offset where the scroll comes to rest,
/// and ``violations`` lists every rule of the format that it breaks.
public struct HeaderPreset: Hashable, Sendable {
    /// The preset's unique name: `^[a-z0-9][a-z0-9._-]{0,63}$`.
    public var name: String
    /// One line (or a few) on what the preset is and where its numbers come from.
    public var summary: String
    /// The height the header collapses to (`h`), in points.
    public var minHeight: Double
    /// The header's height at rest (`H`), in points.
    public var maxHeight: Double
    /// How the header collapses when the content scrolls.
    public var collapse: CollapseMode
    /// Where the header sits against the status bar (docs/screen.md#the-safe-area); ``SafeAreaPlacement/below``
    /// by default.
    public var safeArea: SafeAreaPlacement
    /// The share of a pull that does *not* grow the header: `0` grows 1:1, `1` never grows.
    public var damping: Double
    /// The shadow drawn under the header while little of it is visible, or `nil` for none.
    public var shadow: HeaderShadow?
    /// Points of pull (`-y`) at which a pull-to-refresh or stretch callback fires (Flutter's
    /// `stretchTriggerOffset`), in `1...10000`; `nil` for none. See ``HeaderFrame/triggered``.
    public var pullTrigger: Double?
    /// The strip pinned under the header (tabs, a segmented control), or `nil` for none
    /// (docs/screen.md#the-accessory).
    public var accessory: HeaderAccessory?
    /// How the scroll snaps when the finger lifts.
    public var snap: SnapBehavior
    /// How the header moves in time (springs, deceleration, parallax, quick return); the
    /// defaults leave the preset meaning what it meant before these keys existed.
    public var motion: MotionParameters
    /// What moves inside the header as it collapses or is pulled (docs/tracks.md): the title's scale,
    /// the background's opacity, ...; empty when nothing does.
    public var tracks: [ContentTrack]
    /// The part of the header that holds text and grows with the user's text size, or `nil` when
    /// nothing does (docs/accessibility.md#dynamic-type); see ``maxHeight(at:)``.
    public var dynamicType: HeaderDynamicType?
    /// The preset as it is with the system's Reduce Motion on, as changes merged over it, or `nil`
    /// when it does not change (docs/accessibility.md#reduce-motion); see ``reducedMotionVariant``.
    public var reducedMotion: ReducedMotion?

    /// The defaults of docs/format.md#preset-keys.
    public enum Defaults {
        /// `""`
        public static let summary = ""
        /// `150`
        public static let minHeight = 150.0
        /// `350`
        public static let maxHeight = 350.0
        /// `.shrink`
        public static let collapse = CollapseMode.shrink
        /// `0`
        public static let damping = 0.0
    }

    /// A preset with the given name and, for everything not given, the defaults of docs/format.md#preset-keys.
    public init(
        name: String,
        summary: String = Defaults.summary,
        minHeight: Double = Defaults.minHeight,
        maxHeight: Double = Defaults.maxHeight,
        collapse: CollapseMode = Defaults.collapse,
        safeArea: SafeAreaPlacement = .default,
        damping: Double = Defaults.damping,
        shadow: HeaderShadow? = nil,
        pullTrigger: Double? = nil,
        accessory: HeaderAccessory? = nil,
        snap: SnapBehavior = SnapBehavior(),
        motion: MotionParameters = MotionParameters(),
        tracks: [ContentTrack] = [],
        dynamicType: HeaderDynamicType? = nil,
        reducedMotion: ReducedMotion? = nil
    ) {
        self.name = name
        self.summary = summary
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.collapse = collapse
        self.safeArea = safeArea
        self.damping = damping
        self.shadow = shadow
        self.pullTrigger = pullTrigger
        self.accessory = accessory
        self.snap = snap
        self.motion = motion
        self.tracks = tracks
        self.dynamicType = dynamicType
        self.reducedMotion = reducedMotion
    }

    /// The collapse range `E = maxHeight - minHeight`: how far the content scrolls before the
    /// header is fully collapsed.
    public var collapseRange: Double { maxHeight - minHeight }
}
