/// The preset's tracks evaluated at a frame (docs/tracks.md).
///
/// The frame itself holds only numbers: carrying the tracks in every ``HeaderFrame`` would make
/// copying and destroying a frame reference-counted, which halved ``frame(at:)`` for presets
/// without tracks (Benchmarks/GeometryBench). The frame holds every input a track reads — its
/// progress and its offset — so `layers(in:)` needs nothing else.
extension HeaderPreset {
    /// The values of this preset's tracks in `frame` (a frame of this preset, from ``frame(at:)``,
    /// a simulation or a quick-return tracker).
    public func layers(in frame: HeaderFrame) -> LayerValues {
        LayerValues(
            tracks: tracks, progress: frame.progress,
            pull: TrackInput.pull.value(in: frame), offset: frame.offset)
    }

    /// The values of this preset's tracks at offset `y`: `layers(in: frame(at: y))`.
    public func layers(at y: Double) -> LayerValues {
        layers(in: frame(at: y))
    }
}
