/// Where a header sits against the status bar (docs/screen.md#the-safe-area).
public enum SafeAreaPlacement: String, CaseIterable, Hashable, Sendable {
    /// Under the status bar, which stays outside the header: the meaning every preset had before
    /// the key existed, and the default.
    case below
    /// From the screen's top edge, the status bar drawn over it; `minHeight` and `maxHeight`
    /// include the inset.
    case included
    /// From the screen's top edge too, but the heights are measured below the inset: the frame
    /// uses `H' = H + s` and `h' = h + s`, so one preset fits every phone.
    case added

    /// The placement of a preset without the key.
    public static let `default` = SafeAreaPlacement.below
}
