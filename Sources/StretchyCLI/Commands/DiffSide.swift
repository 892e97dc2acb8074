import HeaderGeometry
import PresetService
import ValueText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One side of `stretchy diff`: a preset name, `NAME@REVISION`, or a document file
/// (docs/teams.md#the-review-loop).
struct DiffSide {
    /// The side as typed: what the chart's legend and the messages call it.
    var label: String
    /// Its presets: one for a name or a revision, a document's every preset.
    var presets: [HeaderPreset]

    /// Whether `word` names a file: one that exists, or a path (a `/` in it, or ending `.json`).
    static func namesFile(_ word: String) -> Bool {
        if word == "-" || word.contains("/") || word.hasSuffix(".json") { return true }
        var info = stat()
        return stat(word, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Reads the side: a file is read and checked as `validate` checks it (exit 65 for a bad one,
    /// 66 when missing); a name is a live preset; `NAME@REVISION` that revision of the name's
    /// history (exit 66 when it has no such revision, or the revision is its deletion).
    static func read(_ word: String, environment: CLIEnvironment) throws -> DiffSide {
        if namesFile(word) {
            let source = DocumentSource.name(of: word)
            return DiffSide(label: word, presets: try PresetLibrary.validate(try environment.readInput(word), source: source))
        }
        let library = try environment.library()
        guard let at = word.lastIndex(of: "@") else {
            return DiffSide(label: word, presets: [try library.hintingNames(word) { () throws(ServiceError) in try library.preset(named: word) }])
        }
        let name = String(word[..<at]), number = String(word[word.index(after: at)...])
        guard let revision = Int(number), revision >= 1, number.allSatisfy(\.isASCII) else {
            throw UsageError(
                "\(MessageText.quoted(word)) is not NAME@REVISION: \(MessageText.quoted(number)) is not a revision number",
                hint: "revisions are whole numbers from 1; see 'stretchy history \(name)'")
        }
        let history = try library.hintingNames(name) { () throws(ServiceError) in try library.history(of: name) }
        guard let entry = history.first(where: { $0.revision == revision }) else {
            throw CommandError(
                .notFound, "preset \(MessageText.quoted(name)) has no revision \(revision)",
                hint: "its revisions are 1 to \(history.last?.revision ?? 1); see 'stretchy history \(name)'")
        }
        guard let preset = entry.preset else {
            throw CommandError(
                .notFound, "revision \(revision) of \(MessageText.quoted(name)) is its deletion; there is no preset to compare",
                hint: "compare with revision \(revision - 1)")
        }
        return DiffSide(label: word, presets: [preset])
    }
}
