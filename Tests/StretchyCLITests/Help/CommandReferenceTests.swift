import TestKit
import Testing

@testable import StretchyCLI

/// The Markdown reference and the manual pages: what a reader of `docs/commands.md` and
/// `man stretchy-eval` relies on, beyond matching the committed files.
struct CommandReferenceTests {
    func testMarkdownEscapesWhatWouldBecomeMarkup() {
        for (text, expected) in [
            ("plain words", "plain words"),
            ("a|b", "a\\|b"),
            ("<file> or '-'", "&lt;file&gt; or '-'"),
            ("*.json and _stretchy", "\\*.json and \\_stretchy"),
            ("[<name> ...]", "\\[&lt;name&gt; ...\\]"),
        ] as [(String, String)] {
            TestRow.$current.withValue(String(describing: (text, expected))) { self.markdownEscapesWhatWouldBecomeMarkup(text, expected) }
        }
    }

    func markdownEscapesWhatWouldBecomeMarkup(_ text: String, _ expected: String) {
        expectEqual(MarkdownReference.inline(text), expected)
    }

    func testRoffEscapesHyphensAndBackslashes() {
        for (text, expected) in [
            ("--at -120", "\\-\\-at \\-120"),
            ("C:\\path", "C:\\epath"),
        ] as [(String, String)] {
            TestRow.$current.withValue(String(describing: (text, expected))) { self.roffEscapesHyphensAndBackslashes(text, expected) }
        }
    }

    func roffEscapesHyphensAndBackslashes(_ text: String, _ expected: String) {
        expectEqual(ManualPage.escaped(text), expected)
    }

    func testALineStartingWithAPeriodIsNotARequest() {
        expectEqual(ManualPage.text(".json files"), "\\&.json files")
        expectEqual(ManualPage.text("'quoted'"), "\\&'quoted'")
    }

    func testEveryCommandHasASectionAndEveryOptionAppears() {
        let document = MarkdownReference().document()
        for spec in CommandCatalogue.stretchy.commands {
            expect(document.contains("\n## \(spec.name)\n"), "no section for \(spec.name)")
            expect(document.contains("[`\(spec.name)`](#\(spec.name))"), "\(spec.name) missing from the table")
            for option in spec.options where !option.isHidden {
                expect(document.contains("`\(option.synopsis)`"), "\(spec.name): \(option.synopsis) missing")
            }
            for example in spec.examples {
                expect(document.contains("\n\(example.commandLine)\n"), "\(spec.name): example missing")
            }
        }
        for status in [0, 64, 65, 66, 74, 75] {
            expect(document.contains("| `\(status)` |"), "exit status \(status) missing")
        }
    }

    func testAManualPageHasTheSectionsManExpects() {
        let page = ManualPage().page(for: EvalCommand.spec)
        expect(page.contains(".TH \"STRETCHY-EVAL\" \"1\" \"\" \"stretchy 0.1.0\" \"Stretchy Manual\"\n"))
        expect(page.contains(".SH NAME\nstretchy\\-eval \\- Compute a preset's header frames at scroll offsets.\n"))
        for section in ["SYNOPSIS", "DESCRIPTION", "ARGUMENTS", "OPTIONS", "EXAMPLES", "EXIT STATUS", "ENVIRONMENT", "SEE ALSO"] {
            expect(page.contains("\n.SH \(section)\n"), "no \(section)")
        }
        expect(page.contains("\\fB\\-\\-step\\fR \\fI<s>\\fR\nThe distance between offsets of a range. (default: 10)\n"))
    }

    /// every manual page turns hyphenation off before its text (man broke tracks.ti-tle.scale) and lists the environment
    func testManualPagesKeepIdentifiersWholeAndNameTheEnvironment() {
        let manual = ManualPage()
        for page in [manual.overview()] + CommandCatalogue.stretchy.commands.map(manual.page(for:)) {
            let head = page.components(separatedBy: "\n.SH SYNOPSIS")[0]
            expect(head.hasSuffix("\n.nh\n.ad l"), "\(head)")
            let environment = page.components(separatedBy: "\n.SH ENVIRONMENT\n").dropFirst().first ?? ""
            for variable in ["STRETCHY_DB", "XDG_DATA_HOME", "VISUAL, EDITOR", "NO_COLOR", "TERM", "LC_ALL, LC_CTYPE, LANG"] {
                expect(environment.contains(".B \(ManualPage.escaped(variable))\n"), "\(variable)")
            }
        }
    }

    func testHelpWritesTheReferenceForms() {
        for (arguments, start) in [
            (["help", "--markdown", "eval"], "## eval\n\nCompute a preset's header frames at scroll offsets.\n\n"),
            (["help", "--man"], ".\\\" Generated from the command specs by 'stretchy help --man'; do not edit.\n.TH \"STRETCHY\" \"1\""),
            (
                ["help", "snap", "--man"],
                ".\\\" Generated from the command specs by 'stretchy help --man'; do not edit.\n.TH \"STRETCHY-SNAP\" \"1\""
            ),
        ] as [([String], String)] {
            TestRow.$current.withValue(String(describing: (arguments, start))) { self.helpWritesTheReferenceForms(arguments, start) }
        }
    }

    func helpWritesTheReferenceForms(_ arguments: [String], _ start: String) {
        let (environment, output, error) = CLIEnvironment.inMemory(arguments: arguments)
        expectEqual(StretchyCLI.run(environment: environment), 0)
        expect(output.text.hasPrefix(start))
        expect(error.text.isEmpty)
    }
}
