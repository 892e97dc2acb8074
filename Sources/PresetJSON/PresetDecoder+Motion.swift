import HeaderGeometry
import StrictJSON

/// The preset's `motion` object: every key optional (missing keys take
/// ``MotionParameters/Defaults``), each at most once, no other keys.
extension PresetDecoder {
    /// The motion object's keys, in the canonical writer's order.
    static let motionKeys: [StaticString] = [
        "frameRate", "decelerationRate", "viewportHeight", "rubberBandConstant", "spring", "parallax", "quickReturn",
        "fling",
    ]
    /// The motion spring object's keys.
    static let springKeys: [StaticString] = ["response", "dampingRatio"]

    /// Reads `motion`: `{"frameRate": ..., "decelerationRate": ..., ...}`.
    mutating func readMotion(depth: Int, preset: Int) throws(ReadFailure) -> MotionParameters {
        guard scanner.peek() == UInt8(ascii: "{") else {
            throw try typeMismatch(expected: "an object", at: "motion", preset: preset)
        }
        var motion = MotionParameters()
        try readObject(depth: depth, keys: PresetDecoder.motionKeys, at: "motion", preset: preset) {
            (decoder: inout PresetDecoder, match: Int) throws(ReadFailure) in
            switch match {
            case 0:
                motion.frameRate = try decoder.readNumber(at: "motion.frameRate", preset: preset)
            case 1:
                motion.deceleration = try decoder.readDecelerationRate(preset: preset)
            case 2:
                motion.viewportHeight = try decoder.readNumber(at: "motion.viewportHeight", preset: preset)
            case 3:
                motion.rubberBandConstant = try decoder.readNumber(at: "motion.rubberBandConstant", preset: preset)
            case 4:
                motion.spring = try decoder.readSpring(depth: depth + 1, preset: preset)
            case 5:
                motion.parallax = try decoder.readNumber(at: "motion.parallax", preset: preset)
            case 6:
                motion.quickReturn = try decoder.readBool(at: "motion.quickReturn", preset: preset)
            default:
                motion.fling = try decoder.readCase(FlingModel.self, at: "motion.fling", preset: preset)
            }
        }
        return motion
    }

    /// Reads `motion.decelerationRate`: `"normal"`, `"fast"` or a number (the rate per millisecond).
    mutating func readDecelerationRate(preset: Int) throws(ReadFailure) -> ScrollDeceleration {
        let keyPath = "motion.decelerationRate"
        switch scanner.nextValueKind() {
        case "a string":
            scanner.skipWhitespace()
            let offset = scanner.index
            let name = try scanner.readString()
            if let named = ScrollDeceleration(name: name) { return named }
            throw ReadFailure(kind: .content, offset: offset, presetIndex: preset, keyPath: keyPath,
                              message: "\(PresetDecoder.quote(name)) is not 'normal', 'fast' or a number")
        case "a number":
            return ScrollDeceleration(rate: try scanner.readNumber())
        default:
            throw try typeMismatch(expected: "'normal', 'fast' or a number", at: keyPath, preset: preset)
        }
    }

    /// Reads `motion.spring`: `{"response": ..., "dampingRatio": ...}`, both optional.
    mutating func readSpring(depth: Int, preset: Int) throws(ReadFailure) -> SnapSpring {
        guard scanner.peek() == UInt8(ascii: "{") else {
            throw try typeMismatch(expected: "an object", at: "motion.spring", preset: preset)
        }
        var response: Double?
        var dampingRatio: Double?
        try readObject(depth: depth, keys: PresetDecoder.springKeys, at: "motion.spring", preset: preset) {
            (decoder: inout PresetDecoder, match: Int) throws(ReadFailure) in
            if match == 0 {
                response = try decoder.readNumber(at: "motion.spring.response", preset: preset)
            } else {
                dampingRatio = try decoder.readNumber(at: "motion.spring.dampingRatio", preset: preset)
            }
        }
        return SnapSpring(response: response ?? SnapSpring.defaultResponse,
                          dampingRatio: dampingRatio ?? SnapSpring.defaultDampingRatio)
    }
}
