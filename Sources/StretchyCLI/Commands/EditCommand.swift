import PresetService

/// `stretchy edit NAME KEY=VALUE ...`, or `stretchy edit NAME` to edit the JSON in an editor.
public enum EditCommand {
    /// Applies the assignments and prints what changed (`maxHeight 300 → 320`, one per line), or
    /// `no change`; with no assignment, runs the editor flow of `PresetEditorSession`.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        let assignments = try command.assignments()
        let name = command.argument("name") ?? ""
        let library = try environment.library(for: command)
        if assignments.isEmpty {
            return try PresetEditorSession(name: name, library: library, environment: environment).run()
        }
        let (before, after) = try library.edit(name, assignments: assignments)
        writeChanges(PresetDiff.changes(from: before, to: after), to: environment.output)
        return .success
    }

    /// One line per change, or `no change`.
    static func writeChanges(_ changes: [String], to output: OutputBuffer) {
        output.write(changes.isEmpty ? "no change\n" : changes.joined(separator: "\n") + "\n")
    }
}
