/// Which layers a trace's check compared with the preset's tracks and which it could not
/// (docs/traces.md#what-is-checked): a tracked layer the trace never recorded was not checked,
/// and a recorded layer the preset has no track for was only compared with resting values.
public struct TraceLayerCoverage: Hashable, Sendable {
    /// A recorded layer the preset has no track for, with the closest tracked layer's name when
    /// it looks like a typo of it.
    public struct Untracked: Hashable, Sendable {
        /// The layer's name as recorded.
        public var layer: String
        /// The tracked layer it is probably a typo of.
        public var suggestion: String?

        /// An untracked layer, with a suggestion or none.
        public init(layer: String, suggestion: String? = nil) {
            self.layer = layer
            self.suggestion = suggestion
        }
    }

    /// The most layer names a check keeps: twice as many as a preset can have tracks.
    public static let recordedLimit = 2 * ContentTrack.maximumTrackCount

    /// Recorded layers the preset has tracks for, in byte order.
    public var checked: [String]
    /// Tracked layers never recorded, in byte order.
    public var notRecorded: [String]
    /// Recorded layers with no track, in byte order.
    public var untracked: [Untracked]
    /// Whether the trace recorded more layer names than ``recordedLimit``, which are not listed.
    public var moreRecorded: Bool

    /// The coverage of `tracked` layers by the `recorded` ones (more of them than listed when
    /// `moreRecorded`).
    public init(tracked: some Sequence<String>, recorded: some Sequence<String>, moreRecorded: Bool = false) {
        let tracked = Set(tracked), recorded = Set(recorded)
        func ordered(_ names: Set<String>) -> [String] { names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
        let trackedNames = ordered(tracked)
        checked = ordered(tracked.intersection(recorded))
        notRecorded = ordered(tracked.subtracting(recorded))
        untracked = ordered(recorded.subtracting(tracked)).map {
            Untracked(layer: $0, suggestion: NameSuggestion.closest(to: $0, among: trackedNames))
        }
        self.moreRecorded = moreRecorded
    }
}
