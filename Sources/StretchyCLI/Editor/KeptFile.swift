/// The name of the file an editor session edits (and keeps when the save fails):
/// `stretchy-NAME-rREVISION-XXXXXX.json`, recording the revision of NAME the session started
/// from, which `edit NAME --file PATH` merges against (docs/history-and-editing.md).
enum KeptFile {
    /// The file name's start for a session on `name` at `revision` (`nil`: not known).
    static func prefix(name: String, revision: Int?) -> String {
        "stretchy-\(name)-" + (revision.map { "r\($0)-" } ?? "")
    }

    /// The revision recorded in the name of the file at `path` for the preset `name`, or `nil`
    /// when its name is not one a session on `name` made (or `path` is `-`).
    static func baseRevision(of path: String, name: String) -> Int? {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let start = "stretchy-\(name)-r"
        guard fileName.hasPrefix(start), fileName.hasSuffix(".json") else { return nil }
        let rest = fileName.dropFirst(start.count)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, rest.dropFirst(digits.count).first == "-" else { return nil }
        return Int(digits)
    }
}
