import Foundation
import HeaderGeometry
import PresetService
import PresetStore
import TestKit
import TestSupport
import Testing

/// PresetLibrary
struct PresetLibraryTests {
    static let specFive = ["scaling-header", "scaling-header-snap", "stretchable-geometryreader", "sticky-utah", "stretchy-ios18"]

    /// a new database starts with the built-in catalogue
    func testCatalogue() throws {
        let database = TemporaryDatabase()
        let names = try database.library().summaries().map(\.name)
        for name in Self.specFive { expect(names.contains(name)) }
        expectEqual(names, names.sorted())
        try expectEqual(database.library().history(of: "sticky-utah").map(\.action), ["builtin"])
    }

    /// create from defaults, from a base, with assignments
    func testCreate() throws {
        let database = TemporaryDatabase()
        let library = database.library()
        let plain = try library.create("hero")
        expectEqual(plain, HeaderPreset(name: "hero"))
        let copy = try library.create(
            "hero-2", from: "sticky-utah",
            assignments: [try PresetAssignment.parse("maxHeight=320")])
        expectEqual(copy.minHeight, 120)
        expectEqual(copy.maxHeight, 320)
        expectEqual(copy.damping, 0.5)
        try expectEqual(library.preset(named: "hero-2"), copy)
    }

    /// a broken rule, a taken name or a bad name writes nothing
    func testFailedCreate() throws {
        let database = TemporaryDatabase()
        let library = database.library()
        let before = try library.exportDocument()
        expect(throws: ServiceError(.invalidData, "preset 'hero' minHeight: 400 is greater than maxHeight 350")) {
            try library.create("hero", assignments: [try PresetAssignment.parse("minHeight=400")])
        }
        expect(
            throws: ServiceError(
                .invalidData, "a preset named 'sticky-utah' already exists",
                hint: "pick another name or delete it first")
        ) {
            try library.create("sticky-utah")
        }
        expect(throws: ServiceError(.invalidData, "invalid preset name 'Hero': must start with a lowercase letter or a digit")) {
            try library.create("Hero")
        }
        try expectEqual(library.exportDocument(), before)
    }

    /// a missing preset is not found, with a suggestion
    func testNotFound() throws {
        let databaselibrary = TemporaryDatabase()
        let library = databaselibrary.library()
        expect(throws: ServiceError(.notFound, "no preset named 'stiky-utah'", hint: "did you mean 'sticky-utah'?")) {
            try library.preset(named: "stiky-utah")
        }
        expect(throws: ServiceError(.notFound, "no preset named 'zzz'", hint: "see 'stretchy list'")) {
            try library.edit("zzz", assignments: [])
        }
    }

    /// edits are revisions; revert brings any back
    func testEditAndRevert() throws {
        let database = TemporaryDatabase()
        let library = database.library()
        try library.edit("sticky-utah", assignments: [try PresetAssignment.parse("maxHeight=320")])
        try library.edit("sticky-utah", assignments: [try PresetAssignment.parse("shadow=null")])
        let history = try library.history(of: "sticky-utah")
        expectEqual(history.map(\.action), ["builtin", "edit", "edit"])
        expectEqual(history.map(\.revision), [1, 2, 3])
        expectEqual(history[1].preset?.maxHeight, 320)
        expectEqual(history[2].preset?.shadow, nil)
        let reverted = try library.revert("sticky-utah", to: 1)
        expectEqual(reverted.maxHeight, 300)
        expectEqual(reverted.shadow, HeaderShadow(threshold: 140, radius: 8))
        try expectEqual(library.history(of: "sticky-utah").count, 4)
        expect(
            throws: ServiceError(
                .notFound, "'sticky-utah' has no revision 9",
                hint: "its revisions are 1...4; see 'stretchy history sticky-utah'")
        ) {
            try library.revert("sticky-utah", to: 9)
        }
    }

    /// an edit that changes nothing adds no revision
    func testNoOpEdit() throws {
        let databaselibrary = TemporaryDatabase()
        let library = databaselibrary.library()
        try library.edit("sticky-utah", assignments: [try PresetAssignment.parse("maxHeight=300")])
        try expectEqual(library.history(of: "sticky-utah").count, 1)
    }

