import HeaderGeometry
import StrictJSON

/// Where a model conformance's error is in the text: its coding path followed from the value
/// decoding started at. Only an error pays for this walk.
extension StrictDecoder {
    /// The failure for `error`, which `HeaderPreset(from:)` threw for the preset at `start`: at
    /// the value its coding path names (for a missing key, the object that lacks it), or, for a
    /// broken rule, with no place of its own but near that value.
    static func failure(
        _ error: DecodingError, bytes: UnsafeBufferPointer<UInt8>, start: Int,
        presetIndex: Int
    ) -> ReadFailure {
        let codingPath: [any CodingKey]
        switch error {
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .dataCorrupted(let context):
            codingPath = context.codingPath
        @unknown default:
            codingPath = []
        }
        let place = offset(of: codingPath, in: bytes, from: start) ?? start
        guard let problem = error.presetDocumentError else {
            return ReadFailure(
                kind: .content, offset: place, presetIndex: presetIndex, keyPath: keyPathText(codingPath),
                message: "\(error)")
        }
        let keyPath = problem.keyPath.isEmpty ? nil : problem.keyPath
        if problem.isRule {
            return ReadFailure(
                kind: .content, nearOffset: place, presetIndex: presetIndex, keyPath: keyPath,
                message: problem.message)
        }
        return ReadFailure(
            kind: .content, offset: place, presetIndex: presetIndex, keyPath: keyPath,
            message: problem.message)
    }

    /// The offset of the value `path` leads to from the value at `start`, or `nil` when the text
    /// has no such value (a key the document left out).
    static func offset(of path: [any CodingKey], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var scanner = JSONScanner(bytes)
        scanner.index = start
        do throws(ReadFailure) {
            for key in path {
                if let index = key.intValue {
                    guard scanner.consume(UInt8(ascii: "[")), !scanner.arrayIsEmpty() else { return nil }
                    for _ in 0..<index {
                        try scanner.skipValue(depth: 1)
                        guard try scanner.nextElement() else { return nil }
                    }
                } else {
                    guard scanner.consume(UInt8(ascii: "{")), !scanner.objectIsEmpty() else { return nil }
                    var first = true
                    while true {
                        let (name, _) = try scanner.readKey(afterComma: !first)
                        first = false
                        if name == key.stringValue { break }
                        try scanner.skipValue(depth: 1)
                        guard try scanner.nextMember() else { return nil }
                    }
                }
            }
        } catch {
            return nil
        }
        scanner.skipWhitespace()
        return scanner.index
    }
}
