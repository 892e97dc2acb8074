#if canImport(SwiftUI) || canImport(UIKit)
    import HeaderGeometry

    /// One scroll view's `ScrollSession` on a monotonic clock: what the SwiftUI view and the UIKit
    /// controller share. The behaviour is the session's (docs/ios.md, "A scroll session"); this only
    /// supplies the time and turns a scroll view's projected rest into a release.
    @MainActor
    final class SessionDriver {
        private(set) var session: ScrollSession
        private let start = ContinuousClock.now

        init(preset: HeaderPreset, context: ScreenContext = .none) {
            session = ScrollSession(preset: preset, context: context)
        }

        /// Seconds since the driver was made.
        var now: Double {
            let elapsed = ContinuousClock.now - start
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        }

        /// Starts over at the current offset when the app hands in another preset or the screen
        /// changes (a rotation, another safe area: docs/screen.md#the-context).
        func adopt(_ preset: HeaderPreset, context: ScreenContext? = nil) {
            let context = context ?? session.context
            guard preset != session.preset || context != session.context else { return }
            session = ScrollSession(preset: preset, offset: session.offset, context: context)
        }

        /// The user switches to a page whose saved offset is `saved`: the frame at the offset the
        /// new page shows at (docs/screen.md#pages).
        @discardableResult
        func switchPage(saved: Double) -> SessionFrame {
            session.switchPage(saved: saved, at: now)
        }

        @discardableResult
        func touchDown() -> SessionFrame {
            session.touchDown(at: now)
        }

        @discardableResult
        func scrolled(to offset: Double) -> SessionFrame {
            session.scrolled(to: offset, at: now)
        }

        /// A release the scroll view describes by where it would stop on its own (`projected`,
        /// an offset): the velocity is what travels that far under the session's deceleration. While
        /// a finger is down the session releases; otherwise (a size change, or a system that does not
        /// say when a finger lifts) the preset's rest for that velocity is returned and nothing moves.
        func release(projected: Double) -> RestDecision {
            let factor = session.parameters.deceleration.projectionFactor
            let velocity = factor > 0 ? (projected - session.offset) / factor : 0
            if session.phase == .dragging {
                return session.release(velocity: .pointsPerSecond(velocity), at: now)
            }
            return session.preset.restDecision(after: session.offset, velocity: velocity, parameters: session.parameters)
        }

        /// A release at `velocity`, as UIKit reports it.
        func release(velocity: ScrollVelocity) -> RestDecision {
            session.release(velocity: velocity, at: now)
        }

        /// The trace phase of the session's current phase (docs/traces.md).
        var tracePhase: TracePhase {
            switch session.phase {
            case .dragging: return .drag
            case .decelerating, .springing: return .coast
            case .idle: return .rest
            }
        }
    }
#endif
