#if canImport(SwiftUI)
    import HeaderGeometry
    import SwiftUI

    /// A screen of pages under one header, with a strip pinned beneath it: the profile screens of
    /// X, Instagram and the App Store (docs/screen.md#pages).
    ///
    /// ```swift
    /// @State private var tab = 0
    ///
    /// StretchyHeaderPager(preset: StretchyPresets.profilePinnedTabs, selection: $tab) { shown in
    ///     Image(.banner).resizable().scaledToFill()
    /// } intro: {
    ///     ProfileCard()                      // scrolls away before the strip pins
    /// } accessory: { shown in
    ///     TabStrip(titles: ["Posts", "Replies", "Media"], selection: $tab)
    /// } page: { index in
    ///     PostsList(kind: index)
    /// }
    /// ```
    ///
    /// The preset's `accessory` says how tall the strip is, how much of the content lies between the
    /// header and the strip (the `intro`, laid out at that height) and whether the strip pins, scrolls
    /// away or returns quickly. Each page keeps its own offset: when `selection` changes, the new
    /// page shows where `HeaderPreset.switchOffset(from:saved:)` says, so the header does not jump,
    /// and a page shorter than `HeaderPreset.minimumPageHeight(in:)` is padded so that the header can
    /// still collapse on it. A preset without an accessory shows the pages without a strip.
    public struct StretchyHeaderPager<Header: View, Intro: View, Accessory: View, Page: View>: View {
        private let preset: AdaptivePreset
        @Binding private var selection: Int
        private let header: (SessionFrame) -> Header
        private let intro: Intro
        private let accessory: (SessionFrame) -> Accessory
        private let page: (Int) -> Page
        private var pullTriggerAction: (@MainActor () -> Void)?
        private var recorder: Binding<HeaderTraceRecorder>?
        @State private var driver: SessionDriver
        @State private var shown: SessionFrame
        @State private var saved: [Int: Double] = [:]
        @State private var shownPage: Int
        @State private var jump = ScrollJump()

        /// Pages under `preset`'s header, the one shown chosen by `selection`.
        ///
        /// - Parameters:
        ///   - preset: The header's preset, with its `accessory` for the strip.
        ///   - selection: The index of the page shown; the strip usually sets it.
        ///   - header: The header's view for a frame of the scroll.
        ///   - intro: The content between the header and the strip, laid out `accessory.offset` tall.
        ///   - accessory: The strip for a frame of the scroll: tabs, a segmented control.
        ///   - page: The content of the page at an index.
        public init(
            preset: HeaderPreset,
            selection: Binding<Int>,
            @ViewBuilder header: @escaping (SessionFrame) -> Header,
            @ViewBuilder intro: () -> Intro,
            @ViewBuilder accessory: @escaping (SessionFrame) -> Accessory,
            @ViewBuilder page: @escaping (Int) -> Page
        ) {
            self.preset = AdaptivePreset(preset)
            self._selection = selection
            self.header = header
            self.intro = intro()
            self.accessory = accessory
            self.page = page
            let driver = SessionDriver(preset: self.preset.standard)
            _driver = State(initialValue: driver)
            _shown = State(initialValue: driver.session.current)
            _shownPage = State(initialValue: selection.wrappedValue)
        }

        /// The shared header, the strip, and the selected page.
        public var body: some View {
            HeaderScreen(
                preset: preset, header: header, intro: intro, accessory: accessory, content: page(shownPage),
                padsPage: true, pullTriggerAction: pullTriggerAction, recorder: recorder, driver: driver, shown: $shown,
                jump: jump
            )
            .modifier(OnChange(of: selection) { switchPage(to: selection) })
        }

        /// Saves the page's offset, and shows the new page where the preset says.
        private func switchPage(to index: Int) {
            guard index != shownPage else { return }
            saved[shownPage] = driver.session.offset
            let frame = driver.switchPage(saved: saved[index] ?? 0)
            shown = frame
            shownPage = index
            jump = ScrollJump(id: jump.id + 1, offset: frame.offset)
        }
    }

    extension StretchyHeaderPager {
        /// Runs `action` when a pull reaches the preset's `pullTrigger`: once per pull.
        public func onPullTrigger(perform action: @escaping @MainActor () -> Void) -> Self {
            var copy = self
            copy.pullTriggerAction = action
            return copy
        }

        /// Records every frame of the header as laid out into `recorder`, for `stretchy verify`.
        public func recordingTrace(into recorder: Binding<HeaderTraceRecorder>) -> Self {
            var copy = self
            copy.recorder = recorder
            return copy
        }
    }
#endif
