import Foundation
import HeaderGeometry
import TestSupport

@testable import PresetStore

extension TemporaryDatabase {
    /// Opens a store on the file, creating it with an empty catalogue.
    func store() throws -> PresetStore { try PresetStore(path: path) }

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
