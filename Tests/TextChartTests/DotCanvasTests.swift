import TestKit
import Testing

@testable import TextChart

/// Rasterizing into Braille cells: dot bits, patterns, gap-free steep lines.
struct DotCanvasTests {
    func testBrailleDotsFollowUnicodeNumbering() {
        // Left column top to bottom: dots 1, 2, 3, 7; right column: 4, 5, 6, 8.
        var canvas = DotCanvas(columns: 1, rows: 1, dotsX: 2, dotsY: 4)
        canvas.draw([(0, 0)], series: 0, cycle: [true])
        canvas.draw([(1, 3)], series: 0, cycle: [true])
        expectEqual(canvas.bits, [0x01 | 0x80])
    }

    func testSteepLinesHaveNoGaps() {
        // A vertical segment over 3 rows lights all 12 dots of the left column.
        var canvas = DotCanvas(columns: 1, rows: 3, dotsX: 2, dotsY: 4)
        canvas.draw([(0, 0), (0, 11)], series: 2, cycle: [true])
        expectEqual(canvas.bits, [0x47, 0x47, 0x47])
        expectEqual(canvas.owner, [2, 2, 2])
    }

    func testDottedPatternSkipsEveryOtherDotAcrossSegments() {
        var canvas = DotCanvas(columns: 4, rows: 1, dotsX: 2, dotsY: 4)
        // Two segments sharing (3, 0): the shared dot is counted once, so the rhythm holds.
        canvas.draw([(0, 0), (3, 0), (7, 0)], series: 0, cycle: [true, false])
        expectEqual(canvas.bits, [0x01, 0x01, 0x01, 0x01])
    }

    func testBreaksAndOffCanvasPointsDrawNothingExtra() {
        var canvas = DotCanvas(columns: 2, rows: 1, dotsX: 1, dotsY: 1)
        canvas.draw([(0, 0), nil, (5, 5)], series: 1, cycle: [true])
        expectEqual(canvas.bits, [1, 0])
        expectEqual(canvas.owner, [1, -1])
    }
}
