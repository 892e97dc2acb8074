/// How a series is told apart: a dot pattern, an ASCII glyph and a colour, so series differ with
/// and without colour. The colours are Okabe and Ito's palette for colour-blind readers (their
/// black left out: it is the axes' colour).
struct SeriesLook: Sendable {
    /// Braille: which dots along the line are drawn, as an on/off cycle (`[true]` is solid).
    var dotCycle: [Bool]
    /// ASCII: the character plotted; also the key that marks a group's reference lines and marks.
    var glyph: Unicode.Scalar
    /// The nearest colour of the terminal's 256-colour palette.
    var ansi: Int
    /// SVG stroke colour (Okabe–Ito).
    var svgColor: String
    /// SVG `stroke-dasharray`, empty for solid.
    var svgDash: String

    static let all: [SeriesLook] = [
        SeriesLook(dotCycle: [true], glyph: "*", ansi: 25, svgColor: "#0072B2", svgDash: ""),
        SeriesLook(dotCycle: [true, false], glyph: "o", ansi: 166, svgColor: "#D55E00", svgDash: "2 3"),
        SeriesLook(
            dotCycle: [true, true, true, false, false], glyph: "+", ansi: 36,
            svgColor: "#009E73", svgDash: "8 4"),
        SeriesLook(
            dotCycle: [true, true, true, true, true, false, true, false], glyph: "#", ansi: 175,
            svgColor: "#CC79A7", svgDash: "10 3 2 3"),
        SeriesLook(
            dotCycle: [true, false, false], glyph: "x", ansi: 214, svgColor: "#E69F00",
            svgDash: "1 5"),
        SeriesLook(
            dotCycle: [true, true, false, true, true, false, false, false], glyph: "@", ansi: 74,
            svgColor: "#56B4E9", svgDash: "5 2 5 6"),
        SeriesLook(
            dotCycle: [true, false, false, false, true, true, false, false], glyph: "%", ansi: 185,
            svgColor: "#B8A800", svgDash: "1 3 6 3"),
    ]

    /// The look of the `index`-th distinct series (cycling after seven).
    static func at(_ index: Int) -> SeriesLook { all[index % all.count] }
}
