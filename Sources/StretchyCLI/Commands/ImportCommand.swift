import PresetService

/// `stretchy import FILE|- [--on-conflict fail|skip|replace] [--dry-run]`: all or nothing.
public enum ImportCommand {
    /// Imports with so many presets or more show progress (on a terminal's stderr only).
    static let progressThreshold = 1000

    /// Imports the document in one transaction and prints what it did:
    /// `imported team.json: 3 created, 1 replaced, 0 skipped`. With `--dry-run` it writes nothing
    /// and prints `dry run of team.json: would create 3, replace 1, skip 0; nothing was written`
    /// followed by a `would create NAME` line (or replace, skip) per preset.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        guard let path = command.argument("file") else { throw UsageError("Missing expected argument '<file>'") }
        let policyName = command.option("on-conflict") ?? ConflictPolicy.fail.rawValue
        guard let policy = ConflictPolicy(rawValue: policyName) else {
            throw UsageError("The value '\(policyName)' is invalid for '--on-conflict <policy>'",
                             hint: "use fail, skip or replace")
        }
        let dryRun = command.flag("dry-run")
        let source = DocumentSource.name(of: path)
        // Read the input before the database is opened: a missing file touches nothing.
        let bytes = try environment.readInput(path)
        let library = try environment.library(for: command)
        var reporter: ProgressReporter?
        let report = try library.importDocument(bytes, source: source, onConflict: policy, dryRun: dryRun) { done, total in
            guard total >= progressThreshold else { return }
            if reporter == nil {
                reporter = ProgressReporter(environment: environment, label: dryRun ? "checking" : "importing", total: total)
            }
            reporter?.update(done: done)
        }
        reporter?.finish()
        if dryRun {
            environment.output.write("dry run of \(source): would create \(report.created.count), "
                + "replace \(report.replaced.count), skip \(report.skipped.count); nothing was written\n")
            environment.output.writeBytes { bytes in
                for (verb, names) in [("create", report.created), ("replace", report.replaced), ("skip", report.skipped)] {
                    for name in names { bytes.append(contentsOf: "would \(verb) \(name)\n".utf8) }
                }
            }
        } else {
            environment.output.write("imported \(source): \(report.summary)\n")
        }
        return .success
    }
}
