import TestKit
import Testing

@testable import StretchyCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--output FILE` written whole or not at all, through the one mechanism every command uses.
struct OutputFileTests {
    /// A fresh folder, removed with everything in it at the end of `body`.
    private func inFolder(_ body: (String) throws -> Void) throws {
        var template = Array("/tmp/stretchy-output-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { Issue.record("mkdtemp failed"); return }
        let folder = String(cString: made)
        defer {
            for name in listing(folder) { unlink(folder + "/" + name) }
            rmdir(folder)
        }
        try body(folder)
    }

    private func listing(_ folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    private func contents(_ path: String) throws -> String {
        let environment = CLIEnvironment.inMemory(arguments: []).environment
        return String(decoding: try environment.readInput(path), as: UTF8.self)
    }

    private func write(_ text: String, to path: String) throws {
        try CLIEnvironment.inMemory(arguments: []).environment.writeOutput(Array(text.utf8), to: path)
    }

    func testASymlinkAtTheDestinationIsWrittenThroughAndStays() throws {
        try inFolder { folder in
            try write("old\n", to: folder + "/real.json")
            symlink("real.json", folder + "/link.json")
            try write("new\n", to: folder + "/link.json")
            var info = stat()
            lstat(folder + "/link.json", &info)
            expectEqual(info.st_mode & S_IFMT, S_IFLNK)
            try expectEqual(contents(folder + "/real.json"), "new\n")
            expectEqual(listing(folder), ["link.json", "real.json"])
        }
    }

    func testAnExistingFileKeepsItsMode() throws {
        for mode in [0o600, 0o640, 0o755] as [mode_t] {
            try TestRow.$current.withValue(String(describing: mode)) { try self.anExistingFileKeepsItsMode(mode: mode) }
        }
    }

    func anExistingFileKeepsItsMode(mode: mode_t) throws {
        try inFolder { folder in
            let path = folder + "/private.json"
            try write("old\n", to: path)
            chmod(path, mode)
            try write("new\n", to: path)
            var info = stat()
            stat(path, &info)
            expectEqual(info.st_mode & 0o7777, mode)
        }
    }

    func testANewFileGetsTheUmasksMode() throws {
        try inFolder { folder in
            let mask = umask(0o027)
            defer { umask(mask) }
            try write("x\n", to: folder + "/new.json")
            var info = stat()
            stat(folder + "/new.json", &info)
            expectEqual(info.st_mode & 0o777, 0o640)
        }
    }

    func testANameOf255BytesWorksAndItsTemporaryNameFits() throws {
        try inFolder { folder in
            let name = String(repeating: "é", count: 125) + ".json"  // 255 bytes
            expectEqual(name.utf8.count, 255)
            let temporary = OutputFile.temporaryPath(for: folder + "/" + name)
            expect(temporary.hasPrefix(folder + "/."))
            expect(temporary.utf8.count - folder.utf8.count - 1 <= 255)
            try write("x\n", to: folder + "/" + name)
            expectEqual(listing(folder), [name])
        }
    }

    func testTemporaryNamesAreUnpredictable() {
        let names = Set((0..<50).map { _ in OutputFile.temporaryPath(for: "/data/out.json") })
        expectEqual(names.count, 50)
        expect(names.allSatisfy { $0.hasPrefix("/data/.out.json.") && $0.hasSuffix(".tmp") })
    }

    func testABodyThatThrowsLeavesTheDestinationAndNoTemporaryFile() throws {
        struct Stop: Error {}
        try inFolder { folder in
            let path = folder + "/out.json"
            try write("before\n", to: path)
            let environment = CLIEnvironment.inMemory(arguments: []).environment
            expect(throws: Stop.self) {
                try environment.writeOutput(to: path) { output in
                    output.write(bytes: Array(repeating: UInt8(ascii: "x"), count: 1 << 20))  // flushed to the file
                    throw Stop()
                }
            }
            try expectEqual(contents(path), "before\n")
            expectEqual(listing(folder), ["out.json"])
        }
    }

    func testAFolderAtTheDestinationIsRefused() throws {
        try inFolder { folder in
            expect {
                try write("x\n", to: folder)
            } throws: { error in
                (error as? CommandError)?.message == "cannot write '\(folder)': it is a folder"
            }
        }
    }

    /// The rule of Linux's `protected_symlinks`: in a sticky folder everyone may write to, only
    /// the user's own links and the folder owner's are followed.
    func testALinkInAStickySharedFolderIsPlantedUnlessTheUserOrTheFolderOwnsIt() {
        for (link, folder, mode, planted) in [
            // link owner, folder owner, folder mode, planted?
            (1000, 0, 0o1777, true),  // another user's link in /tmp
            (0, 0, 0o1777, false),  // the user's own link
            (1000, 1000, 0o1777, false),  // the folder owner's link
            (1000, 0, 0o0777, false),  // not sticky: anyone could replace the file anyway
            (1000, 0, 0o1775, false),  // sticky but not writable by everyone
            (1000, 0, 0o1773, true),  // writable by others, not by the group
        ] as [(uid_t, uid_t, mode_t, Bool)] {
            TestRow.$current.withValue(String(describing: (link, folder, mode, planted))) {
                self.aLinkInAStickySharedFolderIsPlantedUnlessTheUserOrTheFolderOwnsIt(link: link, folder: folder, mode: mode, planted: planted)
            }
        }
    }

    func aLinkInAStickySharedFolderIsPlantedUnlessTheUserOrTheFolderOwnsIt(link: uid_t, folder: uid_t, mode: mode_t, planted: Bool) {
        expectEqual(OutputFile.isPlanted(linkOwner: link, folderOwner: folder, folderMode: S_IFDIR | mode, user: 0), planted)
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a link to another user"))
    func anotherUsersLinkInAStickySharedFolderIsRefusedAndNothingIsWritten() throws {
        try inFolder { folder in
            chmod(folder, 0o1777)
            let target = folder + "/real.json"
            try write("old\n", to: target)
            symlink("real.json", folder + "/link.json")
            lchown(folder + "/link.json", 65534, 65534)
            expect {
                try write("new\n", to: folder + "/link.json")
            } throws: { error in
                let error = error as? CommandError
                return error?.exitStatus == .ioError
                    && error?.message == "cannot write '\(folder)/link.json': it is a symbolic link "
                        + "owned by another user (uid 65534) in '\(folder)', a sticky folder everyone may write to"
            }
            try expectEqual(contents(target), "old\n")
            expectEqual(listing(folder), ["link.json", "real.json"])
        }
    }
}
