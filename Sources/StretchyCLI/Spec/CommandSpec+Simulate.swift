/// The spec of `simulate`, the gesture simulation of docs/concepts.md#motion.
extension CommandSpec {
    /// `simulate NAME [--offset Y] [--velocity V] [--drag D] | simulate NAME --trace Y,Y,...`.
    public static let simulate = CommandSpec(
        name: "simulate",
        abstract: "Simulate a gesture frame by frame: drag, fling, snap.",
        discussion: """
            The finger starts at --offset, drags --drag points (positive into the content, \
            negative pulling down; rubber-banded past the top) and lifts moving at --velocity \
            points per second. The scroll then decelerates, bounces back from a pull or springs \
            to a snap offset, using the preset's motion keys (motion.decelerationRate, \
            motion.spring.response, ...), until it rests where 'stretchy snap' says. The chart \
            shows the offset in one panel and the height and visible height in another, against \
            time, each series in its own look; it is sized as 'stretchy chart' sizes (the \
            terminal's width and height less a line, else 80 by 24). table, json and csv give \
            every frame; --output writes any of them to a file (a .svg, .txt, .csv or .json name \
            implies the format). --trace \
            instead follows a list of offsets, one step each, as a quick-return header \
            (motion.quickReturn, or --quick-return) sees the scroll's history.
            """,
        usage: "simulate <name> [--offset <y>] [--velocity <v>] [--drag <d>] [--trace <y,...>] [--quick-return] "
            + "[--width <columns>] [--height <lines>] [--ascii] [--format <format>] [--output <file>]",
        arguments: [ArgumentSpec("name", kind: .presetName, help: "The preset to simulate.")],
        options: [
            .option("offset", value: "y", kind: .number, default: "0", help: "The offset where the finger touches down."),
            .option("velocity", value: "v", kind: .number, default: "0",
                    help: "The scroll velocity as the finger lifts, in points per second."),
            .option("drag", value: "d", kind: .number, default: "0",
                    help: "How far the finger drags before it lifts, in points."),
            .option("trace", value: "y,...", kind: .numberList, repeating: true, commaSeparated: true,
                    help: "Follow these offsets in order instead of simulating a release."),
            .flag("quick-return", help: "Treat the header as quick-return whatever its motion.quickReturn says."),
            .option("width", value: "columns", kind: .positiveInteger,
                    help: "The whole chart's width (default: the terminal's, else 80)."),
            .option("height", value: "lines", kind: .positiveInteger,
                    help: "The whole chart's height (default: the terminal's less one, else 24)."),
            .flag("ascii", help: "Draw with ASCII characters instead of Braille dots."),
            GlobalOptions.format(["text", "svg", "table", "json", "csv"]),
            .option("output", short: "o", value: "file", kind: .path,
                    help: "Write to this file instead of standard output (its extension implies the format)."),
        ],
        rules: [
            .conflicts("trace", with: ["offset", "velocity", "drag"]),
        ],
        examples: [
            CommandExample("Release a third of the way up with a flick.",
                           "stretchy simulate scaling-header-snap --offset 70 --velocity 300"),
            CommandExample("A quick-return header over a scroll trace, as CSV.",
                           "stretchy simulate sticky-utah --quick-return --trace 300,260,400 --format csv"),
        ],
        usesColor: true)
}
