import Foundation
import HeaderGeometry
import Testing

/// An iOS app decodes the same JSON with its own `JSONDecoder`.
@Suite("Codable")
struct CodableTests {
    @Test("decodes SPEC.md §3's example preset")
    func decodesExample() throws {
        let json = """
        {"name": "sticky-utah", "summary": "Pinned header.", "minHeight": 120, "maxHeight": 300,
         "collapse": "shrink", "damping": 0.5, "shadow": {"threshold": 140, "radius": 8},
         "snap": {"mode": "disabled", "positions": [], "initialPosition": 0}}
        """
        let preset = try JSONDecoder().decode(HeaderPreset.self, from: Data(json.utf8))
        #expect(preset == HeaderPreset(name: "sticky-utah", summary: "Pinned header.", minHeight: 120, maxHeight: 300,
                                       collapse: .shrink, damping: 0.5, shadow: HeaderShadow(threshold: 140, radius: 8)))
    }

    @Test("missing keys take the defaults of §3")
    func defaults() throws {
        let preset = try JSONDecoder().decode(HeaderPreset.self, from: Data(#"{"name": "x", "shadow": {"threshold": 90}, "snap": {"mode": "immediately"}}"#.utf8))
        #expect(preset == HeaderPreset(name: "x", shadow: HeaderShadow(threshold: 90, radius: 8),
                                       snap: SnapBehavior(mode: .immediately)))
    }

    @Test("encodes and decodes back to the same preset")
    func roundTrip() throws {
        let preset = HeaderPreset(name: "r", summary: "s", minHeight: 44, maxHeight: 96, collapse: .scroll, damping: 1,
                                  shadow: nil, snap: SnapBehavior(mode: .afterFinishAccelerating, positions: [1, 0.5], initialPosition: 1))
        let data = try JSONEncoder().encode(preset)
        #expect(try JSONDecoder().decode(HeaderPreset.self, from: data) == preset)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["shadow"] is NSNull)
    }
}
