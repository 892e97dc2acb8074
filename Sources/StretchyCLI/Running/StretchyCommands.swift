/// Every command `stretchy` runs, in the order the top-level help lists them: the one list the
/// catalogue (parsing, help, completion, the command reference) and the handlers come from.
public enum StretchyCommands {
    /// The commands; `help` follows them in the catalogue (the parser answers it itself).
    public static let all: [any StretchyCommand.Type] = [
        ListCommand.self, ShowCommand.self, CreateCommand.self, EditCommand.self, RenameCommand.self,
        CopyCommand.self, DeleteCommand.self, RestoreCommand.self,
        HistoryCommand.self, RevertCommand.self, ImportCommand.self, ExportCommand.self, ValidateCommand.self, DiffCommand.self,
        MergeFileCommand.self,
        EvalCommand.self, SnapCommand.self, SimulateCommand.self, ChartCommand.self, PreviewCommand.self, StudioCommand.self,
        VerifyCommand.self, FitCommand.self, LintCommand.self, DevicesCommand.self, CheckCommand.self, CompletionCommand.self,
    ]
}
