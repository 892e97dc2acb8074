import HeaderGeometry
import PresetService

/// `stretchy edit NAME` with no assignment: the preset's canonical JSON in the user's editor,
/// saved only when the result is valid.
struct PresetEditorSession {
    /// The preset being edited.
    var name: String
    /// Where it lives.
    var library: PresetLibrary
    /// The streams, variables and terminal.
    var environment: CLIEnvironment

    /// Opens the editor; saves a valid, changed result with `PresetLibrary.replace` and prints the
    /// changes. An invalid result exits 65 with the reader's message (offering to reopen when
    /// stdin is a terminal); an unchanged one prints `no change`; a failed editor exits 74.
    func run() throws -> ExitStatus {
        let original = try library.preset(named: name)
        let originalText = PresetDocuments.object(original)
        let file = try TemporaryFile(prefix: "stretchy-\(name)-", suffix: ".json", text: originalText,
                                     variables: environment.variables)
        defer { file.remove() }
        let editor = ExternalEditor(variables: environment.variables)
        while true {
            try? environment.output.flush()
            try? environment.errorOutput.flush()
            try editor.edit(file.path, variables: environment.variables)
            let bytes = try environment.readInput(file.path)
            if bytes.elementsEqual(originalText.utf8) {
                environment.output.write("no change\n")
                return .success
            }
            let failure: ServiceError
            do {
                try save(bytes, original: original)
                return .success
            } catch {
                failure = error
            }
            guard failure.kind == .invalidData, environment.terminal.isTerminal(.input) else { throw failure }
            environment.errorOutput.write(failure.reportLine())
            environment.errorOutput.write("Edit again? [Y/n] ")
            try? environment.errorOutput.flush()
            let answer = environment.input.readAnswerLine()?.lowercased() ?? "n"
            if answer.hasPrefix("n") {
                environment.errorOutput.write("nothing was changed\n")
                return failure.exitStatus
            }
        }
    }

    /// Reads the edited text strictly and saves it when it differs from `original`; prints the
    /// changes or `no change`.
    private func save(_ bytes: [UInt8], original: HeaderPreset) throws(ServiceError) {
        let edited = try PresetDocuments.readPreset(bytes, source: "\(name).json")
        if edited == original {
            environment.output.write("no change\n")
            return
        }
        try library.replace(name, with: edited)
        EditCommand.writeChanges(PresetDiff.changes(from: original, to: edited), to: environment.output)
    }
}
