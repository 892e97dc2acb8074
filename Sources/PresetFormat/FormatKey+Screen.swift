import HeaderGeometry
import ValueText

/// The screen's keys (docs/format.md#the-screen): where the header sits against the status bar,
/// and the strip under it. Written only when not at their defaults, so every earlier document
/// keeps its bytes.
extension FormatKey {
    /// `safeArea`, listed right after `collapse`.
    static let safeAreaKey: FormatKey = .choice(
        "safeArea", names: SafeAreaPlacement.allCases.map(\.rawValue), default: "`\"below\"`",
        rule:
            "[The safe area](screen.md#the-safe-area): under the status bar, from the top edge including it, or from the top edge with the inset added to both heights",
        meaning: "where the header sits against the status bar", store: .nullWhenDefault("safe_area"), section: .screen,
        get: { $0.safeArea.rawValue }, set: { preset, name in preset.safeArea = SafeAreaPlacement(rawValue: name) ?? .below },
        shown: { $0.safeArea != .below })

    /// `accessory` and its members, listed right after `pullTrigger`.
    static let accessoryKeys: [FormatKey] = [
        FormatKey(
            "accessory", .object, default: "`null`", rule: "`null` for none ([The accessory](screen.md#the-accessory))",
            meaning: "a strip under the header: tabs, a segmented control, a search field",
            accepts: "null", section: .screen,
            read: { FormatText.accessory($0.accessory) },
            assign: { preset, value, path throws(FormatKeyError) in
                guard value == "null" || value == "none" else {
                    throw FormatKeyError(
                        .unreadable,
                        "\(path): \(MessageText.quoted(value)) is not allowed; use accessory=null to remove the strip, accessory.height=N to add one")
                }
                preset.accessory = nil
            },
            shown: { $0.accessory != nil }),
        .number(
            "accessory.height", range: 0...HeaderAccessory.heightLimit, positive: true, unit: "points",
            default: "required in an accessory", rule: "`0 < height <= 1000`: the strip's height `t`",
            meaning: "the strip's height", accepts: "points, more than 0, at most 1000",
            store: .nullWhenDefault("accessory_height"), section: .screen,
            get: { $0.accessory?.height },
            set: { preset, value, _ in
                if preset.accessory == nil { preset.accessory = HeaderAccessory(height: value) } else { preset.accessory?.height = value }
            }),
        .number(
            "accessory.offset", range: 0...HeaderAccessory.offsetLimit, unit: "points", default: "`0`",
            rule: "`0...10000`: the content between the expanded header and the strip, which scrolls away before the strip pins",
            meaning: "the content between the expanded header and the strip", accepts: "points, 0...10000",
            store: .column("accessory_offset"), section: .screen,
            get: { $0.accessory?.offset },
            set: { preset, value, path throws(FormatKeyError) in
                guard preset.accessory != nil else { throw noAccessory(path) }
                preset.accessory?.offset = value
            }),
        FormatKey(
            "accessory.behavior", .choice(AccessoryBehavior.allCases.map(\.rawValue)), default: "`\"pinned\"`",
            rule:
                "pinned under the header, scrolling away with the content, or back on any reverse scroll ([The accessory](screen.md#the-accessory))",
            meaning: "how the strip moves", accepts: AccessoryBehavior.allCases.map(\.rawValue).joined(separator: "|"),
            store: .column("accessory_behavior"), section: .screen,
            read: { $0.accessory?.behavior.rawValue },
            assign: { preset, value, path throws(FormatKeyError) in
                let name = try FormatValueReader.choice(value, among: AccessoryBehavior.allCases.map(\.rawValue), key: path)
                guard preset.accessory != nil else { throw noAccessory(path) }
                preset.accessory?.behavior = AccessoryBehavior(rawValue: name) ?? .pinned
            },
            stored: { preset in preset.accessory.map { .text($0.behavior.rawValue) } ?? .null },
            restore: { preset, value throws(FormatKeyError) in
                guard let name = value.string, let behavior = AccessoryBehavior(rawValue: name) else {
                    throw unreadableStored("accessory.behavior", value)
                }
                preset.accessory?.behavior = behavior
            }),
    ]

    /// The error for an accessory member set on a preset without an accessory.
    private static func noAccessory(_ path: String) -> FormatKeyError {
        FormatKeyError(.refused, "\(path): the preset has no accessory; set accessory.height first")
    }
}
