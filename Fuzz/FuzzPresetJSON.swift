import HeaderGeometry
import PresetJSON

/// libFuzzer entry: reads arbitrary bytes as a preset document and checks what a user relies on.
///
/// - Reading never crashes, whatever the bytes.
/// - An error is one line (the CLI prints it after `stretchy: error:`).
/// - Every preset a successful read returns is valid (the reader enforces SPEC.md §3).
/// - Writing what was read and reading it back gives the same presets, and writing those again
///   gives the same bytes (the canonical form is a fixed point).
/// - The same holds for the single preset object of the `$EDITOR` flow (`readPreset`).
/// - The name and summary rules never crash on arbitrary text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPresetJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))

    let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
    _ = HeaderPreset.nameProblem(text)
    _ = HeaderPreset.summaryProblem(text)

    checkOnePreset(bytes)

    let presets: [HeaderPreset]
    do {
        presets = try PresetDocumentReader.read(bytes, source: "fuzz.json")
    } catch {
        let message = String(describing: error)
        if message.isEmpty || message.contains(where: { $0 == "\n" || $0 == "\r" }) {
            fatalError("error message is not one non-empty line: \(message.debugDescription)")
        }
        return 0
    }
    for preset in presets where !preset.isValid {
        fatalError("read an invalid preset \(preset.name.debugDescription): \(preset.violations)")
    }

    let written = PresetDocumentWriter.document(presets)
    let reread: [HeaderPreset]
    do {
        reread = try PresetDocumentReader.read(Array(written.utf8), source: "written.json")
    } catch {
        fatalError("the writer's own output does not read back: \(error)\n\(written)")
    }
    let byName = { (a: HeaderPreset, b: HeaderPreset) in a.name.utf8.lexicographicallyPrecedes(b.name.utf8) }
    if reread.sorted(by: byName) != presets.sorted(by: byName) {
        fatalError("read → write → read changed the presets:\n\(written)")
    }
    let rewritten = PresetDocumentWriter.document(reread)
    if rewritten != written {
        fatalError("write → read → write is not byte-identical:\n\(written)\n---\n\(rewritten)")
    }
    return 0
}

/// The `$EDITOR` flow: one preset object, read, written back and read again.
private func checkOnePreset(_ bytes: [UInt8]) {
    let preset: HeaderPreset
    do {
        preset = try PresetDocumentReader.readPreset(bytes, source: "preset.json")
    } catch {
        let message = String(describing: error)
        if message.isEmpty || message.contains(where: { $0 == "\n" || $0 == "\r" }) {
            fatalError("error message is not one non-empty line: \(message.debugDescription)")
        }
        return
    }
    if !preset.isValid {
        fatalError("readPreset returned an invalid preset \(preset.name.debugDescription): \(preset.violations)")
    }
    let written = PresetDocumentWriter.preset(preset)
    guard let again = try? PresetDocumentReader.readPreset(Array(written.utf8), source: "written.json"),
        again == preset, PresetDocumentWriter.preset(again) == written
    else {
        fatalError("readPreset → preset → readPreset is not a fixed point:\n\(written)")
    }
}
