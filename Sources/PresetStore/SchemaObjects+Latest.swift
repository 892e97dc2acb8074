extension SchemaObjects {
    /// The objects the migrations make at ``Migrator/knownVersion``: each name with its type and
    /// table, compiled in. Opening a current database compares its `sqlite_schema` with this list,
    /// a query of a dozen rows: an object added with the `sqlite3` shell (a trigger that would run
    /// on every write) or a missing one refuses the file. An object changed in place is left to
    /// `stretchy check`, which runs the migrations on an in-memory database and compares the SQL.
    /// A new migration that adds, drops or renames an object changes this list too (a test runs
    /// the migrations and compares).
    static let latest = SchemaObjects(objects: [
        "preset": Object(type: "table", table: "preset", sql: nil),
        "revision": Object(type: "table", table: "revision", sql: nil),
        "snap_position": Object(type: "table", table: "snap_position", sql: nil),
        "revision_by_name": Object(type: "index", table: "revision", sql: nil),
        "revision_deletion_has_no_behaviour": Object(type: "trigger", table: "revision", sql: nil),
        "revision_deletion_has_no_motion": Object(type: "trigger", table: "revision", sql: nil),
        "revision_deletion_has_no_tracks": Object(type: "trigger", table: "revision", sql: nil),
        "revision_is_never_changed": Object(type: "trigger", table: "revision", sql: nil),
        "revision_is_never_deleted": Object(type: "trigger", table: "revision", sql: nil),
        "revision_moves_preset": Object(type: "trigger", table: "revision", sql: nil),
        "revision_numbers_follow_on": Object(type: "trigger", table: "revision", sql: nil),
        "revision_starts_preset": Object(type: "trigger", table: "revision", sql: nil),
        "snap_position_is_never_changed": Object(type: "trigger", table: "snap_position", sql: nil),
        "snap_position_is_never_deleted": Object(type: "trigger", table: "snap_position", sql: nil),
        "snap_position_joins_latest_revision": Object(type: "trigger", table: "snap_position", sql: nil),
    ])

    /// The objects of the database open on `database` without their SQL: what ``latest`` lists.
    init(listing database: Database) throws(DatabaseError) {
        self = try SchemaObjects(reading: database)
        for name in objects.keys { objects[name]?.sql = nil }
    }
}
