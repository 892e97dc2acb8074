/// The spec of `preview`, the page of docs/preview.md.
extension CommandSpec {
    /// `preview NAME [NAME ...] [--output FILE|-] [--width W --height H]`.
    public static let preview = CommandSpec(
        name: "preview",
        abstract: "Write a web page that shows presets' headers moving.",
        discussion: """
            Writes one self-contained HTML file (scripts, styles and charts inline; no request \
            leaves the page) that opens in any browser, from a file, offline. Each preset's \
            header sits in a phone-sized screen over scrolling rows and behaves as the preset \
            says: scroll with the wheel or the keys, drag with the mouse or a finger, pull past \
            the top to stretch it (rubber band and damping), let go to decelerate and snap. \
            Beside each phone: an offset scrubber (negative offsets pull), buttons that play a \
            drag, a fling and a quick-return trace, the live progress, height and translation, \
            the snap offsets and the chart with a cursor. The page is written to NAME.html for \
            one preset and preview.html for several, in the current folder.
            """,
        arguments: [
            ArgumentSpec("name", kind: .presetName, repeating: true, help: "The presets to show, side by side."),
        ],
        options: [
            .option("output", short: "o", value: "file", kind: .path,
                    help: "Write to this file, or '-' for standard output (default: NAME.html, or preview.html for several)."),
            .option("width", value: "px", kind: .positiveInteger, default: "390",
                    help: "The phone screen's width in CSS pixels (1 pt = 1 px)."),
            .option("height", value: "px", kind: .positiveInteger, default: "844",
                    help: "The phone screen's height in CSS pixels, status bar included."),
        ],
        examples: [
            CommandExample("Feel one header; opens as sticky-utah.html.", "stretchy preview sticky-utah"),
            CommandExample("Two presets side by side on a smaller phone, in preview.html.",
                           "stretchy preview sticky-utah stretchy-ios18 --width 375 --height 667"),
        ])
}
