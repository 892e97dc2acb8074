import StretchyCLI
import TestKit
import Testing

struct SuggestionTests {
    @Test(
        arguments: [
            ("mx", ["min", "max", "format"], "max"),
            ("lsit", ["list", "show"], "list"),
            ("fromat", ["from", "format"], "format"),
            ("shwo", ["show", "snap"], "show"),
            ("dry", ["dry-run", "db"], "dry-run"),
        ] as [(String, [String], String)])
    func suggestsCloseWords(_ typed: String, _ candidates: [String], _ expected: String) {
        expectEqual(Suggestion.closest(to: typed, among: candidates), expected)
    }

    @Test(
        arguments: [
            ("frobnicate", ["list", "show", "eval"]),
            ("x", ["list", "show"]),
            ("", ["list"]),
            ("d", ["dry-run", "list"]),
        ] as [(String, [String])])
    func staysQuietWhenNothingIsClose(_ typed: String, _ candidates: [String]) {
        expectEqual(Suggestion.closest(to: typed, among: candidates), nil)
    }
}
