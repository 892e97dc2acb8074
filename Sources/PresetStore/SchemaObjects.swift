import HeaderGeometry
import ValueText

/// The tables, indexes, triggers and views of a database (`sqlite_schema`), by name.
///
/// What the migrations make is found by running them on an empty in-memory database (for
/// `stretchy check` and an older file about to be migrated); a current file is compared with the
/// compiled-in ``latest`` list of names and SQL digests. A file whose schema holds anything else — a trigger added
/// with the `sqlite3` shell, a view, a changed table — is not what stretchy made: its triggers would
/// run on every write.
struct SchemaObjects: Equatable, Sendable {
    /// One object: its type (`table`, `index`, `trigger`, `view`), the table it belongs to and its
    /// SQL, or only the SQL's digest (``SchemaObjects/digest(of:)``) where the list is compiled in.
    struct Object: Equatable, Sendable {
        var type: String
        var table: String
        var sql: String?
        var sqlDigest: UInt64? = nil
    }

    /// The objects, by name. SQLite's own (`sqlite_%`: automatic indexes, `sqlite_stat1`) are left out.
    var objects: [String: Object]

    /// The query that reads them.
    static let query = """
        SELECT name, type, tbl_name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
        """

    /// The objects given, by name.
    init(objects: [String: Object]) {
        self.objects = objects
    }

    /// The objects of the database open on `database`.
    init(reading database: Database) throws(DatabaseError) {
        let rows = try Statement(connection: database.connection, sql: SchemaObjects.query, persistent: false)
        var objects: [String: Object] = [:]
        while try rows.step() {
            objects[rows.text(at: 0)] = Object(type: rows.text(at: 1), table: rows.text(at: 2), sql: rows.optionalText(at: 3))
        }
        self.objects = objects
    }

    /// What the migrations up to `version` make, from running them on an in-memory database.
    static func expected(atVersion version: Int) throws(DatabaseError) -> SchemaObjects {
        let scratch = try Database(path: ":memory:", create: true)
        defer { scratch.close() }
        for migration in Migrator.migrations where migration.version <= version {
            try scratch.execute(migration.sql)
        }
        return try SchemaObjects(reading: scratch)
    }

    /// Every difference from `expected`, one line each, naming the object: extra objects, changed
    /// ones and missing ones; triggers first (they run), then views, tables and indexes, by name.
    func differences(from expected: SchemaObjects) -> [String] {
        let rank = ["trigger": 0, "view": 1, "table": 2, "index": 3]
        func order(_ name: String) -> (Int, String) {
            (rank[(objects[name] ?? expected.objects[name])?.type ?? ""] ?? 4, name)
        }
        var found: [String] = []
        for name in Set(objects.keys).union(expected.objects.keys).sorted(by: { order($0) < order($1) }) {
            switch (objects[name], expected.objects[name]) {
            case let (actual?, nil):
                found.append("\(actual.described(name)) that stretchy did not make")
            case let (nil, wanted?):
                found.append("\(wanted.described(name)) is missing")
            case let (actual?, wanted?) where actual != wanted:
                found.append("\(actual.described(name)) differs from the one stretchy made")
            default:
                break
            }
        }
        return found
    }
}

extension SchemaObjects.Object {
    /// `the trigger 'x' on table 'revision'`, `the table 'y'`.
    func described(_ name: String) -> String {
        type == "table" || name == table
            ? "the \(type) \(MessageText.quoted(name))" : "the \(type) \(MessageText.quoted(name)) on \(MessageText.quoted(table))"
    }
}
