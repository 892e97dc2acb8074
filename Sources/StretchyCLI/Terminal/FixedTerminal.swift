/// A test double: chosen streams are terminals of a chosen size.
public struct FixedTerminal: TerminalProbe {
    /// The streams that count as terminals.
    public var terminals: Set<StandardStream>
    /// The size reported while any stream is a terminal.
    public var terminalSize: TerminalSize

    /// No terminal at all by default, as when output is piped.
    public init(terminals: Set<StandardStream> = [], size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
        self.terminals = terminals
        self.terminalSize = size
    }

    /// Every stream is an 80 × 24 terminal, as for a person typing.
    public static let interactive = FixedTerminal(terminals: Set(StandardStream.allCases))

    /// Whether `stream` was chosen as a terminal.
    public func isTerminal(_ stream: StandardStream) -> Bool { terminals.contains(stream) }

    /// The chosen size, or `nil` when no stream is a terminal.
    public func size() -> TerminalSize? { terminals.isEmpty ? nil : terminalSize }
}
