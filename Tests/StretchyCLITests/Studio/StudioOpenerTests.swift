import Foundation
import TestKit
import Testing

@testable import StretchyCLI

/// The page `stretchy studio --open` hands the browser instead of the address
/// (docs/safety.md#the-studio): private, pointing at the address, gone when removed; and the
/// file identity that tells the studio its database was moved.
struct StudioOpenerTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("studio-opener-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    /// the page is 0600 in a folder of its own, 0700, goes on to the address, and both go with remove()
    func testPage() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = "http://127.0.0.1:41873/?token=Zq8-_abcdefghijklmnopqrstuvwxyz01"
        let opener = try StudioOpener(url: url, temporaryFolder: folder.path)
        expect(opener.folder.hasPrefix(folder.path + "/stretchy-studio-") && opener.page == opener.folder + "/open.html")
        try expectEqual(mode(opener.folder), 0o700)
        try expectEqual(mode(opener.page), 0o600)
        let text = try String(contentsOfFile: opener.page, encoding: .utf8)
        expectEqual(text, StudioOpener.redirect(to: url))
        expect(text.contains(#"<meta http-equiv="refresh" content="0;url=\#(url)">"#))
        opener.remove()
        expect(!FileManager.default.fileExists(atPath: opener.page) && !FileManager.default.fileExists(atPath: opener.folder))
        expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// a temporary folder that does not exist is a failure naming it, and leaves nothing
    func testMissingFolder() {
        let missing = folder.appendingPathComponent("no-such-folder").path
        expect(throws: StudioOpener.Failure.self) { try StudioOpener(url: "http://127.0.0.1:1/", temporaryFolder: missing) }
        try? FileManager.default.removeItem(at: folder)
    }

    /// a file keeps its identity where it is; moved, deleted or replaced, the path names another or none
    func testIdentity() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("presets.sqlite").path
        expectEqual(FileIdentity(path: path), nil)
        try Data("one".utf8).write(to: URL(fileURLWithPath: path))
        let first = try require(FileIdentity(path: path))
        try Data("two".utf8).write(to: URL(fileURLWithPath: path), options: [])  // written in place
        expectEqual(FileIdentity(path: path), first)
        let moved = folder.appendingPathComponent("moved.sqlite").path
        try FileManager.default.moveItem(atPath: path, toPath: moved)
        expectEqual(FileIdentity(path: path), nil)
        expectEqual(FileIdentity(path: moved), first)
        try Data("three".utf8).write(to: URL(fileURLWithPath: path))
        expect(FileIdentity(path: path) != first)
    }
}
