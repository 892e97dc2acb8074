#if canImport(UIKit)
    import HeaderGeometry
    import QuartzCore
    import UIKit

    /// A preset's header over a `UIScrollView`: lays out the header view and its layers, snaps and
    /// flings, fires the pull trigger and records a trace, as the scroll view's delegate forwards its
    /// calls.
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
    /// The header view sits in the scroll view's superview, above the scroll view and below the
    /// status bar; the scroll view's top content inset is the header's room, so its offsets plus the
    /// adjusted inset are the preset's (docs/ios.md, "StretchyUI in UIKit").
    @MainActor
    public final class StretchyHeaderController {
        /// The header's view: laid out to the frame on every scroll.
        public let headerView: UIView
        /// Views inside the header moved by the preset's tracks, by layer name (`"title"`): their
        /// alpha and transform follow the tracks, and a fully transparent one is hidden from VoiceOver.
        public var layerViews: [String: UIView] = [:]
        /// Called once per pull, on the frame that reaches the preset's `pullTrigger`.
        public var onPullTrigger: (@MainActor () -> Void)?
        /// A recorder for `stretchy verify` (docs/traces.md): while set, every laid-out frame, each
        /// release and each rest is recorded into it.
        public var traceRecorder: HeaderTraceRecorder?

        private let driver: SessionDriver
        /// Where the header's top is at rest, in its superview: below the status bar.
        private var restingTop: CGFloat = 0

        /// A controller for `preset`'s header drawn by `headerView`.
        public init(preset: HeaderPreset, headerView: UIView) {
            self.driver = SessionDriver(preset: preset)
            self.headerView = headerView
        }

        /// The preset the header follows; setting it keeps the current offset.
        public var preset: HeaderPreset {
            get { driver.session.preset }
            set { driver.adopt(newValue) }
        }

        /// The last frame laid out.
        public var currentFrame: SessionFrame { driver.session.current }

        /// Makes room for the header at the top of `scrollView`'s content, puts the header view above
        /// the scroll view in its superview, scrolls to the preset's initial offset and lays the
        /// header out. Call it once the scroll view is in its superview (in `viewDidLoad`).
        public func install(in scrollView: UIScrollView) {
            scrollView.contentInset.top = CGFloat(preset.maxHeight)
            headerView.isUserInteractionEnabled = false
            scrollView.superview?.addSubview(headerView)
            scrollView.contentOffset.y = CGFloat(preset.initialOffset) - scrollView.adjustedContentInset.top
            scrollViewDidScroll(scrollView)
        }

        /// Forward the delegate's `scrollViewWillBeginDragging(_:)`: a finger touched down.
        public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            driver.touchDown()
        }

        /// Forward the delegate's `scrollViewDidScroll(_:)`: lays the header and its layers out for
        /// the new offset.
        public func scrollViewDidScroll(_ scrollView: UIScrollView) {
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

        private func offset(of scrollView: UIScrollView) -> Double {
            Double(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        }

        private func layOut(_ shown: SessionFrame, in scrollView: UIScrollView) {
            restingTop = scrollView.frame.minY + scrollView.safeAreaInsets.top
            headerView.frame = CGRect(
                x: scrollView.frame.minX, y: restingTop + CGFloat(shown.frame.translation),
                width: scrollView.bounds.width, height: CGFloat(shown.frame.height))
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
                top: Double(laidOut.minY - restingTop),
                phase: phase, velocity: velocity)
        }
    }
#endif
