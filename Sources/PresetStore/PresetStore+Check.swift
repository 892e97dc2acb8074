import HeaderGeometry
import ValueText

extension PresetStore {
    /// Checks the whole file: the schema is the migrations' (no foreign trigger, view, table or
    /// index), the WAL can be applied (a checkpoint), `PRAGMA integrity_check` (which also checks
    /// every row against the CHECKs), `PRAGMA foreign_key_check`, that every live preset keeps the
    /// rules, and that the live presets agree with their histories. Returns the problems found;
    /// empty means sound. Every step reads each row a bounded number of times: linear in the size.
    public func check() throws(StoreError) -> [String] {
        let problems = schemaDifferences.map { "the schema: \($0)" } + checkpointProblems()
        return try problems + read { () throws(StoreError) in try contentProblems() }
    }

    /// What ``check()`` finds in the file's content, read on one snapshot: a commit by another
    /// process cannot make a row disagree with a history read before it.
    private func contentProblems() throws(StoreError) -> [String] {
        var problems: [String] = []
        do throws(DatabaseError) {
            problems += try database.texts("PRAGMA integrity_check").filter { $0 != "ok" }
        } catch  where error.code.primary == .corrupt {
            return ["the database is damaged: \(error.message)"]
        } catch {
            throw failure(error)
        }
        do throws(DatabaseError) {
            let rows = try Statement(connection: database.connection, sql: "PRAGMA foreign_key_check", persistent: false)
            var tables: [String] = []
            while try rows.step() {
                let table = rows.text(at: 0)
                if let named = PresetStore.danglingRows[table] {
                    if !tables.contains(table) { problems += try database.texts(named) }
                    tables.append(table)
                } else {
                    problems.append("table \(table) row \(rows.int64(at: 1)) points to a missing row of \(rows.text(at: 2))")
                }
            }
            problems += try database.texts(PresetStore.historyCheck)
        } catch  where error.code.primary == .corrupt {
            problems.append("the database is damaged: \(error.message)")
        } catch {
            throw failure(error)
        }
        problems += try brokenPresets()
        return problems
    }

    /// Applies the WAL to the database file (`PRAGMA wal_checkpoint(FULL)`, waiting for readers as
    /// long as a write would wait); a WAL that cannot be applied, or fails, is a problem. A file
    /// opened read-only is not changed.
    private func checkpointProblems() -> [String] {
        guard !database.isReadOnly, readOnlyBecause == nil, database.isWAL else { return [] }
        do throws(DatabaseError) {
            let row = try Statement(connection: database.connection, sql: "PRAGMA wal_checkpoint(FULL)", persistent: false)
            guard try row.step() else { return [] }
            let busy = row.int64(at: 0), frames = row.int64(at: 1), applied = row.int64(at: 2)
            if busy == 0, frames >= 0, applied < frames {
                return [
                    "the WAL file \(MessageText.quoted(path + "-wal", longest: .max)) holds \(frames) pages of which only \(applied) could be applied to the database"
                ]
            }
            return []
        } catch  where error.code.primary == .busy || error.code.primary == .locked {
            return []  // another process is writing; its own commits checkpoint
        } catch  where error.code.primary == .full {
            return []  // the disk is full: the WAL is sound and is applied once there is room
        } catch {
            return ["the WAL file \(MessageText.quoted(path + "-wal", longest: .max)) cannot be applied to the database: \(error.message)"]
        }
    }

    /// Every live preset that breaks a rule of docs/format.md#preset-keys (another program wrote it around the
    /// schema's CHECKs), one line each.
    private func brokenPresets() throws(StoreError) -> [String] {
        var problems: [String] = []
        do throws(DatabaseError) {
            let rows = try database.statement(
                """
                SELECT p.name, p.revision, \(PresetStore.contentColumns) \
                FROM preset p JOIN revision r ON r.id = p.revision
                """)
            defer { rows.reset() }
            while try rows.step() {
                let name = rows.text(at: 0)
                do throws(DatabaseError) {
                    let positions = try snapPositions(ofRevision: rows.int64(at: 1))
                    _ = try decodePreset(rows, at: 2, name: name, positions: positions)
                } catch  where error.isBrokenRow {
                    problems.append(error.message)
                }
            }
        } catch  where error.code.primary == .corrupt {
            problems.append("the database is damaged: \(error.message)")
        } catch {
            throw failure(error)
        }
        return problems
    }

    /// For the tables whose rows have no rowid to name them (`WITHOUT ROWID`, so
    /// `foreign_key_check` says "row 0" for each), a query naming each row that points to a
    /// missing revision by what it holds.
    private static let danglingRows = [
        "preset": """
        SELECT 'preset ' || json_quote(name) || ' points to revision row ' || revision || ', which does not exist' \
        FROM preset WHERE revision NOT IN (SELECT id FROM revision) ORDER BY name
        """,
        "snap_position": """
        SELECT 'snap position ' || position || ' of revision row ' || revision || ' belongs to no revision' \
        FROM snap_position WHERE revision NOT IN (SELECT id FROM revision) ORDER BY revision, position
        """,
    ]

    /// Lists every live preset that is not its lineage's latest revision, and every lineage whose
    /// latest revision is not a deletion but has no live preset.
    ///
    /// Set-based, so linear: each lineage's latest revision comes from one pass over the
    /// `(lineage, number)` index, and "has no live preset" is one lookup in a temporary index of
    /// `preset.revision` built once, not a correlated `NOT EXISTS`, which scans `preset` for every
    /// revision (Benchmarks/fixes.md).
    private static let historyCheck = """
        WITH latest AS (SELECT lineage, max(number) AS number FROM revision GROUP BY lineage)
        SELECT 'preset ' || json_quote(p.name) || ' is not at the latest revision of its history'
        FROM preset p JOIN revision r ON r.id = p.revision JOIN latest l ON l.lineage = r.lineage
        WHERE r.name <> p.name OR r.action = 'delete' OR r.number <> l.number
        UNION ALL
        SELECT 'preset ' || json_quote(r.name) || ' (revision ' || r.number || ') is missing from the list of presets'
        FROM latest l JOIN revision r ON r.lineage = l.lineage AND r.number = l.number
        WHERE r.action <> 'delete' AND r.id NOT IN (SELECT revision FROM preset)
        """
}
