import HeaderGeometry
import PresetService
import ValueText

/// `stretchy revert NAME REVISION`: an earlier revision back, as a new revision.
public struct RevertCommand: StretchyCommand {
    static let name = CommandArgument.required(
        "name", kind: .presetNameInHistory, help: "The preset, current or deleted.")
    static let revision = CommandArgument.positiveInteger("revision", kind: .revision, help: "The revision number 'history' shows.")

    public static let spec = CommandSpec(
        name: "revert",
        abstract: "Bring back an earlier revision of a preset.",
        discussion: "Works for a deleted preset too. The revert is itself a new revision, so it can be undone.",
        arguments: [name.spec, revision.spec],
        examples: [CommandExample("Undo a change.", "stretchy revert sticky-utah 3")])

    /// The preset, current or deleted.
    var name: String
    /// The revision to bring back.
    var revision: Int

    public init(_ parsed: ParsedCommand) {
        name = parsed[Self.name]
        revision = parsed[Self.revision]
    }

    /// Reverts (bringing a deleted preset back) and prints `reverted "x" to revision 3` followed
    /// by what changed, indented; when nothing differs, `no change: "x" is already as at revision
    /// 3`, and no revision is added.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        let library = try environment.library()
        let history = try library.hintingNames(name) { () throws(ServiceError) in try library.history(of: name) }
        let before = history.last
        let after = try library.revert(name, to: revision)
        if let preset = before?.preset, preset == after {
            // Nothing differs: no revision was added (docs/history-and-editing.md#a-names-history).
            environment.output.write("no change: \(MessageText.quoted(name)) is already as at revision \(revision)\n")
            return .success
        }
        var text = "reverted \(MessageText.quoted(name)) to revision \(revision)\n"
        if let preset = before?.preset {
            text += ChangeLines.text(from: preset, to: after, indent: "  ")
        } else if let lastLive = history.last(where: { $0.preset != nil })?.preset {
            // Brought back after a deletion: what differs from how it was when it was deleted.
            text += "  brought back\n" + ChangeLines.text(from: lastLive, to: after, indent: "  ")
        } else {
            text += "  brought back\n"
        }
        environment.output.write(environment.shown(text))
        return .success
    }
}
