import HeaderGeometry
import PresetExport
import PresetService
import TestKit
import Testing

/// The Kotlin export imports only what it uses: an unused import is a warning in the user's build
/// (and an error under `allWarningsAsErrors`).
struct ComposeImportTests {
    /// The simple names a Kotlin file imports (`import a.b.C` → `C`, `import a.b.C as D` → `D`).
    static func importedNames(in kotlin: String) -> [String] {
        kotlin.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("import ") else { return nil }
            let words = line.split(separator: " ")
            if words.count == 4, words[2] == "as" { return String(words[3]) }
            return words.count == 2 ? words[1].split(separator: ".").last.map(String.init) : nil
        }
    }

    /// Whether `name` appears as a whole word in `kotlin` outside its import lines; the
    /// delegate operators count as used by a `val … by` (`getValue`) or `var … by` (`setValue`).
    static func uses(_ name: String, in kotlin: String) -> Bool {
        let lines = kotlin.split(separator: "\n").filter { !$0.hasPrefix("import ") }
        let delegated = lines.map { $0.drop { $0 == " " } }.filter { $0.contains(" by ") }
        switch name {
        case "getValue": return delegated.contains { $0.hasPrefix("val ") || $0.hasPrefix("var ") }
        case "setValue": return delegated.contains { $0.hasPrefix("var ") }
        default: break
        }
        let isWord: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        for line in lines {
            var rest = line[...]
            while let found = rest.firstRange(of: name) {
                let before = found.lowerBound == line.startIndex ? nil : line[line.index(before: found.lowerBound)]
                let after = found.upperBound == line.endIndex ? nil : line[found.upperBound]
                if !(before.map(isWord) ?? false), !(after.map(isWord) ?? false) { return true }
                rest = line[found.upperBound...]
            }
        }
        return false
    }

    /// Every built-in preset, and presets with tracks of every easing and a quick return.
    static var presets: [HeaderPreset] {
        BuiltInCatalogue.presets + [PlatformExporterTests.tracked, PlatformExporterTests.quick, PlatformExporterTests.snapping]
    }

    func testEveryImportOfTheKotlinExportIsUsed() throws {
        for preset in Self.presets {
            let kotlin = try ComposeExporter().export([preset], options: ExportOptions(command: "stretchy export --to compose"))
            let imported = Self.importedNames(in: kotlin)
            expect(imported.count > 5)
            for name in imported {
                expect(Self.uses(name, in: kotlin), "\(preset.name): import of \(name) is unused")
            }
        }
    }

    /// The check itself: a name found only in its import, or inside a longer word, is unused.
    func testTheCheckFindsAnUnusedImport() {
        let kotlin = "import a.b.Dp\nimport a.b.dp\nimport a.c.getValue\nimport a.c.Easing as E\nval x: Dpx = 1.dp\n"
        expectEqual(Self.importedNames(in: kotlin), ["Dp", "dp", "getValue", "E"])
        expect(!Self.uses("Dp", in: kotlin))
        expect(Self.uses("dp", in: kotlin))
        expect(!Self.uses("getValue", in: kotlin))
        expect(!Self.uses("E", in: kotlin))
    }
}
