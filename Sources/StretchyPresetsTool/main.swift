import HeaderGeometry
import PresetExport
import PresetJSON
import SafeText

// The StretchyPresetsPlugin's tool: `StretchyPresetsTool --namespace NAME --input DOCUMENT
// --output FILE` writes the Swift that `stretchy export --to swift` writes for the document.
// It links HeaderGeometry, the JSON reader and the exporters only, so an app's build never
// compiles the store, SQLite's wrapper, the preview or the charts. An invalid document is one
// line at its place, `DOCUMENT:LINE:COLUMN: error: ...`, which Xcode and SwiftPM show there.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The value after `flag`, or `nil`.
func option(_ flag: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

/// Writes `message` and a newline to standard error, as one line whatever the document's file
/// name holds: its control characters (a newline that would start a fake `file:line:col: error:`
/// line in the build log, an escape sequence) and bidirectional controls written visibly.
func report(_ message: String) {
    let line = Array((VisibleText.escaped(message, keeping: VisibleText.none) + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let input = option("--input", in: arguments), let output = option("--output", in: arguments) else {
    report("usage: StretchyPresetsTool [--namespace NAME] --input DOCUMENT --output FILE")
    exit(64)
}
let namespace = option("--namespace", in: arguments)
let source = String(input.split(separator: "/").last ?? Substring(input))

let bytes: [UInt8]
do {
    bytes = Array(try Data(contentsOf: URL(fileURLWithPath: input)))
} catch {
    report("\(input): error: cannot read the preset document")
    exit(66)
}

let presets: [HeaderPreset]
do {
    presets = try PresetDocumentReader.read(bytes, source: source)
        .sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
} catch {
    report("\(source):\(error.line ?? error.nearLine ?? 1):\(error.column ?? error.nearColumn ?? 1): error: \(error.detail)")
    exit(65)
}

var command = "stretchy export --to swift"
if let namespace { command += " --namespace \(namespace)" }
command += " --input \(source)"
do {
    let swift = try SwiftExporter().exportBytes(presets, options: ExportOptions(namespace: namespace, command: command))
    try Data(swift).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch let error as ExportError {
    report("\(source): error: \(error.message)")
    exit(65)
} catch {
    report("\(output): error: cannot write the generated Swift")
    exit(74)
}
