import TestKit
import Testing

@testable import StretchyCLI

/// What `stretchy help COMMAND` and `man stretchy-COMMAND` show fits 80 columns: prose wraps at
/// spaces, and an example longer than a line goes on after ` \` (it still runs as typed).
struct PageWidthTests {
    static let topics = CommandCatalogue.stretchy.commands

    /// every line of every command's help is at most 80 characters
    func testHelp() throws {
        for name in Self.topics.map(\.name) {
            try TestRow.$current.withValue(String(describing: name)) { try self.help(name) }
        }
    }

    func help(_ name: String) throws {
        let spec = try require(Self.topics.first { $0.name == name })
        let text = HelpGenerator(width: 80).page(for: spec)
        for line in text.split(separator: "\n") {
            expect(line.count <= 80, "stretchy help \(name): \(line.count) columns: \(line)")
        }
    }

    /// no word of a manual page's paragraphs and no line of its examples is wider than man shows in 80
    ///
    /// `man` indents a paragraph 7 columns and an example 11 (the section's 7 and `.RS 4`), and
    /// cannot break a word: each word of a paragraph fits in 73, each example line in 69.
    func testManual() throws {
        for name in Self.topics.map(\.name) {
            try TestRow.$current.withValue(String(describing: name)) { try self.manual(name) }
        }
    }

    func manual(_ name: String) throws {
        let spec = try require(Self.topics.first { $0.name == name })
        var inExample = false
        for line in ManualPage().page(for: spec).split(separator: "\n") {
            if line == ".nf" { inExample = true; continue }
            if line == ".fi" { inExample = false; continue }
            guard !line.hasPrefix(".") else { continue }
            let shown = line.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\e", with: "\\").replacingOccurrences(
                of: "\\fB", with: ""
            )
            .replacingOccurrences(of: "\\fI", with: "").replacingOccurrences(of: "\\fR", with: "")
            if inExample {
                expect(shown.count <= 69, "stretchy-\(name)(1): an example line of \(shown.count) characters: \(shown)")
            } else {
                for word in shown.split(separator: " ") where word.count > 73 {
                    Issue.record("stretchy-\(name)(1): a word of \(word.count) characters: \(word)")
                }
            }
        }
    }

    func testALongCommandGoesOnAfterABackslash() {
        expectEqual(TextWrapper.commandLines("stretchy eval sticky-utah --at 0", width: 40), ["stretchy eval sticky-utah --at 0"])
        expectEqual(
            TextWrapper.commandLines("stretchy eval sticky-utah --from -200 --to 300 --step 20", width: 30),
            ["stretchy eval sticky-utah \\", "    --from -200 --to 300 \\", "    --step 20"])
    }

    /// help on a terminal narrower than 80 columns wraps to it
    func testNarrowTerminal() throws {
        for columns in [68, 72] {
            try TestRow.$current.withValue(String(describing: columns)) { try self.narrowTerminal(columns) }
        }
    }

    func narrowTerminal(_ columns: Int) throws {
        for arguments in [["help"], ["help", "eval"], ["eval", "--help"]] {
            let (environment, output, _) = CLIEnvironment.inMemory(arguments: arguments, variables: ["COLUMNS": "\(columns)"])
            expectEqual(StretchyCLI.run(environment: environment), 0)
            let lines = output.text.split(separator: "\n")
            expect(lines.allSatisfy { $0.count <= columns }, "\(arguments): \(lines.filter { $0.count > columns })")
        }
    }
}
