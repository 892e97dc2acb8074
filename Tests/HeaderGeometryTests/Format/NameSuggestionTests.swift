import HeaderGeometry
import TestKit
import Testing

/// did you mean
struct NameSuggestionTests {
    static let presets = ["sticky-utah", "stretchy-ios18", "scaling-header", "scaling-header-snap"]

    /// suggests a likely typo
    func testSuggests() {
        for (typed, expected) in [
            ("stiky-utah", "sticky-utah"),  // one letter dropped
            ("stikcy-utah", "sticky-utah"),  // two letters swapped
            ("scaling-headr", "scaling-header"),
            ("scaling-header-snp", "scaling-header-snap"),
        ] {
            TestRow.$current.withValue(String(describing: (typed, expected))) { self.suggests(typed: typed, expected: expected) }
        }
    }

    func suggests(typed: String, expected: String) {
        expectEqual(NameSuggestion.closest(to: typed, among: Self.presets), expected)
    }

    /// says nothing when nothing is close
    func testNothing() {
        for typed in ["hero", "x", "material3-large", "sticky-utah"] {
            TestRow.$current.withValue(String(describing: typed)) { self.nothing(typed: typed) }
        }
    }

    func nothing(typed: String) {
        expectEqual(NameSuggestion.closest(to: typed, among: Self.presets), nil)
    }
}
