/// What a ``ScrollSession`` shows at one moment: the scroll, the header and what drives it.
public struct SessionFrame: Hashable, Sendable {
    /// Seconds on the session's clock (the times given to its methods).
    public var time: Double
    /// The scroll offset `y`: `0` at rest, `> 0` scrolled, `< 0` pulled.
    public var offset: Double
    /// The header's frame (for a quick-return header, after the offsets before it).
    public var frame: HeaderFrame
    /// The tracks' values in ``frame``.
    public var layers: LayerValues
    /// The header background's top relative to the header's top, in points.
    public var parallaxOffset: Double
    /// What the scroll is doing.
    public var phase: ScrollPhase
    /// Where the scroll will rest, once released; `nil` while a finger is down.
    public var restTarget: Double?
    /// While springing, the share of the way from where the spring took over to its target
    /// (`0` at the start, `1` on the target; it passes `1` when the spring overshoots); `nil`
    /// otherwise.
    public var springProgress: Double?
    /// Whether the pull has reached the preset's `pullTrigger`; ``HeaderFrame/triggered``.
    public var triggered: Bool { frame.triggered }
    /// Whether this frame is the one where the pull reached the trigger, coming from above it:
    /// where an app starts its refresh (Flutter's `onStretchTrigger`).
    public var triggerFired: Bool
    /// For a quick-return header, how much of the collapse range shows (`0...E`); `nil` otherwise.
    public var quickReturnShown: Double?

    /// A frame with the given values.
    public init(
        time: Double, offset: Double, frame: HeaderFrame, layers: LayerValues,
        parallaxOffset: Double, phase: ScrollPhase, restTarget: Double?,
        springProgress: Double?, triggerFired: Bool, quickReturnShown: Double?
    ) {
        self.time = time
        self.offset = offset
        self.frame = frame
        self.layers = layers
        self.parallaxOffset = parallaxOffset
        self.phase = phase
        self.restTarget = restTarget
        self.springProgress = springProgress
        self.triggerFired = triggerFired
        self.quickReturnShown = quickReturnShown
    }
}
