import SafeText

/// An aligned text table for people: a header row, then rows, columns two spaces apart,
/// numbers right-aligned, no trailing spaces.
///
/// Cells are kept as one block of UTF-8 bytes until `write(to:)` knows every column's width,
/// so a million rows cost about their text's size in memory.
public struct TableWriter: Sendable {
    /// The columns, in order.
    public let columns: [TableColumn]
    private var cellBytes: [UInt8] = []
    private var cellEnds: [Int] = []
    private var widths: [Int]
    private var allNumeric: [Bool]

    /// An empty table with these columns.
    public init(columns: [TableColumn]) {
        self.columns = columns
        self.widths = columns.map { Self.width(of: $0.title) }
        self.allNumeric = Array(repeating: true, count: columns.count)
    }

    /// An empty table with automatically aligned columns of these titles.
    public init(titles: [String]) {
        self.init(columns: titles.map { TableColumn($0) })
    }

    /// The line width `write(to:lineWidth:)` will cut to, when known before the rows are added:
    /// the last column's cells are then kept only as far as any line can show them (a 480-byte
    /// summary of which 30 characters show is not copied whole, once per row).
    public var knownLineWidth: Int?

    /// What ends a cut cell: `…`, or `...` for a terminal that shows only ASCII
    /// (``CLIEnvironment/ellipsis``).
    public var ellipsis = "…"

    /// The number of rows added (a row is complete once it has a cell for every column).
    public var rowCount: Int { columns.isEmpty ? 0 : cellEnds.count / columns.count }

    /// Makes room for `rows` more rows holding about `bytes` bytes of text, so a big table is not
    /// copied again and again as it grows.
    public mutating func reserveCapacity(rows: Int, bytes: Int) {
        cellBytes.reserveCapacity(cellBytes.count + bytes)
        cellEnds.reserveCapacity(cellEnds.count + rows * columns.count)
    }

    /// Adds a row; missing cells are blank and extra cells are dropped.
    public mutating func append(_ row: [String]) {
        for index in columns.indices {
            // Never a control character raw on a terminal.
            var cell = VisibleText.escaped(index < row.count ? row[index] : "")
            cell.withUTF8 { appendVisibleCell($0) }
        }
    }

    /// Adds the next cell, as UTF-8, of the row being filled left to right: the fast path for
    /// tables of many rows read straight from the database (`list`).
    public mutating func appendCell(_ utf8: ArraySlice<UInt8>) {
        guard !columns.isEmpty else { return }
        if VisibleText.needsEscaping(utf8) {  // never a control character raw on a terminal
            var escaped: [UInt8] = []
            VisibleText.appendEscaped(utf8, to: &escaped)
            escaped.withUnsafeBufferPointer { appendVisibleCell($0) }
        } else {
            utf8.withUnsafeBufferPointer { appendVisibleCell($0) }
        }
    }

    /// Adds the next cell, whose text has nothing left to escape.
    private mutating func appendVisibleCell(_ utf8: UnsafeBufferPointer<UInt8>) {
        let index = cellEnds.count % columns.count
        if allNumeric[index], !utf8.isEmpty, !Self.isDecimal(utf8) { allNumeric[index] = false }
        // The last column is padded only when right-aligned, which text never is unless asked:
        // counting its characters (a summary's, say) would be wasted.
        if index < columns.count - 1 || columns[index].alignment == .right || allNumeric[index] {
            widths[index] = max(widths[index], Self.width(of: utf8))
        }
        // One character more than the widest the last column can be (write keeps 10 at least).
        if index == columns.count - 1, let knownLineWidth, case let kept = max(knownLineWidth, 10) + 1, utf8.count > kept {
            cellBytes.append(contentsOf: Self.prefix(utf8, characters: kept))
        } else {
            cellBytes.append(contentsOf: utf8)
        }
        cellEnds.append(cellBytes.count)
    }

    /// The start of `text` that shows its first `count` columns and one character more (its bytes
    /// when they are ASCII that far), so that ``cut(_:toWidth:)`` still sees it was longer.
    private static func prefix(_ text: UnsafeBufferPointer<UInt8>, characters count: Int) -> [UInt8] {
        // The byte after an ASCII prefix may be a combining mark: cut() never keeps the last
        // character of a cell it cuts, so that mark is never needed.
        if !text.prefix(count).contains(where: { $0 >= 0x80 }) { return Array(text.prefix(count)) }
        let string = String(decoding: text, as: UTF8.self)
        let shown = TerminalWidth.prefix(of: string, fitting: count).text
        guard shown.endIndex < string.endIndex else { return Array(text) }
        return Array(string[...shown.endIndex].utf8)
    }

    /// Writes the header and every row to `output`. With a `lineWidth` (a terminal's), the last
    /// column is cut with `…` so that each line fits, keeping at least 10 of its columns (widths
    /// are terminal columns: a Chinese, Japanese or Korean character or an emoji takes two).
    public func write(to output: OutputBuffer, lineWidth: Int? = nil) {
        let lineWidth = lineWidth ?? knownLineWidth
        let layout = LineLayout(
            widths: widths, rightAligned: rightAligned, shown: Array(columns.indices),
            lastLimit: lineWidth.map { max(10, $0 - widths.dropLast().reduce(0, +) - 2 * (columns.count - 1)) })
        write(layout, to: output)
    }

