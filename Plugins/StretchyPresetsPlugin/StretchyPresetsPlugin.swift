import Foundation
import PackagePlugin

/// Turns each `*.stretchy.json` preset document in a target into Swift at build time, by running
/// the package's StretchyPresetsTool, which writes what `stretchy export --to swift --input
/// DOCUMENT` writes and links only the model, the JSON reader and the exporters (an app's build
/// never compiles the store or SQLite's wrapper): editing a preset with the CLI
/// and exporting it into the app's folder reaches the app on the next build, and an invalid
/// document fails the build with `file:line:column: error: ...` and the key path.
///
/// The generated enum is named after the document when its name is a type name
/// (`OnboardingHeaders.stretchy.json` → `OnboardingHeaders`), else `StretchyPresets`.
@main
struct StretchyPresetsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let documents = target.sourceFiles.filter { $0.url.lastPathComponent.hasSuffix(Self.suffix) }
        if documents.isEmpty { return [] }
        let tool = try context.tool(named: "StretchyPresetsTool").url
        return documents.map { document in
            let name = String(document.url.lastPathComponent.dropLast(Self.suffix.count))
            let output = context.pluginWorkDirectoryURL.appending(path: "\(name).swift")
            return .buildCommand(
                displayName: "Generating \(name).swift from \(document.url.lastPathComponent)",
                executable: tool,
                arguments: [
                    "--namespace", Self.namespace(for: name),
                    "--input", document.url.path, "--output", output.path,
                ],
                inputFiles: [document.url],
                outputFiles: [output])
        }
    }

    /// `.stretchy.json`: the documents this plugin turns into Swift.
    static let suffix = ".stretchy.json"

    /// The document's name when it reads as a Swift type name (`OnboardingHeaders`), else
    /// `StretchyPresets`.
    static func namespace(for name: String) -> String {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
            name.unicodeScalars.allSatisfy({
                ("A"..."Z").contains($0) || ("a"..."z").contains($0)
                    || ("0"..."9").contains($0) || $0 == "_"
            })
        else { return "StretchyPresets" }
        return name
    }
}
