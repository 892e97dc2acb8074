import HeaderGeometry
import ValueText

/// Values as the command line writes them in `show` and `history`: `320`, `[0, 0.5, 1]`, `fast`.
enum FormatText {
    static func number(_ value: Double) -> String { NumberText.shortest(value) }

    static func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    /// A deceleration rate as the JSON writes it: `normal`, `fast` or the number.
    static func rate(_ deceleration: ScrollDeceleration) -> String {
        deceleration.name ?? number(deceleration.rate)
    }

    /// `null`, or `{threshold 140, radius 8}`.
    static func shadow(_ shadow: HeaderShadow?) -> String {
        guard let shadow else { return "null" }
        return "{threshold \(number(shadow.threshold)), radius \(number(shadow.radius))}"
    }

    /// `null`, or `{height 48, offset 0, behavior pinned}`.
    static func accessory(_ accessory: HeaderAccessory?) -> String {
        guard let accessory else { return "null" }
        return "{height \(number(accessory.height)), offset \(number(accessory.offset)), behavior \(accessory.behavior.rawValue)}"
    }

    /// `null`, or `{textStyle largeTitle, scaledHeight 41}`.
    static func dynamicType(_ dynamicType: HeaderDynamicType?) -> String {
        guard let dynamicType else { return "null" }
        return "{textStyle \(dynamicType.textStyle.rawValue), scaledHeight \(number(dynamicType.scaledHeight))}"
    }
}