    /// Writes the table so that each line fits `lineWidth` (``knownLineWidth`` when `nil`): the
    /// columns of `droppable` are left out, in that order, until the last column can show at least
    /// `lastAtLeast` characters (or none of them is left), and the last column is then cut with
    /// `…` as ``write(to:lineWidth:)`` cuts it. `list` drops its numbers before its summary.
    public func write(to output: OutputBuffer, lineWidth: Int? = nil, dropping droppable: [Int], lastAtLeast minimum: Int) {
        guard let lineWidth = lineWidth ?? knownLineWidth else { return write(to: output) }
        var shown = Array(columns.indices)
        func before(_ shown: [Int]) -> Int { shown.dropLast().reduce(0) { $0 + widths[$1] } + 2 * (shown.count - 1) }
        for index in droppable where before(shown) + minimum > lineWidth {
            shown.removeAll { $0 == index }
        }
        write(
            LineLayout(
                widths: widths, rightAligned: rightAligned, shown: shown,
                lastLimit: max(10, lineWidth - before(shown))),
            to: output)
    }

    /// Writes the table with its last column wrapped at its spaces so that each line fits
    /// `lineWidth`, cutting nothing: a long cell goes on over the next lines, each starting where
    /// the column starts (``TextWrapper``, the rule every prose line of the command line follows).
    /// The column keeps at least 20 characters, however narrow the line.
    public func write(to output: OutputBuffer, wrappingLastColumnTo lineWidth: Int) {
        let start = widths.dropLast().reduce(0, +) + 2 * (columns.count - 1)
        write(
            LineLayout(
                widths: widths, rightAligned: rightAligned, shown: Array(columns.indices), lastLimit: nil,
                lastWrap: (width: max(20, lineWidth - start), indent: start)),
            to: output)
    }

    /// Writes the table folded to fit `lineWidth`, cutting nothing: when its lines are wider, the
    /// columns after the first `leading` go into several tables one under the other, a blank line
    /// apart, each starting with the `leading` columns again (the offset of each row) and holding
    /// as many of the next columns as fit (at least one). A table that fits is written as it is.
    public func write(to output: OutputBuffer, foldingTo lineWidth: Int, repeating leading: Int) {
        let leading = min(max(leading, 0), columns.count)
        var blocks: [[Int]] = []
        var block = Array(0..<leading)
        var blockWidth = widths[..<leading].reduce(0, +) + 2 * max(0, leading - 1)
        for index in leading..<columns.count {
            let added = widths[index] + (block.isEmpty ? 0 : 2)
            if block.count > leading, blockWidth + added > lineWidth {
                blocks.append(block)
                block = Array(0..<leading)
                blockWidth = widths[..<leading].reduce(0, +) + 2 * max(0, leading - 1)
            }
            blockWidth += widths[index] + (block.isEmpty ? 0 : 2)
            block.append(index)
        }
        blocks.append(block)
        for (number, shown) in blocks.enumerated() {
            if number > 0 { output.write(bytes: [UInt8(ascii: "\n")]) }
            write(LineLayout(widths: widths, rightAligned: rightAligned, shown: shown, lastLimit: nil), to: output)
        }
    }

    /// Whether each column is right-aligned: as asked, or automatically when all its cells are numbers.
    private var rightAligned: [Bool] {
        columns.indices.map { index -> Bool in
            switch columns[index].alignment {
            case .left: return false
            case .right: return true
            case .automatic: return allNumeric[index] && rowCount > 0
            }
        }
    }

    private func write(_ layout: LineLayout, to output: OutputBuffer) {
        var layout = layout
        layout.ellipsis = ellipsis
        var text: [UInt8] = []
        text.reserveCapacity(Self.chunk + 4096)
        let titles = columns.flatMap { Array($0.title.utf8) }
        var titleEnds: [Int] = []
        for column in columns { titleEnds.append((titleEnds.last ?? 0) + column.title.utf8.count) }
        titles.withUnsafeBufferPointer { layout.appendLine($0, ends: titleEnds, first: 0, to: &text) }
        cellBytes.withUnsafeBufferPointer { all in
            for row in 0..<rowCount {
                layout.appendLine(all, ends: cellEnds, first: row * columns.count, to: &text)
                if text.count >= Self.chunk {
                    output.write(bytes: text)
                    text.removeAll(keepingCapacity: true)
                }
            }
        }
        output.write(bytes: text)
    }

    /// How much text `write(to:)` gathers before handing it to the output.
    private static let chunk = 1 << 16

    /// Where each column's text goes on a line.
    private struct LineLayout {
        let widths: [Int]
        let rightAligned: [Bool]
        /// The columns a line shows, in order (every column, or one block of a folded table).
        let shown: [Int]
        /// The most characters the last column may show, when lines must fit a width.
        let lastLimit: Int?
        /// The width the last column is wrapped to, and where its further lines start.
        var lastWrap: (width: Int, indent: Int)? = nil
        /// What ends a cut last column.
        var ellipsis = "…"

