import HeaderGeometry

/// The accessory strip from samples that carry `accessoryTop` (docs/traces.md#fit): its
/// offset `a` and its behavior, from `natural = maxHeight + a - offset` and the header's visible
/// bottom (docs/screen.md#the-accessory). Its height does not show in its top edge and is never
/// fitted.
enum AccessoryFit {
    /// The fewest samples on one line of the formulas that determine a key.
    static let fewest = 3

    /// Fits `accessory.offset` and `accessory.behavior` from `points` (those with an
    /// `accessoryTop`) into `fit`, given `maxHeight`; the strip's height is `height` when the
    /// user gave it, else `0` and a gap.
    static func fit(_ points: [FitPoint], height: Double?, into fit: inout PresetFit) {
        guard !points.isEmpty else { return }
        let maxHeight = fit.preset.maxHeight
        var strip = HeaderAccessory(height: height ?? 0)
        if height == nil {
            fit.gaps.append(
                FitGap(
                    key: "accessory.height",
                    reason: "the strip's height does not show in its top edge; --create takes it from --accessory-height"))
        }
        // Wherever the strip rides with the content, accessoryTop + offset - maxHeight is a; past
        // the pin a pinned strip's values spread out with the offset, so the value most samples
        // share is a.
        let candidates = points.compactMap { point in point.accessoryTop.map { $0 + point.offset - maxHeight } }
        let densest = HeaderFit.densest(candidates, width: HeaderFit.noise) ?? 0
        let near = candidates.filter { abs($0 - densest) <= HeaderFit.noise }
        guard near.count >= fewest, let offset = HeaderFit.median(near) else {
            let reason = "the strip never follows the content (accessoryTop + offset - maxHeight agree in no \(fewest) samples)"
            fit.gaps.append(FitGap(key: "accessory.offset", reason: reason))
            fit.gaps.append(FitGap(key: "accessory.behavior", reason: reason))
            fit.accessory = strip
            return
        }
        strip.offset = min(max(HeaderFit.rounded(offset, to: 100), 0), HeaderAccessory.offsetLimit)
        fit.determined.append("accessory.offset")
        if let behavior = behavior(points, maxHeight: maxHeight, offset: strip.offset) {
            strip.behavior = behavior
            fit.determined.append("accessory.behavior")
        } else {
            fit.gaps.append(FitGap(key: "accessory.behavior", reason: behaviorGap(points, maxHeight: maxHeight, offset: strip.offset)))
        }
        fit.accessory = strip
    }

    /// The behavior the samples past the pin show, where the strip's place in the content
    /// (`natural`) lies above the header's visible bottom and the three behaviors part: `pinned`
    /// keeps the strip at the visible bottom, `scroll` at `natural`, `quickReturn` between the
    /// two (hidden under the header, or coming back on a reverse scroll). `nil` when no sample
    /// is past the pin or the samples agree with none.
    static func behavior(_ points: [FitPoint], maxHeight: Double, offset: Double) -> AccessoryBehavior? {
        var atVisible = 0, atNatural = 0, between = 0, elsewhere = 0
        for point in points {
            guard let top = point.accessoryTop else { continue }
            let natural = maxHeight + offset - point.offset
            guard natural < point.visible - HeaderFit.noise else { continue }
            if abs(top - point.visible) <= HeaderFit.noise {
                atVisible += 1
            } else if abs(top - natural) <= HeaderFit.noise {
                atNatural += 1
            } else if top > natural, top < point.visible {
                between += 1
            } else {
                elsewhere += 1
            }
        }
        let past = atVisible + atNatural + between + elsewhere
        // A twentieth of stray samples is forgiven, as elsewhere in the fit.
        let most = past - past / 20
        guard past >= fewest else { return nil }
        if atVisible >= most { return .pinned }
        if atNatural >= most { return .scroll }
        if between >= fewest, atVisible + atNatural + between >= most, elsewhere <= past / 20 { return .quickReturn }
        return nil
    }

    /// Why the behavior is not determined.
    static func behaviorGap(_ points: [FitPoint], maxHeight: Double, offset: Double) -> String {
        let past = points.contains { point in maxHeight + offset - point.offset < point.visible - HeaderFit.noise }
        return past
            ? "past the pin the strip stays neither at the header's bottom, nor with the content, nor between them"
            : "the trace never scrolls past where the strip meets the header, where the behaviors part"
    }
}
