/// Apple's Dynamic Type sizes for iOS, the one copy of the table in the package.
///
/// Source: Apple Human Interface Guidelines, "Typography" › "Specifications" › "iOS, iPadOS
/// Dynamic Type sizes" (https://developer.apple.com/design/human-interface-guidelines/typography),
/// one table per text size, points per text style; docs/accessibility.md#dynamic-type reprints it.
extension TextStyle {
    /// The style's font size in points at `textSize`, as Apple's table gives it: body is 17 at
    /// ``TextSize/large`` and 53 at ``TextSize/ax5``; large title 34 at ``TextSize/large``.
    public func size(at textSize: TextSize) -> Double {
        TextStyle.table[self]?[textSize.index] ?? 0
    }

    /// Points per style, one column per ``TextSize`` in its order (xSmall ... xxxLarge, AX1 ... AX5).
    private static let table: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    ]
}

extension TextSize {
    /// The size's column in the table: its place in ``TextSize/allCases``.
    var index: Int { TextSize.allCases.firstIndex(of: self) ?? 3 }
}
