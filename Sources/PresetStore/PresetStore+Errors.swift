import CSQLite
import HeaderGeometry
import ValueText

extension PresetStore {
    /// The user's words for an SQLite failure on this store's file.
    ///
    /// `SQLITE_CORRUPT` is only called corruption once `PRAGMA quick_check` agrees.
    func failure(_ error: DatabaseError) -> StoreError {
        if error.code.primary == .readOnly, let readOnlyBecause { return readOnlyBecause }
        if error.isBrokenRow {
            return StoreError(
                .corrupt,
                "\(error.message) in the database \(MessageText.quoted(path, longest: .max)): another program wrote it around the schema's rules; delete that preset ('stretchy delete NAME') or restore a backup"
            )
        }
        return PresetStore.failure(error, path: path) { [database] in
            do throws(DatabaseError) {
                return try database.texts("PRAGMA quick_check")
            } catch {
                // quick_check itself stumbling on damage confirms it.
                return error.code.primary == .corrupt ? [error.message] : []
            }
        }
    }

    /// The user's words for a failure to open the file.
    static func openingFailure(_ error: DatabaseError, path: String) -> StoreError {
        if error.code.primary == .cannotOpen {
            return StoreError(
                .io, "cannot open the database \(MessageText.quoted(path, longest: .max)): \(error.message)",
                sqliteCode: error.code.rawValue, sql: error.sql)
        }
        return failure(error, path: path) { [] }
    }

    /// The mapping behind ``failure(_:)``; `quickCheck` lists the problems `PRAGMA quick_check` finds.
    static func failure(_ error: DatabaseError, path: String, quickCheck: () -> [String]) -> StoreError {
        func make(_ kind: StoreError.Kind, _ message: String) -> StoreError {
            StoreError(kind, message, sqliteCode: error.code.rawValue, sql: error.sql)
        }
        if error.isDiskFull {
            return make(.diskFull, "cannot write to the database \(MessageText.quoted(path, longest: .max)): the disk is full")
        }
        switch error.code {
        case .busy, .locked:
            return make(
                .busy,
                "the database \(MessageText.quoted(path, longest: .max)) is busy: another process kept it locked for more than \(Database.busyTimeoutMilliseconds / 1000) s; try again"
            )
        case .readOnly:
            return make(
                .readOnly,
                "cannot write to the database \(MessageText.quoted(path, longest: .max)): it is read-only (check the permissions of the file and its folder)"
            )
        case .notADatabase:
            return make(.notADatabase, "\(MessageText.quoted(path, longest: .max)) is not a stretchy database (SQLite: \(error.message))")
        case .corrupt:
            let problems = quickCheck().filter { $0 != "ok" }
            if let first = problems.first {
                return make(
                    .corrupt,
                    "the database \(MessageText.quoted(path, longest: .max)) is damaged (\(first)); restore it from a backup or export what 'stretchy check' lets you read"
                )
            }
            return make(
                .io,
                "reading the database \(MessageText.quoted(path, longest: .max)) failed (\(error.message)), but quick_check found no damage; try again"
            )
        case .constraint, .mismatch:
            return make(.constraint, "the database \(MessageText.quoted(path, longest: .max)) refused the change: \(error.message)")
        case .ioError:
            return make(.io, "I/O error on the database \(MessageText.quoted(path, longest: .max)): \(error.message)")
        case .cannotOpen:
            return make(.io, "cannot open the database \(MessageText.quoted(path, longest: .max)) or its WAL files: \(error.message)")
        default:
            return make(.io, "database \(MessageText.quoted(path, longest: .max)): \(error.message)")
        }
    }
}
