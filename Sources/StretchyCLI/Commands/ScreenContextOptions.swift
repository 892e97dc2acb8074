import HeaderGeometry
import PresetPreview
import PresetService
import ValueText

/// `--device NAME`, `--safe-area-top PT` and `--viewport-height PT`: the screen a command
/// evaluates a preset on (docs/screen.md#the-context). `--device` gives both numbers; the other
/// two, given with it, override its. Without any of them the context is none (`s = 0`, the
/// preset's own viewport height), and every output is what it was before the options existed.
enum ScreenContextOptions {
    static let device = CommandOption.choice(
        "device", value: "name", allowed: DeviceProfile.builtIn.map(\.name),
        help: "Evaluate on this phone: its safe-area top and viewport height ('stretchy devices' lists them).")
    static let safeAreaTop = CommandOption.number(
        "safe-area-top", value: "pt", help: "The top safe-area inset in points, 0...1000 (default 0, or the device's).")
    static let viewportHeight = CommandOption.number(
        "viewport-height", value: "pt",
        help: "The viewport's height in points, more than 0, at most 10000 (default the preset's motion.viewportHeight, or the device's).")

    /// The three options' specs, in the order help lists them.
    static let specs = [device.spec, safeAreaTop.spec, viewportHeight.spec]

    /// The words a usage line writes for them.
    static let usage = "[--device <name>] [--safe-area-top <pt>] [--viewport-height <pt>]"

    /// The context the command line asks for; a number outside its range is a usage error.
    static func context(_ parsed: ParsedCommand) throws(UsageError) -> ScreenContext {
        var context = parsed[device].flatMap(DeviceProfile.named)?.context ?? ScreenContext()
        if let top = parsed[safeAreaTop] {
            guard (0...1000).contains(top) else {
                throw UsageError("--safe-area-top must be in 0...1000, not \(NumberText.shortest(top))")
            }
            context.safeAreaTop = top
        }
        if let height = parsed[viewportHeight] {
            guard height > 0, height <= 10_000 else {
                throw UsageError("--viewport-height must be more than 0 and at most 10000, not \(NumberText.shortest(height))")
            }
            context.viewportHeight = height
        }
        return context
    }

    /// `--safe-area-top` and `--viewport-height` on a phone the preview or the studio draws: the
    /// status bar's height and the screen's height in points (1 pt = 1 CSS px), over `--device`'s;
    /// the ranges as for the commands that evaluate, and `--viewport-height` is `--height` by
    /// another name, so not both.
    static func apply(_ parsed: ParsedCommand, to size: inout PhoneSize, heightGiven: Bool) throws(UsageError) {
        let context = try context(parsed)
        if parsed[safeAreaTop] != nil { size.safeAreaTop = context.safeAreaTop }
        if let height = parsed[viewportHeight] {
            guard !heightGiven else {
                throw UsageError("--viewport-height and --height both give the phone's height; give one")
            }
            guard height == height.rounded() else {
                throw UsageError("--viewport-height must be a whole number of points here, not \(NumberText.shortest(height))")
            }
            size.height = Int(height)
        }
    }
}