    /// history survives rename and delete; a deleted preset comes back by revert
    func testRenameDeleteRevert() throws {
        let databaselibrary = TemporaryDatabase()
        let library = databaselibrary.library()
        try library.rename("sticky-utah", to: "utah")
        try library.edit("utah", assignments: [try PresetAssignment.parse("damping=0")])
        let last = try library.delete("utah")
        expect(throws: ServiceError.self) { try library.preset(named: "utah") }
        let history = try library.history(of: "utah")
        expectEqual(history.map(\.action), ["builtin", "rename", "edit", "delete"])
        expectEqual(history.last?.preset, nil)
        expectEqual(last, 3)
        let back = try library.revert("utah", to: last)
        expectEqual(back.damping, 0)
        try expectEqual(library.preset(named: "utah").damping, 0)
    }

    /// copy makes an independent preset
    func testCopy() throws {
        let databaselibrary = TemporaryDatabase()
        let library = databaselibrary.library()
        try library.copy("sticky-utah", to: "mine")
        try library.edit("mine", assignments: [try PresetAssignment.parse("minHeight=100")])
        try expectEqual(library.preset(named: "sticky-utah").minHeight, 120)
        try expectEqual(library.preset(named: "mine").minHeight, 100)
    }

    /// the editor flow replaces the preset, renaming it when the name changed
    func testReplace() throws {
        let databaselibrary = TemporaryDatabase()
        let library = databaselibrary.library()
        var preset = try library.preset(named: "sticky-utah")
        preset.name = "utah-2"
        preset.maxHeight = 280
        try library.replace("sticky-utah", with: preset)
        try expectEqual(library.preset(named: "utah-2"), preset)
        try expectEqual(library.history(of: "utah-2").map(\.action), ["builtin", "rename", "edit"])
    }

    /// restore puts a changed or deleted built-in back
    func testRestore() throws {
        let databaselibrary = TemporaryDatabase()
        let library = databaselibrary.library()
        try library.edit("sticky-utah", assignments: [try PresetAssignment.parse("maxHeight=500")])
        try library.delete("stretchy-ios18")
        try expectEqual(library.restoreBuiltIns(["sticky-utah", "stretchy-ios18", "scaling-header"]), ["sticky-utah", "stretchy-ios18"])
        try expectEqual(library.preset(named: "sticky-utah").maxHeight, 300)
        try expectEqual(library.preset(named: "stretchy-ios18").maxHeight, 300)
        expect(throws: ServiceError(.notFound, "no built-in preset named 'sticky-uta'", hint: "did you mean 'sticky-utah'?")) {
            try library.restoreBuiltIns(["sticky-uta"])
        }
    }

    /// frames and rest by name follow docs/concepts.md
    func testEvaluation() throws {
        let databaselibrary = TemporaryDatabase()
        let library = databaselibrary.library()
        let frames = try library.frames(of: "sticky-utah", at: [-100, 0, 90, 180, 400])
        // H 300, h 120, damping 0.5: pull 100 → 300 + 50; shrink 300 - y floored at 120.
        expectEqual(frames.map(\.height), [350, 300, 210, 120, 120])
        expectEqual(frames.map(\.shadowRadius), [0, 0, 0, 8, 8])
        // scaling-header-snap: E = 200, positions [0, 0.5, 1], immediately: 60 → 100.
        try expectEqual(library.rest(of: "scaling-header-snap", after: 60, velocity: 0), 100)
    }
}

/// database folder
struct DatabaseFolderTests {
    /// the folders above a new database are made on first use
    func testMakesFolders() throws {
        let database = TemporaryDatabase()
        let path = database.folder.appendingPathComponent("a/b/stretchy/presets.sqlite").path
        let names = try PresetLibrary(databasePath: path).summaries().map(\.name)
        expect(names.contains("sticky-utah"))
    }

    /// a folder that cannot be made is an I/O error naming it
    func testCannotMake() throws {
        let database = TemporaryDatabase()
        let file = database.folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let path = file.appendingPathComponent("sub/presets.sqlite").path
        expect(
            throws: ServiceError(
                .io, "cannot create the folder '\(file.path)/sub' for the database: Not a directory",
                hint: "choose another place with --db PATH or $STRETCHY_DB")
        ) {
            try PresetLibrary(databasePath: path).summaries()
        }
    }
}
