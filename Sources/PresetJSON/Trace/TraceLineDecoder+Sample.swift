import HeaderGeometry
import StrictJSON

/// A sample line, key by key: `{"t", "offset", "height", "top"}` required, `layers`, `phase` and
/// `velocity` optional; `velocity` is required on a `release` (docs/traces.md#samples).
struct SampleReader {
    var scanner: JSONScanner

    private static let keys: [StaticString] = ["t", "offset", "height", "top", "layers", "phase", "velocity"]
    private static let required = ["t", "offset", "height", "top"]

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
        var numbers: [Double] = [0, 0, 0, 0]
        var sample = TraceSample(time: 0, offset: 0, height: 0, top: 0)
        var seen: UInt8 = 0
        if !scanner.objectIsEmpty() {
            repeat {
                let (match, offset) = try scanner.readKey(afterComma: seen != 0, matching: SampleReader.keys)
                guard let match else {
                    throw ReadFailure(kind: .content, offset: offset,
                                      message: "unknown key \(JSONText.quoted(String(scanner.keyText(at: offset).prefix(64))))")
                }
                guard seen & (1 << match) == 0 else {
                    throw JSONScanner.duplicateKey(scanner.keyText(at: offset), at: offset)
                }
                seen |= 1 << match
                switch match {
                case 0...3: numbers[match] = try readNumber(at: SampleReader.required[match])
                case 4: sample.layers = try readLayers()
                case 5: sample.phase = try readPhase()
                default: sample.velocity = try readNumber(at: "velocity")
                }
            } while try scanner.nextMember()
        }
        try scanner.finish()
        for (position, key) in SampleReader.required.enumerated() where seen & (1 << position) == 0 {
            throw ReadFailure(kind: .content, offset: open, message: "missing required key \"\(key)\"")
        }
        if sample.phase == .release, sample.velocity == nil {
            throw ReadFailure(kind: .content, offset: open,
                              message: "a \"release\" sample needs its \"velocity\" (points per second)")
        }
        sample.time = numbers[0]
        sample.offset = numbers[1]
        sample.height = numbers[2]
        sample.top = numbers[3]
        return sample
    }

    /// `{LAYER: {PROPERTY: value, ...}, ...}`.
    private mutating func readLayers() throws(ReadFailure) -> [TraceLayerValue] {
        guard scanner.peek() == UInt8(ascii: "{") else { throw typeMismatch(expected: "an object", at: "layers") }
        try scanner.open(UInt8(ascii: "{"), depth: 2)
        var values: [TraceLayerValue] = []
        if scanner.objectIsEmpty() { return values }
        var layers: [String] = []
        repeat {
            let (layer, offset) = try scanner.readKey(afterComma: !layers.isEmpty)
            guard !layers.contains(layer) else { throw JSONScanner.duplicateKey(layer, at: offset) }
            layers.append(layer)
            let path = "layers.\(layer.prefix(64))"
            guard scanner.peek() == UInt8(ascii: "{") else { throw typeMismatch(expected: "an object", at: path) }
            try scanner.open(UInt8(ascii: "{"), depth: 3)
            if scanner.objectIsEmpty() { continue }
            var properties: [TrackProperty] = []
            repeat {
                let (name, keyOffset) = try scanner.readKey(afterComma: !properties.isEmpty)
                guard let property = TrackProperty(rawValue: name) else {
                    let names = TrackProperty.allCases.map(\.rawValue).joined(separator: ", ")
                    throw ReadFailure(kind: .content, offset: keyOffset, keyPath: path,
                                      message: "unknown property \(JSONText.quoted(String(name.prefix(64)))); expected one of \(names)")
                }
                guard !properties.contains(property) else { throw JSONScanner.duplicateKey(name, at: keyOffset) }
                properties.append(property)
                let value = try readNumber(at: "\(path).\(name)")
                values.append(TraceLayerValue(layer: layer, property: property, value: value))
            } while try scanner.nextMember()
        } while try scanner.nextMember()
        return values
    }

    private mutating func readPhase() throws(ReadFailure) -> TracePhase {
        guard scanner.peek() == UInt8(ascii: "\"") else { throw typeMismatch(expected: "a string", at: "phase") }
        let offset = scanner.index
        let text = try scanner.readString()
        if let phase = TracePhase(rawValue: text) { return phase }
        let names = TracePhase.allCases.map { "\"\($0.rawValue)\"" }
        throw ReadFailure(kind: .content, offset: offset, keyPath: "phase",
                          message: "\(JSONText.quoted(String(text.prefix(64)))) is not \(names.dropLast().joined(separator: ", ")) or \(names[names.count - 1])")
    }

    private mutating func readNumber(at keyPath: String) throws(ReadFailure) -> Double {
        switch scanner.peek() {
        case UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["),
             UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            throw typeMismatch(expected: "a number", at: keyPath)
        default:
            return try scanner.readNumber()
        }
    }

    private mutating func typeMismatch(expected: String, at keyPath: String?) -> ReadFailure {
        guard let found = scanner.nextValueKind() else { return scanner.expectedValue() }
        return ReadFailure(kind: .content, offset: scanner.index, keyPath: keyPath,
                           message: "expected \(expected), found \(found)")
    }
}
