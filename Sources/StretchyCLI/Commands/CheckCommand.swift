/// `stretchy check`: `PRAGMA integrity_check` and `foreign_key_check` on the database.
public enum CheckCommand {
    /// Prints `ok: <path> passed integrity and foreign key checks`, or each problem on stdout and
    /// one error line (exit 74).
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        let library = try environment.library(for: command)
        let problems = try library.check()
        guard !problems.isEmpty else {
            environment.output.write("ok: \(library.databasePath) passed integrity and foreign key checks\n")
            return .success
        }
        for problem in problems { environment.output.write("problem: \(problem)\n") }
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        throw CommandError(.ioError, "\(library.databasePath) failed its integrity checks (\(count))",
                           hint: "restore a backup, or 'stretchy export' what can still be read", keepsOutput: true)
    }
}
