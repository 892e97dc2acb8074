import HeaderGeometry
import PresetExport
import PresetService
import SafeText
import ValueText

/// `stretchy export [NAME ...] [--to LANGUAGE] [--namespace NAME] [--input FILE|-] [--output FILE | --split DIR]`:
/// the canonical preset document (docs/format.md#preset-keys), or code for an app (docs/swift.md, docs/platforms.md).
public struct ExportCommand: StretchyCommand {
    static let names = CommandArgument.repeating(
        "name", kind: .presetName, optional: true, help: "The presets to export (default: all).")
    static let language = CommandOption.choice(
        "to", value: "language", default: ExportFormat.json, help: "What to write: the preset document (json) or code.")
    static let namespace = CommandOption.text(
        "namespace", value: "name", help: "The name of the generated type (swift: default \(SwiftExporter.defaultNamespace)).")
    static let input = CommandOption.text(
        "input", short: "i", value: "file", kind: .path,
        help: "Read the presets from this document, or '-' for standard input, instead of the database.")
    static let output = CommandOption.text(
        "output", short: "o", value: "file", kind: .path, help: "Write to this file instead of standard output.")
    static let split = CommandOption.text(
        "split", value: "dir", kind: .path,
        help: "Write one canonical document per preset, DIR/NAME.stretchy.json (what the build plugin and import DIR read), and nothing else.")
    static let skipUnreadable = CommandOption.flag(
        "skip-unreadable",
        help: "Leave out a stored preset that cannot be read (damaged by hand), with a warning naming it, instead of failing.")

    public static let spec = CommandSpec(
        name: "export",
        abstract: "Export presets as a document or as code for an app.",
        discussion: "With --to swift, a Swift file of HeaderPreset constants that compiles with 'import HeaderGeometry' alone. "
            + "With --to compose, flutter or web, Kotlin for Jetpack Compose, Dart for Flutter or one HTML file (CSS and markup), "
            + "each opening with what that platform cannot express for the presets. "
            + "With --to tokens, W3C Design Tokens (the Design Tokens Community Group format). "
            + "With --input, the presets come from a document (checked as validate checks it) instead of the database. "
            + "With --split, a folder a team keeps in git: one file per preset; files already there for other presets are left alone.",
        arguments: [names.spec],
        options: [language.spec, namespace.spec, input.spec, output.spec, split.spec, skipUnreadable.spec],
        examples: [
            CommandExample("Back up every preset.", "stretchy export --output presets.json"),
            CommandExample(
                "Swift constants for an app.",
                "stretchy export sticky-utah --to swift --output HeaderPresets.swift"),
        ])

    /// The presets to export; all when empty.
    var names: [String]
    /// What to write.
    var format: ExportFormat
    /// The generated type's name, when given.
    var namespace: String?
    /// A document to read the presets from instead of the database (`-` for standard input).
    var input: String?
    /// The file to write, or `nil` for standard output.
    var output: String?
    /// The folder to write one document per preset into, or `nil`.
    var split: String?
    /// Whether a stored preset that cannot be read is left out with a warning rather than failing
    /// the export: a backup silently missing a preset is found out only when it is needed.
    var skipUnreadable: Bool

    public init(_ parsed: ParsedCommand) {
        names = parsed[Self.names]
        format = parsed[Self.language]
        namespace = parsed[Self.namespace]
        input = parsed[Self.input]
        output = parsed[Self.output]
        split = parsed[Self.split]
        skipUnreadable = parsed[Self.skipUnreadable]
    }

