/// The names UIKit gives its two deceleration rates, as a preset document spells them.
extension ScrollDeceleration {
    /// `"normal"` for 0.998, `"fast"` for 0.99, `nil` for any other rate.
    public var name: String? {
        switch rate {
        case ScrollDeceleration.normal.rate: return "normal"
        case ScrollDeceleration.fast.rate: return "fast"
        default: return nil
        }
    }

    /// The rate called `name` (`"normal"` or `"fast"`), or `nil` for any other name.
    public init?(name: String) {
        switch name {
        case "normal": self = .normal
        case "fast": self = .fast
        default: return nil
        }
    }
}
