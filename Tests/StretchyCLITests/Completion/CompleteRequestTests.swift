import Foundation
import HeaderGeometry
import PresetFormat
import TestKit
import Testing

@testable import StretchyCLI

/// `stretchy __complete`, the one place completion is decided, run in-process on a real
/// database: what a TAB offers in each place of a command line (docs/commands.md#completion).
struct CompleteRequestTests {
    /// A database with the built-in catalogue plus `hero`, whose tracks are known here:
    /// title.scale and title.opacity (with an easing), avatar.opacity.
    final class Library {
        let database = InProcessDatabase()

        init() {
            for arguments in [
                [
                    "create", "hero", "maxHeight=320", "tracks.title.scale=0:1.5,1:1", "tracks.title.opacity=0:1,1:0",
                    "tracks.avatar.opacity=0.5:1,1:0",
                ],
                ["edit", "hero", "tracks.title.opacity.easing=easeOut"],
            ] {
                let run = database.run(arguments)
                precondition(run.status == 0, run.error)
            }
        }

        /// `__complete SHELL -- words…` with `STRETCHY_DB` naming the database.
        func complete(_ words: [String], shell: String = "bash") -> Answer {
            Answer.of(["__complete", shell, "--"] + words, variables: ["STRETCHY_DB": database.path])
        }

        /// Runs the command line (`stretchy --db … arguments`), which must succeed.
        func run(_ arguments: [String]) {
            let run = database.run(arguments)
            precondition(run.status == 0, run.error)
        }
    }

    /// What one request answered.
    struct Answer {
        var status: Int32
        var output: String
        var error: String

        static func of(_ arguments: [String], variables: [String: String]) -> Answer {
            let (environment, output, error) = CLIEnvironment.inMemory(arguments: arguments, variables: variables)
            let status = StretchyCLI.run(environment: environment)
            return Answer(status: status, output: output.text, error: error.text)
        }

        /// The words offered, in order.
        var words: [String] {
            lines.map { String($0.prefix { $0 != "\t" }) }
        }

        /// Each word's description (zsh and fish), by word.
        var descriptions: [String: String] {
            var result: [String: String] = [:]
            for line in lines {
                let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
                result[parts[0]] = parts.count > 1 ? parts[1] : ""
            }
            return result
        }

        private var lines: [String] {
            let all = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard all.first == ":words" else { return [] }
            return all.dropFirst().filter { !$0.isEmpty }
        }
    }

    // MARK: Keys

    func testAKeyCompletesFromItsFirstLettersWithItsEqualsSign() {
        let library = Library()
        expectEqual(library.complete(["edit", "hero", "ma"]).words, ["maxHeight="])
        expectEqual(library.complete(["edit", "hero", "snap.p"]).words, ["snap.positions=", "snap.policy="])
        expectEqual(library.complete(["edit", "hero", "motion.fl"]).words, ["motion.fling="])
        expectEqual(library.complete(["create", "new-one", "coll"]).words, ["collapse="])
        expectEqual(library.complete(["create", "new-one", "--from", "hero", "pull"]).words, ["pullTrigger="])
    }

    func testEveryKeyTheCommandLineSetsIsOffered() {
        let library = Library()
        let offered = Set(library.complete(["edit", "hero", ""]).words)
        // docs/format.md#preset-keys and #motion, as a user reads them.
        for key in [
            "summary=", "minHeight=", "maxHeight=", "collapse=", "damping=", "shadow=", "shadow.threshold=",
            "shadow.radius=", "pullTrigger=", "snap.mode=", "snap.positions=", "snap.initialPosition=",
            "snap.policy=", "motion=", "motion.spring.response=", "motion.quickReturn=", "motion.fling=",
            "tracks=", "tracks.", "reducedMotion=", "reducedMotion.",
        ] {
            expect(offered.contains(key), "\(key)")
        }
        // What the command line cannot set is not offered.
        expect(!offered.contains("name="))
        expect(!offered.contains("snap="))
        expect(!offered.contains { $0.contains("LAYER") })
        let table: [String] = FormatKey.settable.filter { !$0.isPattern }.map { $0.path + "=" }
        expectEqual(offered, Set(table + ["tracks.", "reducedMotion."]))
    }

