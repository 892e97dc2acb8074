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
        if let path = command.option("file") {
            return try saveFile(path, name: name, library: library, environment: environment)
        }
        if assignments.isEmpty {
            return try PresetEditorSession(name: name, library: library, environment: environment).run()
        }
        let (before, after) = try library.edit(name, assignments: assignments)
        writeChanges(PresetDiff.changes(from: before, to: after), to: environment.output)
        return .success
    }

    /// `edit NAME --file PATH`: the preset JSON in `PATH` (or standard input for `-`), saved as
    /// the editor's result would be; `PATH` is typically the file a failed editor session kept.
    /// When its name records the revision the session started from (``KeptFile``), only what the
    /// text changed against that revision is applied over what was saved since, as the session
    /// would have; a key both changed is a conflict (docs/history-and-editing.md).
    static func saveFile(_ path: String, name: String, library: PresetLibrary,
                         environment: CLIEnvironment) throws -> ExitStatus {
        let bytes = EditedText.strip(try environment.readInput(path))
        let edited = try PresetDocuments.readPreset(bytes, source: path == "-" ? "standard input" : path)
        let base = try KeptFile.baseRevision(of: path, name: name).flatMap { revision in
            try library.history(of: name).first { $0.revision == revision }?.preset
        }
        let outcome = try library.replace(name, with: edited, base: base)
        if let other = outcome.mergedOver {
            environment.errorOutput.write("note: \"\(name)\" was changed after the editor session began (revision \(other)); "
                                          + "the file's changes were applied on top of it\n")
        }
        writeChanges(PresetDiff.changes(from: outcome.before, to: outcome.after), to: environment.output)
        return .success
    }

    /// One line per change, or `no change`.
    static func writeChanges(_ changes: [String], to output: OutputBuffer) {
        output.write(changes.isEmpty ? "no change\n" : changes.joined(separator: "\n") + "\n")
    }
}
