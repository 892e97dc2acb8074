/// One scroll view's life with a preset, event by event: the finger touches down, drags, lifts
/// with a velocity, and frames of time follow until the scroll rests. Each call returns what to
/// show (a ``SessionFrame``): the header's frame and layers, the rest target, the spring's
/// progress, whether the pull trigger fired and quick return's state. An app's glue feeds it
/// from its scroll view (docs/ios.md); `stretchy simulate` and the preview run the same steps.
///
/// ```swift
/// var session = ScrollSession(preset: preset)
/// session.touchDown(at: 0)
/// session.drag(to: -120, at: 0.2)                    // as the scroll view reports it
/// let rest = session.release(velocity: .pointsPerMillisecond(-0.4), at: 0.2).rest
/// let frame = session.advance(to: 0.25)              // every display frame until .idle
/// ```
///
/// The release follows the preset's rest (``HeaderPreset/restDecision(after:velocity:parameters:)``
/// under the session's physics): a spring when it snaps, the fling model's coast when it does not,
/// a coast then a bounce when the fling runs past the top. Within ``GestureSimulation/restDistance``
/// of the target and slower than ``GestureSimulation/restSpeed``, the scroll is put on the target
/// and the session is idle.
public struct ScrollSession: Sendable {
    /// The preset whose header moves.
    public let preset: HeaderPreset
    /// The physics, moved into their allowed ranges (``MotionParameters/clamped``).
    public let parameters: MotionParameters
    /// What the scroll is doing.
    public private(set) var phase: ScrollPhase = .idle
    /// The current offset.
    public private(set) var offset: Double
    /// The time of the last event.
    public private(set) var time: Double = 0
    /// The last release's decision, until the next touch.
    public private(set) var decision: RestDecision?
    /// When the pull first reached the trigger in this session, or `nil` while it has not.
    public private(set) var firstTriggerTime: Double?
    /// The screen the session runs on (docs/screen.md#the-context).
    public let context: ScreenContext
    /// For a quick-return accessory, how much of its height shows above where it hides under the
    /// header, in `0...t`; `nil` for other presets.
    public private(set) var accessoryShown: Double?

    private var tracker: QuickReturnTracker?
    private var triggeredBefore: Bool
    private var touchTravel = 0.0
    private var release: (motion: ReleaseMotion, time: Double, offset: Double)?

    /// A session at `offset` (the preset's initial offset unless given), at rest, with the
    /// preset's own motion unless `parameters` are given, on the screen of `context`.
    public init(
        preset: HeaderPreset, parameters: MotionParameters? = nil, offset: Double? = nil,
        context: ScreenContext = .none
    ) {
        self.preset = preset
        self.parameters = (parameters ?? preset.motion).clamped
        self.context = context
        let start = HeaderPreset.sanitized(offset ?? preset.initialOffset)
        self.offset = start
        self.tracker = self.parameters.quickReturn ? QuickReturnTracker(preset: preset, offset: start, context: context) : nil
        if let accessory = preset.accessory, accessory.behavior == .quickReturn {
            accessoryShown = max(0, accessory.height - max(start, 0))
        }
        self.triggeredBefore = preset.isTriggered(at: start)
        if triggeredBefore { firstTriggerTime = 0 }
    }

    /// The frame at the current offset and time, without moving anything.
    public var current: SessionFrame { makeFrame(fired: false) }

    /// A finger touches the content at `time`: any running motion stops where it is.
    @discardableResult
    public mutating func touchDown(at time: Double) -> SessionFrame {
        if phase == .decelerating || phase == .springing { _ = advance(to: time) }
        self.time = time
        phase = .dragging
        release = nil
        decision = nil
        touchTravel = startTravel(offset)
        return current
    }

    /// The finger has moved the content to `offset`, as the scroll view reports it (already
    /// rubber-banded past the top).
    @discardableResult
    public mutating func drag(to offset: Double, at time: Double) -> SessionFrame {
        if phase != .dragging { touchDown(at: time) }
        self.time = time
        return move(to: HeaderPreset.sanitized(offset))
    }

    /// The scroll view shows `offset`, however it got there (the finger, or its own deceleration
    /// after a release the app handed to it): the header follows, the phase and the rest target
    /// stay. An app whose scroll view animates the release itself calls this on every offset
    /// change, and ``drag(to:at:)`` only for its own simulated drags.
    @discardableResult
    public mutating func scrolled(to offset: Double, at time: Double) -> SessionFrame {
        self.time = time
        let y = HeaderPreset.sanitized(offset)
        if phase != .dragging, let decision, abs(y - decision.rest) <= GestureSimulation.restDistance {
            release = nil
            phase = .idle
        }
        return move(to: y)
    }

    /// The finger has travelled `fingerTravel` points since it touched down (`> 0` into the
    /// content, `< 0` pulling down); past the top the content follows it rubber-banded
    /// (``RubberBand``), as UIScrollView's does.
    @discardableResult
    public mutating func drag(fingerTravel: Double, at time: Double) -> SessionFrame {
        if phase != .dragging { touchDown(at: time) }
        self.time = time
        let finger = HeaderPreset.sanitized(touchTravel + HeaderPreset.sanitized(fingerTravel))
        let y = finger >= 0 ? finger : -parameters.rubberBand.distance(forTravel: -finger)
        return move(to: y)
    }

