import HeaderGeometry
import PresetService
import SafeText
import ValueText

/// `stretchy check`: `PRAGMA integrity_check` and `foreign_key_check` on the database.
public struct CheckCommand: StretchyCommand {
    public static let spec = CommandSpec(
        name: "check",
        abstract: "Check the database's integrity.",
        examples: [CommandExample("Check the default database.", "stretchy check")])

    public init(_ parsed: ParsedCommand) {}

    /// Prints `ok: <path> passed integrity and foreign key checks`, or each problem on stdout and
    /// one error line (exit 74).
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        // A schema stretchy did not make is reported here rather than refused.
        let library = try environment.library(refusingForeignSchema: false)
        let problems = try library.check()
        guard !problems.isEmpty else {
            // Prose, wrapped as every prose line is; the path is the file's name, never raw control
            // characters on a terminal.
            let path = VisibleText.escaped(library.databasePath, keeping: VisibleText.none)
            environment.output.write(
                ProseLines.text(
                    ["ok: \(path) passed integrity and foreign key checks"],
                    width: environment.terminalColumns ?? 80))
            return .success
        }
        // SQLite's own messages can run over several lines (`*** in database main ***`, then a
        // line per damaged page): each line says `problem:`, so each stands alone under grep. A
        // problem quotes what the file holds (a tampered name, a bad row): never raw on a terminal.
        for problem in problems {
            for line in problem.split(separator: "\n") {
                environment.output.write("problem: \(VisibleText.escaped(String(line), keeping: VisibleText.none))\n")
            }
        }
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        throw CommandError(
            .ioError, "\(MessageText.quoted(library.databasePath, longest: .max)) failed its integrity checks (\(count))",
            hint: "restore a backup, or 'stretchy export --skip-unreadable' what can still be read", keepsOutput: true)
    }
}
