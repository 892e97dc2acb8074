/// One row of `stretchy list`: a live preset's name, summary and the numbers that tell presets
/// apart at a glance, read straight from the database.
///
/// The text is UTF-8 as stored (the store's rules keep it valid). The store refills one listing
/// for every row, so a caller that keeps none of them costs no allocation per row; one that keeps
/// a listing keeps a copy of its own.
public struct PresetListing: Sendable {
    /// The name.
    public internal(set) var name: [UInt8] = []
    /// The summary, whole.
    public internal(set) var summary: [UInt8] = []
    /// `minHeight`.
    public internal(set) var minHeight: Double = 0
    /// `maxHeight`.
    public internal(set) var maxHeight: Double = 0
    /// `collapse`: `shrink` or `scroll`.
    public internal(set) var collapse: [UInt8] = []
    /// `damping`.
    public internal(set) var damping: Double = 0
    /// `snap.mode`: `disabled`, `immediately` or `afterFinishAccelerating`.
    public internal(set) var snapMode: [UInt8] = []
    /// `snap.positions` in increasing order; empty when there are none.
    public internal(set) var snapPositions: [Double] = []

    /// An empty listing; the store fills it.
    init() {}
}
