import HeaderGeometry
import ValueText

/// Finds the preset that explains recorded samples (docs/traces.md#fit): the formulas of
/// docs/concepts.md#the-frame-in-one-table solved for their parameters, with no general-purpose
/// optimizer.
///
/// - `maxHeight` and `damping`: a least-squares line through the pulled samples,
///   `height = maxHeight + (1 - damping) · pull`; without a pull, the height at offset `0`, or
///   what the scrolled samples say.
/// - `collapse`: which of `height` and `top` changes as the content scrolls (`shrink` changes
///   the height, `scroll` moves the top).
/// - `minHeight`: the median of the samples scrolled past the collapse, those whose visible part
///   (`height + top`) stopped following `maxHeight - offset` and stays above it; `0` when the
///   visible part follows it out of sight.
///
/// - `accessory.offset` and `accessory.behavior`: from the samples that carry `accessoryTop`
///   (``AccessoryFit``).
///
/// Medians and the least-squares line make it exact for samples without noise and robust to a
/// few tenths of a point of it.
public enum HeaderFit {
    /// How far, in points, a sample may be from a line of the formulas and still be on it: twice
    /// the ±0.3 pt noise of a height plus a top, and more.
    public static let noise = 1.5
    /// The pull, in points, below which damping cannot be told from noise.
    public static let shortestPull = 4.0

    /// The preset named `name` that explains `samples`, with the keys they cannot determine;
    /// `accessoryHeight` is the strip's height when the user gave it (a trace never shows it).
    public static func fit(_ samples: TraceFitSamples, name: String, accessoryHeight: Double? = nil) -> PresetFit {
        var fit = PresetFit(preset: HeaderPreset(name: name))
        fit.preset.summary = "Fitted by stretchy fit to a recorded trace."
        let pulled = samples.pulled.elements, scrolled = samples.scrolled.elements
        let line = pullLine(pulled)
        var maxHeight = line?.intercept
        if maxHeight == nil, !pulled.isEmpty {
            maxHeight = median(pulled.filter { $0.offset == 0 }.map(\.height))
        }
        if maxHeight == nil { maxHeight = scrolledMaxHeight(scrolled) }
        guard let maxHeight else {
            let reason = "the trace has no sample at offset 0, and too few others to tell"
            fit.gaps = ["maxHeight", "minHeight", "collapse", "damping"].map { FitGap(key: $0, reason: reason) }
            return fit
        }
        fit.preset.maxHeight = rounded(max(maxHeight, 0), to: 100)
        fit.determined.append("maxHeight")
        fitCollapse(scrolled, into: &fit)
        AccessoryFit.fit(samples.strip.elements, height: accessoryHeight, into: &fit)
        if let accessory = fit.accessory, accessoryHeight != nil { fit.preset.accessory = accessory }
        if let line {
            fit.preset.damping = rounded(min(max(1 - line.slope, 0), 1), to: 1000)
            fit.determined.append("damping")
        } else {
            let pull = pulled.map { -$0.offset }.max() ?? 0
            fit.gaps.append(
                FitGap(
                    key: "damping",
                    reason: pull > 0
                        ? "the trace pulls at most \(NumberText.human(pull)) pt past the top, too little to tell the damping"
                        : "the trace never pulls past the top"))
        }
        ReleaseFit.fit(samples.releases.elements, into: &fit)
        return fit
    }

