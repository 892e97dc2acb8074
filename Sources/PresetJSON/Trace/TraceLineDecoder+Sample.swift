import HeaderGeometry
import StrictJSON
import ValueText

/// A sample line, key by key: `{"t", "offset", "height", "top"}` required, `layers`, `phase`,
/// `velocity` and `accessoryTop` (docs/screen.md#the-accessory) optional; `velocity` is required on a `release` (docs/traces.md#samples).
struct SampleReader {
    var scanner: JSONScanner

    private static let keys: [StaticString] = ["t", "offset", "height", "top", "layers", "phase", "velocity", "accessoryTop"]
    private static let required = ["t", "offset", "height", "top"]
    /// The keys' names, for messages.
    static let keyNames = keys.map(\.description)
    /// The layer properties, and their names to match keys with (a test keeps them in step).
    static let properties = TrackProperty.allCases
    static let propertyNames: [StaticString] = ["opacity", "scale", "translateX", "translateY", "blur"]
    /// The phases, and their names to match values with (a test keeps them in step).
    static let phases = TracePhase.allCases
    static let phaseNames: [StaticString] = ["drag", "release", "coast", "rest"]

    mutating func read() throws(ReadFailure) -> TraceSample {
        if JSONScanner.bodyStart(of: scanner.bytes) > 0 {
            throw .syntax(0, "a byte-order mark (U+FEFF) may only start the trace")
        }
        guard scanner.peek() == UInt8(ascii: "{") else {
            if scanner.peek() == nil { throw scanner.expectedValue() }
            throw typeMismatch(expected: "a sample object", at: nil)
        }
        let open = scanner.index
        try scanner.open(UInt8(ascii: "{"), depth: 1)
        var sample = TraceSample(time: 0, offset: 0, height: 0, top: 0)
        var seen: UInt8 = 0
        if !scanner.objectIsEmpty() {
            repeat {
                let (match, offset) = try scanner.readKey(afterComma: seen != 0, matching: SampleReader.keys)
                guard let match else {
                    throw ReadFailure(
                        kind: .content, offset: offset,
                        message: SampleReader.unknown("key", scanner.keyText(at: offset), among: SampleReader.keyNames))
                }
                guard seen & (1 << match) == 0 else {
                    throw JSONScanner.duplicateKey(scanner.keyText(at: offset), at: offset)
                }
                seen |= 1 << match
                switch match {
                case 0: sample.time = try readNumber(at: "t")
                case 1: sample.offset = try readNumber(at: "offset")
                case 2: sample.height = try readNumber(at: "height")
                case 3: sample.top = try readNumber(at: "top")
                case 4: sample.layers = try readLayers()
                case 5: sample.phase = try readPhase()
                case 6: sample.velocity = try readNumber(at: "velocity")
                default: sample.accessoryTop = try readNumber(at: "accessoryTop")
                }
            } while try scanner.nextMember()
        }
        try scanner.finish()
        for (position, key) in SampleReader.required.enumerated() where seen & (1 << position) == 0 {
            throw ReadFailure(kind: .content, offset: open, message: "missing required key \(MessageText.quoted(key))")
        }
        if sample.phase == .release, sample.velocity == nil {
            throw ReadFailure(
                kind: .content, offset: open,
                message: "a 'release' sample needs its 'velocity' (points per second)")
        }
        return sample
    }

