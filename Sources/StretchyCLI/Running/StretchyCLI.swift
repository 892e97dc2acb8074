/// The command line's entry point: parse, print help or version, or dispatch to a handler.
///
/// A command is one file, `Commands/EvalCommand.swift`: a ``StretchyCommand`` holding its spec,
/// its typed options and its `run`, listed once in ``StretchyCommands/all``.
///
/// Errors print as exactly one line, `stretchy: error: <message>; <hint>` (the hint after a
/// semicolon, starting lowercase), never a stack trace.
public enum StretchyCLI {
    /// Runs `stretchy` with the standard handlers; returns the process exit status.
    public static func run(environment: CLIEnvironment) -> Int32 {
        run(environment: environment, handlers: .standard)
    }

    /// Runs a catalogue's command line with these handlers; flushes both outputs before returning.
    ///
    /// Usage errors print one line on stderr and exit 64; a handler's `ReportableError` prints
    /// `stretchy: error: <message>[; <hint>]` and exits with its status; any other error exits 70.
    /// A failed write to standard output is reported and exits 74 (a closed pipe exits quietly),
    /// unless the command saved a change: its status says whether the change was saved, so the
    /// lost confirmation is a warning and the status stays 0. A command that fails prints nothing
    /// to standard output (what it had buffered is dropped).
    public static func run(
        environment: CLIEnvironment, handlers: CommandHandlerTable, catalogue: CommandCatalogue = .stretchy
    ) -> Int32 {
        var status = execute(environment: environment, handlers: handlers, catalogue: catalogue)
        do {
            try environment.output.flush()
        } catch {
            if status == .success, environment.changes.committed {
                environment.errorOutput.write(
                    "\(catalogue.programName): warning: the change was saved, "
                        + "but its confirmation could not be written: \(error.message)\n")
            } else if !error.isBrokenPipe {
                environment.errorOutput.write(environment.shown(error.reportLine(programName: catalogue.programName)))
                status = error.exitStatus
            }
        }
        try? environment.errorOutput.flush()
        return status.rawValue
    }

    private static func execute(
        environment: CLIEnvironment, handlers: CommandHandlerTable, catalogue: CommandCatalogue
    ) -> ExitStatus {
        if environment.arguments.first == CompletionRequest.word {
            return CompletionRequest.answer(environment, catalogue: catalogue)
        }
        let outcome: ParseOutcome
        do {
            outcome = try CommandLineParser(catalogue: catalogue).parse(environment.arguments)
        } catch {
            environment.errorOutput.write(environment.shown(error.reportLine(programName: catalogue.programName)))
            return error.exitStatus
        }
        switch outcome {
        case .version(let json):
            let build = BuildInfo(version: catalogue.version)
            environment.output.write(json ? build.json + "\n" : "\(catalogue.programName) \(build.text)\n")
            return .success
        case .help(let spec):
            // As wide as the terminal up to 80 columns, so a narrow one never breaks a word.
            let help = HelpGenerator(catalogue: catalogue, width: min(80, max(40, environment.terminalColumns ?? 80)))
            environment.output.write(spec.map(help.page(for:)) ?? help.topLevel())
            return .success
        case .reference(let spec, .markdown):
            let reference = MarkdownReference(catalogue: catalogue)
            environment.output.write(
                spec.map { reference.section(for: $0).joined(separator: "\n\n") + "\n" }
                    ?? reference.document())
            return .success
        case .reference(let spec, .manual):
            let manual = ManualPage(catalogue: catalogue)
            environment.output.write(spec.map(manual.page(for:)) ?? manual.overview())
            return .success
        case .run(let command):
            do {
                guard let handler = handlers[command.name] else { throw CommandError.missingHandler(command.name) }
                return try handler(command, environment.applying(command))
            } catch let error as any ReportableError {
                if (error as? CommandError)?.keepsOutput != true { environment.output.discard() }
                environment.errorOutput.write(environment.shown(error.reportLine(programName: catalogue.programName)))
                return error.exitStatus
            } catch {
                environment.output.discard()
                let failure = CommandError(.software, "unexpected failure: \(error)")
                environment.errorOutput.write(environment.shown(failure.reportLine(programName: catalogue.programName)))
                return failure.exitStatus
            }
        }
    }
}
