/// Answers what the standard streams are connected to.
public protocol TerminalProbe: Sendable {
    /// Whether the stream is a terminal (a person is probably watching).
    func isTerminal(_ stream: StandardStream) -> Bool
    /// The terminal's size, or `nil` when there is no terminal to measure.
    func size() -> TerminalSize?
}
