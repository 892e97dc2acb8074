import Foundation
import HeaderGeometry

// Decodes a preset document the way an app would: Foundation's JSONDecoder and HeaderGeometry's
// PresetDocument (strict: every preset checked). Benchmarks/bench.py times it beside
// `stretchy export --to swift`; prints the number of presets so the harness can check it.
guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: DocumentDecodeBench DOCUMENT.json\n".utf8))
    exit(64)
}
let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
let document = try JSONDecoder().decode(PresetDocument.self, from: data)
print(document.presets.count)
