import HeaderGeometry
import ValueText

/// The accessibility keys (docs/format.md#accessibility): the text that grows with the user's
/// text size. Written only when set, after the tracks, so every earlier document keeps its bytes.
extension FormatKey {
    /// `dynamicType` and its members, listed after the tracks.
    static let dynamicTypeKeys: [FormatKey] = [
        FormatKey(
            "dynamicType", .object, default: "`null`",
            rule: "`null` for none ([Dynamic Type](accessibility.md#dynamic-type))",
            meaning: "the part of the header that holds text and grows with the user's text size",
            accepts: "null", section: .accessibility,
            read: { FormatText.dynamicType($0.dynamicType) },
            assign: { preset, value, path throws(FormatKeyError) in
                guard value == "null" || value == "none" else {
                    throw FormatKeyError(
                        .unreadable,
                        "\(path): \(MessageText.quoted(value)) is not allowed; use dynamicType=null to remove it, dynamicType.scaledHeight=N to add it"
                    )
                }
                preset.dynamicType = nil
            },
            shown: { $0.dynamicType != nil }),
        FormatKey(
            "dynamicType.textStyle", .choice(TextStyle.allCases.map(\.rawValue)), default: "`\"largeTitle\"`",
            rule: "the iOS text style whose size sets the growth ([Dynamic Type](accessibility.md#dynamic-type))",
            meaning: "the text style whose size sets the growth",
            accepts: TextStyle.allCases.map(\.rawValue).joined(separator: "|"),
            store: .column("dynamic_type_text_style"), section: .accessibility,
            read: { $0.dynamicType?.textStyle.rawValue },
            assign: { preset, value, path throws(FormatKeyError) in
                let name = try FormatValueReader.choice(value, among: TextStyle.allCases.map(\.rawValue), key: path)
                guard preset.dynamicType != nil else {
                    throw FormatKeyError(.refused, "\(path): the preset has no dynamicType; set dynamicType.scaledHeight first")
                }
                preset.dynamicType?.textStyle = TextStyle(rawValue: name) ?? .default
            },
            stored: { preset in preset.dynamicType.map { .text($0.textStyle.rawValue) } ?? .null },
            restore: { preset, value throws(FormatKeyError) in
                guard let name = value.string, let style = TextStyle(rawValue: name) else {
                    throw unreadableStored("dynamicType.textStyle", value)
                }
                // The style's column comes first; the scaled height's, restored next, completes it.
                preset.dynamicType = HeaderDynamicType(textStyle: style, scaledHeight: preset.dynamicType?.scaledHeight ?? 0)
            }),
        .number(
            "dynamicType.scaledHeight", range: 0...HeaderPreset.heightLimit, unit: "points", default: "required in dynamicType",
            rule: "`0...maxHeight`: `k`, the points of `maxHeight` taken by text",
            meaning: "the points of maxHeight taken by text", accepts: "points, 0...maxHeight",
            store: .nullWhenDefault("dynamic_type_scaled_height"), section: .accessibility,
            get: { $0.dynamicType?.scaledHeight },
            set: { preset, value, _ in
                if preset.dynamicType == nil {
                    preset.dynamicType = HeaderDynamicType(scaledHeight: value)
                } else {
                    preset.dynamicType?.scaledHeight = value
                }
            }),
    ]
}
