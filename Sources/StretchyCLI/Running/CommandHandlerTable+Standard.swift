extension CommandHandlerTable {
    /// `stretchy`'s handlers. A command without an entry reports "not implemented yet" (exit 70);
    /// add `"name": NameCommand.run` here as each command is written.
    public static let standard = CommandHandlerTable([
        CommandSpec.completion.name: CompletionCommand.run,
    ])
}
