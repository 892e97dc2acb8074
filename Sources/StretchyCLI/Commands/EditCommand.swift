import HeaderGeometry
import PresetService
import ValueText

/// `stretchy edit NAME KEY=VALUE ...`, or `stretchy edit NAME` to edit the JSON in an editor.
public struct EditCommand: StretchyCommand {
    static let name = CommandArgument.required("name", kind: .presetName, help: "The preset to change.")
    static let assignments = CommandArgument.repeating(
        "key=value", kind: .assignment, optional: true, help: "Parameters to change; none opens an editor.")
    static let file = CommandOption.text(
        "file", value: "path", kind: .path,
        help: "Save the preset JSON in this file (- for standard input) instead of opening an editor.")

    public static let spec = CommandSpec(
        name: "edit",
        abstract: "Change a preset's parameters.",
        discussion: """
            Keys mirror the JSON format, dotted for nested values: maxHeight=320, \
            shadow.threshold=140, shadow=null, snap.positions=0,0.5,1, \
            motion.quickReturn=true, motion=default.

            Tracks: tracks.title.scale=0:1.5,1:1 sets a track's keyframes (AT:VALUE pairs), \
            tracks.title.opacity.easing=easeOut or =0.8,0,0.8,0.15 its easing, \
            tracks.title.scale.input=pull its input, tracks.title.scale=null removes it and \
            tracks=[] removes every track.

            With no assignment, opens the preset's JSON in $VISUAL, else $EDITOR, else vi, \
            and saves it only if it is valid. If another change to the preset was saved while \
            the editor was open, the keys you changed are applied on top of it when it did not \
            touch them (a note says so); otherwise nothing is saved and the error names the \
            other revision.

            Your text is never thrown away: when it cannot be saved (invalid, a conflict, the \
            database busy, the editor failing or stretchy being stopped), it stays in the file \
            the editor had open, and the error gives its path. On a terminal you are offered to \
            reopen the editor on it with the error at the top. To retry later, run \
            'stretchy edit NAME --file PATH' (or 'stretchy import PATH --on-conflict replace').
            """,
        arguments: [name.spec, assignments.spec],
        options: [file.spec],
        rules: [.conflicts(file.name, with: [assignments.name])],
        examples: [
            CommandExample("Pull away at a quarter of the speed.", "stretchy edit sticky-utah damping=0.25"),
            CommandExample("Edit the JSON in your editor.", "stretchy edit sticky-utah"),
        ])

    /// The preset to change.
    var name: String
    /// The keys to set; none opens the editor (or saves `file`).
    var assignments: [PresetAssignment]
    /// A file of preset JSON to save instead, `-` for standard input.
    var file: String?

    public init(_ parsed: ParsedCommand) throws {
        name = parsed[Self.name]
        assignments = try PresetAssignment.parse(words: parsed[Self.assignments])
        file = parsed[Self.file]
    }

    /// Applies the assignments and prints what changed (`maxHeight 300 → 320`, one per line), or
    /// `no change`; with no assignment, runs the editor flow of `PresetEditorSession`.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        let library = try environment.library()
        if let file {
            return try Self.saveFile(file, name: name, library: library, environment: environment)
        }
        if assignments.isEmpty {
            return try PresetEditorSession(name: name, library: library, environment: environment).run()
        }
        let (before, after) = try library.edit(name, assignments: assignments)
        Self.writeChanges(from: before, to: after, in: environment)
        return .success
    }
    /// `edit NAME --file PATH`: the preset JSON in `PATH` (or standard input for `-`), saved as
    /// the editor's result would be; `PATH` is typically the file a failed editor session kept.
    /// When its name records the revision the session started from (``KeptFile``), only what the
    /// text changed against that revision is applied over what was saved since, as the session
    /// would have; a key both changed is a conflict (docs/history-and-editing.md).
    static func saveFile(
        _ path: String, name: String, library: PresetLibrary,
        environment: CLIEnvironment
    ) throws -> ExitStatus {
        let bytes = EditedText.strip(try environment.readInput(path))
        let edited = try PresetDocuments.readPreset(bytes, source: path == "-" ? "standard input" : path)
        let base = try KeptFile.baseRevision(of: path, name: name).flatMap { revision in
            try library.history(of: name).first { $0.revision == revision }?.preset
        }
        let outcome = try library.replace(name, with: edited, base: base)
        if let other = outcome.mergedOver {
            environment.errorOutput.write(
                "note: \(MessageText.quoted(name)) was changed after the editor session began (revision \(other)); "
                    + "the file's changes were applied on top of it\n")
        }
        writeChanges(from: outcome.before, to: outcome.after, in: environment)
        return .success
    }

    /// One line per change (``ChangeLines``), or `no change`, as `environment`'s terminal shows
    /// them (``CLIEnvironment/shown(_:)``: `->` for `→` in the C locale).
    static func writeChanges(from before: HeaderPreset, to after: HeaderPreset, in environment: CLIEnvironment) {
        let text = ChangeLines.text(from: before, to: after)
        environment.output.write(text.isEmpty ? "no change\n" : environment.shown(text))
    }
}
