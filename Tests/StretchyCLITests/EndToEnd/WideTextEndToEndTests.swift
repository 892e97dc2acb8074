import Foundation
import TestKit
import Testing

/// `list` and `show` measure text in terminal columns (docs/commands.md#list): a Chinese,
/// Japanese or Korean character or an emoji takes two, so a summary of them is cut or wrapped to
/// the line, and nothing is cut inside a character.
struct WideTextEndToEndTests {
    /// 25 wide characters (50 columns) and no space: a summary in Japanese.
    static let summary = "見出しの高さがスクロールに合わせて変わるヘッダーです"

    /// The columns a line of ASCII, these wide characters, 👍 and `…` takes, counted here by
    /// code point rather than by the code under test: ASCII and … one, the rest two.
    static func columns(_ line: Substring) -> Int {
        line.unicodeScalars.reduce(0) { $0 + ($1.isASCII || $1 == "…" ? 1 : 2) }
    }

    /// list cuts a wide summary to the line, between characters
    func testList() throws {
        for width in [60, 80] {
            try TestRow.$current.withValue(String(describing: width)) { try self.list(width) }
        }
    }

    func list(_ width: Int) throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["create", "hero", "summary=" + Self.summary])
        let lines = try sandbox.expectSuccess(["list"], environment: ["COLUMNS": "\(width)"]).split(separator: "\n")
        expect(lines.allSatisfy { Self.columns($0) <= width }, "\(lines)")
        let hero = try require(lines.first { $0.hasPrefix("hero ") })
        // Cut with … to the line: one column may stay empty where a wide character did not fit.
        expect(hero.hasSuffix("…"), "\(hero)")
        expect(Self.columns(hero) >= width - 1, "\(hero)")
        let shown = hero.split(separator: " ").last.map { String($0.dropLast()) } ?? ""
        expect(Self.summary.hasPrefix(shown) && !shown.isEmpty, "\(hero)")
    }

    /// show wraps a wide summary between characters under the value column
    func testShow() throws {
        for width in [40, 60] {
            try TestRow.$current.withValue(String(describing: width)) { try self.show(width) }
        }
    }

    func show(_ width: Int) throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["create", "hero", "summary=" + Self.summary + " 👍"])
        let lines = try sandbox.expectSuccess(["show", "hero"], environment: ["COLUMNS": "\(width)"]).split(separator: "\n")
        expect(lines.allSatisfy { Self.columns($0) <= width }, "\(lines)")
        let first = try require(lines.firstIndex { $0.hasPrefix("summary ") })
        let indent = lines[first].prefix { $0 != " " }.count + lines[first].dropFirst("summary".count).prefix { $0 == " " }.count
        var text = String(lines[first].dropFirst(indent))
        for line in lines[(first + 1)...] where line.hasPrefix(String(repeating: " ", count: indent)) {
            text += line.dropFirst(indent)
        }
        expect(text == Self.summary + " 👍" || text == Self.summary + "👍", "\(lines)")
        expect(lines.count > 1)
    }

    /// a zero-width space in a summary is shown, not printed raw
    func testZeroWidthSpace() throws {
        for arguments in [["list"], ["show", "hero"]] {
            try TestRow.$current.withValue(String(describing: arguments)) { try self.zeroWidthSpace(arguments) }
        }
    }

    func zeroWidthSpace(_ arguments: [String]) throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["create", "hero", "summary=pay\u{200B}pal"])
        let text = try sandbox.expectSuccess(arguments, environment: ["COLUMNS": "200"])
        expect(text.contains("pay\\u{200B}pal"), "\(text)")
        expect(!text.unicodeScalars.contains("\u{200B}"))
    }
}
