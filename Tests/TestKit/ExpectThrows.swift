import Testing

/// The error of type `E` that `body` throws, or nil and an issue at the caller's line when it
/// throws nothing or another error. `E` is `Never` to expect that `body` throws nothing.
@discardableResult
public func expect<E: Error, R>(
    throws type: E.Type, _ comment: Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    performing body: () throws -> R
) -> E? {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        _ = try body()
    } catch {
        return caught(error, expecting: type, comment, at: location)
    }
    return nothingThrown(expecting: type, comment, at: location)
}

/// Records an issue at the caller's line unless `body` throws an error equal to `expected`.
public func expect<E: Error & Equatable, R>(
    throws expected: E, _ comment: Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    performing body: () throws -> R
) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        _ = try body()
        Issue.record(Comment(rawValue: "Expected \(shown(expected)) to be thrown, but nothing was" + suffix(comment)), sourceLocation: location)
    } catch let error as E where error == expected {
        return
    } catch {
        Issue.record(Comment(rawValue: "Expected \(shown(expected)) to be thrown, got \(shown(error))" + suffix(comment)), sourceLocation: location)
    }
}

/// Records an issue at the caller's line unless `body` throws an error that `matches` accepts.
public func expect<R>(
    _ comment: Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    performing body: () throws -> R, throws matches: (any Error) throws -> Bool
) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        _ = try body()
        Issue.record(Comment(rawValue: "Expected an error to be thrown, but nothing was" + suffix(comment)), sourceLocation: location)
    } catch {
        if (try? matches(error)) != true {
            Issue.record(Comment(rawValue: "The thrown error \(shown(error)) is not the one expected" + suffix(comment)), sourceLocation: location)
        }
    }
}

private func caught<E: Error>(_ error: any Error, expecting type: E.Type, _ comment: Comment?, at location: SourceLocation) -> E? {
    if let error = error as? E, E.self != Never.self { return error }
    let expected = E.self == Never.self ? "no error" : "\(E.self)"
    Issue.record(Comment(rawValue: "Expected \(expected) to be thrown, got \(shown(error))" + suffix(comment)), sourceLocation: location)
    return nil
}

private func nothingThrown<E: Error>(expecting type: E.Type, _ comment: Comment?, at location: SourceLocation) -> E? {
    if E.self != Never.self {
        Issue.record(Comment(rawValue: "Expected \(E.self) to be thrown, but nothing was" + suffix(comment)), sourceLocation: location)
    }
    return nil
}
