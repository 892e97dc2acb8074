/// Which snap offset a release settles on (docs/format.md#snap-policy).
public enum SnapPolicy: String, CaseIterable, Hashable, Sendable, Codable {
    /// The snap offset nearest to the point that settles (a tie goes to the more collapsed one).
    case nearest
    /// The release's direction picks: moving into the content, the first snap offset at or past
    /// the point; moving back, the last one at or before it; standing still, the nearest
    /// (Flutter's floating snap, which follows the last drag).
    case direction
}
