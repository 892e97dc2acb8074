#if canImport(SwiftUI)
    import SwiftUI

    /// The name of the scroll view's coordinate space, where the content's top is measured.
    enum StretchyCoordinateSpace {
        static let scroll = "stretchy.scroll"
    }

    /// Where the top of the content is in the scroll view's coordinate space, before iOS 18.
    struct ContentTop: PreferenceKey {
        static let defaultValue = 0.0

        static func reduce(value: inout Double, nextValue: () -> Double) {
            value = nextValue()
        }
    }

    /// The header's room at the top of the content, and the marker whose place in the scroll view
    /// is the offset before iOS 18: `0` at rest, positive while pulled, negative once scrolled.
    struct ContentTopMarker: View {
        let height: Double

        var body: some View {
            GeometryReader { proxy in
                Color.clear.preference(
                    key: ContentTop.self,
                    value: Double(proxy.frame(in: .named(StretchyCoordinateSpace.scroll)).minY))
            }
            .frame(height: height)
        }
    }

    /// Follows the scroll: the offset on every change, the finger touching down and the scroll
    /// coming to rest where the system says so (iOS 18), the offset alone before.
    struct ScrollOffsetTracking: ViewModifier {
        let onTouchDown: @MainActor () -> Void
        let onOffset: @MainActor (Double) -> Void
        let onRest: @MainActor () -> Void

        @ViewBuilder
        func body(content: Content) -> some View {
            if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
                content
                    .onScrollGeometryChange(for: Double.self) { geometry in
                        Double(geometry.contentOffset.y + geometry.contentInsets.top)
                    } action: { _, offset in
                        onOffset(offset)
                    }
                    .onScrollPhaseChange { old, new in
                        if new == .interacting { onTouchDown() }
                        if new == .idle, old != .idle { onRest() }
                    }
            } else {
                content.onPreferenceChange(ContentTop.self) { top in
                    // Preference changes arrive on the main actor.
                    MainActor.assumeIsolated { onOffset(-top) }
                }
            }
        }
    }
#endif
