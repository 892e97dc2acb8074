import HeaderGeometry

/// What a key of the format holds: enough for a JSON Schema, a shell completion or a studio's
/// control to be made from it.
public enum FormatValueType: Hashable, Sendable {
    /// The preset's name (docs/format.md#preset-keys).
    case name
    /// Text of at most `maxLength` Unicode scalars.
    case text(maxLength: Int)
    /// A number in `range`; with `positive`, also more than 0. `unit` is what it counts, if anything.
    case number(range: ClosedRange<Double>, positive: Bool, unit: String?)
    /// A number in `range`, or `null` for none (`pullTrigger`).
    case numberOrNull(range: ClosedRange<Double>, unit: String?)
    /// A list of at most `maxCount` numbers, each in `range`.
    case numbers(range: ClosedRange<Double>, maxCount: Int)
    /// One of `names`.
    case choice([String])
    /// One of `names`, or a number in `range`.
    case choiceOrNumber([String], range: ClosedRange<Double>)
    /// `true` or `false`.
    case boolean
    /// An object of further keys (`shadow`, `snap`, `motion`).
    case object
    /// The tracks, or a part of one track (docs/tracks.md).
    case tracks
}
