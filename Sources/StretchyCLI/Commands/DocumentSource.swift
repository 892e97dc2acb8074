/// How `import` and `validate` name their input in messages.
enum DocumentSource {
    /// `<stdin>` for `-`, else the path as the user typed it.
    static func name(of path: String) -> String {
        path == "-" ? "<stdin>" : path
    }

    /// `1 preset`, `3 presets`.
    static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
