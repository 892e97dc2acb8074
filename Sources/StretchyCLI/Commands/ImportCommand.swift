import PresetService
import ValueText

/// `stretchy import FILE|-|DIR [--on-conflict fail|skip|replace] [--prune] [--dry-run]`: all or nothing.
public struct ImportCommand: StretchyCommand {
    static let file = CommandArgument.required(
        "file", kind: .path,
        help: "The document to read, '-' for standard input, or a folder of NAME.stretchy.json files (what export --split writes).")
    static let onConflict = CommandOption.choice(
        "on-conflict", value: "policy", default: ConflictPolicy.fail,
        help: "What to do when a preset with the same name exists.")
    static let dryRun = CommandOption.flag("dry-run", help: "Check and report what would change, without writing.")
    static let prune = CommandOption.flag(
        "prune", help: "With a folder: delete presets that have no file in it (as revisions, so revert brings them back).")

    public static let spec = CommandSpec(
        name: "import",
        abstract: "Import presets from a document, all or nothing.",
        discussion: "Accepts a preset document, a single preset object or an array of them. A preset "
            + "stored exactly as the document has it is no conflict under any policy: it is left "
            + "unchanged and counted apart ('2 unchanged'). "
            + "Given a folder, it reads every *.stretchy.json file in it (other files are ignored) and makes the "
            + "database match: a new preset is created, a changed one replaced with one revision, an unchanged one "
            + "gets none; the folder wins, so --on-conflict does not apply.",
        arguments: [file.spec],
        options: [onConflict.spec, prune.spec, dryRun.spec],
        examples: [
            CommandExample(
                "Import, replacing presets with the same names.",
                "stretchy import team.json --on-conflict replace"),
            CommandExample(
                "See what that import would do, changing nothing.",
                "stretchy import team.json --on-conflict replace --dry-run"),
        ])

    /// Imports with so many presets or more show progress (on a terminal's stderr only).
    static let progressThreshold = 1000

    /// The document's path, `-` for standard input.
    var path: String
    /// What to do with a name already taken.
    var policy: ConflictPolicy
    /// Whether to report only, writing nothing.
    var dryRun: Bool
    /// Whether a folder's import deletes the presets it has no file for.
    var prune: Bool

    public init(_ parsed: ParsedCommand) {
        path = parsed[Self.file]
        policy = parsed[Self.onConflict]
        dryRun = parsed[Self.dryRun]
        prune = parsed[Self.prune]
    }

    /// Imports the document in one transaction and prints what it did:
    /// `imported team.json: 3 created, 1 replaced, 0 skipped`. With `--dry-run` it writes nothing
    /// and prints `dry run of team.json: would create 3, replace 1, skip 0; nothing was written`
    /// followed by a `would create NAME` line (or replace, skip) per preset; a preset already
    /// stored as the document has it is counted apart, `2 unchanged`, with `unchanged NAME` lines.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        if path != "-", PresetFolder.isFolder(path) { return try importFolder(environment) }
        if prune { throw UsageError("--prune needs a folder; \(MessageText.quoted(path, longest: .max)) is a file") }
        let source = DocumentSource.name(of: path)
        // Read and check the input before the database is opened: a missing file or an invalid
        // document touches nothing. The document's bytes are let go once read, before the
        // import writes (docs/safety.md#sizes-and-memory).
        let presets = try PresetLibrary.validate(try environment.readInput(path), source: source)
        let library = try environment.library()
        let dryRun = dryRun
        var reporter: ProgressReporter?
        let report = try library.importPresets(presets, onConflict: policy, dryRun: dryRun) { done, total in
            guard total >= Self.progressThreshold else { return }
            if reporter == nil {
                reporter = ProgressReporter(environment: environment, label: dryRun ? "checking" : "importing", total: total)
            }
            reporter?.update(done: done)
        }
        reporter?.finish()
        if dryRun {
            let unchanged = report.unchanged.isEmpty ? "" : "; \(report.unchanged.count) unchanged"
            environment.output.write(
                "dry run of \(source): would create \(report.created.count), "
                    + "replace \(report.replaced.count), skip \(report.skipped.count)\(unchanged); nothing was written\n")
            environment.output.writeBytes { bytes in
                for (verb, names) in [
                    ("would create", report.created), ("would replace", report.replaced),
                    ("would skip", report.skipped), ("unchanged", report.unchanged),
                ] {
                    for name in names { bytes.append(contentsOf: "\(verb) \(name)\n".utf8) }
                }
            }
        } else {
            environment.output.write("imported \(source): \(report.summary)\n")
        }
        return .success
    }

    /// `import DIR`: the folder's presets made the database's (``PresetLibrary/importFolder(_:prune:dryRun:)``),
    /// every file read and checked before the database is opened, so a bad file changes nothing.
    /// Prints `imported presets: 1 created, 2 replaced, 0 skipped, 27 unchanged, 1 deleted`.
    func importFolder(_ environment: CLIEnvironment) throws -> ExitStatus {
        let presets = try PresetFolder.presets(in: path, environment: environment)
        if presets.isEmpty, prune {
            // Most likely the wrong folder: pruning to nothing would delete every preset.
            throw CommandError(
                .notFound, "no preset in any *.stretchy.json file of \(MessageText.quoted(path, longest: .max)); nothing was imported",
                hint: "--prune to an empty folder would delete every preset; use 'stretchy delete' for that")
        }
        let report = try environment.library().importFolder(presets, prune: prune, dryRun: dryRun)
        let source = DocumentSource.name(of: path)
        if dryRun {
            environment.output.write(
                "dry run of \(source): would create \(report.created.count), replace \(report.replaced.count), "
                    + "delete \(report.deleted.count); \(report.unchanged.count) unchanged; nothing was written\n")
            environment.output.writeBytes { bytes in
                for (verb, names) in [
                    ("would create", report.created), ("would replace", report.replaced),
                    ("would delete", report.deleted), ("unchanged", report.unchanged),
                ] {
                    for name in names { bytes.append(contentsOf: "\(verb) \(name)\n".utf8) }
                }
            }
        } else {
            environment.output.write("imported \(source): \(report.summary)\n")
        }
        return .success
    }
}
