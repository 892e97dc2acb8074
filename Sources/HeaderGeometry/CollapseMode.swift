/// How a header gives way when the content scrolls up under it.
public enum CollapseMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// Pinned to the top, the header shrinks from `maxHeight` to `minHeight`.
    case shrink
    /// The header keeps its height and moves up until only `minHeight` of it shows.
    case scroll
}
