/// Which handler runs which command, by command name.
public struct CommandHandlerTable: Sendable {
    /// The handlers by command name.
    public var handlers: [String: CommandHandler]

    /// A table of handlers.
    public init(_ handlers: [String: CommandHandler] = [:]) {
        self.handlers = handlers
    }

    /// The handler for a command, or `nil` when none is written yet.
    public subscript(name: String) -> CommandHandler? {
        get { handlers[name] }
        set { handlers[name] = newValue }
    }
}