    /// `collapse` and `minHeight` from the samples scrolled into the content.
    static func fitCollapse(_ scrolled: [FitPoint], into fit: inout PresetFit) {
        let maxHeight = fit.preset.maxHeight
        let farthest = scrolled.map(\.offset).max() ?? 0
        guard farthest > noise else {
            for key in ["minHeight", "collapse"] {
                fit.gaps.append(FitGap(key: key, reason: "the trace never scrolls into the content"))
            }
            fit.preset.minHeight = min(fit.preset.minHeight, maxHeight)
            return
        }
        // How far the top moved up and the height came down from maxHeight, leaving out a stray
        // twentieth of the samples.
        let moved = extent(scrolled.map { -$0.top }), shrunk = extent(scrolled.map { maxHeight - $0.height })
        guard max(moved, shrunk) > noise else {
            // Scrolled and the header stayed as it was: nothing collapses, so collapse says nothing.
            fit.preset.minHeight = maxHeight
            fit.determined.append("minHeight")
            fit.gaps.append(FitGap(key: "collapse", reason: "the header does not collapse (minHeight equals maxHeight)"))
            return
        }
        let collapse: CollapseMode = moved > shrunk ? .scroll : .shrink
        fit.preset.collapse = collapse
        fit.determined.append("collapse")
        // Past the collapse the visible part stops following maxHeight - offset.
        let collapsed = scrolled.filter { $0.visible > maxHeight - $0.offset + noise }
        let minHeight: Double? =
            switch collapse {
            case .shrink: median(collapsed.map(\.height))
            case .scroll: median(collapsed.map(\.top)).map { maxHeight + $0 }
            }
        let lowest = scrolled.map(\.visible).min() ?? maxHeight
        guard let minHeight = minHeight ?? (lowest <= noise ? 0 : nil) else {
            fit.preset.minHeight = min(max(rounded(lowest, to: 100), 0), maxHeight)
            fit.gaps.append(
                FitGap(
                    key: "minHeight",
                    reason: "the trace never scrolls past the collapse (offsets up to \(NumberText.human(farthest))); "
                        + "minHeight is at most \(NumberText.human(fit.preset.minHeight))"))
            return
        }
        fit.preset.minHeight = min(max(rounded(minHeight, to: 100), 0), maxHeight)
        fit.determined.insert("minHeight", at: fit.determined.count - 1)
    }

    /// The least-squares line `height = intercept + slope · pull` through the samples at or
    /// above the top, when they pull far enough to tell its slope.
    static func pullLine(_ pulled: [FitPoint]) -> (intercept: Double, slope: Double)? {
        guard let deepest = pulled.map(\.offset).min(), -deepest >= shortestPull else { return nil }
        let n = Double(pulled.count)
        var sumP = 0.0, sumH = 0.0
        for point in pulled {
            sumP += -point.offset
            sumH += point.height
        }
        let meanP = sumP / n, meanH = sumH / n
        var covariance = 0.0, variance = 0.0
        for point in pulled {
            let p = -point.offset - meanP
            covariance += p * (point.height - meanH)
            variance += p * p
        }
        guard variance > 0 else { return nil }
        let slope = covariance / variance
        return (meanH - slope * meanP, slope)
    }

    /// `maxHeight` from scrolled samples alone: the height of a header that scrolls away whole,
    /// or `offset + height` along the slope of one that shrinks, whichever most samples share.
    static func scrolledMaxHeight(_ scrolled: [FitPoint]) -> Double? {
        guard !scrolled.isEmpty else { return nil }
        if spread(scrolled.map(\.top)) > spread(scrolled.map(\.height)) { return median(scrolled.map(\.height)) }
        return densest(scrolled.map { $0.offset + $0.height }, width: noise)
    }

    /// The median of the values within `width` of each other that most values share.
    static func densest(_ values: [Double], width: Double) -> Double? {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return nil }
        var best = 0..<1, start = 0
        for end in sorted.indices {
            while sorted[end] - sorted[start] > width { start += 1 }
            if end + 1 - start > best.count { best = start..<(end + 1) }
        }
        return median(Array(sorted[best]))
    }

    /// The median, `nil` for no values.
    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// How far the values range, leaving out the lowest and highest twentieth (a stray sample).
    static func spread(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let cut = sorted.count / 20
        return sorted[sorted.count - 1 - cut] - sorted[cut]
    }

    /// The largest value, leaving out the largest twentieth (a stray sample).
    static func extent(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[sorted.count - 1 - sorted.count / 20]
    }

    /// `value` to the nearest `1 / steps`: a fitted number reads as the app's own (`300`, not
    /// `299.99999999999994`).
    static func rounded(_ value: Double, to steps: Double) -> Double {
        (value * steps).rounded() / steps
    }
}
