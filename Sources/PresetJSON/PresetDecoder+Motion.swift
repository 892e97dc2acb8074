import HeaderGeometry

/// The preset's `motion` object: every key optional (missing keys take
/// ``MotionParameters/Defaults``), each at most once, no other keys.
extension PresetDecoder {
    /// The motion object's keys, in the canonical writer's order.
    static let motionKeys: [StaticString] = [
        "frameRate", "decelerationRate", "viewportHeight", "rubberBandConstant", "spring", "parallax", "quickReturn",
    ]
    /// The motion spring object's keys.
    static let springKeys: [StaticString] = ["response", "dampingRatio"]

    /// Reads `motion`: `{"frameRate": ..., "decelerationRate": ..., ...}`.
    mutating func readMotion(depth: Int, preset: Int) throws(ReadFailure) -> MotionParameters {
        guard scanner.peek() == UInt8(ascii: "{") else {
            throw try typeMismatch(expected: "an object", at: "motion", preset: preset)
        }
        try scanner.open(UInt8(ascii: "{"), depth: depth)
        var motion = MotionParameters()
        var seen: UInt8 = 0
        if !scanner.objectIsEmpty() {
            var first = true
            repeat {
                let (match, keyOffset) = try scanner.readKey(afterComma: !first, matching: PresetDecoder.motionKeys)
                first = false
                guard let match else {
                    throw PresetDecoder.unknownKey(scanner.keyText(at: keyOffset), at: keyOffset, in: "motion", preset: preset)
                }
                let bit: UInt8 = 1 << match
                if seen & bit != 0 {
                    throw JSONScanner.duplicateKey(scanner.keyText(at: keyOffset), at: keyOffset)
                }
                seen |= bit
                switch match {
                case 0:
                    motion.frameRate = try readNumber(at: "motion.frameRate", preset: preset)
                case 1:
                    motion.deceleration = try readDecelerationRate(preset: preset)
                case 2:
                    motion.viewportHeight = try readNumber(at: "motion.viewportHeight", preset: preset)
                case 3:
                    motion.rubberBandConstant = try readNumber(at: "motion.rubberBandConstant", preset: preset)
                case 4:
                    motion.spring = try readSpring(depth: depth + 1, preset: preset)
                case 5:
                    motion.parallax = try readNumber(at: "motion.parallax", preset: preset)
                default:
                    motion.quickReturn = try readBool(at: "motion.quickReturn", preset: preset)
                }
            } while try scanner.nextMember()
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
                              message: "\(PresetDecoder.quote(name)) is not \"normal\", \"fast\" or a number")
        case "a number":
            return ScrollDeceleration(rate: try scanner.readNumber())
        default:
            throw try typeMismatch(expected: "\"normal\", \"fast\" or a number", at: keyPath, preset: preset)
        }
    }

    /// Reads `motion.spring`: `{"response": ..., "dampingRatio": ...}`, both optional.
    mutating func readSpring(depth: Int, preset: Int) throws(ReadFailure) -> SnapSpring {
        guard scanner.peek() == UInt8(ascii: "{") else {
            throw try typeMismatch(expected: "an object", at: "motion.spring", preset: preset)
        }
        try scanner.open(UInt8(ascii: "{"), depth: depth)
        var response: Double?
        var dampingRatio: Double?
        if !scanner.objectIsEmpty() {
            var first = true
            repeat {
                let (match, keyOffset) = try scanner.readKey(afterComma: !first, matching: PresetDecoder.springKeys)
                first = false
                switch match {
                case 0:
                    if response != nil { throw JSONScanner.duplicateKey("response", at: keyOffset) }
                    response = try readNumber(at: "motion.spring.response", preset: preset)
                case 1:
                    if dampingRatio != nil { throw JSONScanner.duplicateKey("dampingRatio", at: keyOffset) }
                    dampingRatio = try readNumber(at: "motion.spring.dampingRatio", preset: preset)
                default:
                    throw PresetDecoder.unknownKey(scanner.keyText(at: keyOffset), at: keyOffset, in: "motion.spring", preset: preset)
                }
            } while try scanner.nextMember()
        }
        return SnapSpring(response: response ?? SnapSpring.defaultResponse,
                          dampingRatio: dampingRatio ?? SnapSpring.defaultDampingRatio)
    }
}
