/// An aligned text table for people: a header row, then rows, columns two spaces apart,
/// numbers right-aligned, no trailing spaces.
public struct TableWriter: Sendable {
    /// The columns, in order.
    public let columns: [TableColumn]
    private var cells: [String] = []
    private var widths: [Int]
    private var allNumeric: [Bool]

    /// An empty table with these columns.
    public init(columns: [TableColumn]) {
        self.columns = columns
        self.widths = columns.map { $0.title.count }
        self.allNumeric = Array(repeating: true, count: columns.count)
    }

    /// An empty table with automatically aligned columns of these titles.
    public init(titles: [String]) {
        self.init(columns: titles.map { TableColumn($0) })
    }

    /// The number of rows added.
    public var rowCount: Int { columns.isEmpty ? 0 : cells.count / columns.count }

    /// Adds a row; missing cells are blank and extra cells are dropped.
    public mutating func append(_ row: [String]) {
        for index in columns.indices {
            let cell = index < row.count ? row[index] : ""
            widths[index] = max(widths[index], cell.count)
            if allNumeric[index], !cell.isEmpty, NumberSyntax.number(cell) == nil { allNumeric[index] = false }
            cells.append(cell)
        }
    }

    /// Writes the header and every row to `output`.
    public func write(to output: OutputBuffer) {
        let rightAligned = columns.indices.map { index -> Bool in
            switch columns[index].alignment {
            case .left: return false
            case .right: return true
            case .automatic: return allNumeric[index] && rowCount > 0
            }
        }
        var line = ""
        func emit(_ cell: (Int) -> String) {
            line.removeAll(keepingCapacity: true)
            for index in columns.indices {
                let text = cell(index)
                let padding = widths[index] - text.count
                let isLast = index == columns.count - 1
                if index > 0 { line += "  " }
                if rightAligned[index] {
                    line += String(repeating: " ", count: padding) + text
                } else {
                    line += text
                    if !isLast { line += String(repeating: " ", count: padding) }
                }
            }
            while line.last == " " { line.removeLast() }
            line += "\n"
            output.write(line)
        }
        emit { columns[$0].title }
        let width = columns.count
        for row in 0..<rowCount {
            emit { cells[row * width + $0] }
        }
    }

    /// The table as text (for tests and small outputs).
    public func rendered() -> String {
        let memory = MemoryOutput()
        let buffer = OutputBuffer(sink: memory)
        write(to: buffer)
        try? buffer.flush()
        return memory.text
    }
}
