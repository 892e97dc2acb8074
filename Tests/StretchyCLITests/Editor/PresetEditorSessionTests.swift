import Foundation
import TestKit
import Testing

@testable import StretchyCLI

/// The `$EDITOR` flow in-process, where stdin can be a terminal: the offer to reopen.
struct PresetEditorSessionTests {
    /// An editor that makes the JSON invalid the first time and, reopened on what it left,
    /// mends it with a change the second.
    private func flakyEditor(_ database: InProcessDatabase) throws -> String {
        let count = database.folder.appendingPathComponent("count").path
        let path = database.folder.appendingPathComponent("flaky.sh").path
        try """
        #!/bin/sh
        if [ -f '\(count)' ]; then
          cp "$1" '\(count).reopened'
          sed -i 's/"maxHeight": 300,,/"maxHeight": 280,/' "$1"
        else
          touch '\(count)'
          sed -i 's/"maxHeight": 300,/"maxHeight": 300,,/' "$1"
        fi

        """.write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return path
    }

    /// stdin a terminal: an invalid result offers to reopen; yes (the default) edits again and saves
    func testReopens() throws {
        let database = InProcessDatabase()
        let editor = try flakyEditor(database)
        let result = database.run(
            ["edit", "sticky-utah"], variables: ["EDITOR": editor], input: "\n",
            terminal: FixedTerminal(terminals: [.input]))
        expectEqual(result.status, 0)
        expectEqual(result.output, "maxHeight 300 → 280\n")
        expect(result.error.hasPrefix("stretchy: error: /"))  // the real path of the file being edited
        expect(result.error.contains("stretchy-sticky-utah-"))
        expect(result.error.contains(".json:5:"))
        expect(result.error.hasSuffix("\nEdit again? [Y/n] "))
        expect(database.run(["show", "sticky-utah", "--format", "json"]).output.contains("\"maxHeight\": 280,"))
        // Reopened, the file shows the error at the top, as lines the save removes, over the
        // user's own text.
        let reopened = try String(contentsOfFile: database.folder.appendingPathComponent("count.reopened").path, encoding: .utf8)
        let lines = reopened.split(separator: "\n", omittingEmptySubsequences: false)
        expect(lines[0].hasPrefix("// stretchy: error: "))
        expect(lines[0].hasSuffix(".json:5:20: expected a string key, found ','"))
        expect(lines[1].hasPrefix("// Fix the JSON below and save"))
        expectEqual(lines[2], "{")
        expect(reopened.contains("\"maxHeight\": 300,,"))
    }

    /// stdin a terminal: answering no exits 65 and changes nothing
    func testDeclines() throws {
        let database = InProcessDatabase()
        let editor = try flakyEditor(database)
        let result = database.run(
            ["edit", "sticky-utah"], variables: ["EDITOR": editor], input: "n\n",
            terminal: FixedTerminal(terminals: [.input]))
        expectEqual(result.status, 65)
        expectEqual(result.output, "")
        let kept = try require(result.error.firstMatch(of: #/your text is in (\S+\.json); retry with: stretchy edit sticky-utah --file (\S+)\n$/#))
        expectEqual(kept.1, kept.2)
        expect(result.error.contains("Edit again? [Y/n] nothing was changed; "))
        expect(try String(contentsOfFile: String(kept.1), encoding: .utf8).contains(#""maxHeight": 300,,"#))
        try? FileManager.default.removeItem(atPath: String(kept.1))
        expect(database.run(["show", "sticky-utah", "--format", "json"]).output.contains("\"maxHeight\": 300,"))
    }

    /// stdin not a terminal: no offer, one error line
    func testNoOfferWhenPiped() throws {
        let database = InProcessDatabase()
        let editor = try flakyEditor(database)
        let result = database.run(["edit", "sticky-utah"], variables: ["EDITOR": editor], input: "y\n")
        expectEqual(result.status, 65)
        expect(!result.error.contains("Edit again"))
        expectEqual(result.error.filter { $0 == "\n" }.count, 1)
    }

    /// the editor is $VISUAL, else $EDITOR, else vi; empty counts as unset
    func testChoosesTheEditor() {
        for (variables, expected) in [
            ([String: String](), "vi"),
            (["EDITOR": "nano"], "nano"),
            (["VISUAL": "code --wait", "EDITOR": "nano"], "code --wait"),
            (["VISUAL": "", "EDITOR": "nano"], "nano"),
            (["VISUAL": "", "EDITOR": ""], "vi"),
        ] {
            TestRow.$current.withValue(String(describing: (variables, expected))) { self.choosesTheEditor(variables, expected) }
        }
    }

    func choosesTheEditor(_ variables: [String: String], _ expected: String) {
        expectEqual(ExternalEditor(variables: variables).command, expected)
    }

    /// prompt answers are read a line at a time
    func testAnswerLines() {
        let input = MemoryInput("yes\n\nno")
        expectEqual(input.readAnswerLine(), "yes")
        expectEqual(input.readAnswerLine(), "")
        expectEqual(input.readAnswerLine(), "no")
        expectEqual(input.readAnswerLine(), nil)
    }
}
