/// What the user asked of an export besides the presets.
public struct ExportOptions: Hashable, Sendable {
    /// `--namespace`: the name of the generated type, or `nil` for the language's default.
    public var namespace: String?
    /// The command that produced the file, stated at its top
    /// (`stretchy export --to swift --input presets.stretchy.json`).
    public var command: String

    /// Options for an export made by `command`.
    public init(namespace: String? = nil, command: String) {
        self.namespace = namespace
        self.command = command
    }
}
