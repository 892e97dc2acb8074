/// The user's text size on iOS (Settings › Accessibility › Display & Text Size › Larger Text):
/// the seven standard sizes and the five accessibility sizes, smallest first (docs/accessibility.md#dynamic-type).
///
/// The raw values are how the command line writes them (`--text-size ax5`).
public enum TextSize: String, CaseIterable, Hashable, Sendable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large: the system's default, the size a preset's heights are designed at.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large, the largest standard size.
    case xxxLarge
    /// Accessibility size 1 (Larger Accessibility Sizes).
    case ax1
    /// Accessibility size 2.
    case ax2
    /// Accessibility size 3.
    case ax3
    /// Accessibility size 4.
    case ax4
    /// Accessibility size 5, the largest.
    case ax5

    /// The size a device has until its user changes it.
    public static let `default` = TextSize.large
}
