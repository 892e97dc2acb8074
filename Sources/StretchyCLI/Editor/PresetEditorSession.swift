import HeaderGeometry
import PresetService
import ValueText

/// `stretchy edit NAME` with no assignment: the preset's canonical JSON in the user's editor,
/// saved only when the result is valid — and the user's text never lost.
///
/// The session remembers the preset it started from: a change another process saved meanwhile
/// is kept (the user's changed keys go on top of it, or nothing is saved when both changed the
/// same key). Whatever stops the save (invalid text, a conflict, a busy database, a failing
/// editor, SIGTERM or SIGHUP), the text stays in the file the editor had open and the error says
/// where and how to retry (`stretchy edit NAME --file PATH`).
struct PresetEditorSession {
    /// The preset being edited.
    var name: String
    /// Where it lives.
    var library: PresetLibrary
    /// The streams, variables and terminal.
    var environment: CLIEnvironment

    /// Opens the editor; saves a valid, changed result and prints the changes. An invalid
    /// result offers to reopen when stdin is a terminal; a failure keeps the file and exits
    /// with its status (65 invalid or conflicting, 74 editor or I/O, 75 busy).
    func run() throws -> ExitStatus {
        let original = try library.preset(named: name)
        let revision = try library.history(of: name).last { $0.preset == original }?.revision
        let originalText = PresetDocuments.object(original)
        // The file's name records the revision the session starts from, so `edit NAME --file`
        // merges the kept text over what was saved since, as this session would.
        let file = try TemporaryFile(
            prefix: KeptFile.prefix(name: name, revision: revision), suffix: ".json",
            text: originalText, variables: environment.variables)
        let editor = ExternalEditor(variables: environment.variables)
        let interruption = EditorInterruption(
            message: "stretchy: the edit of \(MessageText.quoted(name)) was stopped before it was saved; "
                + "your text is in \(file.path); retry with: \(retry(file.path))\n")
        while true {
            try? environment.output.flush()
            try? environment.errorOutput.flush()
            do {
                try interruption.during { () throws(CommandError) in try editor.edit(file.path, variables: environment.variables) }
            } catch {
                let edited = try? environment.readInput(file.path)
                guard let edited, EditedText.strip(edited) != Array(originalText.utf8) else {
                    file.remove()
                    throw error
                }
                throw kept(error, file: file.path)
            }
            let bytes = EditedText.strip(try environment.readInput(file.path))
            if bytes.elementsEqual(originalText.utf8) {
                file.remove()
                environment.output.write("no change\n")
                return .success
            }
            let failure: ServiceError
            do {
                try save(bytes, source: file.path, base: original)
                file.remove()
                return .success
            } catch {
                failure = error
            }
            if failure.kind == .invalidData, environment.terminal.isTerminal(.input) {
                environment.errorOutput.write(failure.reportLine())
                environment.errorOutput.write("Edit again? [Y/n] ")
                try? environment.errorOutput.flush()
                let answer = environment.input.readAnswerLine()?.lowercased() ?? "n"
                if !answer.hasPrefix("n") {
                    try file.replace(with: EditedText.withError(failure.reportLine(), above: bytes))
                    continue
                }
                environment.errorOutput.write("nothing was changed; your text is in \(file.path); retry with: \(retry(file.path))\n")
                return failure.exitStatus
            }
            throw kept(failure, file: file.path)
        }
    }

    /// Reads the edited text strictly and saves it over the preset, merged over a change saved
    /// meanwhile; prints the changes, a note when merged, or `no change`.
    private func save(_ bytes: [UInt8], source: String, base: HeaderPreset) throws(ServiceError) {
        let edited = try PresetDocuments.readPreset(bytes, source: source)
        if edited == base {
            environment.output.write("no change\n")
            return
        }
        let outcome = try library.replace(name, with: edited, base: base)
        if let other = outcome.mergedOver {
            environment.errorOutput.write(
                "note: \(MessageText.quoted(name)) was changed while the editor was open (revision \(other)); "
                    + "your changes were applied on top of it\n")
        }
        EditCommand.writeChanges(from: outcome.before, to: outcome.after, in: environment)
    }

    /// How to save the kept file later.
    private func retry(_ path: String) -> String {
        "stretchy edit \(name) --file \(ShellWord.quoted(path))"
    }

    /// `error` with a hint that says where the text is kept and how to retry.
    private func kept(_ error: any ReportableError, file path: String) -> CommandError {
        let keptHint = "your text is kept in \(path); retry with: \(retry(path))"
        let hint = error.hint.map { "\($0); \(keptHint)" } ?? keptHint
        return CommandError(error.exitStatus, error.message, hint: hint)
    }
}
