import HeaderGeometry
import Testing

struct ScrollDecelerationNameTests {
    @Test func namedRatesRoundTrip() {
        #expect(ScrollDeceleration(name: "normal") == .normal)
        #expect(ScrollDeceleration(name: "fast") == .fast)
        #expect(ScrollDeceleration.normal.name == "normal")
        #expect(ScrollDeceleration.fast.name == "fast")
    }

    @Test func otherRatesAndNamesHaveNone() {
        #expect(ScrollDeceleration(rate: 0.995).name == nil)
        #expect(ScrollDeceleration(name: "Normal") == nil)
        #expect(ScrollDeceleration(name: "0.998") == nil)
    }
}
