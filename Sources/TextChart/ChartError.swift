/// Why a chart could not be rendered as text.
public enum ChartError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The requested size cannot hold the axes, titles and legend.
    case tooSmall(minWidth: Int, minHeight: Int)

    /// One line for the user.
    public var description: String {
        switch self {
        case let .tooSmall(minWidth, minHeight):
            "chart size too small: this chart needs at least \(minWidth) columns and \(minHeight) lines"
        }
    }
}
