/// Prepared statements of one connection, kept by their SQL text so each is prepared once.
final class StatementCache {
    private let connection: OpaquePointer
    private var statements: [String: Statement] = [:]

    /// An empty cache for `connection`.
    init(connection: OpaquePointer) { self.connection = connection }

    /// The statement for `sql`, prepared on first use. Reset it when done (``Statement/reset()``).
    func statement(_ sql: String) throws(DatabaseError) -> Statement {
        if let cached = statements[sql] { return cached }
        let statement = try Statement(connection: connection, sql: sql)
        statements[sql] = statement
        return statement
    }

    /// Finalizes every cached statement (before the connection closes, or after a schema change).
    func removeAll() { statements.removeAll() }

    /// How many statements are cached.
    var count: Int { statements.count }
}

/// A cache belongs to one connection on one thread.
@available(*, unavailable)
extension StatementCache: Sendable {}
