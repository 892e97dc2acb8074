import SafeText

/// An error the command line reports to the user as one line, with the exit status it causes.
///
/// The line is `stretchy: error: <message>`, followed by `; <hint>` when there is a hint.
/// Messages start as a sentence would; hints start lowercase (`did you mean 'sticky-utah'?`).
public protocol ReportableError: Error {
    /// What went wrong and where, in the user's words, one line, no final period needed.
    var message: String { get }
    /// What to do about it, or `nil`.
    var hint: String? { get }
    /// The status the process exits with.
    var exitStatus: ExitStatus { get }
}

extension ReportableError {
    /// The whole stderr line, newline included: `stretchy: error: <message>[; <hint>]`. Control
    /// characters a message quotes (from a file or a damaged database) are written visibly.
    public func reportLine(programName: String = "stretchy") -> String {
        var line = "\(programName): error: \(message)"
        if let hint, !hint.isEmpty { line += "; \(hint)" }
        return VisibleText.escaped(Self.singleLine(line), keeping: VisibleText.none) + "\n"
    }

    /// `text` with any line breaks turned into spaces, so a report stays one line.
    static func singleLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }
}
