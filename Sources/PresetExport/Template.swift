/// A text template with `{{name}}` placeholders, parsed once and filled in one pass, so a value
/// that itself contains `{{...}}` is written as it is.
public struct Template: Sendable {
    private enum Piece: Sendable {
        case text(String)
        case placeholder(String)
    }

    private let pieces: [Piece]

    /// Parses `text` (the bytes of an embedded template file).
    public init(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var pieces: [Piece] = []
        var rest = Substring(text)
        while let open = rest.firstRange(of: "{{"), let close = rest[open.upperBound...].firstRange(of: "}}") {
            pieces.append(.text(String(rest[..<open.lowerBound])))
            pieces.append(.placeholder(String(rest[open.upperBound..<close.lowerBound])))
            rest = rest[close.upperBound...]
        }
        pieces.append(.text(String(rest)))
        self.pieces = pieces
    }

    /// The template with every placeholder replaced by its value (a missing one by nothing).
    public func render(_ values: [String: String]) -> String {
        var out = SourceText(capacity: values.values.reduce(0) { $0 + $1.utf8.count } + 1024)
        render(into: &out) { name, out in
            if let value = values[name] { out.append(value) }
        }
        return out.text
    }

    /// Writes the template into `out`, letting `fill` write each placeholder's value (by name)
    /// in place: a large value goes straight into the output, never through a string of its own.
    public func render(into out: inout SourceText, _ fill: (String, inout SourceText) -> Void) {
        for piece in pieces {
            switch piece {
            case .text(let text): out.append(text)
            case .placeholder(let name): fill(name, &out)
            }
        }
    }
}
