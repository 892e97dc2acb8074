import Foundation
import Testing

@Suite("end to end: edit NAME in $VISUAL / $EDITOR")
struct EditorEndToEndTests {
    /// A scripted editor: a shell script given the file as `$1`.
    static func editor(_ sandbox: Sandbox, _ name: String, _ body: String) throws -> String {
        let path = try sandbox.file(name, "#!/bin/sh\n" + body + "\n")
        chmod(path, 0o755)
        return path
    }

    @Test("a valid edit is saved and its changes printed; the temporary file is gone afterwards")
    func validEdit() throws {
        let sandbox = Sandbox()
        let seen = sandbox.folder.appendingPathComponent("seen").path
        let editor = try Self.editor(sandbox, "sed.sh", """
            echo "$1" > '\(seen)'
            sed -i -e 's/"maxHeight": 300/"maxHeight": 320/' -e 's/"damping": 0.5/"damping": 0.25/' "$1"
            """)
        let output = try sandbox.expectSuccess(["edit", "sticky-utah"], environment: ["EDITOR": editor])
        #expect(output == "maxHeight 300 → 320\ndamping 0.5 → 0.25\n")
        let object = try sandbox.presetObject("sticky-utah")
        #expect(object["maxHeight"] as? Double == 320)
        #expect(object["damping"] as? Double == 0.25)
        let file = try String(contentsOfFile: seen, encoding: .utf8).trimmingCharacters(in: .newlines)
        #expect(file.hasSuffix(".json"))
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test("the editor gets the canonical JSON; $VISUAL wins over $EDITOR and may carry arguments")
    func visualWithArguments() throws {
        let sandbox = Sandbox()
        let copy = sandbox.folder.appendingPathComponent("copy.json").path
        let editor = try Self.editor(sandbox, "copy.sh", #"[ "$1" = "--flag" ] || exit 3; cp "$2" '\#(copy)'"#)
        let output = try sandbox.expectSuccess(["edit", "sticky-utah"],
                                               environment: ["VISUAL": "\(editor) --flag", "EDITOR": "false"])
        #expect(output == "no change\n")
        let shown = try sandbox.expectSuccess(["show", "sticky-utah", "--format", "json"])
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == shown)
    }

    @Test("a renamed preset in the editor is renamed")
    func renameInEditor() throws {
        let sandbox = Sandbox()
        let editor = try Self.editor(sandbox, "rename.sh", #"sed -i 's/"name": "sticky-utah"/"name": "utah"/' "$1""#)
        #expect(try sandbox.expectSuccess(["edit", "sticky-utah"], environment: ["EDITOR": editor])
                == "name sticky-utah → utah\n")
        _ = try sandbox.presetObject("utah")
    }

    @Test("an unchanged file, or whitespace only, saves nothing: no change")
    func unchanged() throws {
        let sandbox = Sandbox()
        try sandbox.prepare()
        let before = sandbox.databaseBytes()
        for body in ["true", #"sed -i 's/^  "name"/    "name"/' "$1""#] {
            let editor = try Self.editor(sandbox, "same.sh", body)
            #expect(try sandbox.expectSuccess(["edit", "sticky-utah"], environment: ["EDITOR": editor]) == "no change\n")
        }
        #expect(sandbox.databaseBytes() == before)
    }

    @Test("invalid JSON is reported with the reader's message (line and column), exit 65, nothing saved")
    func invalidJSON() throws {
        let sandbox = Sandbox()
        let editor = try Self.editor(sandbox, "bad.sh", #"printf '{\n  "name": "sticky-utah",\n  "maxHeight": 300,,\n}\n' > "$1""#)
        try sandbox.expectFailure(["edit", "sticky-utah"], status: 65, message: "sticky-utah.json:3:",
                                  environment: ["EDITOR": editor])
    }

    @Test("a broken rule is reported with its key path, exit 65, nothing saved")
    func brokenRule() throws {
        let sandbox = Sandbox()
        let editor = try Self.editor(sandbox, "rule.sh", #"sed -i 's/"damping": 0.5/"damping": 7/' "$1""#)
        try sandbox.expectFailure(["edit", "sticky-utah"], status: 65, message: "damping",
                                  environment: ["EDITOR": editor])
    }

    @Test("a name taken by another preset is refused, exit 65")
    func takenName() throws {
        let sandbox = Sandbox()
        let editor = try Self.editor(sandbox, "taken.sh", #"sed -i 's/"name": "sticky-utah"/"name": "scaling-header"/' "$1""#)
        try sandbox.expectFailure(["edit", "sticky-utah"], status: 65, message: #""scaling-header" already exists"#,
                                  environment: ["EDITOR": editor])
    }

    @Test("an editor that exits non-zero aborts with a clear error and changes nothing")
    func editorFails() throws {
        let sandbox = Sandbox()
        let editor = try Self.editor(sandbox, "fail.sh", #"sed -i 's/300/320/' "$1"; exit 1"#)
        try sandbox.expectFailure(["edit", "sticky-utah"], status: 74, message: "exited with status 1; nothing was changed",
                                  environment: ["EDITOR": editor])
    }

    @Test("without $VISUAL and $EDITOR it runs vi (here a vi on PATH that writes the change)")
    func fallsBackToVi() throws {
        let sandbox = Sandbox()
        let bin = sandbox.folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        _ = try Self.editor(sandbox, "bin/vi", #"sed -i 's/"maxHeight": 300/"maxHeight": 310/' "$1""#)
        let output = try sandbox.expectSuccess(["edit", "sticky-utah"],
                                               environment: ["PATH": bin.path + ":/usr/bin:/bin"])
        #expect(output == "maxHeight 300 → 310\n")
    }

    @Test("a missing preset exits 66 before any editor runs")
    func notFound() throws {
        let sandbox = Sandbox()
        try sandbox.expectFailure(["edit", "stiky-utah"], status: 66, message: #"did you mean "sticky-utah"?"#,
                                  environment: ["EDITOR": "false"])
    }
}