    // MARK: Reduce Motion

    /// docs/accessibility.md#reduce-motion: `reducedMotion.KEY` takes any key the command line
    /// sets but `name`, `summary`, `dynamicType` and `reducedMotion`, and shows the variant's values.
    func testReducedMotionOffersTheKeysAVariantSetsWithItsValues() {
        let library = Library()
        library.run(["edit", "hero", "reducedMotion.motion.parallax=0", "reducedMotion.tracks.title.scale=0:1,1:1"])
        let offered = library.complete(["edit", "hero", "reducedMotion."]).words
        for key in ["reducedMotion.maxHeight=", "reducedMotion.motion.parallax=", "reducedMotion.snap.mode=", "reducedMotion.tracks."] {
            expect(offered.contains(key), "\(key)")
        }
        for refused in ["name", "summary", "dynamicType", "reducedMotion"] {
            expect(!offered.contains { $0.hasPrefix("reducedMotion.\(refused)") }, "\(refused)")
        }
        expectEqual(offered.count, Set(offered).count)
        // The variant's own value is the current one; the preset's is not.
        let parallax = library.complete(["edit", "hero", "reducedMotion.motion.parallax="], shell: "zsh").descriptions
        expectEqual(parallax["reducedMotion.motion.parallax=0"], "current")
        // Its track's keyframes, but not null: a variant cannot remove a track.
        expectEqual(library.complete(["edit", "hero", "reducedMotion.tracks.title.scale="]).words, ["reducedMotion.tracks.title.scale=0:1,1:1"])
        expect(library.database.run(["edit", "hero", "reducedMotion.tracks.title.scale=null"]).status != 0)
        expectEqual(
            library.complete(["edit", "hero", "reducedMotion.tracks."]).words, ["reducedMotion.tracks.avatar.", "reducedMotion.tracks.title."])
        // A key already assigned on the line is not offered again.
        expect(!library.complete(["edit", "hero", "reducedMotion.maxHeight=300", "reducedMotion."]).words.contains("reducedMotion.maxHeight="))
    }

    func testAKeyAlreadyAssignedOnTheLineIsNotOfferedAgain() {
        let library = Library()
        expectEqual(library.complete(["edit", "hero", "maxHeight=330", "ma"]).words, [])
        expectEqual(library.complete(["edit", "hero", "minHeight=1", "m"]).words.first, "maxHeight=")
    }

    func testTheKeysCarryTheirMeaningForZshAndFish() {
        let library = Library()
        let descriptions = library.complete(["edit", "hero", "ma"], shell: "zsh").descriptions
        expectEqual(descriptions["maxHeight="], "the header's height at rest")
    }

    func testAfterTheEqualsSignAnEnumKeyOffersItsValues() {
        let library = Library()
        expectEqual(library.complete(["edit", "hero", "collapse="]).words, ["collapse=shrink", "collapse=scroll"])
        expectEqual(
            library.complete(["edit", "hero", "snap.mode="]).words,
            ["snap.mode=disabled", "snap.mode=immediately", "snap.mode=afterFinishAccelerating"])
        expectEqual(library.complete(["edit", "hero", "snap.policy="]).words, ["snap.policy=nearest", "snap.policy=direction"])
        expect(library.complete(["edit", "hero", "motion.fling="]).words.contains("motion.fling=android"))
        expectEqual(
            library.complete(["edit", "hero", "motion.quickReturn="]).words, ["motion.quickReturn=true", "motion.quickReturn=false"])
        expectEqual(library.complete(["edit", "hero", "shadow="]).words, ["shadow=null"])
        expectEqual(library.complete(["edit", "hero", "motion="]).words, ["motion=default"])
        expectEqual(library.complete(["edit", "hero", "tracks="]).words, ["tracks=[]"])
        // bash gets only what continues the word typed.
        expectEqual(library.complete(["edit", "hero", "collapse=sc"]).words, ["collapse=scroll"])
    }

