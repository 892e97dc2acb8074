/// The tables, indexes, triggers and views of a database (`sqlite_schema`), by name.
///
/// What the migrations make is found by running them on an empty in-memory database, so a new
/// migration needs no list of its own. A file whose schema holds anything else — a trigger added
/// with the `sqlite3` shell, a view, a changed table — is not what stretchy made: its triggers would
/// run on every write.
struct SchemaObjects: Equatable {
    /// One object: its type (`table`, `index`, `trigger`, `view`), the table it belongs to and its SQL.
    struct Object: Equatable {
        var type: String
        var table: String
        var sql: String?
    }

    /// The objects, by name. SQLite's own (`sqlite_%`: automatic indexes, `sqlite_stat1`) are left out.
    var objects: [String: Object]

    /// The query that reads them.
    static let query = """
        SELECT name, type, tbl_name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
        """

    /// ``serialized`` of the objects of the database open on `database`, written straight from the
    /// rows: what a command compares with the cache, byte for byte, before it builds any object.
    static func serialized(reading database: Database) throws(DatabaseError) -> [UInt8] {
        let rows = try Statement(connection: database.connection, sql: query + " ORDER BY name", persistent: false)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16 * 1024)
        while try rows.step() {
            for column: Int32 in 0..<4 {
                appendField(column == 3 && rows.isNull(at: 3) ? nil : rows.utf8(at: column), to: &bytes)
            }
        }
        return bytes
    }

    /// One field of ``serialized``: its UTF-8 and a NUL; a missing SQL (`nil`) as SOH.
    private static func appendField(_ utf8: UnsafeBufferPointer<UInt8>?, to bytes: inout [UInt8]) {
        if let utf8 { bytes.append(contentsOf: utf8) } else { bytes.append(1) }
        bytes.append(0)
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
        type == "table" || name == table ? "the \(type) '\(name)'" : "the \(type) '\(name)' on '\(table)'"
    }
}

extension SchemaObjects {
    /// The objects as text: `name NUL type NUL table NUL sql NUL` per object, by name compared
    /// byte by byte as SQLite's `ORDER BY name` compares it (SQL never holds a NUL; a missing SQL
    /// is written as SOH).
    var serialized: [UInt8] {
        var bytes: [UInt8] = []
        for name in objects.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let object = objects[name]!
            for field in [name, object.type, object.table] {
                var field = field
                field.withUTF8 { SchemaObjects.appendField($0, to: &bytes) }
            }
            if var sql = object.sql {
                sql.withUTF8 { SchemaObjects.appendField($0, to: &bytes) }
            } else {
                SchemaObjects.appendField(nil, to: &bytes)
            }
        }
        return bytes
    }

    /// The objects from ``serialized`` bytes, or `nil` when they are not such text.
    init?(serialized bytes: [UInt8]) {
        let fields = bytes.split(separator: 0, omittingEmptySubsequences: false).dropLast()
        guard bytes.last == 0 || bytes.isEmpty, fields.count % 4 == 0 else { return nil }
        var objects: [String: Object] = [:]
        var index = fields.startIndex
        while index < fields.endIndex {
            let text = fields[index..<index + 4].map { String(decoding: $0, as: UTF8.self) }
            objects[text[0]] = Object(type: text[1], table: text[2], sql: text[3] == "\u{1}" ? nil : text[3])
            index += 4
        }
        self.objects = objects
    }
}
