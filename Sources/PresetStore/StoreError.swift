/// Why the preset store could not do what was asked, in one line for the user.
///
/// ``kind`` says which exit status the command line ends with (docs/commands.md#exit-status); ``sqliteCode`` and
/// ``sql`` are there for a bug report.
public struct StoreError: Error, CustomStringConvertible {
    /// What kind of failure this is.
    public var kind: Kind
    /// One line in the user's words: what is wrong and where.
    public var message: String
    /// SQLite's extended result code, when SQLite reported the failure.
    public var sqliteCode: Int32?
    /// The SQL that failed, when there was one.
    public var sql: String?

    /// An error of the given kind and message.
    public init(_ kind: Kind, _ message: String, sqliteCode: Int32? = nil, sql: String? = nil) {
        self.kind = kind
        self.message = message
        self.sqliteCode = sqliteCode
        self.sql = sql
    }

    /// The message.
    public var description: String { message }
}
