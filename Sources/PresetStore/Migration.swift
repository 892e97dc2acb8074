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
    /// For a migration that adds columns to `revision`: their names. A file of the version before
    /// that this program may not write is read through a TEMP view of `revision` that shows them
    /// as NULL (which means "as before"); temp objects live outside the file.
    let addedRevisionColumns: [String]

    /// A migration from the embedded bytes of its file.
    init(
        version: Int, fileName: String, bytes: [UInt8], keepsColumns: Bool = false,
        addedRevisionColumns: [String] = []
    ) {
        self.version = version
        self.fileName = fileName
        self.bytes = bytes
        self.keepsColumns = keepsColumns
        self.addedRevisionColumns = addedRevisionColumns
    }

    /// The TEMP view that shows `revision` of an older file with `columns` as NULL.
    static func readOnlyView(adding columns: [String]) -> String {
        var list = ""
        for column in columns { list += ", NULL AS " + column }
        return "CREATE TEMP VIEW revision AS SELECT *\(list) FROM main.revision"
    }

    /// The SQL.
    var sql: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether a file at the version before can be read without running this migration.
    var isReadableWithout: Bool { keepsColumns || !addedRevisionColumns.isEmpty }
}
