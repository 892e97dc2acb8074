import Foundation

/// The repository's own files, found from this source file's path (tests run from anywhere).
enum RepositoryFiles {
    /// The repository's root folder.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Docs
        .deletingLastPathComponent()  // StretchyCLITests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// A file's URL from its path relative to the root.
    static func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    /// A file's text, or `nil` when it does not exist.
    static func text(_ path: String) -> String? {
        (try? Data(contentsOf: url(path))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every Markdown file in the repository, relative to the root, outside build and VCS folders.
    static func markdownFiles() -> [String] {
        files(under: "") { $0.hasSuffix(".md") }
    }

    /// The files under `folder` (relative to the root; `""` for all) whose names `include` accepts,
    /// relative to the root and sorted, outside build and VCS folders.
    static func files(under folder: String, _ include: (String) -> Bool) -> [String] {
        var found: [String] = []
        let keys: [URLResourceKey] = [.isDirectoryKey]
        let start = folder.isEmpty ? root : url(folder)
        guard let walker = FileManager.default.enumerator(at: start, includingPropertiesForKeys: keys) else { return [] }
        let rootPath = root.standardizedFileURL.path
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if (try? url.resourceValues(forKeys: Set(keys)).isDirectory) == true {
                if name.hasPrefix(".build") || name == ".git" || name == ".swiftpm" || name == "node_modules"
                    || name == "__pycache__"
                {
                    walker.skipDescendants()
                }
                continue
            }
            guard include(name) else { continue }
            found.append(String(url.standardizedFileURL.path.dropFirst(rootPath.count + 1)))
        }
        return found.sorted()
    }
}