    func testTheCurrentValueIsOfferedAndMarked() {
        let library = Library()
        // hero was created with maxHeight=320 and the default collapse, shrink.
        expectEqual(library.complete(["edit", "hero", "maxHeight="]).words, ["maxHeight=320"])
        let collapse = library.complete(["edit", "hero", "collapse="], shell: "fish").descriptions
        expectEqual(collapse["collapse=shrink"], "current")
        expectEqual(collapse["collapse=scroll"], "")
    }

    // MARK: Tracks

    func testTracksOfferThePresetsOwnLayersThenTheirProperties() {
        let library = Library()
        expectEqual(library.complete(["edit", "hero", "tracks."]).words, ["tracks.avatar.", "tracks.title."])
        let title = library.complete(["edit", "hero", "tracks.title."]).words
        expectEqual(
            title,
            [
                "tracks.title.opacity=", "tracks.title.opacity.", "tracks.title.scale=", "tracks.title.scale.",
                "tracks.title.translateX=", "tracks.title.translateY=", "tracks.title.blur=",
            ])
        expectEqual(
            library.complete(["edit", "hero", "tracks.title.opacity."]).words, ["tracks.title.opacity.input=", "tracks.title.opacity.easing="])
        expectEqual(
            library.complete(["edit", "hero", "tracks.title.scale.input="]).words,
            ["tracks.title.scale.input=progress", "tracks.title.scale.input=pull", "tracks.title.scale.input=offset"])
        // Only a scale track has an anchor.
        expectEqual(
            library.complete(["edit", "hero", "tracks.title.scale."]).words,
            ["tracks.title.scale.input=", "tracks.title.scale.easing=", "tracks.title.scale.anchor="])
        let easing = library.complete(["edit", "hero", "tracks.title.opacity.easing="], shell: "zsh").descriptions
        expectEqual(easing["tracks.title.opacity.easing=easeOut"], "current")
        expectEqual(easing["tracks.title.opacity.easing=linear"], "")
        // A track's keyframes: its current ones, or null to remove it.
        expectEqual(
            library.complete(["edit", "hero", "tracks.title.scale="]).words, ["tracks.title.scale=null", "tracks.title.scale=0:1.5,1:1"])
    }

    func testCreateTakesTheTracksOfItsBase() {
        let library = Library()
        expectEqual(
            library.complete(["create", "copy-of-hero", "--from", "hero", "tracks."]).words, ["tracks.avatar.", "tracks.title."])
        // Without tracks to go by, the conventional layers (docs/tracks.md).
        expectEqual(library.complete(["create", "fresh", "tracks.t"]).words, ["tracks.title."])
    }

    // MARK: Names and revisions

    func testCommandsTakingALivePresetOfferLiveNames() {
        let library = Library()
        library.run(["delete", "sticky-utah"])
        for command in ["show", "edit", "delete", "eval", "chart", "export", "rename", "copy"] {
            let names = library.complete([command, ""]).words
            expect(names.contains("hero"), "\(command)")
            expect(names.contains("stretchy-ios18"), "\(command)")
            expect(!names.contains("sticky-utah"), "\(command) offers a deleted preset")
        }
        expectEqual(library.complete(["show", "he"]).words, ["hero"])
        // A name already given to a command taking several is not offered again.
        expectEqual(library.complete(["chart", "hero", "he"]).words, [])
        // A new name is the user's to choose.
        expectEqual(library.complete(["create", ""]).words, [])
        expectEqual(library.complete(["copy", "hero", ""]).words, [])
    }

