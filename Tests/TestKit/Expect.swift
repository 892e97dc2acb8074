import Testing

/// Records an issue at the caller's line when `condition` is false.
public func expect(
    _ condition: Bool, _ comment: Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    expect(condition, comment, sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records an issue at the caller's line, naming both values, when `actual` is not `expected`.
public func expectEqual<T: Equatable>(
    _ actual: T, _ expected: T, _ comment: Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    expectEqual(
        actual, expected, comment, sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records an issue at `sourceLocation` when `condition` is false: for a helper that checks on
/// its caller's behalf.
public func expect(_ condition: Bool, _ comment: Comment? = nil, sourceLocation: SourceLocation) {
    guard !condition else { return }
    Issue.record(Comment(rawValue: "Expectation failed" + suffix(comment)), sourceLocation: sourceLocation)
}

/// Records an issue at `sourceLocation`, naming both values, when `actual` is not `expected`: for
/// a helper that checks on its caller's behalf.
public func expectEqual<T: Equatable>(_ actual: T, _ expected: T, _ comment: Comment? = nil, sourceLocation: SourceLocation) {
    guard actual != expected else { return }
    Issue.record(Comment(rawValue: "Expected \(shown(expected)), got \(shown(actual))" + suffix(comment)), sourceLocation: sourceLocation)
}

/// A value as a failure shows it: strings quoted and escaped, other values as Swift prints them.
func shown<T>(_ value: T) -> String {
    String(reflecting: value)
}

/// `": comment"`, or "" without one, then `" (row: …)"` inside a table's row.
func suffix(_ comment: Comment?) -> String {
    (comment.map { ": \($0.rawValue)" } ?? "") + (TestRow.current.map { " (row: \($0))" } ?? "")
}
