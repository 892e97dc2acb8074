import HeaderGeometry

/// Motion in time (docs/concepts.md#motion): a simulated gesture, and a trace of offsets for quick-return headers.
extension PresetLibrary {
    /// The frames of a gesture on the preset named `name`: from `offset`, the finger drags `drag`
    /// points and lifts at `velocity` points per second; the scroll moves with the preset's
    /// motion until it rests on ``rest(of:after:velocity:)`` of that release. `quickReturn`
    /// forces a quick-return header whatever the preset says.
    public func simulation(
        of name: String, from offset: Double, drag: Double = 0, velocity: Double,
        quickReturn: Bool = false
    ) throws(ServiceError) -> [MotionFrame] {
        let preset = try preset(named: name)
        return PresetLibrary.simulation(
            of: preset, from: offset, drag: drag, velocity: velocity,
            quickReturn: quickReturn)
    }

    /// ``simulation(of:from:drag:velocity:quickReturn:)`` for a preset in hand, on the screen of
    /// `context` (docs/screen.md#the-context).
    public static func simulation(
        of preset: HeaderPreset, from offset: Double, drag: Double = 0,
        velocity: Double, quickReturn: Bool = false, context: ScreenContext = .none
    ) -> [MotionFrame] {
        var parameters = preset.motion
        if quickReturn { parameters.quickReturn = true }
        var simulation = GestureSimulation(preset: preset, parameters: parameters)
        simulation.context = context
        return simulation.simulate(from: offset, drag: drag, velocity: velocity)
    }

    /// The frames of the preset named `name` along `offsets`, one step each. A quick-return
    /// header (the preset's `motion.quickReturn`, or `quickReturn`) starts expanded at the top
    /// and follows the trace's history; any other has ``HeaderPreset/frame(at:)`` at each step.
    public func trace(
        of name: String, along offsets: [Double],
        quickReturn: Bool = false
    ) throws(ServiceError) -> [TraceFrame] {
        let preset = try preset(named: name)
        return PresetLibrary.trace(of: preset, along: offsets, quickReturn: quickReturn)
    }

    /// ``trace(of:along:quickReturn:)`` for a preset in hand, on the screen of `context`.
    public static func trace(
        of preset: HeaderPreset, along offsets: [Double],
        quickReturn: Bool = false, context: ScreenContext = .none
    ) -> [TraceFrame] {
        let frames: [HeaderFrame]
        if quickReturn || preset.motion.quickReturn {
            var tracker = QuickReturnTracker(preset: preset, context: context)
            frames = offsets.map { tracker.scroll(to: $0) }
        } else {
            frames = offsets.map { preset.frame(at: $0, in: context) }
        }
        let parallax = preset.motion.clamped.parallax
        return frames.enumerated().map { index, frame in
            TraceFrame(
                step: index, frame: frame,
                parallaxOffset: preset.backgroundOffset(in: frame, parallax: parallax))
        }
    }

    /// When a simulation's pull first reaches the preset's pull trigger (docs/format.md#pull-trigger):
    /// the time of its first triggered frame, or `nil` when none is.
    public static func firstTriggerTime(in frames: [MotionFrame]) -> Double? {
        frames.first { $0.frame.triggered }?.time
    }
}
