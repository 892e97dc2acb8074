import HeaderGeometry
import PresetService
import SafeText

/// `stretchy merge-file CURRENT BASE OTHER`: a three-way merge of preset documents, key by key, in
/// the order `git merge-file` takes, so git can run it as a merge driver
/// (`driver = stretchy merge-file %A %O %B`, docs/teams.md#merging).
public struct MergeFileCommand: StretchyCommand {
    static let current = CommandArgument.required(
        "current", kind: .path, help: "Our version (git's %A): the merge is written here.")
    static let base = CommandArgument.required(
        "base", kind: .path, help: "The common ancestor (git's %O).")
    static let other = CommandArgument.required(
        "other", kind: .path, help: "Their version (git's %B).")

    public static let spec = CommandSpec(
        name: "merge-file",
        abstract: "Merge preset documents key by key: git's merge driver.",
        discussion: "Combines the changes CURRENT and OTHER each made to BASE, key by key, the way the editor "
            + "and the studio merge an edit made meanwhile, and writes the result canonically to CURRENT. "
            + "A preset added on one side is kept; one deleted on one side and unchanged on the other is deleted. "
            + "A key changed differently on both sides is a conflict: CURRENT keeps its value, each conflict is "
            + "one line on standard error ('preset hero: maxHeight: 300 (base) → 320 (ours), 340 (theirs)') and "
            + "the exit status is 1, which git reports as a conflict. A side that is not a valid preset document "
            + "exits 65 and nothing is written.",
        arguments: [current.spec, base.spec, other.spec],
        examples: [
            CommandExample(
                "What git runs as the merge driver: their changes to base.json merged into hero.stretchy.json.",
                "stretchy merge-file hero.stretchy.json base.json theirs.json")
        ])

    /// Our version, written with the merge.
    var currentPath: String
    /// The common ancestor.
    var basePath: String
    /// Their version.
    var otherPath: String

    public init(_ parsed: ParsedCommand) {
        currentPath = parsed[Self.current]
        basePath = parsed[Self.base]
        otherPath = parsed[Self.other]
    }

    /// Reads and checks all three documents before anything is written, merges, and writes
    /// CURRENT whole or not at all.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        func read(_ path: String) throws -> [HeaderPreset] {
            try PresetLibrary.validate(try environment.readInput(path), source: DocumentSource.name(of: path))
        }
        let current = try read(currentPath), base = try read(basePath), other = try read(otherPath)
        let outcome = PresetDocumentMerge.merge(base: base, current: current, other: other)
        try environment.writeOutput(Array(PresetDocuments.document(outcome.presets).utf8), to: currentPath, announcing: false)
        for conflict in outcome.conflicts {
            environment.errorOutput.write(environment.shown(VisibleText.escaped(conflict, keeping: VisibleText.none)) + "\n")
        }
        return outcome.conflicts.isEmpty ? .success : .differs
    }
}
