/// Parallax for the header's background.
extension HeaderPreset {
    /// The top of the header's background relative to the header's top, in points, in `frame`
    /// with parallax factor `p` (`0...1`).
    ///
    /// With `c = progress × E` the collapse so far (`min(y, E)` for an offset `y > 0`, `0` during
    /// a pull):
    /// - `shrink` (the header's top stays put): `-p c`. The background drifts up at `p` times the
    ///   content's speed: `0` stays with the header, `1` moves with the content. Flutter's
    ///   `FlexibleSpaceBar` with `CollapseMode.parallax` is `p = 0.25`.
    /// - `scroll` (the header moves up with the content): `+p c`. The background lags behind the
    ///   header, moving at `1 - p` times its speed: `0` stays with the header, `1` stays still on
    ///   the screen. Android's `CollapsingToolbarLayout` parallax multiplier is this `p`
    ///   (default 0.5).
    ///
    /// In both modes `0` means no parallax, and the background's on-screen speed lies between
    /// still (`0`) and the content's (`1`). Once collapsed (or when `E = 0`) it no longer moves.
    public func backgroundOffset(in frame: HeaderFrame, parallax p: Double) -> Double {
        let collapsed = frame.progress * max(collapseRange, 0)
        guard p != 0, collapsed.isFinite, p.isFinite else { return 0 }
        switch collapse {
        case .shrink: return -p * collapsed
        case .scroll: return p * collapsed
        }
    }
}
