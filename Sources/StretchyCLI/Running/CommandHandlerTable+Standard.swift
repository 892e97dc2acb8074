extension CommandHandlerTable {
    /// `stretchy`'s handlers, one per command of `CommandCatalogue.stretchy`: the spec says what
    /// a command accepts, the handler here does it.
    public static let standard = CommandHandlerTable([
        CommandSpec.chart.name: ChartCommand.run,
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
        // Documents and geometry (eval … validate).
        CommandSpec.eval.name: EvalCommand.run,
        CommandSpec.export.name: ExportCommand.run,
        CommandSpec.import.name: ImportCommand.run,
        CommandSpec.snap.name: SnapCommand.run,
        CommandSpec.validate.name: ValidateCommand.run,
        // Motion.
        CommandSpec.simulate.name: SimulateCommand.run,
        // Pages.
        CommandSpec.preview.name: PreviewCommand.run,
    ])
}
