/// The screen around the header (docs/screen.md): the safe area, the accessory's pin offset, and
/// the pages under one shared header.
extension HeaderPreset {
    /// `H'`: the header's height at rest on the screen of `context`, `maxHeight + s` for
    /// ``SafeAreaPlacement/added``, else `maxHeight`.
    @inlinable
    public func expandedHeight(in context: ScreenContext) -> Double {
        safeArea == .added ? maxHeight + context.safeAreaTop : maxHeight
    }

    /// `h'`: the height the header collapses to on the screen of `context`, `minHeight + s` for
    /// ``SafeAreaPlacement/added``, else `minHeight`.
    @inlinable
    public func collapsedHeight(in context: ScreenContext) -> Double {
        safeArea == .added ? minHeight + context.safeAreaTop : minHeight
    }

    /// The pin offset `P = E + a`: the offset from which a pinned accessory sits right under the
    /// collapsed header (`a` is `0` without an accessory, so `P` is then `E`).
    @inlinable
    public var pinOffset: Double { collapseRange + (accessory?.offset ?? 0) }

    /// The offset a page is shown at when the user switches to it from a page at offset `current`
    /// (`yA`), the new page's saved offset being `saved` (`yB`): `yA` while the header is not yet
    /// pinned (`yA < P`: every page shows it the same), else `max(yB, P)` (each page keeps its
    /// place, and the header does not jump).
    @inlinable
    public func switchOffset(from current: Double, saved: Double) -> Double {
        let pin = pinOffset
        return current < pin ? current : max(saved, pin)
    }

    /// The content a page needs for the header to collapse fully on it, `V - h' - t` points (`V`
    /// the context's viewport height, else `motion.viewportHeight`; `t` the accessory's height,
    /// `0` without one), and never less than `0`. Shorter pages are padded to it.
    @inlinable
    public func minimumPageHeight(in context: ScreenContext = .none) -> Double {
        let viewport = context.viewportHeight ?? motion.viewportHeight
        return max(0, viewport - collapsedHeight(in: context) - (accessory?.height ?? 0))
    }

    /// The accessory's top in viewport coordinates without history (as `eval` writes it), for a
    /// frame whose header bottom is `visible` and whose rest height is `expanded`; `nil` without
    /// an accessory.
    @inlinable
    func accessoryPlacement(at y: Double, visible: Double, expanded: Double) -> (top: Double, pinned: Bool)? {
        guard let accessory else { return nil }
        let natural = expanded + accessory.offset - y
        switch accessory.behavior {
        case .pinned: return (max(visible, natural), y >= pinOffset)
        case .scroll, .quickReturn: return (natural, false)
        }
    }
}
