/// How a reference line is drawn.
public enum LineStyle: String, Hashable, Sendable, CaseIterable {
    /// A continuous line.
    case solid
    /// A broken line, for thresholds.
    case dashed
}
