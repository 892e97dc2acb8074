import HeaderGeometry

/// `--reduce-motion`: the preset as it is with the system's Reduce Motion on, merged with its
/// `reducedMotion` (docs/accessibility.md#reduce-motion). Without the flag every preset is as
/// it was, so every earlier output is unchanged.
enum ReduceMotionOption {
    static let reduceMotion = CommandOption.flag(
        "reduce-motion", help: "Evaluate the preset as it is with Reduce Motion on: merged with its reducedMotion.")

    /// The words a usage line writes for it.
    static let usage = "[--reduce-motion]"

    /// Whether the command line asks for Reduce Motion.
    static func isOn(_ parsed: ParsedCommand) -> Bool {
        parsed[reduceMotion]
    }

    /// `preset` as the command evaluates it: merged with its `reducedMotion` when `on`, then at
    /// `textSize` (docs/accessibility.md#on-the-command-line).
    ///
    /// - Throws: A data error (65) naming the preset and the key path when the merge breaks a
    ///   rule (a preset read from a file may hold one; the store refuses it).
    static func preset(_ preset: HeaderPreset, reducingMotion on: Bool, at textSize: TextSize) throws(CommandError) -> HeaderPreset {
        guard on else { return preset.sized(for: textSize) }
        do {
            return try preset.mergingReducedMotion().sized(for: textSize)
        } catch {
            var problem = error
            problem.presetName = preset.name
            throw CommandError(.dataError, problem.description)
        }
    }
}
