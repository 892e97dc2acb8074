import HeaderGeometry
import ValueText

/// The motion keys (docs/format.md#motion). `show` lists them only for a preset that sets
/// motion, as the JSON writes `motion` only then.
extension FormatKey {
    static let motionKeys: [FormatKey] = [
        motion(
            "motion.frameRate", range: MotionParameters.frameRateRange, unit: "frames per second", default: "`120`",
            rule: "frames per second, `1...1000`", meaning: "frames per second the simulation samples at",
            accepts: "frames per second, 1...1000", store: .nullWhenDefault("motion_frame_rate"),
            get: { $0.frameRate }, set: { $0.frameRate = $1 }),
        FormatKey(
            "motion.decelerationRate", .choiceOrNumber(["normal", "fast"], range: MotionParameters.decelerationRateRange),
            default: "`\"normal\"`",
            rule: "`\"normal\"` is 0.998 per millisecond, `\"fast\"` 0.99; a number in `0.5...0.999`",
            meaning: "how fast a released scroll slows down, per millisecond",
            accepts: "normal|fast, or a rate per millisecond in 0.5...0.999",
            store: .nullWhenDefault("motion_deceleration_rate"), section: .motion,
            read: { FormatText.rate($0.motion.deceleration) },
            assign: { preset, value, path throws(FormatKeyError) in
                if let named = ScrollDeceleration(name: value) {
                    preset.motion.deceleration = named
                } else {
                    do {
                        preset.motion.deceleration = ScrollDeceleration(rate: try FormatValueReader.number(value, key: path))
                    } catch {
                        throw FormatKeyError(.unreadable, "\(path): \(MessageText.quoted(value)) is not normal, fast or a number")
                    }
                }
            },
            shown: setsMotion,
            // The column holds the rate per millisecond, whether the document names it or not.
            stored: { .number($0.motion.deceleration.rate) },
            restore: { preset, value throws(FormatKeyError) in
                guard let rate = value.double else { throw unreadableStored("motion.decelerationRate", value) }
                preset.motion.deceleration = ScrollDeceleration(rate: rate)
            }),
        motion(
            "motion.viewportHeight", range: MotionParameters.viewportHeightRange, positive: true, unit: "points",
            default: "`844`", rule: "`0...10000` and more than 0: the rubber band's asymptote",
            meaning: "the scroll view's height: how far a pull could go at most",
            accepts: "points, 0...10000 (more than 0)", store: .nullWhenDefault("motion_viewport_height"),
            get: { $0.viewportHeight }, set: { $0.viewportHeight = $1 }),
        motion(
            "motion.rubberBandConstant", range: MotionParameters.rubberBandConstantRange, positive: true,
            default: "`0.55`", rule: "`0...1` and more than 0", meaning: "how hard the top resists a pull",
            accepts: "0...1 (more than 0)", store: .nullWhenDefault("motion_rubber_band_constant"),
            get: { $0.rubberBandConstant }, set: { $0.rubberBandConstant = $1 }),
        motion(
            "motion.spring.response", range: MotionParameters.springResponseRange, unit: "seconds", default: "`0.3`",
            rule: "seconds, `0.01...1`", meaning: "how long the snapping spring takes",
            accepts: "seconds, 0.01...1", store: .nullWhenDefault("motion_spring_response"),
            get: { $0.spring.response }, set: { $0.spring.response = $1 }),
        motion(
            "motion.spring.dampingRatio", range: MotionParameters.springDampingRatioRange, default: "`1`",
            rule: "`0.2...2`; `1` does not bounce", meaning: "how much the snapping spring bounces",
            accepts: "0.2...2 (1 is critically damped)", store: .nullWhenDefault("motion_spring_damping_ratio"),
            get: { $0.spring.dampingRatio }, set: { $0.spring.dampingRatio = $1 }),
        motion(
            "motion.parallax", range: MotionParameters.parallaxRange, default: "`0`",
            rule: "`0...1`: how far the background drifts as the header collapses",
            meaning: "how far the background drifts as the header collapses", accepts: "0...1",
            store: .nullWhenDefault("motion_parallax"),
            get: { $0.parallax }, set: { $0.parallax = $1 }),
        FormatKey(
            "motion.quickReturn", .boolean, default: "`false`",
            rule: "the header comes back on any scroll toward the top",
            meaning: "whether the header comes back on any scroll toward the top",
            accepts: "true|false", store: .nullWhenDefault("motion_quick_return"), section: .motion,
            read: { String($0.motion.quickReturn) },
            assign: { preset, value, path throws(FormatKeyError) in
                preset.motion.quickReturn = try FormatValueReader.boolean(value, key: path)
            },
            shown: setsMotion,
            stored: { .integer($0.motion.quickReturn ? 1 : 0) },
            restore: { preset, value throws(FormatKeyError) in
                guard case .integer(let flag) = value, flag == 0 || flag == 1 else { throw unreadableStored("motion.quickReturn", value) }
                preset.motion.quickReturn = flag == 1
            }),
        .choice(
            "motion.fling", names: FlingModel.allCases.map(\.rawValue), default: "`\"uikit\"`",
            rule:
                "[Motion fling](#motion-fling): `\"uikit\"` projects with `decelerationRate`, `\"android\"` with Android's spline (and ignores the rate)",
            meaning: "how far a release travels before snapping decides: UIKit's deceleration or Android's spline fling",
            store: .nullWhenDefault("motion_fling"), section: .behaviour,
            get: { $0.motion.fling.rawValue }, set: { preset, name in preset.motion.fling = FlingModel(rawValue: name) ?? .uikit },
            shown: { $0.motion.fling != .uikit }),
    ]

    /// Whether `preset` sets any motion key: only then does `show` list them.
    @Sendable
    static func setsMotion(_ preset: HeaderPreset) -> Bool { preset.motion != MotionParameters() }

    /// A number key inside `motion`.
    private static func motion(
        _ path: String, range: ClosedRange<Double>, positive: Bool = false, unit: String? = nil,
        default defaultValue: String, rule: String, meaning: String, accepts: String, store: FormatStorage,
        get: @escaping @Sendable (MotionParameters) -> Double,
        set: @escaping @Sendable (inout MotionParameters, Double) -> Void
    ) -> FormatKey {
        .number(
            path, range: range, positive: positive, unit: unit, default: defaultValue, rule: rule,
            meaning: meaning, accepts: accepts, store: store, section: .motion,
            get: { get($0.motion) }, set: { preset, value, _ in set(&preset.motion, value) },
            shown: setsMotion)
    }
}
