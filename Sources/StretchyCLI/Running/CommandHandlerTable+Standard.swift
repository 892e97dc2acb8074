extension CommandHandlerTable {
    /// `stretchy`'s handlers. A command without an entry reports "not implemented yet" (exit 70);
    /// add `"name": NameCommand.run` here as each command is written.
    public static let standard = CommandHandlerTable([
        CommandSpec.completion.name: CompletionCommand.run,
        // Presets and their history (list … restore).
        CommandSpec.check.name: CheckCommand.run,
        CommandSpec.copy.name: CopyCommand.run,
        CommandSpec.create.name: CreateCommand.run,
        CommandSpec.delete.name: DeleteCommand.run,
        CommandSpec.edit.name: EditCommand.run,
        CommandSpec.history.name: HistoryCommand.run,
        CommandSpec.list.name: ListCommand.run,
        CommandSpec.rename.name: RenameCommand.run,
        CommandSpec.restore.name: RestoreCommand.run,
        CommandSpec.revert.name: RevertCommand.run,
        CommandSpec.show.name: ShowCommand.run,
        // Motion (issue 9).
        CommandSpec.simulate.name: SimulateCommand.run,
    ])
}
