import Foundation
import HeaderGeometry
@testable import PresetStore

/// A fresh folder for one test's database files, removed when the value is released.
final class TemporaryDatabase {
    /// The folder.
    let folder: String
    /// `presets.sqlite` inside the folder (not created yet).
    let path: String

    init() {
        folder = ScratchFolder.root.appendingPathComponent("stretchy-store-" + UUID().uuidString).path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        path = folder + "/presets.sqlite"
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// Opens a store on the file, creating it with an empty catalogue.
    func store() throws -> PresetStore { try PresetStore(path: path) }

    /// The main file's bytes, `nil` when it does not exist.
    func bytes() -> Data? { FileManager.default.contents(atPath: path) }

    /// The names of the files in the folder.
    func files() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() }

    /// A raw connection set up as the store sets its own up.
    func rawDatabase() throws -> Database { try Database(path: path, create: false) }
}

/// Presets the tests store: one of each shape the format allows.
enum Samples {
    static let sticky = HeaderPreset(
        name: "sticky-utah", summary: "Pinned header that shrinks to 120 pt.", minHeight: 120, maxHeight: 300,
        collapse: .shrink, damping: 0.5, shadow: HeaderShadow(threshold: 140, radius: 8))
    static let snapping = HeaderPreset(
        name: "scaling-header-snap", summary: "Snaps to expanded, half and collapsed.\nSecond line.",
        minHeight: 150, maxHeight: 350, collapse: .shrink, damping: 0,
        snap: SnapBehavior(mode: .immediately, positions: [1, 0, 0.5], initialPosition: 0.5))
    static let plain = HeaderPreset(name: "plain")
    static let scrolling = HeaderPreset(
        name: "stretchy-ios18", summary: "Scrolls away; grows 1:1 when pulled (ünïcödé ✓).",
        minHeight: 0, maxHeight: 300, collapse: .scroll, damping: 0)
}

/// The number of revisions in the whole file.
func revisionCount(_ store: PresetStore) throws -> Int64 {
    try store.database.integer("SELECT count(*) FROM revision") ?? -1
}
