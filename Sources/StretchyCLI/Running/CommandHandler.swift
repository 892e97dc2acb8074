/// Runs one parsed command: reads `command`, writes to the environment's outputs, returns the
/// status, or throws a `ReportableError` (printed as one line) for a failure.
public typealias CommandHandler = @Sendable (_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus
