import PresetService

/// `stretchy revert NAME REVISION`: an earlier revision back, as a new revision.
public enum RevertCommand {
    /// Reverts (bringing a deleted preset back) and prints `reverted "x" to revision 3` followed
    /// by what changed, indented; when nothing differs, `no change: "x" is already as at revision
    /// 3`, and no revision is added.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        let name = command.argument("name") ?? ""
        let library = try environment.library(for: command)
        guard let revision = command.integerArgument("revision") else {
            throw UsageError("Missing expected argument '<revision>'")
        }
        let before = try library.hintingNames(name) { () throws(ServiceError) in try library.history(of: name) }.last
        let after = try library.revert(name, to: revision)
        if let preset = before?.preset, preset == after {
            // Nothing differs: no revision was added (docs/history-and-editing.md#a-names-history).
            environment.output.write("no change: \"\(name)\" is already as at revision \(revision)\n")
            return .success
        }
        var text = "reverted \"\(name)\" to revision \(revision)\n"
        if let preset = before?.preset {
            for change in PresetDiff.changes(from: preset, to: after) { text += "  \(change)\n" }
        } else {
            text += "  brought back\n"
        }
        environment.output.write(text)
        return .success
    }
}
