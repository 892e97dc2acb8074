import HeaderGeometry
import TestKit
import Testing

/// `HeaderPreset.builtIn(named:)` and the `BuiltInPresets` constants an app starts from agree
/// with the numbers docs/swift.md gives (BuiltInCatalogueTests checks them against `Presets/`).
struct BuiltInPresetsTests {
    func testNamedLookupAndConstantAgree() {
        // docs/swift.md#1-the-built-in-catalogue's numbers, written here by hand.
        let utah = HeaderPreset.builtIn(named: "sticky-utah")
        expectEqual(utah, BuiltInPresets.stickyUtah)
        expectEqual(utah?.minHeight, 120)
        expectEqual(utah?.maxHeight, 300)
        expectEqual(utah?.damping, 0.5)
        expectEqual(utah?.shadow, HeaderShadow(threshold: 140, radius: 8))
        expectEqual(HeaderPreset.builtIn(named: "no-such-preset"), nil)
    }
}
