/// One command of `stretchy`: a type holding its spec, its typed options and what it does.
///
/// To add a command (see the list in ``StretchyCommands``):
/// 1. write `Commands/FooCommand.swift` with `struct FooCommand: StretchyCommand`;
/// 2. declare each option and argument once, as a `static let` ``CommandOption`` or
///    ``CommandArgument``, and list their `spec`s in `static let spec` (which drives parsing,
///    help, completion and the command reference in `docs/`);
/// 3. give the type a stored property per value and read them in `init(_:)` with
///    `parsed[Self.option]`: typed, already checked by the parser, never missing when required;
/// 4. do the work in `run(_:)`, writing to `environment.output`, opening the database with
///    `environment.library()` and throwing a ``ReportableError`` to fail;
/// 5. add `FooCommand.self` to ``StretchyCommands/all``, then run `docs/generate`.
public protocol StretchyCommand: Sendable {
    /// What the parser, help, completion and the command reference know about the command.
    static var spec: CommandSpec { get }

    /// The command's typed values from a command line that fits its spec. May throw for what
    /// the spec cannot say (a `KEY=VALUE` naming an unknown key), before anything is opened.
    init(_ parsed: ParsedCommand) throws

    /// Does the command; returns the exit status or throws a ``ReportableError``.
    func run(_ environment: CLIEnvironment) throws -> ExitStatus
}

extension StretchyCommand {
    /// Reads a parsed command line into this command and runs it.
    public static var handler: CommandHandler {
        { parsed, environment in try Self(parsed).run(environment) }
    }
}
