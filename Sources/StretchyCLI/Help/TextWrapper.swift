import SafeText

/// Word wrapping for help pages.
public enum TextWrapper {
    /// `items` joined by spaces into lines of at most `width` terminal columns
    /// (``TerminalWidth``: a Chinese, Japanese or Korean character or an emoji takes two); the
    /// first line starts with `firstLinePrefix` (the first item directly after it), later lines
    /// are indented `indent` spaces. An item wider than a line gets a line of its own, except that
    /// text with wide characters, which has no spaces to break at, breaks between them.
    public static func wrap(_ items: [String], width: Int, firstLinePrefix: String = "", indent: Int = 0) -> [String] {
        var lines: [String] = []
        var line = firstLinePrefix
        var lineWidth = TerminalWidth.of(firstLinePrefix)
        var lineHasItem = false
        let continuation = String(repeating: " ", count: indent)
        func startLine() {
            lines.append(line)
            line = continuation
            lineWidth = indent
            lineHasItem = false
        }
        for item in items where !item.isEmpty {
            let itemWidth = TerminalWidth.of(item)
            if itemWidth > width - indent, let pieces = eastAsianPieces(item) {
                var separator = lineHasItem ? 1 : 0
                for piece in pieces {
                    let pieceWidth = TerminalWidth.of(piece)
                    if lineHasItem, lineWidth + separator + pieceWidth > width {
                        startLine()
                        separator = 0
                    }
                    line += String(repeating: " ", count: separator) + piece
                    lineWidth += separator + pieceWidth
                    lineHasItem = true
                    separator = 0
                }
                continue
            }
            if lineHasItem, lineWidth + 1 + itemWidth > width { startLine() }
            if lineHasItem {
                line += " "
                lineWidth += 1
            }
            line += item
            lineWidth += itemWidth
            lineHasItem = true
        }
        if lineHasItem || lines.isEmpty { lines.append(line) }
        return lines.map { trimmedTrailingSpaces($0) }
    }

    /// `item` cut into the pieces a line may break between: each wide character alone, and each
    /// run of other characters whole; `nil` when it has no wide character (a word is never broken).
    static func eastAsianPieces(_ item: String) -> [String]? {
        var pieces: [String] = []
        var run = ""
        var hasWide = false
        for character in item {
            if TerminalWidth.of(character) == 2 {
                hasWide = true
                if !run.isEmpty { pieces.append(run) }
                run = ""
                pieces.append(String(character))
            } else {
                run.append(character)
            }
        }
        if !run.isEmpty { pieces.append(run) }
        return hasWide ? pieces : nil
    }

    /// A shell command split at its spaces into lines of at most `width` characters, each but
    /// the last ending in ` \` (the shell's line continuation) and the later ones indented four
    /// spaces: an example in a help page or a manual page that a terminal never breaks mid-word,
    /// and that still runs as typed. A word longer than a line gets a line of its own.
    public static func commandLines(_ command: String, width: Int) -> [String] {
        guard command.count > width else { return [command] }
        let lines = wrap(command.split(separator: " ").map(String.init), width: width - 2, indent: 4)
        return lines.enumerated().map { $0.offset < lines.count - 1 ? $0.element + " \\" : $0.element }
    }

    /// A paragraph of prose wrapped at its spaces.
    public static func wrap(paragraph: String, width: Int, firstLinePrefix: String = "", indent: Int = 0) -> [String] {
        wrap(
            paragraph.split(separator: " ").map(String.init), width: width,
            firstLinePrefix: firstLinePrefix, indent: indent)
    }

    /// Splits a usage line into the words that must stay together: spaces inside `()`, `[]` and
    /// `<>` do not split.
    public static func usageItems(_ usage: String) -> [String] {
        var items: [String] = []
        var current = ""
        var depth = 0
        for character in usage {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth = max(0, depth - 1)
            default: break
            }
            if character == " ", depth == 0 {
                if !current.isEmpty { items.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { items.append(current) }
        return items
    }

    private static func trimmedTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
