import Foundation
import PackagePlugin

/// Compiles a target's `Templates/` folder in as text: each file becomes a `static let` of
/// `enum TemplateText`, a raw string literal of the file's exact text (`studio-editors.js` →
/// `TemplateText.studioEditorsJs`; `TemplateText.byFileName` lists them all), so the binary needs
/// no resource bundle.
///
/// A string literal compiles in a fraction of a second where SwiftPM's `embedInCode` writes a
/// byte-array literal that takes the compiler about a second per 8 KB (BENCHMARKS.md, "Test build
/// time"). The literal's delimiter is `####"""`; a template containing `"""####`, `\####` or a
/// carriage return (which a multi-line literal would not keep) fails the build naming the file.
@main
struct TemplateTextPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // Sources/NAME/Templates: the targets using it keep the default folder (tools version 6.0
        // has no URL for a target's folder, and its `Path` is deprecated).
        let folder = context.package.directoryURL.appending(path: "Sources/\(target.name)/Templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { !$0.hasPrefix(".") }
            .sorted()
            .map { folder.appending(path: $0) }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
        let output = context.pluginWorkDirectoryURL.appending(path: "TemplateText.swift")
        // The dictionary's entries, written here where the names are known: `"web.html": webHtml,`.
        let entries = files.map { file in
            "        \"\(Self.escaped(file.lastPathComponent))\": `\(Self.identifier(for: file.lastPathComponent))`,\n"
        }.joined()
        var arguments = ["-c", Self.script, "sh", output.path, entries.isEmpty ? ":" : entries]
        for file in files {
            arguments += [Self.identifier(for: file.lastPathComponent), file.path]
        }
        return [
            .buildCommand(
                displayName: "Compiling \(target.name)'s templates in as text",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: arguments,
                inputFiles: files,
                outputFiles: [output])
        ]
    }

    /// `text` inside a Swift string literal: its backslashes and quotes escaped.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// `studio-editors.js` → `studioEditorsJs`: the file name's words, the first lower-case and the
    /// others capitalised; `_` before a name that would start with a digit or be empty.
    static func identifier(for fileName: String) -> String {
        let words = fileName.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let name = words.enumerated().map { index, word in
            index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        return name.first?.isLetter == true ? name : "_" + name
    }

    /// `sh -c SCRIPT sh OUTPUT ENTRIES NAME FILE [NAME FILE ...]`: each name is written as
    /// `` `name` `` (a template called `default` is still a name), `ENTRIES` as the dictionary's
    /// body; a file that cannot be read fails the build.
    static let script = #####"""
        PATH=/usr/bin:/bin
        output=$1; entries=$2; shift 2
        cr=$(printf '\r')
        fail() { echo "$1: error: $2" >&2; rm -f "$output.partial"; exit 1; }
        {
          printf '%s\n' "/// The files under Templates/, as text (Plugins/TemplateTextPlugin)." "enum TemplateText {"
          while [ $# -gt 1 ]; do
            [ -r "$2" ] || fail "$2" "a template cannot be read"
            if grep -qF -e '"""####' -e '\####' -e "$cr" "$2"; then
              fail "$2" "a template may not contain \"\"\"####, \\#### or a carriage return"
            fi
            printf '    static let `%s` = ####"""\n' "$1"
            cat "$2" || fail "$2" "a template cannot be read"
            printf '\n"""####\n'
            shift 2
          done
          printf '    /// Every template by its file name.\n    static let byFileName: [String: String] = [\n%s    ]\n}\n' "$entries"
        } > "$output.partial" && mv "$output.partial" "$output"
        """#####
}
