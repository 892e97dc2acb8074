#if canImport(SwiftUI) || canImport(UIKit)
    import HeaderGeometry

    /// A preset and what it becomes under the user's accessibility settings: its Reduce Motion
    /// variant, merged once when the preset is handed in (docs/accessibility.md#reduce-motion), and
    /// either at the user's text size (docs/accessibility.md#dynamic-type).
    struct AdaptivePreset: Equatable {
        /// The preset as the app gave it.
        let standard: HeaderPreset
        /// The preset merged with its `reducedMotion` (itself when it has none).
        let reducedMotion: HeaderPreset

        init(_ preset: HeaderPreset) {
            standard = preset
            reducedMotion = preset.reducedMotionVariant
        }

        /// The preset to show with Reduce Motion on or off, at `textSize`.
        func preset(reduceMotion: Bool, textSize: TextSize) -> HeaderPreset {
            (reduceMotion ? reducedMotion : standard).sized(for: textSize)
        }
    }
#endif
