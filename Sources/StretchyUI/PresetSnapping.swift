#if canImport(SwiftUI)
    import HeaderGeometry
    import SwiftUI

    /// Snapping and flings as the preset says: where a release comes to rest is
    /// `HeaderPreset.restDecision(after:velocity:parameters:)`'s, asked through the scroll session.
    ///
    /// SwiftUI hands over where the scroll would stop with its own deceleration; a release at `v`
    /// points per second travels `projectionFactor × v` points, so that projection gives the release
    /// velocity in a known unit (docs/ios.md, "Snapping in SwiftUI").
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    struct PresetSnapping: ScrollTargetBehavior {
        let driver: SessionDriver

        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            // The scroll view has no top inset (the view ignores the top safe area), so its target
            // is an offset as the preset measures it. SwiftUI calls this on the main thread.
            let projected = Double(target.rect.minY)
            let rest = MainActor.assumeIsolated { driver.release(projected: projected).rest }
            target.rect.origin.y = CGFloat(rest)
        }

        /// Puts the behavior on the scroll view where the system has it (iOS 17 and later).
        struct Modifier: ViewModifier {
            let driver: SessionDriver

            @ViewBuilder
            func body(content: Content) -> some View {
                if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
                    content.scrollTargetBehavior(PresetSnapping(driver: driver))
                } else {
                    content
                }
            }
        }
    }
#endif
