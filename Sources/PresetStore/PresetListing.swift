/// One row of `stretchy list`: a live preset's name, summary and the numbers that tell presets
/// apart at a glance, read straight from the database. The text is UTF-8 valid only during the
/// call that hands it out.
public struct PresetListing {
    /// The name.
    public var name: UnsafeBufferPointer<UInt8>
    /// The summary, whole.
    public var summary: UnsafeBufferPointer<UInt8>
    /// `minHeight`.
    public var minHeight: Double
    /// `maxHeight`.
    public var maxHeight: Double
    /// `collapse`: `shrink` or `scroll`.
    public var collapse: UnsafeBufferPointer<UInt8>
    /// `damping`.
    public var damping: Double
    /// `snap.mode`: `disabled`, `immediately` or `afterFinishAccelerating`.
    public var snapMode: UnsafeBufferPointer<UInt8>
    /// `snap.positions` in increasing order; empty when there are none.
    public var snapPositions: UnsafeBufferPointer<Double>
}
