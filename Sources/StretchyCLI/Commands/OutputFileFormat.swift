import HeaderGeometry
import ValueText

/// The format a file name implies, checked against `--format`: a known extension decides the
/// format, a contradiction or an extension stretchy cannot write is a usage error.
enum OutputFileFormat {
    /// Extensions stretchy writes, and the format each implies.
    static let implied: [String: String] = ["svg": "svg", "txt": "text", "text": "text", "csv": "csv", "json": "json"]
    /// Extensions people try that stretchy cannot write: images and documents.
    static let unwritable: Set<String> = [
        "png", "jpg", "jpeg", "gif", "webp", "bmp", "tif", "tiff", "pdf",
        "eps", "ps", "heic", "avif", "ico", "html", "htm",
    ]

    /// The format to write: the one `path`'s extension implies (when known), `given`, or the
    /// first of `formats`. `.txt` fits both `text` and `table`.
    static func resolve(path: String?, given: String?, formats: [String]) throws(UsageError) -> String {
        let fallback = given ?? formats[0]
        guard let path, let ext = fileExtension(path) else { return fallback }
        let names = ["svg": ".svg", "text": ".txt", "csv": ".csv", "json": ".json"]
        let choices = formats.compactMap { names[$0] }.joined(separator: ", ")
        if unwritable.contains(ext) {
            throw UsageError(
                "cannot write \(MessageText.quoted(path, longest: .max)): stretchy does not write .\(ext) files",
                hint: "name the file \(choices)")
        }
        guard let format = implied[ext] else { return fallback }
        guard formats.contains(format) else {
            throw UsageError("cannot write \(MessageText.quoted(path, longest: .max)) as \(ext.uppercased()) here", hint: "name the file \(choices)")
        }
        if let given, given != format, !(format == "text" && given == "table") {
            throw UsageError(
                "--format \(given) contradicts the file name \(MessageText.quoted(path, longest: .max)), which says \(format)",
                hint: "drop --format, or name the file for \(given)")
        }
        return given ?? format
    }

    /// The lower-cased extension of the file name's last component, if it has one.
    static func fileExtension(_ path: String) -> String? {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...].lowercased()
        return ext.isEmpty ? nil : ext
    }
}
