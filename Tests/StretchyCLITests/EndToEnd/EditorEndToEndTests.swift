import Foundation
import TestKit
import Testing

/// end to end: edit NAME in $VISUAL / $EDITOR
struct EditorEndToEndTests {
    /// A scripted editor: a shell script given the file as `$1`.
    /// An editor command running `body`: the script is read by `/bin/sh`, not executed itself,
    /// since exec of a file just written can fail with "Text file busy" while another test's
    /// process, forked at that moment, still holds it open.
    static func editor(_ sandbox: Sandbox, _ name: String, _ body: String) throws -> String {
        "/bin/sh " + (try sandbox.file(name, body + "\n"))
    }

    /// a valid edit is saved and its changes printed; the temporary file is gone afterwards
    func testValidEdit() throws {
        let sandbox = Sandbox()
        let seen = sandbox.folder.appendingPathComponent("seen").path
        let editor = try Self.editor(
            sandbox, "sed.sh",
            """
            echo "$1" > '\(seen)'
            sed -i -e 's/"maxHeight": 300/"maxHeight": 320/' -e 's/"damping": 0.5/"damping": 0.25/' "$1"
            """)
        let output = try sandbox.expectSuccess(["edit", "sticky-utah"], environment: ["EDITOR": editor])
        expectEqual(output, "maxHeight 300 → 320\ndamping 0.5 → 0.25\n")
        let object = try sandbox.presetObject("sticky-utah")
        expectEqual(object["maxHeight"] as? Double, 320)
        expectEqual(object["damping"] as? Double, 0.25)
        let file = try String(contentsOfFile: seen, encoding: .utf8).trimmingCharacters(in: .newlines)
        expect(file.hasSuffix(".json"))
        expect(!FileManager.default.fileExists(atPath: file))
    }

