/// A problem found while reading, before it is placed (line and column) and labelled for the user.
package struct ReadFailure: Error, Sendable {
    /// What kind of problem; when a document has several, the reader reports by this priority.
    package enum Kind: Int, Comparable, Sendable {
        /// Not valid JSON (or deeper than a preset document needs): always reported first.
        case syntax
        /// The document's `format` is not `stretchy-presets`.
        case format
        /// The document's `version` is newer than this reader knows.
        case version
        /// Valid JSON that breaks the preset format: unknown key, wrong type, broken rule.
        case content

        package static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    package var kind: Kind
    /// The byte offset the problem is at, when it has a place in the text.
    package var offset: Int?
    /// Where a problem without a place of its own (a broken rule) is best pointed at: the key it
    /// is under, or the preset's `{`. Used only for compiler-style diagnostics.
    package var nearOffset: Int?
    /// The 0-based index of the preset the problem is in.
    package var presetIndex: Int?
    /// The key path inside the preset (or the document).
    package var keyPath: String?
    package var message: String

    /// A failure of `kind` at `offset`.
    package init(
        kind: Kind, offset: Int? = nil, nearOffset: Int? = nil, presetIndex: Int? = nil, keyPath: String? = nil,
        message: String
    ) {
        self.kind = kind
        self.offset = offset
        self.nearOffset = nearOffset
        self.presetIndex = presetIndex
        self.keyPath = keyPath
        self.message = message
    }

    package static func syntax(_ offset: Int, _ message: String) -> ReadFailure {
        ReadFailure(kind: .syntax, offset: offset, nearOffset: nil, message: message)
    }
}
