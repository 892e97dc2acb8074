import HeaderGeometry
import TestKit
import Testing

struct ScrollDecelerationNameTests {
    func testNamedRatesRoundTrip() {
        expectEqual(ScrollDeceleration(name: "normal"), .normal)
        expectEqual(ScrollDeceleration(name: "fast"), .fast)
        expectEqual(ScrollDeceleration.normal.name, "normal")
        expectEqual(ScrollDeceleration.fast.name, "fast")
    }

    func testOtherRatesAndNamesHaveNone() {
        expectEqual(ScrollDeceleration(rate: 0.995).name, nil)
        expectEqual(ScrollDeceleration(name: "Normal"), nil)
        expectEqual(ScrollDeceleration(name: "0.998"), nil)
    }
}
