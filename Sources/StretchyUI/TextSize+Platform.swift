#if canImport(SwiftUI)
    import HeaderGeometry
    import SwiftUI

    extension TextSize {
        /// The text size of SwiftUI's Dynamic Type size (docs/accessibility.md#dynamic-type): a
        /// preset with `dynamicType` grows its header with it.
        init(_ size: DynamicTypeSize) {
            switch size {
            case .xSmall: self = .xSmall
            case .small: self = .small
            case .medium: self = .medium
            case .large: self = .large
            case .xLarge: self = .xLarge
            case .xxLarge: self = .xxLarge
            case .xxxLarge: self = .xxxLarge
            case .accessibility1: self = .ax1
            case .accessibility2: self = .ax2
            case .accessibility3: self = .ax3
            case .accessibility4: self = .ax4
            case .accessibility5: self = .ax5
            @unknown default: self = .large
            }
        }
    }
#endif

#if canImport(UIKit)
    import HeaderGeometry
    import UIKit

    extension TextSize {
        /// The text size of UIKit's content size category (docs/accessibility.md#dynamic-type).
        init(_ category: UIContentSizeCategory) {
            switch category {
            case .extraSmall: self = .xSmall
            case .small: self = .small
            case .medium: self = .medium
            case .extraLarge: self = .xLarge
            case .extraExtraLarge: self = .xxLarge
            case .extraExtraExtraLarge: self = .xxxLarge
            case .accessibilityMedium: self = .ax1
            case .accessibilityLarge: self = .ax2
            case .accessibilityExtraLarge: self = .ax3
            case .accessibilityExtraExtraLarge: self = .ax4
            case .accessibilityExtraExtraExtraLarge: self = .ax5
            default: self = .large
            }
        }
    }
#endif
