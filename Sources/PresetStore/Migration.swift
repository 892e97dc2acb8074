/// One step of the schema: the SQL that takes a database from `version - 1` to `version`.
struct Migration: Sendable {
    /// The schema version the database has after this migration (`PRAGMA user_version`).
    let version: Int
    /// The file the SQL comes from, under `Migrations/`.
    let fileName: String
    /// The SQL's UTF-8, compiled into the binary.
    let bytes: [UInt8]
    /// Whether every table keeps its columns (only rules or triggers change), so a file this
    /// program may not write can still be read at the version before.
    let keepsColumns: Bool
    /// For a migration that adds columns: SQL creating TEMP views that show a file of the version
    /// before as this version's queries expect (the new columns NULL, which means "as before"), so
    /// a file this program may not write can still be read. Temp objects live outside the file.
    let readOnlyView: String?

    /// A migration from the embedded bytes of its file.
    init(version: Int, fileName: String, bytes: [UInt8], keepsColumns: Bool = false,
         readOnlyView: String? = nil) {
        self.version = version
        self.fileName = fileName
        self.bytes = bytes
        self.keepsColumns = keepsColumns
        self.readOnlyView = readOnlyView
    }

    /// The SQL.
    var sql: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether a file at the version before can be read without running this migration.
    var isReadableWithout: Bool { keepsColumns || readOnlyView != nil }
}
