import HeaderGeometry
import TestKit
import Testing

/// H = 300, h = 100, so E = 200; the background's offset from the header's top is `∓ p c` with
/// `c = min(y, E)` the collapse so far.
struct ParallaxTests {
    static let shrink = HeaderPreset(name: "p", minHeight: 100, maxHeight: 300, collapse: .shrink)
    static let scroll = HeaderPreset(name: "p", minHeight: 100, maxHeight: 300, collapse: .scroll)

    func testShrinkingHeaderBackgroundDriftsUp() {
        for (p, y, expected) in [
            // Self.shrink: -p c. Flutter's 0.25 at y = 80: -0.25 × 80 = -20.
            (0.25, 80.0, -20.0),
            // p = 1 moves with the content: -80, as the content does.
            (1.0, 80.0, -80.0),
            // collapsed (y = 500 > E): c = 200, -0.5 × 200 = -100, and no further.
            (0.5, 500.0, -100.0),
            // a pull never moves the background against the header.
            (0.5, -60.0, 0.0),
            // p = 0: stays with the header.
            (0.0, 150.0, 0.0),
        ] {
            TestRow.$current.withValue(String(describing: (p, y, expected))) {
                self.shrinkingHeaderBackgroundDriftsUp(p: p, y: y, expected: expected)
            }
        }
    }

    func shrinkingHeaderBackgroundDriftsUp(p: Double, y: Double, expected: Double) {
        let preset = Self.shrink
        expectEqual(preset.backgroundOffset(in: preset.frame(at: y), parallax: p), expected)
    }

    func testScrollingHeaderBackgroundLagsBehind() {
        for (p, y, expected) in [
            // Self.scroll: +p c. Android's 0.5 at y = 80: the header moved up 80, the background 40,
            // so it sits 40 below the header's top.
            (0.5, 80.0, 40.0),
            // p = 1 stays still on the screen: header at -80, background at -80 + 80 = 0.
            (1.0, 80.0, 80.0),
            (0.5, 1000.0, 100.0),
            (0.0, 80.0, 0.0),
        ] {
            TestRow.$current.withValue(String(describing: (p, y, expected))) {
                self.scrollingHeaderBackgroundLagsBehind(p: p, y: y, expected: expected)
            }
        }
    }

    func scrollingHeaderBackgroundLagsBehind(p: Double, y: Double, expected: Double) {
        let preset = Self.scroll
        expectEqual(preset.backgroundOffset(in: preset.frame(at: y), parallax: p), expected)
    }

    func testNoCollapseRangeMeansNoParallax() {
        let preset = HeaderPreset(name: "flat", minHeight: 200, maxHeight: 200)
        expectEqual(preset.backgroundOffset(in: preset.frame(at: 150), parallax: 0.5), 0)
    }
}
