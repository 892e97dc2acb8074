/// The characters of the frame, axes and reference lines for one style.
struct FrameGlyphs {
    var vertical: Unicode.Scalar
    var horizontal: Unicode.Scalar
    var corner: Unicode.Scalar
    var yTick: Unicode.Scalar
    var xTick: Unicode.Scalar
    var solid: Unicode.Scalar
    var dashed: Unicode.Scalar

    init(ascii: Bool) {
        if ascii {
            (vertical, horizontal, corner, yTick, xTick, solid, dashed) = ("|", "-", "+", "+", "+", "-", "-")
        } else {
            (vertical, horizontal, corner, yTick, xTick, solid, dashed) = ("│", "─", "└", "┤", "┬", "─", "╌")
        }
    }
}
