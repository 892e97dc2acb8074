/// A text template with `{{name}}` placeholders, parsed once and filled in one pass, so a value
/// that itself contains `{{...}}` is written as it is.
///
/// Templates are compiled in, so a mismatch between a template and the code filling it is a
/// mistake in stretchy, never in the user's input: a placeholder without a value, or a value
/// that no placeholder takes, stops the program with a message naming it (the exporters' tests
/// render every template, so the mistake cannot ship).
public struct Template: Sendable {
    private enum Piece: Sendable {
        case text(String)
        case placeholder(String)
    }

    private let pieces: [Piece]

    /// The names of the template's placeholders.
    public let placeholders: Set<String>

    /// Parses `text` (a compiled-in template file's text).
    public init(_ text: String) {
        var pieces: [Piece] = []
        var rest = Substring(text)
        while let open = rest.firstRange(of: "{{"), let close = rest[open.upperBound...].firstRange(of: "}}") {
            pieces.append(.text(String(rest[..<open.lowerBound])))
            pieces.append(.placeholder(String(rest[open.upperBound..<close.lowerBound])))
            rest = rest[close.upperBound...]
        }
        pieces.append(.text(String(rest)))
        self.pieces = pieces
        self.placeholders = Set(
            pieces.compactMap { piece in
                if case .placeholder(let name) = piece { return name }
                return nil
            })
    }

    /// The template with every placeholder replaced by its value. Every placeholder must have a
    /// value and every value a placeholder.
    public func render(_ values: [String: String]) -> String {
        if let unused = values.keys.sorted().first(where: { !placeholders.contains($0) }) {
            preconditionFailure("template: a value for {{\(unused)}}, which the template does not have")
        }
        var out = SourceText(capacity: values.values.reduce(0) { $0 + $1.utf8.count } + 1024)
        render(into: &out) { name, out in
            guard let value = values[name] else { return false }
            out.append(value)
            return true
        }
        return out.text
    }

    /// Writes the template into `out`, letting `fill` write each placeholder's value (by name)
    /// in place: a large value goes straight into the output, never through a string of its own
    /// (an export's walk over its presets, handing the output on as it grows). `fill` returns whether it knows the name; a placeholder it does not know stops the program.
    public func render(into out: inout SourceText, _ fill: (String, inout SourceText) throws -> Bool) rethrows {
        for piece in pieces {
            switch piece {
            case .text(let text): out.append(text)
            case .placeholder(let name):
                if try !fill(name, &out) { preconditionFailure("template: no value for {{\(name)}}") }
            }
        }
    }
}
