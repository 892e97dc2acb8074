extension SchemaObjects {
    /// The objects the migrations make at ``Migrator/knownVersion``: each name with its type, its
    /// table and a digest of its SQL, compiled in. Opening a current database compares its
    /// `sqlite_schema` with this list, a query of a dozen rows: an object added with the `sqlite3`
    /// shell (a trigger that would run on every write), a missing one or one changed in place
    /// refuses the file. Running the migrations in memory instead, as `stretchy check` does to
    /// name what changed, would cost every command more than the rest of its work. A new migration
    /// changes this list too: a test runs the migrations and prints the list they make.
    static let latest = SchemaObjects(objects: [
        "generation": Object(type: "table", table: "generation", sql: nil, sqlDigest: 0x63c0049715e763aa),
        "preset": Object(type: "table", table: "preset", sql: nil, sqlDigest: 0xf2e6406c377aa9d0),
        "revision": Object(type: "table", table: "revision", sql: nil, sqlDigest: 0x5e0dcd9a102910ac),
        "revision_accessory_is_whole": Object(type: "trigger", table: "revision", sql: nil, sqlDigest: 0x57324547152448e8),
        "revision_by_name": Object(type: "index", table: "revision", sql: nil, sqlDigest: 0x54fc28095de3c1f0),
        "revision_deletion_has_no_behaviour": Object(type: "trigger", table: "revision", sql: nil, sqlDigest: 0xd98648a4353b28ed),
        "revision_deletion_has_no_dynamic_type": Object(type: "trigger", table: "revision", sql: nil, sqlDigest: 0xcc797875897763b5),
        "revision_deletion_has_no_motion": Object(type: "trigger", table: "revision", sql: nil, sqlDigest: 0x83c914e7be81fbf8),
        "revision_deletion_has_no_reduced_motion": Object(type: "trigger", table: "revision", sql: nil, sqlDigest: 0xfa96a98ae60917d0),
        "revision_deletion_has_no_screen": Object(type: "trigger", table: "revision", sql: nil, sqlDigest: 0x83f1ff9350c9d93c),
        "revision_deletion_has_no_tracks": Object(type: "trigger", table: "revision", sql: nil, sqlDigest: 0x8294623896e59f60),
        "revision_dynamic_type_is_whole": Object(type: "trigger", table: "revision", sql: nil, sqlDigest: 0x9870df51365368d0),
        "revision_is_never_changed": Object(type: "trigger", table: "revision", sql: nil, sqlDigest: 0x3e99f8ca5b7698c0),
        "revision_is_never_deleted": Object(type: "trigger", table: "revision", sql: nil, sqlDigest: 0xa958bc8f8ea2e1e4),
        "revision_moves_preset": Object(type: "trigger", table: "revision", sql: nil, sqlDigest: 0xaddb272ca574129),
        "revision_numbers_follow_on": Object(type: "trigger", table: "revision", sql: nil, sqlDigest: 0x8a07e4116f400076),
        "revision_starts_preset": Object(type: "trigger", table: "revision", sql: nil, sqlDigest: 0x6977f1dfde0a82fd),
        "snap_position": Object(type: "table", table: "snap_position", sql: nil, sqlDigest: 0x4c627642827ab878),
        "snap_position_is_never_changed": Object(type: "trigger", table: "snap_position", sql: nil, sqlDigest: 0xd0f2edeac4f9f62),
        "snap_position_is_never_deleted": Object(type: "trigger", table: "snap_position", sql: nil, sqlDigest: 0xf438b77be88137d4),
        "snap_position_joins_latest_revision": Object(type: "trigger", table: "snap_position", sql: nil, sqlDigest: 0x135750041169263a),
    ])

    /// The objects of the database open on `database` with their SQL's digest in place of the SQL:
    /// what ``latest`` lists.
    init(listing database: Database) throws(DatabaseError) {
        self = try SchemaObjects(reading: database).digested()
    }

    /// The same objects, each with its SQL's digest in place of its SQL.
    func digested() -> SchemaObjects {
        var digested = self
        for (name, object) in objects {
            digested.objects[name] = Object(type: object.type, table: object.table, sql: nil, sqlDigest: object.sql.map(SchemaObjects.digest(of:)))
        }
        return digested
    }

    /// FNV-1a over the SQL's UTF-8: enough to tell the text SQLite keeps for an object from any
    /// edit of it (the schema is ours and short; this is not a defence against a crafted collision,
    /// which `stretchy check`'s full comparison still catches).
    static func digest(of sql: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in sql.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// ``latest`` as Swift source, for the test that compares it with the migrations to print.
    var swiftSource: String {
        objects.keys.sorted().map { name in
            let object = objects[name]!
            let digest = object.sqlDigest.map { "0x" + String($0, radix: 16) } ?? "nil"
            return "        \"\(name)\": Object(type: \"\(object.type)\", table: \"\(object.table)\", sql: nil, sqlDigest: \(digest)),"
        }.joined(separator: "\n")
    }
}
