import HeaderGeometry
import TestKit
import Testing

@Suite("did you mean")
struct NameSuggestionTests {
    static let presets = ["sticky-utah", "stretchy-ios18", "scaling-header", "scaling-header-snap"]

    @Test(
        "suggests a likely typo",
        arguments: [
            ("stiky-utah", "sticky-utah"),  // one letter dropped
            ("stikcy-utah", "sticky-utah"),  // two letters swapped
            ("scaling-headr", "scaling-header"),
            ("scaling-header-snp", "scaling-header-snap"),
        ])
    func suggests(typed: String, expected: String) {
        expectEqual(NameSuggestion.closest(to: typed, among: Self.presets), expected)
    }

    @Test("says nothing when nothing is close", arguments: ["hero", "x", "material3-large", "sticky-utah"])
    func nothing(typed: String) {
        expectEqual(NameSuggestion.closest(to: typed, among: Self.presets), nil)
    }
}
