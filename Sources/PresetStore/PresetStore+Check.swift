extension PresetStore {
    /// Checks the whole file: `PRAGMA integrity_check`, `PRAGMA foreign_key_check`, and that the
    /// live presets agree with their histories. Returns the problems found; empty means sound.
    public func check() throws(StoreError) -> [String] {
        var problems: [String] = []
        do throws(DatabaseError) {
            problems += try database.texts("PRAGMA integrity_check").filter { $0 != "ok" }
        } catch where error.code.primary == .corrupt {
            return ["the database is damaged: \(error.message)"]
        } catch {
            throw failure(error)
        }
        do throws(DatabaseError) {
            let rows = try Statement(connection: database.connection, sql: "PRAGMA foreign_key_check", persistent: false)
            while try rows.step() {
                problems.append("table \(rows.text(at: 0)) row \(rows.int64(at: 1)) points to a missing row of \(rows.text(at: 2))")
            }
            problems += try database.texts(PresetStore.historyCheck)
        } catch where error.code.primary == .corrupt {
            problems.append("the database is damaged: \(error.message)")
        } catch {
            throw failure(error)
        }
        return problems
    }

    /// Lists every live preset that is not its lineage's latest revision, and every lineage whose
    /// latest revision is not a deletion but has no live preset.
    private static let historyCheck = """
        SELECT 'preset ''' || p.name || ''' is not at the latest revision of its history'
        FROM preset p JOIN revision r ON r.id = p.revision
        WHERE r.name <> p.name OR r.action = 'delete'
           OR r.number <> (SELECT max(number) FROM revision WHERE lineage = r.lineage)
        UNION ALL
        SELECT 'preset ''' || r.name || ''' (revision ' || r.number || ') is missing from the list of presets'
        FROM revision r
        WHERE r.action <> 'delete'
          AND r.number = (SELECT max(number) FROM revision WHERE lineage = r.lineage)
          AND NOT EXISTS (SELECT 1 FROM preset p WHERE p.revision = r.id)
        """
}
