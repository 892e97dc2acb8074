#if canImport(SwiftUI)
    import HeaderGeometry
    import SwiftUI

    /// A vertical scroll view with a preset's header over its top: the header stretches, collapses,
    /// snaps, fires the pull trigger and returns quickly exactly as the preset says, and the content
    /// scrolls under it.
    ///
    /// ```swift
    /// StretchyHeaderScrollView(preset: StretchyPresets.stickyUtah) { shown in
    ///     Image(.mountains).resizable().scaledToFill()
    ///         .overlay { Text("Utah").stretchyLayer("title", in: shown) }
    /// } content: {
    ///     ForEach(trails) { TrailRow(trail: $0) }
    /// }
    /// .onPullTrigger { await reload() }
    /// ```
    ///
    /// The header builder receives the `SessionFrame` to draw: its `frame` (height,
    /// translation, progress, shadow) is already applied to the header's box, and its
    /// `layers` are what `stretchyLayer(_:in:)` applies to the views
    /// inside. The header does not take touches, so a drag that starts on it scrolls the content.
    ///
    /// The offset comes from `onScrollGeometryChange` on iOS 18 and later, and from a marker at the
    /// top of the content in the scroll view's coordinate space before that; snapping and flings
    /// from a scroll target behavior on iOS 17 and later (docs/ios.md, "StretchyUI").
    public struct StretchyHeaderScrollView<Header: View, Content: View>: View {
        private let preset: AdaptivePreset
        private let header: (SessionFrame) -> Header
        private let content: Content
        private var pullTriggerAction: (@MainActor () -> Void)?
        private var recorder: Binding<HeaderTraceRecorder>?
        @State private var driver: SessionDriver
        @State private var shown: SessionFrame

        /// A scroll view showing `content` under a header drawn by `header` and moved by `preset`.
        ///
        /// - Parameters:
        ///   - preset: The header's preset: its heights, collapse, snapping, motion and tracks.
        ///   - header: The header's view for a frame of the scroll.
        ///   - content: The scrolling content, laid out below the expanded header.
        public init(
            preset: HeaderPreset,
            @ViewBuilder header: @escaping (SessionFrame) -> Header,
            @ViewBuilder content: () -> Content
        ) {
            self.preset = AdaptivePreset(preset)
            self.header = header
            self.content = content()
            let driver = SessionDriver(preset: self.preset.standard)
            _driver = State(initialValue: driver)
            _shown = State(initialValue: driver.session.current)
        }

        /// The scroll view, its content below the header's room, and the header over it.
        public var body: some View {
            HeaderScreen(
                preset: preset, header: header, intro: EmptyView(), accessory: { _ in EmptyView() }, content: content,
                padsPage: false, pullTriggerAction: pullTriggerAction, recorder: recorder, driver: driver, shown: $shown,
                jump: ScrollJump())
        }
    }

    extension StretchyHeaderScrollView {
        /// Runs `action` when a pull reaches the preset's `pullTrigger`: once per pull, on the frame
        /// that reaches it (docs/concepts.md, "The pull trigger").
        public func onPullTrigger(perform action: @escaping @MainActor () -> Void) -> Self {
            var copy = self
            copy.pullTriggerAction = action
            return copy
        }

        /// Records every frame of the header as laid out into `recorder`, for `stretchy verify`
        /// (docs/traces.md): one sample per change, and a `rest` sample when the scroll stops.
        public func recordingTrace(into recorder: Binding<HeaderTraceRecorder>) -> Self {
            var copy = self
            copy.recorder = recorder
            return copy
        }
    }
#endif
