import TestKit
import Testing

@testable import TextChart

/// Segments cut to a box, far-off points included.
struct SegmentClipperTests {
    let box = SegmentClipper(xmin: 0, ymin: 0, xmax: 10, ymax: 10)

    func testInsideIsUntouched() throws {
        let (a, b) = try require(box.clip((1, 2), (3, 4)))
        expect(a == (1, 2) && b == (3, 4))
    }

    func testCrossingIsCutAtTheEdges() throws {
        let (a, b) = try require(box.clip((-5, 5), (15, 5)))
        expect(a == (0, 5) && b == (10, 5))
        let (c, d) = try require(box.clip((5, -1e300), (5, 1e300)))
        expect(c == (5, 0) && d == (5, 10))
    }

    func testOutsideIsDropped() {
        expect(box.clip((-5, -5), (-1, 20)) == nil)
        expect(box.clip((11, 11), (11, 11)) == nil)
        expect(box.clip((.nan, 1), (2, 2)) == nil)
    }
}
