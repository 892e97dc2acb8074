/// The characters a text chart is drawn with.
public enum ChartStyle: String, Hashable, Sendable, CaseIterable {
    /// Braille dots (2 × 4 per cell) for the curves and box-drawing characters for the frame.
    case braille
    /// Printable ASCII only, frame included.
    case ascii
}
