import HeaderGeometry
import ValueText

/// `stretchy copy SRC DST`: the same parameters under a new name.
public struct CopyCommand: StretchyCommand {
    static let source = CommandArgument.required("source", kind: .presetName, help: "The preset to copy.")
    static let destination = CommandArgument.required("destination", help: "The name of the copy.")

    public static let spec = CommandSpec(
        name: "copy",
        abstract: "Copy a preset under a new name.",
        arguments: [source.spec, destination.spec],
        examples: [CommandExample("Start a variant of a built-in preset.", "stretchy copy sticky-utah my-utah")])

    /// The preset to copy.
    var source: String
    /// The name of the copy.
    var destination: String

    public init(_ parsed: ParsedCommand) {
        source = parsed[Self.source]
        destination = parsed[Self.destination]
    }

    /// Copies and says so: `copied "src" to "dst"`.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        try environment.library().copy(source, to: destination)
        environment.output.write("copied \(MessageText.quoted(source)) to \(MessageText.quoted(destination))\n")
        return .success
    }
}
