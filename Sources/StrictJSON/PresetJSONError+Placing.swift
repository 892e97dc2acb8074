/// Turning an internal read failure into the user's error: its offset becomes line and column.
extension PresetJSONError {
    /// The error for `failure` in `bytes`, labelled `preset` when it is inside one.
    package init(
        _ failure: ReadFailure, source: String, bytes: UnsafeBufferPointer<UInt8>,
        preset: String? = nil
    ) {
        var line: Int?
        var column: Int?
        if let offset = failure.offset {
            let location = SourceLocation(offset: offset, in: bytes)
            line = location.line
            column = location.column
        }
        self.init(
            source: source, line: line, column: column, preset: preset,
            keyPath: failure.keyPath, message: failure.message)
        if let near = failure.nearOffset {
            let location = SourceLocation(offset: near, in: bytes)
            nearLine = location.line
            nearColumn = location.column
        }
    }
}