    func testZshAndFishShowEachPresetsSummaryCutToALine() {
        let library = Library()
        library.run(["edit", "hero", "summary=A big title that shrinks into the bar"])
        let long = String(repeating: "word ", count: 20) + "end"
        library.run(["create", "wordy", "summary=" + long + "\nsecond line"])
        let described = library.complete(["show", ""], shell: "fish").descriptions
        expectEqual(described["hero"], "A big title that shrinks into the bar")
        // 20 × "word " then "end": cut at the last space of the first 60 characters (the 60th).
        expectEqual(described["wordy"], String(repeating: "word ", count: 11) + "word…")
        expectEqual(library.complete(["edit", "her"], shell: "zsh").descriptions["hero"], "A big title that shrinks into the bar")
        // bash shows no descriptions, and does not read the summaries.
        expectEqual(library.complete(["show", "hero"]).output, ":words\nhero\n")
    }

    func testRestoreOffersTheBuiltInsItWouldBringBackNotLivePresets() {
        let library = Library()
        expectEqual(library.complete(["restore", ""]).words, [])
        library.run(["delete", "sticky-utah"])
        library.run(["edit", "scaling-header", "maxHeight=400"])
        library.run(["delete", "hero"])
        let answer = library.complete(["restore", ""], shell: "zsh")
        expectEqual(answer.words, ["scaling-header", "sticky-utah"])
        expectEqual(answer.descriptions, ["sticky-utah": "deleted", "scaling-header": "changed"])
    }

    func testHistoryAndRevertOfferDeletedPresetsToo() {
        let library = Library()
        library.run(["delete", "hero"])
        expectEqual(library.complete(["revert", "he"]).words, ["hero"])
        let described = library.complete(["revert", ""], shell: "fish").descriptions
        expectEqual(described["hero"], "deleted")
        expectEqual(described["sticky-utah"].map { !$0.isEmpty && $0 != "deleted" }, true)
        expectEqual(library.complete(["history", "h"]).words, ["hero"])
    }

    func testRevertOffersThePresetsRevisionsWithWhatEachChanged() {
        let library = Library()
        library.run(["edit", "hero", "maxHeight=300"])
        library.run(["delete", "hero"])
        // 1 create, 2 easing, 3 maxHeight, 4 the deletion (no revision to go back to).
        let answer = library.complete(["revert", "hero", ""], shell: "zsh")
        expectEqual(answer.words, ["1", "2", "3"])
        expectEqual(answer.descriptions["3"]?.hasSuffix("edit: maxHeight 320 → 300"), true)
        expectEqual(answer.descriptions["1"]?.contains("create: new preset"), true)
        expectEqual(library.complete(["revert", "hero", "2"]).words, ["2"])
        expectEqual(library.complete(["revert", "nobody", ""]).words, [])
    }

    // MARK: Series

    func testSeriesOfferTheirNamesAndThePresetsTracks() {
        let library = Library()
        let series = library.complete(["chart", "hero", "--series", ""]).words
        expectEqual(series, ["height", "visible", "translation", "gap", "progress", "shadow", "accessoryTop", "avatar.", "title."])
        expectEqual(library.complete(["chart", "hero", "--series", "title."]).words, ["title.opacity", "title.scale"])
        // A comma list keeps what came before and does not offer it again.
        let more = library.complete(["chart", "hero", "--series", "height,"]).words
        expectEqual(more.first, "height,visible")
        expect(!more.contains("height,height"))
        expectEqual(library.complete(["chart", "hero", "--series=gap,title.s"]).words, ["--series=gap,title.scale"])
        // Without a preset named, only the names.
        expectEqual(library.complete(["chart", "--series", "t"]).words, ["translation"])
    }

    // MARK: Commands, options, files

    func testTheFirstWordIsACommand() {
        let library = Library()
        let commands = library.complete([""]).words
        expectEqual(commands, CommandCatalogue.stretchy.commands.map(\.name))
        expect(commands.contains("restore") && commands.contains("help"))
        expect(!commands.contains { $0.hasPrefix("_") })
        expectEqual(library.complete(["re"]).words, ["rename", "restore", "revert"])
        expectEqual(library.complete(["--db", library.database.path, "sh"]).words, ["show"])
        expectEqual(library.complete(["help", "ed"]).words, ["edit"])
        expectEqual(library.complete(["completion", ""]).words, ["bash", "zsh", "fish"])
        expectEqual(library.complete(["no-such-command", ""]).words, [])
    }

