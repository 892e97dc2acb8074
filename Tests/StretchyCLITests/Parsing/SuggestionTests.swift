import StretchyCLI
import TestKit
import Testing

struct SuggestionTests {
    func testSuggestsCloseWords() {
        for (typed, candidates, expected) in [
            ("mx", ["min", "max", "format"], "max"),
            ("lsit", ["list", "show"], "list"),
            ("fromat", ["from", "format"], "format"),
            ("shwo", ["show", "snap"], "show"),
            ("dry", ["dry-run", "db"], "dry-run"),
        ] as [(String, [String], String)] {
            TestRow.$current.withValue(String(describing: (typed, candidates, expected))) { self.suggestsCloseWords(typed, candidates, expected) }
        }
    }

    func suggestsCloseWords(_ typed: String, _ candidates: [String], _ expected: String) {
        expectEqual(Suggestion.closest(to: typed, among: candidates), expected)
    }

    func testStaysQuietWhenNothingIsClose() {
        for (typed, candidates) in [
            ("frobnicate", ["list", "show", "eval"]),
            ("x", ["list", "show"]),
            ("", ["list"]),
            ("d", ["dry-run", "list"]),
        ] as [(String, [String])] {
            TestRow.$current.withValue(String(describing: (typed, candidates))) { self.staysQuietWhenNothingIsClose(typed, candidates) }
        }
    }

    func staysQuietWhenNothingIsClose(_ typed: String, _ candidates: [String]) {
        expectEqual(Suggestion.closest(to: typed, among: candidates), nil)
    }
}
