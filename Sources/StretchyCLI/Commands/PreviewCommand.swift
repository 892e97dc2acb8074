import HeaderGeometry
import PresetPreview
import PresetService

/// `stretchy preview NAME [NAME ...]`: the presets' headers, moving, in one HTML page
/// (docs/preview.md).
public struct PreviewCommand: StretchyCommand {
    static let names = CommandArgument.repeating("name", kind: .presetName, help: "The presets to show, side by side.")
    static let output = CommandOption.text(
        "output", short: "o", value: "file", kind: .path,
        help: "Write to this file, or '-' for standard output (default: NAME.html, or preview.html for several).")
    static let width = CommandOption.positiveInteger(
        "width", value: "px", default: PhoneSize.standard.width,
        help: "The phone screen's width in CSS pixels (1 pt = 1 px).")
    static let height = CommandOption.positiveInteger(
        "height", value: "px", default: PhoneSize.standard.height,
        help: "The phone screen's height in CSS pixels, status bar included.")
    static let device = CommandOption.choice(
        "device", value: "name", allowed: DeviceProfile.builtIn.map(\.name),
        help:
            "Draw this phone: its screen and its status bar ('stretchy devices' lists them; --width and --height override its size).")

    static let reduceMotion = CommandOption.flag(
        "reduce-motion",
        help: "Start with the page's Reduce Motion toggle on (without it, the browser's prefers-reduced-motion decides).")

    public static let spec = CommandSpec(
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
            one preset and preview.html for several, in the current folder. The phone is a \
            390 x 844 iPhone with a 47 pt status bar unless --device names another; a preset \
            with safeArea included or added runs under the status bar, and one with an accessory \
            shows its strip with three tabs, each a page that keeps its own offset. The             toolbar's Reduce Motion toggle shows each preset's reducedMotion variant and its             Text size select grows a header that has dynamicType; --reduce-motion and             --text-size set where they start.
            """,
        arguments: [names.spec],
        options: [
            output.spec, width.spec, height.spec, device.spec, ScreenContextOptions.safeAreaTop.spec,
            ScreenContextOptions.viewportHeight.spec, reduceMotion.spec, TextSizeOption.textSize.spec,
        ],
        examples: [
            CommandExample("Feel one header; opens as sticky-utah.html.", "stretchy preview sticky-utah"),
            CommandExample(
                "Two presets side by side on a smaller phone, in preview.html.",
                "stretchy preview sticky-utah stretchy-ios18 --width 375 --height 667"),
        ])

    /// The presets to show, in order, each once.
    var names: [String]
    /// The file to write: `--output`, else `NAME.html` for one preset, `preview.html` for several.
    var output: String
    /// The phone screen's size.
    var size: PhoneSize
    /// Where the page's Reduce Motion and text-size toggles start.
    var toggles: AccessibilityToggles

    public init(_ parsed: ParsedCommand) throws {
        names = []
        for name in parsed[Self.names] where !names.contains(name) { names.append(name) }
        output = parsed[Self.output] ?? (names.count == 1 ? "\(names[0]).html" : "preview.html")
        size = PhoneSize(width: parsed[Self.width], height: parsed[Self.height])
        if let profile = parsed[Self.device].flatMap(DeviceProfile.named) {
            size.safeAreaTop = profile.safeAreaTop
            if !parsed.isGiven(Self.width) { size.width = Int(profile.width) }
            if !parsed.isGiven(Self.height) { size.height = Int(profile.height) }
        }
        try ScreenContextOptions.apply(parsed, to: &size, heightGiven: parsed.isGiven(Self.height))
        toggles = AccessibilityToggles(
            reduceMotion: parsed[Self.reduceMotion] ? true : nil, textSize: TextSizeOption.textSize(parsed))
    }

    /// Writes the page, whole or not at all. A size too small to draw exits 64 and an unknown
    /// preset 66, before anything is written; a file that cannot be written exits 74 and leaves
    /// nothing behind.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        if let problem = size.problem { throw UsageError(problem, hint: "use a larger --width or --height") }
        let library = try environment.library()
        let presets = try library.orderedPresets(named: names)
        let page = PreviewPage(presets: presets, size: size, toggles: toggles).html()
        try environment.writeOutput(Array(page.utf8), to: output)
        return .success
    }
}