    /// `{LAYER: {PROPERTY: value, ...}, ...}`.
    private mutating func readLayers() throws(ReadFailure) -> [TraceLayerValue] {
        guard scanner.peek() == UInt8(ascii: "{") else { throw typeMismatch(expected: "an object", at: "layers") }
        try scanner.open(UInt8(ascii: "{"), depth: 2)
        var values: [TraceLayerValue] = []
        if scanner.objectIsEmpty() { return values }
        values.reserveCapacity(SampleReader.properties.count)  // one allocation for a layer's values, not two or three
        // The layers read so far are those in `values` and the empty ones: no array of names
        // to allocate for every sample.
        var emptyLayers: [String] = []
        var first = true
        repeat {
            let (layer, offset) = try scanner.readKey(afterComma: !first)
            first = false
            guard !emptyLayers.contains(layer), !values.contains(where: { $0.layer == layer }) else {
                throw JSONScanner.duplicateKey(layer, at: offset)
            }
            guard scanner.peek() == UInt8(ascii: "{") else { throw typeMismatch(expected: "an object", at: SampleReader.path(of: layer)) }
            try scanner.open(UInt8(ascii: "{"), depth: 3)
            if scanner.objectIsEmpty() {
                emptyLayers.append(layer)
                continue
            }
            var seen: UInt8 = 0  // bit i: properties[i]
            repeat {
                let (match, keyOffset) = try scanner.readKey(afterComma: seen != 0, matching: SampleReader.propertyNames)
                guard let match else {
                    throw ReadFailure(
                        kind: .content, offset: keyOffset, keyPath: SampleReader.path(of: layer),
                        message: SampleReader.unknown(
                            "property", scanner.keyText(at: keyOffset),
                            among: TrackProperty.allCases.map(\.rawValue)))
                }
                guard seen & (1 << match) == 0 else {
                    throw JSONScanner.duplicateKey(scanner.keyText(at: keyOffset), at: keyOffset)
                }
                seen |= 1 << match
                let property = SampleReader.properties[match]
                let value = try readNumber(at: "\(SampleReader.path(of: layer)).\(property.rawValue)")
                values.append(TraceLayerValue(layer: layer, property: property, value: value))
            } while try scanner.nextMember()
        } while try scanner.nextMember()
        return values
    }

    /// `unknown key "hieght"; did you mean "height"?`, or the names to choose from when none is
    /// close: a trace is read as strictly as a preset document (docs/traces.md#format), and says
    /// what it expected.
    static func unknown(_ what: String, _ name: String, among names: [String]) -> String {
        let text = "unknown \(what) \(MessageText.quoted(name))"
        if let near = NameSuggestion.closest(to: name, among: names) { return "\(text); did you mean \(MessageText.quoted(near))?" }
        return "\(text); expected one of \(names.joined(separator: ", "))"
    }

    /// `layers.LAYER`, for messages only: spelling it for every layer read cost `verify` a tenth
    /// of its time.
    private static func path(of layer: String) -> String {
        "layers.\(layer.prefix(64))"
    }

    private mutating func readPhase() throws(ReadFailure) -> TracePhase {
        guard scanner.peek() == UInt8(ascii: "\"") else { throw typeMismatch(expected: "a string", at: "phase") }
        let (match, offset) = try scanner.readString(matching: SampleReader.phaseNames)
        if let match { return SampleReader.phases[match] }
        let text = scanner.keyText(at: offset)
        let names = TracePhase.allCases.map { MessageText.quoted($0.rawValue) }
        throw ReadFailure(
            kind: .content, offset: offset, keyPath: "phase",
            message: "\(MessageText.quoted(text)) is not \(names.dropLast().joined(separator: ", ")) or \(names[names.count - 1])")
    }

    /// A number; `keyPath` names it in the message when it is something else.
    private mutating func readNumber(at keyPath: @autoclosure () -> String) throws(ReadFailure) -> Double {
        switch scanner.peek() {
        case UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["),
            UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            throw typeMismatch(expected: "a number", at: keyPath())
        default:
            return try scanner.readNumber()
        }
    }

    private mutating func typeMismatch(expected: String, at keyPath: String?) -> ReadFailure {
        guard let found = scanner.nextValueKind() else { return scanner.expectedValue() }
        return ReadFailure(
            kind: .content, offset: scanner.index, keyPath: keyPath,
            message: "expected \(expected), found \(found)")
    }
}
