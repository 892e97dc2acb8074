import HeaderGeometry
import PresetPreview
import PresetService

/// `stretchy preview NAME [NAME ...]`: the presets' headers, moving, in one HTML page (docs/preview.md).
public enum PreviewCommand {
    /// Writes the page to `--output`, else `NAME.html` (one preset) or `preview.html` (several),
    /// whole or not at all. A size too small to draw exits 64 and an unknown preset 66, before
    /// anything is written; a file that cannot be written exits 74 and leaves nothing behind.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        var names: [String] = []
        for name in command.arguments("name") where !names.contains(name) { names.append(name) }
        guard let first = names.first else { throw UsageError("Missing expected argument '<name> ...'") }
        let size = PhoneSize(width: command.integer("width") ?? PhoneSize.standard.width,
                             height: command.integer("height") ?? PhoneSize.standard.height)
        if let problem = size.problem { throw UsageError(problem, hint: "use a larger --width or --height") }

        let library = try environment.library(for: command)
        var presets: [HeaderPreset] = []
        for name in names { presets.append(try library.preset(named: name)) }

        let page = PreviewPage(presets: presets, size: size).html()
        let output = command.option("output") ?? (names.count == 1 ? "\(first).html" : "preview.html")
        try environment.writeOutput(Array(page.utf8), to: output)
        return .success
    }
}
