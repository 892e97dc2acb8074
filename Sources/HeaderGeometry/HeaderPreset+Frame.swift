/// The header's frame at a scroll offset: docs/concepts.md#the-frame-in-one-table.
extension HeaderPreset {
    /// The header's frame at offset `y` (`0` at rest, `> 0` scrolled, `< 0` pulled).
    ///
    /// A NaN offset is taken as `0` and infinite ones as the largest finite offsets, so the frame
    /// never holds NaN.
    // Inlinable: an app calls it every scroll frame from its own module, and a cross-module call
    // that returns the frame through memory halved its speed (Benchmarks/GeometryBench).
    @inlinable
    public func frame(at y: Double) -> HeaderFrame {
        frame(at: y, in: ScreenContext())
    }

    /// The header's frame at offset `y` on the screen of `context` (docs/screen.md): with
    /// ``SafeAreaPlacement/added`` the heights are `H' = maxHeight + s` and `h' = minHeight + s`,
    /// and with an accessory the frame carries its top and whether it is pinned.
    @inlinable
    public func frame(at y: Double, in context: ScreenContext) -> HeaderFrame {
        let y = HeaderPreset.sanitized(y)
        let range = collapseRange
        let expanded = expandedHeight(in: context), collapsed = collapsedHeight(in: context)
        let height: Double
        let translation: Double
        let progress: Double
        if y <= 0 {
            height = expanded + (1 - damping) * -y
            translation = 0
            progress = 0
        } else {
            progress = range > 0 ? min(y / range, 1) : 1
            switch collapse {
            case .shrink:
                height = max(collapsed, expanded - y)
                translation = 0
            case .scroll:
                height = expanded
                translation = -min(y, range)
            }
        }
        var shadowRadius = 0.0
        if let shadow, height + translation < shadow.threshold {
            shadowRadius = shadow.radius
        }
        var frame = HeaderFrame(
            offset: y, height: height, translation: translation,
            progress: progress, shadowRadius: shadowRadius, contentTop: expanded - y,
            triggered: isTriggered(at: y))
        if let placement = accessoryPlacement(at: y, visible: height + translation, expanded: expanded) {
            frame.accessoryTop = placement.top
            frame.pinned = placement.pinned
        }
        return frame
    }

    /// Whether a pull to `y` reaches ``pullTrigger``: `-y >= pullTrigger`; `false` without one.
    @inlinable
    public func isTriggered(at y: Double) -> Bool {
        guard let pullTrigger else { return false }
        return -y >= pullTrigger
    }

    /// `y` with NaN taken as `0` and infinities clamped to the largest finite values.
    @usableFromInline
    static func sanitized(_ y: Double) -> Double {
        if y.isNaN { return 0 }
        return min(max(y, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
    }
}