    /// the editor gets the canonical JSON; $VISUAL wins over $EDITOR and may carry arguments
    func testVisualWithArguments() throws {
        let sandbox = Sandbox()
        let copy = sandbox.folder.appendingPathComponent("copy.json").path
        let editor = try Self.editor(sandbox, "copy.sh", #"[ "$1" = "--flag" ] || exit 3; cp "$2" '\#(copy)'"#)
        let output = try sandbox.expectSuccess(
            ["edit", "sticky-utah"],
            environment: ["VISUAL": "\(editor) --flag", "EDITOR": "false"])
        expectEqual(output, "no change\n")
        let shown = try sandbox.expectSuccess(["show", "sticky-utah", "--format", "json"])
        try expectEqual(String(contentsOfFile: copy, encoding: .utf8), shown)
    }

    /// a renamed preset in the editor is renamed
    func testRenameInEditor() throws {
        let sandbox = Sandbox()
        let editor = try Self.editor(sandbox, "rename.sh", #"sed -i 's/"name": "sticky-utah"/"name": "utah"/' "$1""#)
        try expectEqual(
            sandbox.expectSuccess(["edit", "sticky-utah"], environment: ["EDITOR": editor]), "name sticky-utah → utah\n")
        _ = try sandbox.presetObject("utah")
    }

    /// an unchanged file, or whitespace only, saves nothing: no change
    func testUnchanged() throws {
        let sandbox = Sandbox()
        try sandbox.prepare()
        let before = sandbox.databaseBytes()
        for body in ["true", #"sed -i 's/^  "name"/    "name"/' "$1""#] {
            let editor = try Self.editor(sandbox, "same.sh", body)
            try expectEqual(sandbox.expectSuccess(["edit", "sticky-utah"], environment: ["EDITOR": editor]), "no change\n")
        }
        expectEqual(sandbox.databaseBytes(), before)
    }

    /// invalid JSON is reported with the reader's message (line and column), exit 65, nothing saved
    func testInvalidJSON() throws {
        let sandbox = Sandbox()
        let editor = try Self.editor(sandbox, "bad.sh", #"printf '{\n  "name": "sticky-utah",\n  "maxHeight": 300,,\n}\n' > "$1""#)
        try sandbox.expectFailure(
            ["edit", "sticky-utah"], status: 65, message: ".json:3:",
            environment: ["EDITOR": editor])
    }

    /// a broken rule is reported with its key path, exit 65, nothing saved
    func testBrokenRule() throws {
        let sandbox = Sandbox()
        let editor = try Self.editor(sandbox, "rule.sh", #"sed -i 's/"damping": 0.5/"damping": 7/' "$1""#)
        try sandbox.expectFailure(
            ["edit", "sticky-utah"], status: 65, message: "damping",
            environment: ["EDITOR": editor])
    }

    /// a name taken by another preset is refused, exit 65
    func testTakenName() throws {
        let sandbox = Sandbox()
        let editor = try Self.editor(sandbox, "taken.sh", #"sed -i 's/"name": "sticky-utah"/"name": "scaling-header"/' "$1""#)
        try sandbox.expectFailure(
            ["edit", "sticky-utah"], status: 65, message: #"'scaling-header' already exists"#,
            environment: ["EDITOR": editor])
    }

    /// an editor that exits non-zero aborts with a clear error and changes nothing
    func testEditorFails() throws {
        let sandbox = Sandbox()
        let editor = try Self.editor(sandbox, "fail.sh", #"sed -i 's/300/320/' "$1"; exit 1"#)
        try sandbox.expectFailure(
            ["edit", "sticky-utah"], status: 74, message: "exited with status 1; nothing was changed",
            environment: ["EDITOR": editor])
    }

    /// without $VISUAL and $EDITOR it runs vi (here a vi on PATH that writes the change)
    func testFallsBackToVi() throws {
        let sandbox = Sandbox()
        let bin = sandbox.folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let vi = try sandbox.file("bin/vi", "#!/bin/sh\n" + #"sed -i 's/"maxHeight": 300/"maxHeight": 310/' "$1""# + "\n")
        chmod(vi, 0o755)  // this one is found on PATH, so it is executed
        let output = try sandbox.expectSuccess(
            ["edit", "sticky-utah"],
            environment: ["PATH": bin.path + ":/usr/bin:/bin"])
        expectEqual(output, "maxHeight 300 → 310\n")
    }

    /// a missing preset exits 66 before any editor runs
    func testNotFound() throws {
        let sandbox = Sandbox()
        try sandbox.expectFailure(
            ["edit", "stiky-utah"], status: 66, message: #"did you mean 'sticky-utah'?"#,
            environment: ["EDITOR": "false"])
    }

    /// The files a session kept in the sandbox's TMPDIR.
    static func keptFiles(_ sandbox: Sandbox) throws -> [String] {
        let folder = sandbox.folder.appendingPathComponent("tmp")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("stretchy-") }.map { folder.appendingPathComponent($0).path }
    }

    /// The sandbox with a TMPDIR of its own, so the files a session keeps can be found.
    static func sandboxWithTemporaryFolder() throws -> (Sandbox, [String: String]) {
        let sandbox = Sandbox()
        let folder = sandbox.folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try sandbox.prepare()
        return (sandbox, ["TMPDIR": folder.path])
    }

    /// an invalid result keeps the user's text in a named file, and 'edit --file' saves it once fixed
    func testInvalidKeepsText() throws {
        let (sandbox, variables) = try Self.sandboxWithTemporaryFolder()
        let editor = try Self.editor(
            sandbox, "stray.sh", #"sed -i -e 's/"maxHeight": 300,/"maxHeight": 333,,/' -e 's/"damping": 0.5/"damping": 0.25/' "$1""#)
        let before = sandbox.databaseBytes()
        let outcome = try sandbox.run(["edit", "sticky-utah"], environment: variables.merging(["EDITOR": editor]) { _, new in new })
        expectEqual(outcome.status, 65)
        expectEqual(outcome.stdout, "")
        expectEqual(sandbox.databaseBytes(), before)
        let kept = try require(try Self.keptFiles(sandbox).first)
        expectEqual(
            outcome.stderr,
            "stretchy: error: \(kept):5:20: expected a string key, found ','; your text is kept in \(kept); "
                + "retry with: stretchy edit sticky-utah --file \(kept)\n")
        let text = try String(contentsOfFile: kept, encoding: .utf8)
        expect(text.contains(#""damping": 0.25"#))  // the valid change made in the same session is there too
        try text.replacingOccurrences(of: ",,", with: ",").write(toFile: kept, atomically: true, encoding: .utf8)
        try expectEqual(sandbox.expectSuccess(["edit", "sticky-utah", "--file", kept]), "maxHeight 300 → 333\ndamping 0.5 → 0.25\n")
    }

    /// 'edit --file' of a kept file merges against the revision the session started from: changes saved since stay
    func testKeptFileMerges() throws {
        let (sandbox, variables) = try Self.sandboxWithTemporaryFolder()
        // While the editor is open another session changes damping; ours leaves invalid JSON.
        let other = "'\(StretchyProcess.binary.path)' --db '\(sandbox.database)' edit sticky-utah damping=0.9 >/dev/null"
        let editor = try Self.editor(sandbox, "stray.sh", other + "\n" + #"sed -i 's/"maxHeight": 300,/"maxHeight": 333,,/' "$1""#)
        let outcome = try sandbox.run(["edit", "sticky-utah"], environment: variables.merging(["EDITOR": editor]) { _, new in new })
        expectEqual(outcome.status, 65)
        let kept = try require(try Self.keptFiles(sandbox).first)
        let text = try String(contentsOfFile: kept, encoding: .utf8)
        try text.replacingOccurrences(of: ",,", with: ",").write(toFile: kept, atomically: true, encoding: .utf8)
        let saved = try sandbox.run(["edit", "sticky-utah", "--file", kept])
        expectEqual(saved.status, 0)
        expectEqual(saved.stdout, "maxHeight 300 → 333\n")
        expectEqual(
            saved.stderr,
            "note: 'sticky-utah' was changed after the editor session began (revision 2); the file's changes were applied on top of it\n")
        let object = try sandbox.presetObject("sticky-utah")
        expectEqual(object["damping"] as? Double, 0.9)  // the other session's change, not undone
        expectEqual(object["maxHeight"] as? Double, 333)
    }

    /// an editor that fails after saving changes keeps the file; one that changed nothing leaves none
    func testFailingEditorKeepsText() throws {
        let (sandbox, variables) = try Self.sandboxWithTemporaryFolder()
        let saving = try Self.editor(sandbox, "crash.sh", #"sed -i 's/"maxHeight": 300/"maxHeight": 320/' "$1"; kill -9 $$"#)
        let outcome = try sandbox.run(["edit", "sticky-utah"], environment: variables.merging(["EDITOR": saving]) { _, new in new })
        expectEqual(outcome.status, 74)
        let kept = try require(try Self.keptFiles(sandbox).first)
        expect(outcome.stderr.contains("your text is kept in \(kept)"))
        expect(try String(contentsOfFile: kept, encoding: .utf8).contains(#""maxHeight": 320"#))
        try FileManager.default.removeItem(atPath: kept)
        let idle = try Self.editor(sandbox, "idle.sh", "exit 1")
        try sandbox.expectFailure(
            ["edit", "sticky-utah"], status: 74, message: "nothing was changed",
            environment: variables.merging(["EDITOR": idle]) { _, new in new })
        expect(try Self.keptFiles(sandbox).isEmpty)
    }

    /// a change saved while the editor is open is kept: other keys go on top with a note, the same key is refused
    func testConcurrentSessions() throws {
        let (sandbox, variables) = try Self.sandboxWithTemporaryFolder()
        // The "editor" saves another change through stretchy itself, then makes its own.
        let other = "'\(StretchyProcess.binary.path)' --db '\(sandbox.database)' edit sticky-utah damping=0.9 >/dev/null"
        let separate = try Self.editor(sandbox, "separate.sh", other + "\n" + #"sed -i 's/"maxHeight": 300/"maxHeight": 333/' "$1""#)
        let merged = try sandbox.run(["edit", "sticky-utah"], environment: variables.merging(["EDITOR": separate]) { _, new in new })
        expectEqual(merged.status, 0)
        expectEqual(merged.stdout, "maxHeight 300 → 333\n")
        expectEqual(merged.stderr, "note: 'sticky-utah' was changed while the editor was open (revision 2); your changes were applied on top of it\n")
        let object = try sandbox.presetObject("sticky-utah")
        expectEqual(object["damping"] as? Double, 0.9)
        expectEqual(object["maxHeight"] as? Double, 333)

        let clash = "'\(StretchyProcess.binary.path)' --db '\(sandbox.database)' edit sticky-utah damping=0.7 >/dev/null"
        let same = try Self.editor(sandbox, "same-key.sh", clash + "\n" + #"sed -i 's/"damping": 0.9/"damping": 0.1/' "$1""#)
        let before = sandbox.databaseBytes()
        let refused = try sandbox.run(["edit", "sticky-utah"], environment: variables.merging(["EDITOR": same]) { _, new in new })
        expectEqual(refused.status, 65)
        expect(refused.stderr.hasPrefix(#"stretchy: error: 'sticky-utah' changed since the editor opened (revision 4), and both changed damping"#))
        expect(sandbox.databaseBytes() != before)  // the other session's save, not ours
        try expectEqual(sandbox.presetObject("sticky-utah")["damping"] as? Double, 0.7)
        let kept = try require(try Self.keptFiles(sandbox).first)
        expect(try String(contentsOfFile: kept, encoding: .utf8).contains(#""damping": 0.1"#))
    }

    /// SIGTERM or SIGHUP while the editor is open ends with one line saying where the text is
    func testSignalWhileEditing() throws {
        for signal in [SIGTERM, SIGHUP] {
            try TestRow.$current.withValue(String(describing: signal)) { try self.signalWhileEditing(signal: signal) }
        }
    }

    func signalWhileEditing(signal: Int32) throws {
        let (sandbox, variables) = try Self.sandboxWithTemporaryFolder()
        let editor = try Self.editor(
            sandbox, "kill-parent.sh",
            #"sed -i 's/"maxHeight": 300/"maxHeight": 321/' "$1"; kill -\#(signal) $(cut -d" " -f4 /proc/$PPID/stat); sleep 1"#)
        let outcome = try sandbox.run(["edit", "sticky-utah"], environment: variables.merging(["EDITOR": editor]) { _, new in new })
        expectEqual(outcome.status, 128 + signal)
        let kept = try require(try Self.keptFiles(sandbox).first)
        expectEqual(
            outcome.stderr,
            "stretchy: the edit of 'sticky-utah' was stopped before it was saved; your text is in \(kept); "
                + "retry with: stretchy edit sticky-utah --file \(kept)\n")
        expect(try String(contentsOfFile: kept, encoding: .utf8).contains(#""maxHeight": 321"#))
    }

    /// a save that meets a lock held past the timeout exits 75 and keeps the text
    func testSaveMeetsHeldLock() throws {
        let (sandbox, variables) = try Self.sandboxWithTemporaryFolder()
        // While the editor is open, another writer takes the database and holds it until the
        // command has exited (after its 5 s timeout, or at most 7 s); the editor saves once the
        // lock is held.
        let opened = sandbox.folder.appendingPathComponent("editor-opened").path
        let locked = sandbox.folder.appendingPathComponent("locked").path
        let editor = try Self.editor(
            sandbox, "lock.sh",
            """
            touch '\(opened)'
            while [ ! -e '\(locked)' ]; do sleep 0.05; done
            sed -i 's/"maxHeight": 300/"maxHeight": 322/' "$1"
            """)
        let released = DispatchSemaphore(value: 0)
        let exited = DispatchSemaphore(value: 0)
        let database = sandbox.database
        Thread.detachNewThread {
            defer { released.signal() }
            while !FileManager.default.fileExists(atPath: opened) { usleep(20_000) }
            let writer = try? SQLiteConnection(database)
            var holding = false
            if let writer { holding = (try? writer.execute("BEGIN IMMEDIATE")) != nil }
            _ = FileManager.default.createFile(atPath: locked, contents: nil)  // the editor goes on either way
            guard holding else { return }
            _ = exited.wait(timeout: .now() + 7)
            try? writer?.execute("ROLLBACK")
        }
        defer { released.wait() }
        let outcome = try sandbox.run(["edit", "sticky-utah"], environment: variables.merging(["EDITOR": editor]) { _, new in new })
        exited.signal()
        expectEqual(outcome.status, 75)
        let kept = try require(try Self.keptFiles(sandbox).first)
        expect(outcome.stderr.contains("your text is kept in \(kept); retry with: stretchy edit sticky-utah --file \(kept)"))
        expect(try String(contentsOfFile: kept, encoding: .utf8).contains(#""maxHeight": 322"#))
    }
}
