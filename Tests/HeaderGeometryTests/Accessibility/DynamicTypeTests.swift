import HeaderGeometry
import TestKit
import Testing

/// Dynamic Type (docs/accessibility.md#dynamic-type): Apple's published sizes and
/// `H_c = max(h, H + k · (size(style, c) / size(style, large) − 1))`, expected values worked out
/// by hand from that formula and the HIG's table.
struct DynamicTypeTests {
    /// the sizes are Apple's published ones
    ///
    /// Rows of Apple HIG "Typography" › "Specifications", iOS Dynamic Type sizes, copied here from
    /// the published table (points at xSmall, large, xxxLarge, AX1 and AX5).
    func testPublishedSizes() {
        for (style, points) in [
            (TextStyle.body, [14.0, 17, 23, 28, 53]), (.headline, [14, 17, 23, 28, 53]),
            (.largeTitle, [31, 34, 40, 44, 60]), (.title1, [25, 28, 34, 38, 58]),
            (.title2, [19, 22, 28, 34, 56]), (.title3, [17, 20, 26, 31, 55]),
        ] as [(TextStyle, [Double])] {
            TestRow.$current.withValue(String(describing: (style, points))) { self.publishedSizes(style: style, points: points) }
        }
    }

    func publishedSizes(style: TextStyle, points: [Double]) {
        let sizes: [TextSize] = [.xSmall, .large, .xxxLarge, .ax1, .ax5]
        expectEqual(sizes.map { style.size(at: $0) }, points)
    }

    /// every style grows from one text size to the next; body steps 14 15 16 17 19 21 23 28 33 40 47 53
    func testOrder() {
        expectEqual(TextSize.allCases.map { TextStyle.body.size(at: $0) }, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        for style in TextStyle.allCases {
            let sizes = TextSize.allCases.map { style.size(at: $0) }
            expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 < $1 }, "\(style)")
        }
    }

    // H 96, h 44, k 41 in largeTitle (34 at large):
    //   ax5 (60): 96 + 41 · (60/34 − 1) = 96 + 41 · 26/34 = 127.3529…
    //   xSmall (31): 96 + 41 · (31/34 − 1) = 96 − 41 · 3/34 = 92.3823…
    //   large: 96
    /// H_c grows the text's share of maxHeight in the text's proportion
    func testGrownHeight() {
        let preset = HeaderPreset(
            name: "title", minHeight: 44, maxHeight: 96,
            dynamicType: HeaderDynamicType(textStyle: .largeTitle, scaledHeight: 41))
        expect(abs(preset.maxHeight(at: .ax5) - (96 + 41.0 * 26 / 34)) < 1e-9)
        expect(abs(preset.maxHeight(at: .xSmall) - (96 - 41.0 * 3 / 34)) < 1e-9)
        expectEqual(preset.maxHeight(at: .large), 96)
    }

    // H 96, h 90, k 96 in body (17 at large, 14 at xSmall): 96 + 96 · (14/17 − 1) = 79.06 < h → 90.
    /// H_c never falls under minHeight
    func testFloor() {
        let preset = HeaderPreset(
            name: "title", minHeight: 90, maxHeight: 96, dynamicType: HeaderDynamicType(textStyle: .body, scaledHeight: 96))
        expectEqual(preset.maxHeight(at: .xSmall), 90)
    }

    // title2 (22 at large, 56 at ax5), H 200, h 100, k 44: H_c = 200 + 44 · 34/22 = 268, E_c = 168.
    //   y 50: height 268 − 50 = 218; y 168: collapsed, progress 1; y 84: progress 84/168 = 0.5.
    /// the sized preset's frames use H_c for H and E_c = H_c − h for E
    func testFrames() {
        let preset = HeaderPreset(
            name: "title", minHeight: 100, maxHeight: 200,
            dynamicType: HeaderDynamicType(textStyle: .title2, scaledHeight: 44))
        let sized = preset.sized(for: .ax5)
        expectEqual(sized.frame(at: 0).height, 268)
        expectEqual(sized.frame(at: 50).height, 218)
        expectEqual(sized.frame(at: 84).progress, 0.5)
        expectEqual(sized.frame(at: 168).height, 100)
    }

    /// a preset without dynamicType is the same at every size
    func testWithoutDynamicType() {
        let preset = HeaderPreset(name: "plain", minHeight: 60, maxHeight: 200)
        for size in TextSize.allCases {
            expectEqual(preset.sized(for: size), preset)
        }
    }

    /// scaledHeight must lie in 0...maxHeight
    func testScaledHeightRule() {
        for (height, message) in [
            (-1.0, "dynamicType.scaledHeight: -1 is outside 0...200"), (201, "dynamicType.scaledHeight: 201 is outside 0...200"),
        ] as [(Double, String)] {
            TestRow.$current.withValue(String(describing: (height, message))) { self.scaledHeightRule(height: height, message: message) }
        }
    }

    func scaledHeightRule(height: Double, message: String) {
        let preset = HeaderPreset(
            name: "title", minHeight: 100, maxHeight: 200, dynamicType: HeaderDynamicType(scaledHeight: height))
        expectEqual(preset.violations.map(\.description), [message])
    }

    /// scaledHeight equal to maxHeight is allowed
    func testScaledHeightAtLimit() {
        let preset = HeaderPreset(name: "title", minHeight: 100, maxHeight: 200, dynamicType: HeaderDynamicType(scaledHeight: 200))
        expect(preset.violations.isEmpty)
    }
}
