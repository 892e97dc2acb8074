extension CommandHandlerTable {
    /// `stretchy`'s handlers: one per command of ``StretchyCommands/all``, by its spec's name.
    public static let standard = CommandHandlerTable(
        Dictionary(uniqueKeysWithValues: StretchyCommands.all.map { ($0.spec.name, $0.handler) }))
}
