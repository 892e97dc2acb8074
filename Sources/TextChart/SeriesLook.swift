/// How the series at one position of a panel is told apart: a dot pattern, an ASCII glyph and a
/// colour, so series differ with and without colour.
struct SeriesLook: Sendable {
    /// Braille: which dots along the line are drawn, as an on/off cycle (`[true]` is solid).
    var dotCycle: [Bool]
    /// ASCII: the character plotted.
    var glyph: Unicode.Scalar
    /// ANSI SGR foreground code.
    var ansi: Int
    /// SVG stroke colour.
    var svgColor: String
    /// SVG `stroke-dasharray`, empty for solid.
    var svgDash: String

    static let all: [SeriesLook] = [
        SeriesLook(dotCycle: [true], glyph: "*", ansi: 34, svgColor: "#1f6fd1", svgDash: ""),
        SeriesLook(dotCycle: [true, false], glyph: "o", ansi: 31, svgColor: "#d1361f", svgDash: "2 3"),
        SeriesLook(dotCycle: [true, true, true, false, false], glyph: "+", ansi: 32,
                   svgColor: "#2a9134", svgDash: "8 4"),
        SeriesLook(dotCycle: [true, true, true, true, true, false, true, false], glyph: "#", ansi: 35,
                   svgColor: "#9b3fb5", svgDash: "10 3 2 3"),
        SeriesLook(dotCycle: [true, false, false], glyph: "x", ansi: 33, svgColor: "#b58a00",
                   svgDash: "1 5"),
        SeriesLook(dotCycle: [true, true, false, true, true, false, false, false], glyph: "@", ansi: 36,
                   svgColor: "#00838f", svgDash: "5 2 5 6"),
    ]

    /// The look of the `index`-th series (cycling after six).
    static func at(_ index: Int) -> SeriesLook { all[index % all.count] }
}
