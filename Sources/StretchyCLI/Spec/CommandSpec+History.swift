/// The specs of the commands that read and roll back revisions.
extension CommandSpec {
    /// `history NAME`: every revision of a preset.
    public static let history = CommandSpec(
        name: "history",
        abstract: "List a preset's revisions, oldest first.",
        discussion: "Works for a deleted preset too: its history is kept.",
        arguments: [ArgumentSpec("name", kind: .presetName, help: "The preset, current or deleted.")],
        options: [GlobalOptions.format(["table", "json", "csv"])],
        examples: [
            CommandExample("See what changed and when.", "stretchy history sticky-utah"),
            CommandExample("Every revision as JSON.", "stretchy history sticky-utah --format json"),
        ])

    /// `revert NAME REVISION`: bring back an earlier revision.
    public static let revert = CommandSpec(
        name: "revert",
        abstract: "Bring back an earlier revision of a preset.",
        discussion: "Works for a deleted preset too. The revert is itself a new revision, so it can be undone.",
        arguments: [
            ArgumentSpec("name", kind: .presetName, help: "The preset, current or deleted."),
            ArgumentSpec("revision", kind: .positiveInteger, help: "The revision number 'history' shows."),
        ],
        examples: [CommandExample("Undo a change.", "stretchy revert sticky-utah 3")])
}
