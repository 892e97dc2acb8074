import HeaderGeometry
import PresetService
import Testing

/// `HeaderPreset.builtIn` (HeaderGeometry, in code) is the catalogue of `Presets/` (read by the
/// service from the embedded files), key for key, so an app starting from a built-in gets what
/// the CLI shows.
struct BuiltInPresetsTests {
    @Test func builtInInCodeEqualsPresetsFolder() {
        #expect(HeaderPreset.builtIn == BuiltInCatalogue.presets)
        #expect(HeaderPreset.builtIn.map(\.name) == BuiltInCatalogue.presets.map(\.name).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    @Test func namedLookupAndConstantAgree() {
        // docs/swift.md#1-the-built-in-catalogue's numbers, written here by hand.
        let utah = HeaderPreset.builtIn(named: "sticky-utah")
        #expect(utah == BuiltInPresets.stickyUtah)
        #expect(utah?.minHeight == 120)
        #expect(utah?.maxHeight == 300)
        #expect(utah?.damping == 0.5)
        #expect(utah?.shadow == HeaderShadow(threshold: 140, radius: 8))
        #expect(HeaderPreset.builtIn(named: "no-such-preset") == nil)
    }
}
