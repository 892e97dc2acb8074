#if canImport(SwiftUI)
    import HeaderGeometry
    import SwiftUI

    /// A programmatic scroll a screen asks for: to `offset`, once for each new `id`.
    struct ScrollJump: Equatable {
        var id = 0
        var offset = 0.0
    }

    /// What ``StretchyHeaderScrollView`` and ``StretchyHeaderPager`` share: a scroll view under the
    /// top safe area, the header's room, the content between the header and the strip, the strip's
    /// room and the page; the header and the strip over it, placed by the session's frame.
    struct HeaderScreen<Header: View, Intro: View, Accessory: View, Content: View>: View {
        let preset: HeaderPreset
        let header: (SessionFrame) -> Header
        let intro: Intro
        let accessory: (SessionFrame) -> Accessory
        let content: Content
        /// Whether the content is a page, padded to ``ScreenLayout/minimumPageHeight``.
        let padsPage: Bool
        let pullTriggerAction: (@MainActor () -> Void)?
        let recorder: Binding<HeaderTraceRecorder>?
        let driver: SessionDriver
        @Binding var shown: SessionFrame
        let jump: ScrollJump
        /// The user's text size: a preset with `dynamicType` grows with it
        /// (docs/accessibility.md#dynamic-type).
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize
        /// The system's Reduce Motion: a preset with `reducedMotion` switches to its variant
        /// (docs/accessibility.md#in-the-exports).
        @Environment(\.accessibilityReduceMotion) private var reduceMotion

        var body: some View {
            let preset = (reduceMotion ? self.preset.reducedMotionVariant : self.preset).sized(for: TextSize(dynamicTypeSize))
            GeometryReader { screen in
                let statusBar = Double(screen.safeAreaInsets.top)
                let context = ScreenContext(safeAreaTop: statusBar, viewportHeight: Double(screen.size.height) + statusBar)
                let layout = ScreenLayout(preset: preset, context: context)
                ScrollViewReader { reader in
                    ScrollView {
                        VStack(spacing: 0) {
                            ContentTopMarker(height: layout.headerRoom)
                            intro.frame(height: CGFloat(layout.introHeight)).clipped()
                            Color.clear.frame(height: CGFloat(layout.accessoryRoom))
                            content.frame(minHeight: padsPage ? CGFloat(layout.minimumPageHeight) : nil, alignment: .top)
                        }
                        .background(alignment: .top) {
                            // Where a page switch scrolls to: its top is `jump.offset` into the content.
                            Color.clear.frame(height: 1).id(ScrollJump.marker).padding(.top, CGFloat(max(0, jump.offset)))
                        }
                    }
                    .coordinateSpace(name: StretchyCoordinateSpace.scroll)
                    .modifier(
                        ScrollOffsetTracking(
                            onTouchDown: { touchDown(preset, context) }, onOffset: { follow($0, preset, context) },
                            onRest: rest)
                    )
                    .modifier(PresetSnapping.Modifier(driver: driver))
                    .modifier(OnChange(of: jump) { reader.scrollTo(ScrollJump.marker, anchor: .top) })
                    .overlay(alignment: .top) {
                        header(shown)
                            .frame(maxWidth: .infinity)
                            .frame(height: CGFloat(shown.frame.height))
                            .clipped()
                            .shadow(radius: CGFloat(shown.frame.shadowRadius))
                            .offset(y: CGFloat(layout.origin + shown.frame.translation))
                            .allowsHitTesting(false)
                            .onGeometryChange(for: CGRect.self) { proxy in
                                proxy.frame(in: CoordinateSpace.named(StretchyCoordinateSpace.scroll))
                            } action: { laidOut in
                                record(laidOut, origin: layout.origin)
                            }
                    }
                    .overlay(alignment: .top) {
                        if let top = shown.frame.accessoryTop {
                            accessory(shown)
                                .frame(maxWidth: .infinity)
                                .frame(height: CGFloat(layout.accessoryRoom))
                                .offset(y: CGFloat(layout.origin + top))
                        }
                    }
                    // The scroll view runs under the status bar with no inset of its own, so its
                    // offsets are the preset's and a snap target needs no correction; where the
                    // header sits against the status bar is laid out here (docs/screen.md).
                    .ignoresSafeArea(edges: .top)
                }
            }
        }

        private func touchDown(_ preset: HeaderPreset, _ context: ScreenContext) {
            driver.adopt(preset, context: context)
            shown = driver.touchDown()
        }

        private func follow(_ offset: Double, _ preset: HeaderPreset, _ context: ScreenContext) {
            driver.adopt(preset, context: context)
            let frame = driver.scrolled(to: offset)
            shown = frame
            if frame.triggerFired, let pullTriggerAction { pullTriggerAction() }
        }

        private func rest() {
            guard let recorder else { return }
            recorder.wrappedValue.record(shown.frame, time: driver.now, phase: .rest)
        }

        /// One trace sample of the header as laid out (docs/traces.md): the box SwiftUI placed, not
        /// the frame it was asked for, so that `stretchy verify` sees what the user saw.
        private func record(_ laidOut: CGRect, origin: Double) {
            guard let recorder else { return }
            recorder.wrappedValue.record(
                time: driver.now, offset: shown.offset, height: Double(laidOut.height),
                top: Double(laidOut.minY) - origin, phase: driver.tracePhase)
        }
    }

    extension ScrollJump {
        /// The identity of the view a page switch scrolls to.
        static let marker = "stretchy.page-switch"
    }

    /// `onChange(of:)` where each system has it: with the old and new value on iOS 17, the new one
    /// before.
    struct OnChange<Value: Equatable>: ViewModifier {
        let value: Value
        let action: @MainActor () -> Void

        init(of value: Value, perform action: @escaping @MainActor () -> Void) {
            self.value = value
            self.action = action
        }

        @ViewBuilder
        func body(content: Content) -> some View {
            if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
                content.onChange(of: value) { _, _ in action() }
            } else {
                content.onChange(of: value) { _ in action() }
            }
        }
    }
#endif
