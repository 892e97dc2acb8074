import Foundation

/// A target's `Templates/` folder, which Plugins/TemplateTextPlugin compiles in as string
/// literals (`TemplateText.byFileName`): what the tests of each target compare it with.
public enum TemplateFolder {
    /// How the compiled-in texts `compiled` (by file name) differ from the files of
    /// `Sources/TARGET/Templates`: a file missing, one compiled in that is not there, or one whose
    /// text is not the file's byte for byte; empty when they agree.
    public static func differences(of target: String, from compiled: [String: String]) throws -> [String] {
        let folder = AppleTypeCheck.root.appendingPathComponent("Sources/\(target)/Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
        var differences: [String] = []
        for name in Set(names).symmetricDifference(compiled.keys).sorted() {
            differences.append(compiled[name] == nil ? "\(name): in the folder, not compiled in" : "\(name): compiled in, not in the folder")
        }
        for name in names.sorted() {
            guard let text = compiled[name] else { continue }
            let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
            if !text.utf8.elementsEqual(bytes) {
                differences.append("\(name): \(text.utf8.count) bytes compiled in, \(bytes.count) in the file")
            }
        }
        return differences
    }
}
