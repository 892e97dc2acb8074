import HeaderGeometry
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
}