    func testOptionsComeFromTheCommandsSpec() {
        let library = Library()
        let options = library.complete(["eval", "hero", "--"]).words
        expectEqual(
            Array(options.prefix(11)),
            [
                "--at", "--from", "--to", "--step", "--columns", "--device", "--safe-area-top", "--viewport-height", "--text-size",
                "--reduce-motion", "--format",
            ])
        expectEqual(library.complete(["eval", "hero", "--device", ""]).words, ["iphone-15", "iphone-14", "iphone-se", "pixel-8"])
        expectEqual(options, EvalCommand.spec.options.map { "--" + $0.long } + ["--db", "--help"])
        // Given once, an option is not offered again; the format's values follow it.
        expect(!library.complete(["eval", "hero", "--format", "csv", "--"]).words.contains("--format"))
        expectEqual(library.complete(["eval", "hero", "--format", ""]).words, ["table", "json", "csv"])
        expectEqual(library.complete(["eval", "hero", "--format=j"]).words, ["--format=json"])
        expectEqual(library.complete(["import", "x.json", "--on-conflict", ""]).words, ["fail", "skip", "replace"])
        expectEqual(library.complete(["chart", "hero", "--col"]).words, ["--color"])
        expectEqual(library.complete(["--"]).words, ["--db", "--color", "--version", "--help"])
        // A negative number is a value, not the start of an option.
        expectEqual(library.complete(["eval", "hero", "--at", "-1"]).words, [])
    }

    /// The toggles' flags of docs/accessibility.md#in-the-preview-and-the-studio, and the twelve sizes.
    func testPreviewAndStudioOfferTheToggles() {
        let library = Library()
        for command in ["preview", "studio"] {
            expectEqual(library.complete([command, "hero", "--red"]).words, ["--reduce-motion"], "\(command)")
            expectEqual(library.complete([command, "hero", "--te"]).words, ["--text-size"], "\(command)")
            expectEqual(library.complete([command, "hero", "--text-size", "ax"]).words, ["ax1", "ax2", "ax3", "ax4", "ax5"], "\(command)")
        }
    }

    func testFilesWhereAFileIsExpected() {
        let library = Library()
        expectEqual(library.complete(["import", ""]).output, ":files\t\n")
        expectEqual(library.complete(["validate", "x"]).output, ":files\t\n")
        expectEqual(library.complete(["verify", "hero", ""]).output, ":files\t\n")
        expectEqual(library.complete(["verify", "--against", "old.jsonl", ""]).output, ":files\t\n")
        expectEqual(library.complete(["verify", "--against", "old.jsonl", "new.jsonl", ""]).words, [])
        expectEqual(library.complete(["fit", ""]).output, ":files\t\n")
        expectEqual(library.complete(["export", "--output", ""]).output, ":files\t\n")
        expectEqual(library.complete(["export", "--output=./o"]).output, ":files\t--output=\n")
        expectEqual(library.complete(["chart", "hero", "-o", ""]).output, ":files\t\n")
        expectEqual(library.complete(["--db", ""]).output, ":files\t\n")
        expectEqual(library.complete(["merge-file", "a", "b", ""]).output, ":files\t\n")
        expectEqual(library.complete(["export", "--split", ""]).output, ":files\t\n")
    }

    func testTheTeamCommandsAndOptionsAreOffered() {
        let library = Library()
        expectEqual(library.complete(["merge-f"]).words, ["merge-file"])
        expectEqual(library.complete(["dif"]).words, ["diff"])
        expectEqual(library.complete(["diff", "sticky-utah", "her"]).words, ["hero"])
        expectEqual(library.complete(["import", "presets", "--pr"]).words, ["--prune"])
        expectEqual(library.complete(["export", "--spl"]).words, ["--split"])
        expectEqual(library.complete(["diff", "a", "b", "--ch"]).words, ["--chart"])
        expectEqual(library.complete(["export", "--to", "tok"]).words, ["tokens"])
    }

