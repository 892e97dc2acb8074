#if canImport(SwiftUI)
    import HeaderGeometry
    import SwiftUI

    extension View {
        /// Moves this view as the preset's tracks for `layer` say at `frame`: its opacity, scale,
        /// translation and blur (docs/tracks.md), and hides it from VoiceOver while it is fully
        /// transparent, so that a collapsed header's hidden title is not read out.
        ///
        /// - Parameters:
        ///   - layer: The layer's name in the preset's tracks (`"title"`, `"avatar"`).
        ///   - frame: The frame the header builder was given.
        public func stretchyLayer(_ layer: String, in frame: SessionFrame) -> some View {
            let look = frame.layers[layer]
            return
                self
                .scaleEffect(CGFloat(look.scale))
                .offset(x: CGFloat(look.translateX), y: CGFloat(look.translateY))
                .blur(radius: CGFloat(look.blur))
                .opacity(look.opacity)
                .accessibilityHidden(look.opacity <= 0)
        }
    }
#endif
