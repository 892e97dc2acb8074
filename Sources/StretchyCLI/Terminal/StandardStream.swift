/// The three standard streams a command sees.
public enum StandardStream: Sendable, Hashable, CaseIterable {
    /// Standard input (file descriptor 0).
    case input
    /// Standard output (file descriptor 1).
    case output
    /// Standard error (file descriptor 2).
    case error
}