    // MARK: The database

    func testBeforeTheDatabaseExistsTheBuiltInsCompleteAndNoneIsCreated() throws {
        let folder = InProcessDatabase()
        let missing = folder.folder.appendingPathComponent("nothing-here.sqlite").path
        // What the first command will create the database with, read from the shipped documents.
        let builtIns = try Self.shippedPresetNames()
        expect(builtIns.contains("sticky-utah"))
        for (words, expected) in [
            (["edit", "hero", "ma"], ["maxHeight="]), (["show", ""], builtIns),
            (["show", "sticky-"], builtIns.filter { $0.hasPrefix("sticky-") }),
            (["history", ""], builtIns), (["revert", "sticky-utah", ""], []), (["restore", ""], []),
            (["--db", missing, "edit", "hero", "ma"], ["maxHeight="]),
            (["edit", "sticky-utah", "minHeight="], ["minHeight=120"]),
        ] {
            let answer = Answer.of(["__complete", "bash", "--"] + words, variables: ["STRETCHY_DB": missing])
            expectEqual(answer.status, 0)
            expectEqual(answer.error, "")
            expectEqual(answer.words, expected, "\(words)")
        }
        // The default location, under a home with nothing in it: names with their summaries.
        let home = folder.folder.appendingPathComponent("home").path
        let answer = Answer.of(["__complete", "zsh", "--", "show", ""], variables: ["HOME": home])
        expectEqual(answer.words, builtIns)
        expectEqual(answer.descriptions["sticky-utah"]?.hasPrefix("Big Mountain Studio"), true)
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: folder.folder.path), [])
    }

    func testTheDatabaseIsOnlyRead() throws {
        let library = Library()
        let path = library.database.path
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let files = try FileManager.default.contentsOfDirectory(atPath: library.database.folder.path).sorted()
        _ = library.complete(["revert", "hero", ""])
        _ = library.complete(["edit", "hero", "tracks.title."])
        _ = library.complete(["restore", ""])
        try expectEqual(Data(contentsOf: URL(fileURLWithPath: path)), before)
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: library.database.folder.path).sorted(), files)
    }

    func testADatabaseOfAnotherSchemaVersionIsNeitherMigratedNorReported() throws {
        let library = Library()
        try SQLiteConnection(library.database.path).execute("PRAGMA user_version = 99")
        let before = try Data(contentsOf: URL(fileURLWithPath: library.database.path))
        let names = library.complete(["show", ""])
        expect(names.output == ":words\n" && names.error == "")
        expectEqual(library.complete(["edit", "hero", "ma"]).words, ["maxHeight="])
        try expectEqual(Data(contentsOf: URL(fileURLWithPath: library.database.path)), before)
    }

    func testAMalformedRequestPrintsNothing() {
        for arguments in [
            ["__complete"], ["__complete", "bash"], ["__complete", "tcsh", "--", "ed"],
            ["__complete", "--", "--db"], ["__complete", "--", "--db", "/no/such/folder/x", "show", ""],
        ] {
            let answer = Answer.of(arguments, variables: [:])
            expectEqual(answer.status, 0)
            expectEqual(answer.error, "")
        }
        // No shell named: as bash, narrowed to the word typed.
        expectEqual(Answer.of(["__complete", "--", "ed"], variables: [:]).output, ":words\nedit\n")
        expect(Answer.of(["__complete", "fish", "edit", "x", "ma"], variables: [:]).words.contains("maxHeight="))
    }

    /// The names in the catalogue's documents under Presets/, read as plain JSON.
    static func shippedPresetNames() throws -> [String] {
        var names: [String] = []
        for path in RepositoryFiles.files(under: "Presets", { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }) {
            let document = try JSONSerialization.jsonObject(with: Data(contentsOf: RepositoryFiles.url(path))) as? [String: Any]
            for preset in document?["presets"] as? [[String: Any]] ?? [] { names.append(preset["name"] as? String ?? "") }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
