import HeaderGeometry

/// `--text-size xSmall|small|medium|large|xLarge|xxLarge|xxxLarge|ax1…ax5`: the user's text size a
/// command evaluates a preset at (docs/accessibility.md#dynamic-type). A preset with `dynamicType`
/// grows to `H_c`, which stands for `maxHeight` everywhere; without the option the size is
/// `large`, where every preset is as it was, so every earlier output is unchanged.
enum TextSizeOption {
    static let textSize = CommandOption.choice(
        "text-size", value: "size", allowed: TextSize.allCases.map(\.rawValue), shownDefault: TextSize.default.rawValue,
        help: "Evaluate at this Dynamic Type size: a preset with dynamicType grows with its text.")

    /// The words a usage line writes for it.
    static let usage = "[--text-size <size>]"

    /// The size the command line asks for, `large` when not given.
    static func textSize(_ parsed: ParsedCommand) -> TextSize {
        parsed[textSize].flatMap(TextSize.init(rawValue:)) ?? .default
    }
}
