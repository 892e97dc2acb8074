#if canImport(UIKit)
    import HeaderGeometry
    import QuartzCore
    import UIKit

    /// A preset's header over `UIScrollView`s: lays out the header view, its layers, the content
    /// between the header and a strip, and the strip; snaps and flings, fires the pull trigger, keeps
    /// each page's place and records a trace, as the scroll views' delegate forwards its calls.
    ///
    /// ```swift
    /// final class TrailsViewController: UITableViewController {
    ///     lazy var header = StretchyHeaderController(preset: StretchyPresets.stickyUtah,
    ///                                                headerView: UIImageView(image: .mountains))
    ///
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         header.install(in: tableView)
    ///         header.onPullTrigger = { [weak self] in self?.reload() }
    ///     }
    ///     override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    ///         header.scrollViewDidScroll(scrollView)
    ///     }
    ///     // … and scrollViewWillBeginDragging, scrollViewWillEndDragging and
    ///     // scrollViewDidEndDecelerating the same way.
    /// }
    /// ```
    ///
    /// The header view sits in the scroll view's superview, above the scroll view: below the status
    /// bar for a preset whose `safeArea` is `below`, from the screen's top edge for `included` and
    /// `added` (docs/screen.md). The scroll view's top content inset is the header's room (with the
    /// intro's and the strip's), so its offset plus that inset is the preset's offset.
    @MainActor
    public final class StretchyHeaderController {
        /// The header's view: laid out to the frame on every scroll.
        public let headerView: UIView
        /// Views inside the header moved by the preset's tracks, by layer name (`"title"`): their
        /// alpha and transform follow the tracks, and a fully transparent one is hidden from VoiceOver.
        public var layerViews: [String: UIView] = [:]
        /// The content between the header and the strip (a profile's bio), `accessory.offset` tall:
        /// it scrolls with the content.
        public var introView: UIView?
        /// The strip under the header (tabs, a segmented control), laid out at the frame's
        /// `accessoryTop`, `accessory.height` tall.
        public var accessoryView: UIView?
        /// Called once per pull, on the frame that reaches the preset's `pullTrigger`.
        public var onPullTrigger: (@MainActor () -> Void)?
        /// A recorder for `stretchy verify` (docs/traces.md): while set, every laid-out frame, each
        /// release and each rest is recorded into it.
        public var traceRecorder: HeaderTraceRecorder?

        private let driver: SessionDriver
        /// Where the header's top is at rest, in its superview.
        private var restingTop: CGFloat = 0

        /// A controller for `preset`'s header drawn by `headerView`.
        public init(preset: HeaderPreset, headerView: UIView) {
            self.driver = SessionDriver(preset: preset)
            self.basePreset = preset
            self.headerView = headerView
        }

        /// The preset the header follows; setting it keeps the current offset.
        public var preset: HeaderPreset {
            get { basePreset }
            set {
                basePreset = newValue
                driver.adopt(newValue)
            }
        }
        /// The preset as given, before the user's text size grows it.
        private var basePreset: HeaderPreset

        /// The last frame laid out.
        public var currentFrame: SessionFrame { driver.session.current }

        /// Makes room for the header (and the intro and the strip) at the top of `scrollView`'s
        /// content, puts the header, intro and strip views above the scroll view in its superview,
        /// scrolls to the preset's initial offset and lays them out. Call it once the scroll view is
        /// in its superview (in `viewDidLoad`), and once for each page's scroll view.
        public func install(in scrollView: UIScrollView) {
            let layout = self.layout(for: scrollView)
            // The room is measured from the screen's top edge: the scroll view's own safe-area
            // adjustment would count the status bar twice.
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.contentInset.top = CGFloat(layout.headerRoom + layout.introHeight + layout.accessoryRoom)
            headerView.isUserInteractionEnabled = false
            for view in [introView, headerView, accessoryView].compactMap({ $0 }) where view.superview == nil {
                scrollView.superview?.addSubview(view)
            }
            scrollView.contentOffset.y = CGFloat(preset.initialOffset) - scrollView.adjustedContentInset.top
            padPage(scrollView, layout: layout)
            scrollViewDidScroll(scrollView)
        }

        /// Shows the page of `next` in place of the page of `current` (a tab was chosen): `next` is
        /// scrolled to where `HeaderPreset.switchOffset(from:saved:)` says from its own saved offset,
        /// so the header does not jump, and padded when it is shorter than a page must be. Hide
        /// `current` and show `next` yourself.
        public func switchPage(from current: UIScrollView, to next: UIScrollView) {
            let saved = offset(of: next)
            driver.adopt(layout(for: current).preset, context: layout(for: current).context)
            _ = driver.scrolled(to: offset(of: current))
            let shown = driver.switchPage(saved: saved)
            next.contentOffset.y = CGFloat(shown.offset) - next.adjustedContentInset.top
            padPage(next, layout: layout(for: next))
            layOut(shown, in: next)
        }

        /// Forward the delegate's `scrollViewWillBeginDragging(_:)`: a finger touched down.
        public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            driver.touchDown()
        }

        /// Forward the delegate's `scrollViewDidScroll(_:)`: lays the header, its layers, the intro
        /// and the strip out for the new offset.
        public func scrollViewDidScroll(_ scrollView: UIScrollView) {
            driver.adopt(layout(for: scrollView).preset, context: layout(for: scrollView).context)
            let shown = driver.scrolled(to: offset(of: scrollView))
            layOut(shown, in: scrollView)
            if shown.triggerFired { onPullTrigger?() }
            record(shown, phase: scrollView.isTracking ? .drag : .coast)
        }

        /// Forward the delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`:
        /// the scroll comes to rest where the preset says. UIKit's velocity is in points per
        /// millisecond.
        public func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            let release = ScrollVelocity.pointsPerMillisecond(Double(velocity.y))
            record(driver.session.current, phase: .release, velocity: release.pointsPerSecond)
            let decision = driver.release(velocity: release)
            targetContentOffset.pointee.y = CGFloat(decision.rest) - scrollView.adjustedContentInset.top
        }

        /// Forward the delegate's `scrollViewDidEndDecelerating(_:)`: the scroll is at rest.
        public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            record(driver.session.current, phase: .rest)
        }

        /// Forward the delegate's `scrollViewDidEndDragging(_:willDecelerate:)`: a release without
        /// deceleration is at rest at once.
        public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            if !decelerate { record(driver.session.current, phase: .rest) }
        }

        private func layout(for scrollView: UIScrollView) -> ScreenLayout {
            let context = ScreenContext(
                safeAreaTop: Double(scrollView.safeAreaInsets.top), viewportHeight: Double(scrollView.bounds.height))
            return ScreenLayout(preset: sized(for: scrollView), context: context)
        }

        /// The preset at the user's text size (one with `dynamicType` grows with it), as it is with
        /// the system's Reduce Motion on when that is on (docs/accessibility.md#in-the-exports).
        private func sized(for scrollView: UIScrollView) -> HeaderPreset {
            let preset = UIAccessibility.isReduceMotionEnabled ? basePreset.reducedMotionVariant : basePreset
            return preset.sized(for: TextSize(scrollView.traitCollection.preferredContentSizeCategory))
        }

        private func offset(of scrollView: UIScrollView) -> Double {
            Double(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        }

        /// A page shorter than the least a page needs gets the difference as bottom inset.
        private func padPage(_ scrollView: UIScrollView, layout: ScreenLayout) {
            scrollView.contentInset.bottom = max(0, CGFloat(layout.minimumPageHeight) - scrollView.contentSize.height)
        }

        private func layOut(_ shown: SessionFrame, in scrollView: UIScrollView) {
            let layout = self.layout(for: scrollView)
            let origin = scrollView.frame.minY + CGFloat(layout.origin)
            let width = scrollView.bounds.width
            restingTop = origin
            headerView.frame = CGRect(
                x: scrollView.frame.minX, y: origin + CGFloat(shown.frame.translation), width: width,
                height: CGFloat(shown.frame.height))
            introView?.frame = CGRect(
                x: scrollView.frame.minX, y: origin + CGFloat(layout.headerRoom - layout.origin - shown.offset),
                width: width, height: CGFloat(layout.introHeight))
            if let accessoryView, let top = shown.frame.accessoryTop {
                accessoryView.frame = CGRect(
                    x: scrollView.frame.minX, y: origin + CGFloat(top), width: width, height: CGFloat(layout.accessoryRoom))
            }
            for (layer, view) in layerViews {
                let look = shown.layers[layer]
                view.alpha = CGFloat(look.opacity)
                view.transform = CGAffineTransform(translationX: CGFloat(look.translateX), y: CGFloat(look.translateY))
                    .scaledBy(x: CGFloat(look.scale), y: CGFloat(look.scale))
                view.accessibilityElementsHidden = look.opacity <= 0
            }
        }

        private func record(_ shown: SessionFrame, phase: TracePhase, velocity: Double? = nil) {
            guard traceRecorder != nil else { return }
            // What is on screen, measured from the header's place at rest (docs/traces.md).
            let laidOut = headerView.frame
            traceRecorder?.record(
                time: CACurrentMediaTime(), offset: shown.offset, height: Double(laidOut.height),
                top: Double(laidOut.minY - restingTop), phase: phase, velocity: velocity)
        }
    }
#endif
