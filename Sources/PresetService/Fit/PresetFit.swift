import HeaderGeometry

/// A key of the format that a trace does not determine, and why (docs/traces.md#fit).
public struct FitGap: Hashable, Sendable {
    /// The key's path (`damping`, `snap.positions`).
    public var key: String
    /// Why the trace does not determine it, in words: `the trace never pulls past the top`.
    public var reason: String

    /// A key left undetermined for `reason`.
    public init(key: String, reason: String) {
        self.key = key
        self.reason = reason
    }
}

/// The preset that best explains a trace's samples: the keys the trace determines, in the order
/// `fit` prints them, and the keys it does not, with why. A key not determined keeps its default
/// in ``preset``.
public struct PresetFit: Sendable {
    /// The fitted preset (named as asked; undetermined keys at their defaults).
    public var preset: HeaderPreset
    /// The keys the trace determines, in the order they are printed.
    public var determined: [String]
    /// The keys the trace does not determine, with why.
    public var gaps: [FitGap]
    /// The accessory strip the samples' `accessoryTop` shows, `nil` when they carry none: its
    /// offset and behavior as fitted, its height as the user gave it or `0` when not given (a
    /// strip's height does not show in its top). ``preset`` carries it only with a height.
    public var accessory: HeaderAccessory?

    /// A fit with the given values.
    public init(preset: HeaderPreset, determined: [String] = [], gaps: [FitGap] = []) {
        self.preset = preset
        self.determined = determined
        self.gaps = gaps
    }

    /// ``preset`` with the fitted ``accessory``, whatever its height: the preset the samples are
    /// measured against and whose keys are printed.
    public var explaining: HeaderPreset {
        var preset = self.preset
        if let accessory { preset.accessory = accessory }
        return preset
    }

    /// Whether the trace determined `key`.
    public func determines(_ key: String) -> Bool { determined.contains(key) }
}
