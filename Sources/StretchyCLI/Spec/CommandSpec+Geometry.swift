/// The specs of the commands that compute with a preset's geometry.
extension CommandSpec {
    /// `eval NAME (--at Y,Y,... | --from Y --to Y [--step S])`.
    public static let eval = CommandSpec(
        name: "eval",
        abstract: "Compute a preset's header frames at scroll offsets.",
        discussion: """
            An offset is 0 at rest, positive scrolled into the content and negative pulled \
            down past the top. Each row gives the header's height, translation, collapse \
            progress, shadow radius, visible height and the gap under it.
            """,
        usage: "eval <name> (--at <y,...> | --from <y> --to <y> [--step <s>]) [--format <format>]",
        arguments: [ArgumentSpec("name", kind: .presetName, help: "The preset to evaluate.")],
        options: [
            .option("at", value: "y,...", kind: .numberList, repeating: true, commaSeparated: true,
                    help: "The offsets, separated by commas."),
            .option("from", value: "y", kind: .number, help: "The first offset of a range."),
            .option("to", value: "y", kind: .number, help: "The last offset of a range."),
            .option("step", value: "s", kind: .number, default: "10", help: "The distance between offsets of a range."),
            GlobalOptions.format(["table", "json", "csv"]),
        ],
        rules: [
            .oneOf(["at", "from"]),
            .conflicts("at", with: ["from", "to", "step"]),
            .requires("from", "to"),
            .requires("to", "from"),
        ],
        examples: [
            CommandExample("Frames pulled down, at rest and scrolled.", "stretchy eval sticky-utah --at -120,0,40"),
            CommandExample("Every 20 points as CSV.",
                           "stretchy eval sticky-utah --from -200 --to 300 --step 20 --format csv"),
        ])

    /// `snap NAME --offset Y [--velocity V]`.
    public static let snap = CommandSpec(
        name: "snap",
        abstract: "Compute where the scroll rests after the finger lifts.",
        discussion: """
            Velocity is in points per second, positive moving into the content; the release \
            decelerates at the preset's motion.decelerationRate (UIKit's normal 0.998 per \
            millisecond unless it sets another).

            Snap mode immediately ignores the velocity: the scroll settles at the snap position \
            nearest the offset where the finger lifts, however fast it moves. \
            afterFinishAccelerating does the same below 200 points per second, and above it \
            settles where the fling would have ended.
            """,
        arguments: [ArgumentSpec("name", kind: .presetName, help: "The preset to use.")],
        options: [
            .option("offset", value: "y", kind: .number, required: true, help: "The offset where the finger lifts."),
            .option("velocity", value: "v", kind: .number, default: "0", help: "The scroll velocity as the finger lifts."),
            GlobalOptions.format(["table", "json"]),
        ],
        examples: [
            CommandExample("Lift the finger a little past the middle.",
                           "stretchy snap scaling-header-snap --offset 120"),
            CommandExample("A fling back up from nearly collapsed comes to rest expanded.",
                           "stretchy snap ios-large-title-navigation-bar --offset 40 --velocity -900"),
        ])

    /// `chart NAME [NAME ...]`: height-vs-offset curves.
    public static let chart = CommandSpec(
        name: "chart",
        abstract: "Draw presets' curves against the scroll offset.",
        discussion: """
            Draws with Braille dots, or ASCII with --ascii, at exactly --width columns by \
            --height lines, axes and legend included. The default size is the terminal's width \
            and its height less a line for the prompt, or 80 by 24 when not writing to a \
            terminal. The default series is the visible height (height + translation, the \
            header's bottom edge): the height of a shrinking header, and how far a scrolling \
            one has moved up. Lengths share the top panel; progress and shadow radius get \
            panels of their own. Each preset's min, max and shadow threshold are lines at their \
            values; lines on one row share a label, and with several presets each label ends \
            with the key of its preset (the glyph shown in the legend). Under the axis, ^ marks \
            the rest offset 0, each preset's collapse end and its snap offsets. A label that \
            does not fit is named in a note under the chart, never moved. Colour (Okabe-Ito, \
            readable with colour blindness) only on a terminal, and never when NO_COLOR is set.

            A preset's content tracks are series too, named LAYER.PROPERTY (title.scale, \
            title.opacity): each gets a panel of its own, with the property's resting value \
            for a preset that has no such track.

            SVG is a standalone document laid out as the text is, 8 by 16 pixels per column \
            and line.
            """,
        arguments: [
            ArgumentSpec("name", kind: .presetName, repeating: true, help: "The presets to draw, one curve each."),
        ],
        options: [
            .option("series", value: "series", default: "visible",
                    allowed: ["height", "visible", "translation", "gap", "progress", "shadow", "LAYER.PROPERTY"],
                    repeating: true, commaSeparated: true,
                    help: "What to draw; repeat the option or separate with commas."),
            .option("from", value: "y", kind: .number,
                    help: "The first offset (default: half the tallest header pulled down)."),
            .option("to", value: "y", kind: .number,
                    help: "The last offset (default: a quarter past the longest collapse)."),
            .option("width", value: "columns", kind: .positiveInteger,
                    help: "The whole chart's width (default: the terminal's, else 80)."),
            .option("height", value: "lines", kind: .positiveInteger,
                    help: "The whole chart's height (default: the terminal's less one, else 24)."),
            .flag("ascii", help: "Draw with ASCII characters instead of Braille dots."),
            GlobalOptions.format(["text", "svg"]),
            .option("output", short: "o", value: "file", kind: .path,
                    help: "Write to this file instead of standard output (.svg implies svg, .txt text)."),
        ],
        examples: [
            CommandExample("Compare how much of two headers shows as the content scrolls.",
                           "stretchy chart sticky-utah stretchy-ios18"),
            CommandExample("Height over collapse progress from a 150-point pull, as SVG.",
                           "stretchy chart sticky-utah --series height,progress --from -150 -o utah.svg"),
        ],
        usesColor: true)
}
