import HeaderGeometry
import TestKit
import Testing

/// UIKit's release velocity is points per millisecond; HeaderGeometry's is points per second.
struct ScrollVelocityTests {
    /// unit conversions
    func testConversion() {
        for (perMillisecond, perSecond) in [(2.5, 2500.0), (-0.3, -300.0), (0, 0)] as [(Double, Double)] {
            TestRow.$current.withValue(String(describing: (perMillisecond, perSecond))) {
                self.conversion(perMillisecond: perMillisecond, perSecond: perSecond)
            }
        }
    }

    func conversion(perMillisecond: Double, perSecond: Double) {
        expectEqual(ScrollVelocity.pointsPerMillisecond(perMillisecond).pointsPerSecond, perSecond)
        expectEqual(ScrollVelocity.pointsPerSecond(perSecond).pointsPerMillisecond, perMillisecond)
    }

    /// rest with a UIKit velocity projects as the same velocity in points per second
    func testRestTakesUIKitVelocity() {
        let preset = HeaderPreset(name: "free", minHeight: 100, maxHeight: 300)
        // docs/concepts.md#snapping, snapping disabled: rest = y + v * 0.499 with v in pt/s; 0.4 pt/ms = 400 pt/s.
        let projected: Double = 50 + 400 * 0.499
        expectEqual(preset.rest(after: 50, velocity: .pointsPerMillisecond(0.4)), projected)
        expectEqual(preset.rest(after: 50, velocity: .pointsPerSecond(400)), projected)
    }
}
