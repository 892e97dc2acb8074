import PresetService
import TestSupport

extension TemporaryDatabase {
    /// A library on this database.
    func library() -> PresetLibrary { PresetLibrary(databasePath: path) }
}
