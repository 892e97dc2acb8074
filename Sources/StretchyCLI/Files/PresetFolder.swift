import HeaderGeometry
import PresetService
import SafeText
import ValueText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A team's folder of preset files, one canonical document per preset, `NAME.stretchy.json`: what
/// `export --split` writes and `import DIR` reads (docs/teams.md#the-folder-is-the-truth).
enum PresetFolder {
    /// How a preset file's name ends; every other file of the folder is left alone.
    static let suffix = ".stretchy.json"

    /// Whether `path` is a folder (following a symlink).
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The paths of the folder's preset files, sorted by name so a report reads the same on
    /// every machine.
    static func files(in folder: String) throws(CommandError) -> [String] {
        guard let directory = opendir(folder) else {
            let number = errno
            throw CommandError(.ioError, "cannot read the folder \(MessageText.quoted(folder, longest: .max)): \(String(cString: strerror(number)))")
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasSuffix(suffix), name.utf8.count > suffix.utf8.count else { continue }
            names.append(name)
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { prefix + $0 }
    }

    /// Every preset of the folder's preset files, each checked as `validate` checks a document
    /// (a problem named with its file, line and column, exit 65); a name two files claim is an
    /// error naming both.
    static func presets(in folder: String, environment: CLIEnvironment) throws -> [HeaderPreset] {
        var presets: [HeaderPreset] = []
        var owner: [String: String] = [:]
        for path in try files(in: folder) {
            let source = DocumentSource.name(of: path)
            for preset in try PresetLibrary.validate(try environment.readInput(path), source: source) {
                if let first = owner[preset.name] {
                    throw CommandError(
                        .dataError,
                        "preset \(MessageText.quoted(preset.name)) is in both \(MessageText.quoted(first, longest: .max)) "
                            + "and \(MessageText.quoted(source, longest: .max)); nothing was imported",
                        hint: "keep it in one file")
                }
                owner[preset.name] = source
                presets.append(preset)
            }
        }
        return presets
    }

    /// Writes one canonical document per preset into `folder` (created when missing), each file
    /// whole or not at all; returns the paths written.
    static func write(_ presets: [HeaderPreset], to folder: String, environment: CLIEnvironment) throws(CommandError) -> [String] {
        if !isFolder(folder) {
            var info = stat()
            if stat(folder, &info) == 0 {
                throw CommandError(.ioError, "\(MessageText.quoted(folder, longest: .max)) is not a folder")
            }
            guard mkdir(folder, 0o777) == 0 else {
                let number = errno
                throw CommandError(
                    .ioError, "cannot create the folder \(MessageText.quoted(folder, longest: .max)): \(String(cString: strerror(number)))")
            }
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var written: [String] = []
        for preset in presets {
            let path = prefix + preset.name + suffix
            try environment.writeOutput(Array(PresetDocuments.document([preset]).utf8), to: path, announcing: false)
            written.append(path)
        }
        return written
    }
}
