import Foundation
import TestKit
import Testing

@testable import PresetStore

/// A database another program wrote around the schema's rules (docs/safety.md#stretchy-check):
/// `check` quotes what it found with its control characters visible, and its advice, to export
/// what can still be read, works: `export --skip-unreadable` leaves each unreadable preset out with
/// one warning, while a plain `export` refuses rather than write a backup that lacks one.
struct TamperedRowsEndToEndTests {
    /// ESC ] 0 ; … BEL retitles a terminal; U+202E reverses what follows.
    static let hostile = "'x' || char(27) || ']0;PWNED' || char(7) || char(8238) || 'y'"

    /// A sandbox whose `sticky-utah` has a new revision with a hostile name and summary, and whose
    /// `scaling-header` has a tracks column that is no JSON; `flags` has nothing wrong.
    static func tampered() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.prepare()
        let raw = try Database(path: sandbox.database, create: false)
        defer { raw.close() }
        try raw.execute(
            """
            PRAGMA ignore_check_constraints = 1;
            INSERT INTO revision (lineage, number, time, action, name, summary, min_height, max_height, collapse, damping, snap_mode, snap_initial)
            SELECT lineage, number + 1, '2026-01-01T00:00:00Z', 'edit', name, \(hostile), min_height, max_height, collapse, damping, snap_mode, snap_initial
            FROM revision WHERE name = 'sticky-utah' ORDER BY number DESC LIMIT 1;
            INSERT INTO revision (lineage, number, time, action, name, summary, min_height, max_height, collapse, damping, snap_mode, snap_initial, tracks)
            SELECT lineage, number + 1, '2026-01-01T00:00:00Z', 'edit', name, summary, min_height, max_height, collapse, damping, snap_mode, snap_initial,
                   'garbage' || char(27) || '[2J'
            FROM revision WHERE name = 'scaling-header' ORDER BY number DESC LIMIT 1;
            """)
        return sandbox
    }

    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F || $0 == "\u{202E}" }
    }

    /// completion never offers a tampered name, and shows a tampered summary visibly
    func testCompletionEscapes() throws {
        for shell in ["bash", "zsh", "fish"] {
            try TestRow.$current.withValue(String(describing: shell)) { try self.completionEscapes(shell) }
        }
    }

    func completionEscapes(_ shell: String) throws {
        let sandbox = try Self.tampered()
        for words in [["history", ""], ["show", ""], ["revert", ""], ["revert", "sticky-utah", ""], ["edit", "sti"]] {
            let outcome = try StretchyProcess.run(["__complete", shell, "--"] + words, environment: ["STRETCHY_DB": sandbox.database])
            expectEqual(outcome.status, 0)
            expect(!Self.hasRawControl(outcome.stdout.replacingOccurrences(of: "\t", with: " ")), "\(words): \(outcome.stdout)")
            expect(!outcome.stdout.contains("PWNED") || outcome.stdout.contains("\\u{1B}]0;PWNED"), "\(words): \(outcome.stdout)")
        }
    }

    /// check prints what it found with ESC, BEL and bidi controls visible
    func testCheckEscapes() throws {
        let sandbox = try Self.tampered()
        let outcome = try sandbox.run(["check"])
        expectEqual(outcome.status, 74)
        expect(!Self.hasRawControl(outcome.stdout), "\(outcome.stdout.debugDescription)")
        expect(outcome.stdout.contains("'garbage\\u{1B}[2J'"))
        expect(outcome.stdout.contains("sticky-utah"))
    }

    /// a plain export refuses an unreadable preset by name and writes nothing
    func testExportRefuses() throws {
        let sandbox = try Self.tampered()
        let before = sandbox.databaseBytes()
        let outcome = try sandbox.run(["export"])
        expectEqual(outcome.status, 74, "\(outcome.stderr)")
        expect(outcome.stdout.isEmpty)
        let lines = outcome.stderr.split(separator: "\n")
        expect(lines.count == 1 && lines[0].hasPrefix("stretchy: error: "), "\(outcome.stderr)")
        expect(outcome.stderr.contains("'scaling-header'") || outcome.stderr.contains("'sticky-utah'"))
        expect(!Self.hasRawControl(outcome.stderr))
        expectEqual(sandbox.databaseBytes(), before)
    }

    /// check's advice names the option that exports what can still be read
    func testCheckAdvises() throws {
        let sandbox = try Self.tampered()
        let outcome = try sandbox.run(["check"])
        expect(outcome.stderr.contains("'stretchy export --skip-unreadable'"), "\(outcome.stderr)")
    }

    /// export --skip-unreadable leaves each unreadable preset out with one warning, and writes the rest
    func testExportWhatCanBeRead() throws {
        let sandbox = try Self.tampered()
        let before = sandbox.databaseBytes()
        let outcome = try sandbox.run(["export", "--skip-unreadable"])
        expectEqual(outcome.status, 0, "\(outcome.stderr)")
        let warnings = outcome.stderr.split(separator: "\n")
        expectEqual(warnings.count, 2, "\(outcome.stderr)")
        expect(warnings.allSatisfy { $0.hasPrefix("stretchy: warning: left out of the export: preset '") })
        expect(warnings.contains { $0.contains("'scaling-header'") } && warnings.contains { $0.contains("'sticky-utah'") })
        expect(!Self.hasRawControl(outcome.stderr))
        expect(!outcome.stdout.contains("\"sticky-utah\"") && !outcome.stdout.contains("\"scaling-header\""))
        expect(outcome.stdout.contains("\"name\": \"stretchy-ios18\""))
        let check = try sandbox.run(["validate", "-"], input: outcome.stdout)
        expectEqual(check.status, 0, "\(check.stderr)")
        expectEqual(sandbox.databaseBytes(), before)
    }

    /// show and list write a summary's bidi controls and line separators visibly
    func testTerminalOutput() throws {
        let sandbox = Sandbox()
        try sandbox.prepare()
        _ = try sandbox.expectSuccess(["create", "odd", "summary=a\u{202E}b\u{2066}c\u{2028}d\u{200F}e"])
        let show = try sandbox.expectSuccess(["show", "odd"])
        expect(show.contains("a\\u{202E}b\\u{2066}c\\u{2028}d\\u{200F}e"), "\(show)")
        let list = try sandbox.expectSuccess(["list"], environment: ["COLUMNS": "1000"])  // not cut
        expect(list.contains("a\\u{202E}b\\u{2066}c\\u{2028}d\\u{200F}e"), "\(list)")
        expect(!(show + list).unicodeScalars.contains { [0x202E, 0x2066, 0x2028, 0x200F].contains($0.value) })
    }

    /// the change lines of edit, revert and restore write a summary's bidi controls and separators visibly
    func testChangeLines() throws {
        let sandbox = Sandbox()
        try sandbox.prepare()
        let odd = "a\u{202E}b\u{2066}c\u{2028}d\u{200F}e\u{061C}f\u{2029}g"
        let visible = "a\\u{202E}b\\u{2066}c\\u{2028}d\\u{200F}e\\u{61C}f\\u{2029}g"
        _ = try sandbox.expectSuccess(["create", "odd", "summary=plain"])
        let edit = try sandbox.expectSuccess(["edit", "odd", "summary=\(odd)"])
        expect(edit.contains(visible), "\(edit)")
        let revert = try sandbox.expectSuccess(["revert", "odd", "1"])
        expect(revert.contains(visible), "\(revert)")
        _ = try sandbox.expectSuccess(["edit", "sticky-utah", "summary=\(odd)"])
        let restore = try sandbox.expectSuccess(["restore", "sticky-utah"])
        for text in [edit, revert, restore] {
            expect(!text.unicodeScalars.contains { [0x202E, 0x2066, 0x2028, 0x200F, 0x061C, 0x2029].contains($0.value) }, "\(text)")
        }
    }
}
