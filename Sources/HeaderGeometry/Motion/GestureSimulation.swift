/// A gesture on a preset's scroll view, simulated frame by frame: the finger drags (rubber-banded
/// past the top), lifts with a velocity, and the scroll decelerates, bounces back from a pull or
/// springs to a snap offset until it comes to rest.
///
/// Frame `k` is at exactly `k / frameRate` seconds. Frame 0 shows the start offset. A drag of `D`
/// points moves the finger at a steady `max(dragSpeed, |velocity|)` over whole frames (at most
/// `maximumDragDuration`); below the top its travel is rubber-banded (``RubberBand``). At the
/// last drag frame (or frame 0 without a drag) the finger lifts; what follows is
/// planned so that it ends on `R = preset.rest(after:velocity:deceleration:)` of that release:
/// a spring when the preset snaps, free deceleration (ending within ``restDistance`` of the
/// projection, so well within 1 % of the projected distance) when it does not, and deceleration
/// then a spring bounce when the fling runs past the top.
///
/// The last frame's offset is exactly `R`: the first frame within ``restDistance`` of `R` and
/// slower than ``restSpeed`` is put on `R` (a move of at most a tenth of a point) and ends the
/// simulation. It always ends: the frame at ``maximumDuration`` is put on `R` whatever the motion
/// is doing. At the normal rate only flings of over 10⁷ points are still moving then; at the
/// slowest allowed rate, 0.999, one of 5000 pt/s has about a quarter of a point to go. Offsets are never
/// NaN; parameters that break their rules are first moved into range (``MotionParameters/clamped``).
public struct GestureSimulation: Sendable {
    /// The preset whose header is simulated.
    public var preset: HeaderPreset
    /// The physics.
    public var parameters: MotionParameters

    /// The simulation never runs past this many seconds: `10`.
    public static let maximumDuration = 10.0
    /// The slowest the finger drags, in points per second.
    public static let dragSpeed = 500.0
    /// The longest a drag takes, in seconds; longer drags move the finger faster.
    public static let maximumDragDuration = 1.0
    /// Within this distance of its rest offset, in points (a third of a pixel on a 3× screen),
    /// and slower than ``restSpeed``, the scroll is put on its rest offset.
    public static let restDistance = 0.1
    /// Below this speed, in points per second, and within ``restDistance``, the scroll has stopped.
    public static let restSpeed = 1.0

    /// The screen the gesture runs on (docs/screen.md#the-context).
    public var context: ScreenContext = .none

    /// A simulation of `preset` with the given physics.
    public init(preset: HeaderPreset, parameters: MotionParameters = MotionParameters()) {
        self.preset = preset
        self.parameters = parameters
    }

    /// The offset where the finger lifts after dragging `drag` points from `offset`
    /// (`> 0` into the content): `offset + drag` above the top, rubber-banded below it.
    /// Without a drag it is `offset` itself, even a pull deeper than the band allows.
    public func releaseOffset(from offset: Double, drag: Double) -> Double {
        let start = HeaderPreset.sanitized(offset)
        let drag = HeaderPreset.sanitized(drag)
        if drag == 0 { return start }
        let band = parameters.clamped.rubberBand
        return fingerOffset(band: band, travel: startTravel(band: band, offset: start), drag: drag, fraction: 1)
    }

    /// The offset the simulation ends on: the preset's rest at the release offset, under these
    /// physics' fling model and rate.
    public func restingOffset(from offset: Double, drag: Double = 0, velocity: Double) -> Double {
        preset.restDecision(
            after: releaseOffset(from: offset, drag: drag),
            velocity: HeaderPreset.sanitized(velocity),
            parameters: parameters.clamped
        ).rest
    }

    /// The frames of a gesture that starts at `offset`, drags the finger `drag` points (`> 0`
    /// into the content, `< 0` pulling down) and lifts it moving at `velocity` points per second
    /// (`> 0` into the content). The last frame's offset is ``restingOffset(from:drag:velocity:)``.
    public func simulate(from offset: Double, drag: Double = 0, velocity: Double) -> [MotionFrame] {
        sessionFrames(from: offset, drag: drag, velocity: velocity).map {
            MotionFrame(time: $0.time, offset: $0.offset, frame: $0.frame, parallaxOffset: $0.parallaxOffset)
        }
    }

    /// The gesture of ``simulate(from:drag:velocity:)`` as a ``ScrollSession`` shows it: each
    /// frame with its phase, rest target, spring progress and trigger.
    public func sessionFrames(from offset: Double, drag: Double = 0, velocity: Double) -> [SessionFrame] {
        var session = ScrollSession(
            preset: preset, parameters: parameters, offset: HeaderPreset.sanitized(offset), context: context)
        let rate = session.parameters.frameRate
        let drag = HeaderPreset.sanitized(drag)
        let velocity = HeaderPreset.sanitized(velocity)
        let lastIndex = Int((GestureSimulation.maximumDuration * rate).rounded(.down))
        let dragFrames = dragFrameCount(drag: drag, velocity: velocity, frameRate: rate)

        var frames = [session.current]
        if dragFrames > 0 {
            session.touchDown(at: 0)
            for index in 1...dragFrames {
                frames.append(
                    session.drag(
                        fingerTravel: drag * (Double(index) / Double(dragFrames)),
                        at: Double(index) / rate))
            }
        }
        session.release(velocity: .pointsPerSecond(velocity), at: Double(dragFrames) / rate)
        var index = dragFrames + 1
        while session.phase != .idle {
            let time = Double(index) / rate
            frames.append(index >= lastIndex ? session.finish(at: time) : session.advance(to: time))
            index += 1
        }
        return frames
    }

    /// The finger's travel equivalent to `offset`: the offset itself above the top, the travel
    /// that rubber-bands to it below.
    private func startTravel(band: RubberBand, offset: Double) -> Double {
        offset >= 0 ? offset : -band.travel(forDistance: -offset)
    }

    /// The offset once the finger has covered `fraction` of `drag` from `travel`.
    private func fingerOffset(band: RubberBand, travel: Double, drag: Double, fraction: Double) -> Double {
        let finger = HeaderPreset.sanitized(travel + drag * fraction)
        return finger >= 0 ? finger : -band.distance(forTravel: -finger)
    }

    /// How many frames the drag takes: at least one for any drag, at most `maximumDragDuration`.
    private func dragFrameCount(drag: Double, velocity: Double, frameRate: Double) -> Int {
        guard drag != 0 else { return 0 }
        let speed = max(GestureSimulation.dragSpeed, abs(velocity))
        let frames = (abs(drag) / speed * frameRate).rounded(.up)
        let most = (GestureSimulation.maximumDragDuration * frameRate).rounded(.down)
        return Int(max(1, min(frames, most)))
    }
}