    /// The finger lifts at `time` moving at `velocity`; returns where the scroll will rest and
    /// why. UIKit's `scrollViewWillEndDragging` gives points per millisecond:
    /// `.pointsPerMillisecond(velocity.y)`.
    @discardableResult
    public mutating func release(velocity: ScrollVelocity, at time: Double) -> RestDecision {
        self.time = time
        let v = HeaderPreset.sanitized(velocity.pointsPerSecond)
        let decision = preset.restDecision(after: offset, velocity: v, parameters: parameters)
        let planned = ReleaseMotion.planned(for: preset, offset: offset, velocity: v, parameters: parameters)
        self.decision = decision
        if offset == planned.rest, abs(v) <= GestureSimulation.restSpeed {
            phase = .idle
            release = nil
        } else {
            release = (planned.motion, time, offset)
            phase = planned.motion.phase(at: 0)
        }
        return decision
    }

    /// ``release(velocity:at:)`` with `velocity` in points per second.
    @discardableResult
    public mutating func release(velocity pointsPerSecond: Double, at time: Double) -> RestDecision {
        release(velocity: .pointsPerSecond(pointsPerSecond), at: time)
    }

    /// The frame at `time` after a release: the motion moves on, and comes to rest on the target
    /// once near it and slow. Before a release (or at rest) nothing moves.
    @discardableResult
    public mutating func advance(to time: Double) -> SessionFrame {
        self.time = time
        guard let release, let decision else { return current }
        let elapsed = time - release.time
        var y = HeaderPreset.sanitized(release.motion.offset(at: elapsed))
        let speed = abs(release.motion.velocity(at: elapsed))
        if abs(y - decision.rest) <= GestureSimulation.restDistance, speed <= GestureSimulation.restSpeed {
            y = decision.rest
            self.release = nil
            phase = .idle
        } else {
            phase = release.motion.phase(at: elapsed)
        }
        return move(to: y)
    }

    /// The user switches to another page (another tab) whose saved offset is `saved`: any motion
    /// stops and the new page shows at ``HeaderPreset/switchOffset(from:saved:)`` of the current
    /// offset, the header and a quick-return strip as they were (docs/screen.md#pages).
    @discardableResult
    public mutating func switchPage(saved: Double, at time: Double) -> SessionFrame {
        self.time = time
        release = nil
        decision = nil
        phase = .idle
        let y = HeaderPreset.sanitized(preset.switchOffset(from: offset, saved: HeaderPreset.sanitized(saved)))
        if let tracker { self.tracker = QuickReturnTracker(preset: preset, offset: y, shown: tracker.shown, context: context) }
        offset = y
        return makeFrame(fired: false)
    }

    /// Puts the scroll on its rest target at once (the motion is cut short) and returns that frame.
    @discardableResult
    public mutating func finish(at time: Double) -> SessionFrame {
        self.time = time
        let target = decision?.rest ?? offset
        release = nil
        phase = .idle
        return move(to: target)
    }

    private mutating func move(to y: Double) -> SessionFrame {
        if let shown = accessoryShown, let height = preset.accessory?.height {
            accessoryShown = min(max(shown - (max(y, 0) - max(offset, 0)), 0), height)
        }
        offset = y
        _ = tracker?.scroll(to: y)
        let triggered = preset.isTriggered(at: y)
        let fired = triggered && !triggeredBefore
        triggeredBefore = triggered
        if fired, firstTriggerTime == nil { firstTriggerTime = time }
        return makeFrame(fired: fired)
    }

    private func makeFrame(fired: Bool) -> SessionFrame {
        var frame = tracker?.frame ?? preset.frame(at: offset, in: context)
        if let shown = accessoryShown, let natural = frame.accessoryTop, let height = preset.accessory?.height {
            // Quick return applied to the strip: it hides under the header as the content scrolls
            // in and comes back point for point on a reverse scroll (docs/screen.md#the-accessory).
            frame.accessoryTop = max(natural, frame.visibleHeight - height + shown)
        }
        var progress: Double?
        if phase == .springing, let release, let target = release.motion.springTarget(at: time - release.time) {
            let from = release.motion.springStart(at: time - release.time)
            progress = target == from ? 1 : (offset - from) / (target - from)
        }
        return SessionFrame(
            time: time, offset: offset, frame: frame, layers: preset.layers(in: frame),
            parallaxOffset: preset.backgroundOffset(in: frame, parallax: parameters.parallax),
            phase: phase, restTarget: phase == .dragging ? nil : decision?.rest,
            springProgress: progress, triggerFired: fired, quickReturnShown: tracker?.shown)
    }

    /// The finger's travel equivalent to `offset`: the offset itself above the top, the travel
    /// that rubber-bands to it below.
    private func startTravel(_ offset: Double) -> Double {
        offset >= 0 ? offset : -parameters.rubberBand.travel(forDistance: -offset)
    }
}
