/// The iOS text styles a header's text may be set in (docs/accessibility.md#dynamic-type): the
/// style whose size sets how much the header grows with the user's text size.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    /// Large Title: 34 pt at the default size.
    case largeTitle
    /// Title 1: 28 pt at the default size.
    case title1
    /// Title 2: 22 pt at the default size.
    case title2
    /// Title 3: 20 pt at the default size.
    case title3
    /// Headline: 17 pt (semibold) at the default size.
    case headline
    /// Body: 17 pt at the default size.
    case body

    /// The style of a `dynamicType` object without the key.
    public static let `default` = TextStyle.largeTitle
}