        /// Appends one line: cell `i` is `bytes[ends[first + i - 1]..<ends[first + i]]`
        /// (from 0 for the very first cell).
        func appendLine(_ bytes: UnsafeBufferPointer<UInt8>, ends: [Int], first: Int, to text: inout [UInt8]) {
            let lineStart = text.count
            let last = shown.last ?? 0
            for (position, index) in shown.enumerated() {
                let start = first + index == 0 ? 0 : ends[first + index - 1]
                let cell = UnsafeBufferPointer(rebasing: bytes[start..<ends[first + index]])
                if position > 0 { appendSpaces(2, to: &text) }
                if index == last, let lastWrap, cell.count > lastWrap.width {
                    let lines = TextWrapper.wrap(paragraph: String(decoding: cell, as: UTF8.self), width: lastWrap.width)
                    let indent = "\n" + String(repeating: " ", count: lastWrap.indent)
                    text.append(contentsOf: lines.joined(separator: indent).utf8)
                } else if index == last, let lastLimit, cell.count > lastLimit,
                    let shorter = TableWriter.cut(cell, toWidth: lastLimit, ellipsis: ellipsis)
                {
                    append(shorter.bytes, width: shorter.width, column: index, to: &text)
                } else if rightAligned[index] || index != last {
                    append(cell, width: TableWriter.width(of: cell), column: index, to: &text)
                } else {
                    text.append(contentsOf: cell)  // the last column, left-aligned: no padding
                }
            }
            while text.count > lineStart, text[text.count - 1] == TableWriter.space { text.removeLast() }
            text.append(UInt8(ascii: "\n"))
        }

        private func append(_ cell: some Collection<UInt8>, width: Int, column: Int, to text: inout [UInt8]) {
            let padding = max(0, widths[column] - width)
            if rightAligned[column] { appendSpaces(padding, to: &text) }
            text.append(contentsOf: cell)
            if !rightAligned[column], column != shown.last { appendSpaces(padding, to: &text) }
        }

        private func appendSpaces(_ count: Int, to text: inout [UInt8]) {
            var left = count
            while left > 0 {
                let run = min(left, TableWriter.spaces.count)
                text.append(contentsOf: TableWriter.spaces[..<run])
                left -= run
            }
        }
    }

    private static let spaces = [UInt8](repeating: space, count: 64)

    /// `text` cut to at most `width` characters, its last one `…` (with no space before it:
    /// `sticky…`, not `sticky …`), or `nil` when it fits; `width` and the width returned are
    /// terminal columns (``TerminalWidth``).
    static func cut(_ text: UnsafeBufferPointer<UInt8>, toWidth width: Int, ellipsis: String = "…") -> (bytes: [UInt8], width: Int)? {
        let mark = TerminalWidth.of(ellipsis)
        // ASCII up to the cut (a summary, most often): each byte is a character, and the one
        // after the kept ones is no combining mark; no string needed (`list` cuts every row).
        if width > mark, text.count > width, !text.prefix(width).contains(where: { $0 >= 0x80 }) {
            var kept = width - mark
            while kept > 0, text[kept - 1] == space { kept -= 1 }
            return (Array(text.prefix(kept)) + Array(ellipsis.utf8), kept + mark)
        }
        let string = String(decoding: text, as: UTF8.self)
        // Columns are counted only up to the cut: a long summary is not walked to its end. A cut
        // falls between characters, never inside a wide one or a letter with its marks.
        guard width > 0, TerminalWidth.prefix(of: string, fitting: width).text.endIndex < string.endIndex else { return nil }
        var (kept, columns) = TerminalWidth.prefix(of: string, fitting: max(0, width - mark))
        while kept.last == " " {
            kept.removeLast()
            columns -= 1
        }
        return (Array((kept + ellipsis).utf8), columns + mark)
    }

    /// Whether a cell is a decimal number; most text is ruled out by its first byte.
    private static func isDecimal(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = utf8.first else { return false }
        if utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) { return true }  // `300`
        let mayStartNumber =
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
            || first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
        return mayStartNumber && NumberSyntax.isDecimal(String(decoding: utf8, as: UTF8.self))
    }

    /// A cell's width in terminal columns (``TerminalWidth``; bytes when it is ASCII, the common
    /// and fast case).
    static func width(of text: String) -> Int {
        TerminalWidth.of(text)
    }

    fileprivate static func width(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x80 } ? bytes.count : TerminalWidth.of(String(decoding: bytes, as: UTF8.self))
    }

    private static let space = UInt8(ascii: " ")

    /// The table as text (for tests and small outputs).
    public func rendered(lineWidth: Int? = nil) -> String {
        let memory = MemoryOutput()
        let buffer = OutputBuffer(sink: memory)
        write(to: buffer, lineWidth: lineWidth)
        try? buffer.flush()
        return memory.text
    }
}
