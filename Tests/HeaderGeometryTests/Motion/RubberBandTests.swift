import HeaderGeometry
import TestKit
import Testing

/// `b(x) = (1 - 1 / (x c / d + 1)) d`, which simplifies to `c x d / (c x + d)`.
struct RubberBandTests {
    func testDistanceMatchesTheFormula() {
        for (dimension, travel, expected) in [
            // d = 960 (the issue's check): 0.55 × 100 × 960 / (55 + 960) = 52800 / 1015 = 52.0197…
            (960.0, 100.0, 52.01970443349754),
            // d = 844 (the default viewport): 55 × 844 / (55 + 844) = 46420 / 899 = 51.6351…
            (844.0, 100.0, 51.635150166852064),
            // x = d / c: c x = d, so b = d / 2.
            (844.0, 844.0 / 0.55, 422.0),
            // x = 0: no pull.
            (844.0, 0.0, 0.0),
        ] {
            TestRow.$current.withValue(String(describing: (dimension, travel, expected))) {
                self.distanceMatchesTheFormula(dimension: dimension, travel: travel, expected: expected)
            }
        }
    }

    func distanceMatchesTheFormula(dimension: Double, travel: Double, expected: Double) {
        let band = RubberBand(constant: 0.55, dimension: dimension)
        expect(abs(band.distance(forTravel: travel) - expected) < 1e-9)
    }

    func testIssueCheckRoundsToFiftyTwoPointZeroTwo() {
        let b = RubberBand(constant: 0.55, dimension: 960).distance(forTravel: 100)
        expectEqual((b * 100).rounded() / 100, 52.02)
    }

    func testInverseUndoesTheBand() {
        let band = RubberBand(constant: 0.55, dimension: 960)
        // x = d b / (c (d - b)): 960 × 52 / (0.55 × 908) = 49920 / 499.4 = 99.9599…
        expect(abs(band.travel(forDistance: 52) - 99.95995194233079) < 1e-9)
        for travel in [1.0, 100, 1000, 5000] {
            let back = band.travel(forDistance: band.distance(forTravel: travel))
            expect(abs(back - travel) <= 1e-9 * travel)
        }
    }

    func testBandIsOddAndNeverReachesTheViewport() {
        let band = RubberBand(constant: 0.55, dimension: 844)
        expectEqual(band.distance(forTravel: -100), -band.distance(forTravel: 100))
        expectEqual(band.travel(forDistance: -40), -band.travel(forDistance: 40))
        let far = band.distance(forTravel: .greatestFiniteMagnitude)
        expect(far <= 844 && far > 843.99)
        expectEqual(band.travel(forDistance: 844), .greatestFiniteMagnitude)
        expectEqual(band.travel(forDistance: 5000), .greatestFiniteMagnitude)
    }

    func testExtremeTravelsStayFinite() {
        for travel in [0.0, .leastNonzeroMagnitude, 1e-300, 1e300, .greatestFiniteMagnitude, .infinity, .nan] {
            TestRow.$current.withValue(String(describing: travel)) { self.extremeTravelsStayFinite(travel: travel) }
        }
    }

    func extremeTravelsStayFinite(travel: Double) {
        let band = RubberBand(constant: 0.55, dimension: 844)
        let distance = band.distance(forTravel: travel)
        expect(distance.isFinite && distance >= 0 && distance <= 844)
        expect(!band.travel(forDistance: travel).isNaN)
    }
}