    /// Writes the named presets (all when none is named) to standard output, or whole-or-nothing
    /// to `--output`. The options are checked first (a bad `--namespace` exits 64 before anything
    /// is read); an unknown name fails (exit 66); on any failure nothing is written.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        let exporter = format.exporter
        if namespace != nil, !exporter.usesNamespace {
            throw UsageError("'--namespace <name>' cannot be used with '--to \(format.rawValue)'")
        }
        if let split { return try exportSplit(to: split, environment) }
        let options = ExportOptions(namespace: namespace, command: generatingCommand)
        do {
            try exporter.check(options)
        } catch {
            throw CommandError(error)
        }
        // The database's JSON export keeps its own path: it streams from the store in 64 KiB
        // pieces, so a million presets are never one document in memory.
        if format == .json, input == nil {
            let library = try environment.library()
            try environment.writeOutput(to: output) { output in
                try library.exportDocument(names: names, skipping: skipped(environment)) { output.write(bytes: $0) }
            }
            return .success
        }
        // Code from the whole database: walked from the store a preset at a time, once per pass
        // (names, note, code), and written as it is made, so memory stays flat.
        if input == nil, names.isEmpty {
            let library = try environment.library()
            try environment.writeOutput(to: output) { output in
                try library.walkPresets(skipping: skipped(environment)) { walk in
                    try Self.write(exporter, PresetWalk(walk), options: options, to: output)
                }
            }
            return .success
        }
        let presets: [HeaderPreset]
        if let input {
            let source = DocumentSource.name(of: input)
            let bytes = try environment.readInput(input)
            presets = try Self.select(names, from: try PresetLibrary.validate(bytes, source: source), source: source)
        } else {
            presets = try environment.library().presets(named: names, skipping: skipped(environment))
        }
        try environment.writeOutput(to: output) { output in
            try Self.write(exporter, PresetWalk(presets), options: options, to: output)
        }
        return .success
    }

    /// `--split DIR`: one canonical document per preset (the named ones, or every one), each file
    /// written whole; prints `wrote 3 presets to DIR`.
    func exportSplit(to folder: String, _ environment: CLIEnvironment) throws -> ExitStatus {
        if output != nil { throw UsageError("'--split <dir>' cannot be used with '--output <file>'") }
        if format != .json { throw UsageError("'--split <dir>' cannot be used with '--to \(format.rawValue)'") }
        if namespace != nil { throw UsageError("'--namespace <name>' cannot be used with '--split <dir>'") }
        let presets: [HeaderPreset]
        if let input {
            let source = DocumentSource.name(of: input)
            presets = try Self.select(names, from: try PresetLibrary.validate(try environment.readInput(input), source: source), source: source)
        } else {
            presets = try environment.library().presets(named: names, skipping: skipped(environment))
        }
        let written = try PresetFolder.write(presets, to: folder, environment: environment)
        environment.output.write(
            "wrote \(DocumentSource.count(written.count, "preset")) to \(VisibleText.escaped(folder, keeping: VisibleText.none))\n")
        return .success
    }

    /// Streams the export of `presets` into `output`; an exporter's error exits 64 or 65.
    static func write(
        _ exporter: any PresetExporter, _ presets: PresetWalk, options: ExportOptions,
        to output: OutputBuffer
    ) throws {
        do {
            try exporter.export(presets, options: options) { output.write(bytes: $0) }
        } catch let error as ExportError {
            throw CommandError(error)
        }
    }

    /// With `--skip-unreadable`, a stored preset that cannot be read is left out with one warning
    /// line each (what `check` advises: export what can still be read); without it, it fails the
    /// export naming the preset and nothing is written.
    func skipped(_ environment: CLIEnvironment) -> ((String) -> Void)? {
        guard skipUnreadable else { return nil }
        return { problem in
            environment.errorOutput.write("stretchy: warning: left out of the export: \(VisibleText.escaped(problem, keeping: VisibleText.none))\n")
        }
    }

    /// The named presets of a document (all when none is named), each once, sorted by name.
    static func select(_ names: [String], from presets: [HeaderPreset], source: String) throws(CommandError) -> [HeaderPreset] {
        var chosen = presets
        if !names.isEmpty {
            var byName: [String: HeaderPreset] = [:]
            for preset in presets { byName[preset.name] = preset }
            chosen = []
            var seen = Set<String>()
            for name in names where seen.insert(name).inserted {
                guard let preset = byName[name] else {
                    let near = NameSuggestion.closest(to: name, among: Array(byName.keys))
                    throw CommandError(
                        .notFound, "no preset named \(MessageText.quoted(name)) in \(source)",
                        hint: near.map { "did you mean \(MessageText.quoted($0))?" })
                }
                chosen.append(preset)
            }
        }
        return chosen.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// The command the file's header states: what to run to make it again. An input path is
    /// given by its file name, so the header does not change from one machine to another.
    var generatingCommand: String {
        var words = ["stretchy", "export"] + names + ["--to", format.rawValue]
        if let namespace { words += ["--namespace", namespace] }
        if let input {
            words += ["--input", input == "-" ? "-" : String(input.split(separator: "/").last ?? Substring(input))]
        }
        return words.joined(separator: " ")
    }
}

extension CommandError {
    /// An exporter's error with its exit status: 64 for an option, 65 for the presets.
    init(_ error: ExportError) {
        self.init(error.kind == .usage ? .usage : .dataError, error.message, hint: error.hint)
    }
}
