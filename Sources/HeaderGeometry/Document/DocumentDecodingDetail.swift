/// A value of the wrong JSON type, as the underlying error of a `DecodingError.typeMismatch`:
/// what the document wants there (`an object or null`) and, when the decoder can tell, what the
/// value is (`a number`); messages read `expected an object or null, found a number`
/// (docs/format.md#what-stretchy-accepts-when-reading).
package struct DocumentValueMismatch: Error, Sendable {
    /// What the document wants at the value.
    package var expected: String
    /// What the value is, when the decoder says.
    package var found: String?

    /// A mismatch: `expected` wanted, `found` there.
    package init(expected: String, found: String?) {
        self.expected = expected
        self.found = found
    }
}

/// Marks a `DecodingError.dataCorrupted` as a broken rule (a count over its limit), which has no
/// place of its own in the text, unlike a value that is not what the key takes.
package struct DocumentRuleBroken: Error, Sendable {
    /// The marker.
    package init() {}
}

extension CodingUserInfoKey {
    /// `true` in the `userInfo` of an encoder that wants every key written, even those a document
    /// leaves out at their default (`safeArea` `"below"`, motion at its defaults, no tracks): how
    /// two presets are compared key by key (``ReducedMotion/init(from:to:)``).
    static let writesEveryKey = CodingUserInfoKey(rawValue: "stretchy.writesEveryKey")!

    /// `true` in the `userInfo` of a decoder that refuses, itself, every key of an object that a
    /// `CaseIterable` coding-key type it is asked for does not name, so a conformance need not
    /// look for them again.
    package static let refusesUnknownKeys = CodingUserInfoKey(rawValue: "stretchy.refusesUnknownKeys")!
}

extension DecodingError {
    /// This error, when it is a value of the wrong type `depth` keys deep, saying `expected`
    /// is what the document wants there; any other error as it is.
    func expecting(_ expected: String, atDepth depth: Int) -> DecodingError {
        switch self {
        case .typeMismatch(let type, let context) where context.codingPath.count == depth:
            let found = (context.underlyingError as? DocumentValueMismatch)?.found
            return .typeMismatch(
                type,
                Context(
                    codingPath: context.codingPath, debugDescription: "expected \(expected)",
                    underlyingError: DocumentValueMismatch(expected: expected, found: found)))
        case .valueNotFound(let type, let context) where context.codingPath.count == depth:
            return .typeMismatch(
                type,
                Context(
                    codingPath: context.codingPath, debugDescription: "expected \(expected)",
                    underlyingError: DocumentValueMismatch(expected: expected, found: "null")))
        default:
            return self
        }
    }
}

extension Encoder {
    /// Whether this encoder wants every key written (``CodingUserInfoKey/writesEveryKey``).
    var writesEveryKey: Bool { userInfo[.writesEveryKey] as? Bool == true }
}
