import HeaderGeometry
import PresetExport
import PresetService

/// `stretchy export [NAME ...] [--to LANGUAGE] [--namespace NAME] [--input FILE|-] [--output FILE]`:
/// the canonical preset document (docs/format.md#preset-keys), or code for an app (docs/swift.md, docs/platforms.md).
public enum ExportCommand {
    /// Writes the named presets (all when none is named) to standard output, or whole-or-nothing
    /// to `--output`. The options are checked first (a bad `--namespace` exits 64 before anything
    /// is read); an unknown name fails (exit 66); on any failure nothing is written.
    @Sendable
    public static func run(_ command: ParsedCommand, _ environment: CLIEnvironment) throws -> ExitStatus {
        let formatName = command.option("to") ?? ExportFormat.json.rawValue
        guard let format = ExportFormat(rawValue: formatName) else {
            throw UsageError("The value '\(formatName)' is invalid for '--to <language>'",
                             hint: "allowed: " + ExportFormat.names.joined(separator: ", "))
        }
        let exporter = format.exporter
        let namespace = command.option("namespace")
        if namespace != nil, !exporter.usesNamespace {
            throw UsageError("'--namespace <name>' cannot be used with '--to \(format.rawValue)'")
        }
        let options = ExportOptions(namespace: namespace, command: generatingCommand(command, format: format))
        do {
            try exporter.check(options)
        } catch {
            throw CommandError(error)
        }
        let names = command.arguments("name")
        let input = command.option("input")
        // The database's JSON export keeps its own path: it streams from the store in 64 KiB
        // pieces, so a million presets are never one document in memory.
        if format == .json, input == nil {
            let library = try environment.library(for: command)
            try environment.writeOutput(to: command.option("output")) { output in
                try library.exportDocument(names: names) { output.write(bytes: $0) }
            }
            return .success
        }
        let presets: [HeaderPreset]
        if let input {
            let source = DocumentSource.name(of: input)
            let bytes = try environment.readInput(input)
            let read: [HeaderPreset]
            do {
                read = try PresetLibrary.validate(bytes, source: source)
            } catch {
                // The build plugin's style: a line Xcode and SwiftPM show at the document's place.
                guard command.option("diagnostics") == "compiler", let problem = error.documentProblem else { throw error }
                environment.errorOutput.write("\(source):\(problem.line):\(problem.column): error: \(problem.detail)\n")
                return .dataError
            }
            presets = try select(names, from: read, source: source)
        } else {
            presets = try environment.library(for: command).presets(named: names)
        }
        let bytes: [UInt8]
        do {
            bytes = try exporter.exportBytes(presets, options: options)
        } catch {
            throw CommandError(error)
        }
        try environment.writeOutput(bytes, to: command.option("output"))
        return .success
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
                    throw CommandError(.notFound, "no preset named \"\(name)\" in \(source)",
                                       hint: near.map { "did you mean \"\($0)\"?" })
                }
                chosen.append(preset)
            }
        }
        return chosen.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// The command the file's header states: what to run to make it again. An input path is
    /// given by its file name, so the header does not change from one machine to another.
    static func generatingCommand(_ command: ParsedCommand, format: ExportFormat) -> String {
        var words = ["stretchy", "export"] + command.arguments("name") + ["--to", format.rawValue]
        if let namespace = command.option("namespace") { words += ["--namespace", namespace] }
        if let input = command.option("input") {
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
