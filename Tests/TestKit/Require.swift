import Testing

/// What `require` throws when its value is missing: the test stops there, and Swift Testing
/// records this error, which names the caller's line.
public struct RequirementFailure: Error, CustomStringConvertible {
    /// `File.swift:12:9: required value is nil`, and the comment if there is one.
    public let description: String
}

/// `value`, or a ``RequirementFailure`` naming the caller's line when it is nil.
@discardableResult
public func require<T>(
    _ value: T?, _ comment: Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) throws -> T {
    guard let value else {
        throw RequirementFailure(description: "\(fileID):\(line):\(column): required value is nil" + suffix(comment))
    }
    return value
}

/// Nothing, or a ``RequirementFailure`` naming the caller's line when `condition` is false.
public func require(
    _ condition: Bool, _ comment: Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) throws {
    guard condition else {
        throw RequirementFailure(description: "\(fileID):\(line):\(column): requirement failed" + suffix(comment))
    }
}
