import ValueText

/// What a track animates on its layer (docs/tracks.md).
public enum TrackProperty: String, CaseIterable, Hashable, Sendable {
    /// `0` transparent ... `1` opaque.
    case opacity
    /// A scale factor in `(0, 10]`; `1` is the layer's own size.
    case scale
    /// A horizontal shift in points, `> 0` to the right.
    case translateX
    /// A vertical shift in points, `> 0` down.
    case translateY
    /// A blur radius in points, `0` sharp.
    case blur

    /// The value of a property no track animates: opacity 1, scale 1, translate 0, blur 0.
    public var identityValue: Double {
        switch self {
        case .opacity, .scale: 1
        case .translateX, .translateY, .blur: 0
        }
    }

    /// The values a keyframe may hold; a scale must also be greater than `0`.
    public var valueRange: ClosedRange<Double> {
        switch self {
        case .opacity: 0...1
        case .scale: 0...10
        case .translateX, .translateY: -10_000...10_000
        case .blur: 0...100
        }
    }

    /// Why `value` cannot be a keyframe's value for this property, or `nil` when it can.
    public func valueProblem(_ value: Double) -> String? {
        if !value.isFinite { return "\(NumberText.shortest(value)) is not a finite number" }
        if self == .scale {
            return value > 0 && value <= 10 ? nil : "\(NumberText.shortest(value)) is outside (0, 10]"
        }
        if valueRange.contains(value) { return nil }
        let range = valueRange
        return "\(NumberText.shortest(value)) is outside \(NumberText.shortest(range.lowerBound))...\(NumberText.shortest(range.upperBound))"
    }

    /// Whether this property precedes `other` in byte order of their names (how tracks are sorted).
    func precedes(_ other: TrackProperty) -> Bool {
        rawValue.utf8.lexicographicallyPrecedes(other.rawValue.utf8)
    }
}
