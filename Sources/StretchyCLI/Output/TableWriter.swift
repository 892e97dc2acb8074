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

    /// The number of rows added.
    public var rowCount: Int { columns.isEmpty ? 0 : cellEnds.count / columns.count }

    /// Makes room for `rows` more rows holding about `bytes` bytes of text, so a big table is not
    /// copied again and again as it grows.
    public mutating func reserveCapacity(rows: Int, bytes: Int) {
        cellBytes.reserveCapacity(cellBytes.count + bytes)
        cellEnds.reserveCapacity(cellEnds.count + rows * columns.count)
    }

    /// Adds a row; missing cells are blank and extra cells are dropped.
    public mutating func append(_ row: [String]) {
        let last = columns.count - 1
        for index in columns.indices {
            let cell = index < row.count ? row[index] : ""
            if allNumeric[index], !cell.isEmpty, !NumberSyntax.isDecimal(cell) { allNumeric[index] = false }
            // The last column is padded only when right-aligned, which text never is unless asked:
            // counting its characters (a summary's, say) would be wasted.
            if index < last || columns[index].alignment == .right || allNumeric[index] {
                widths[index] = max(widths[index], Self.width(of: cell))
            }
            cellBytes.append(contentsOf: cell.utf8)
            cellEnds.append(cellBytes.count)
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
        let space = UInt8(ascii: " ")
        func emit(_ cell: (Int) -> ArraySlice<UInt8>) {
            output.writeBytes { bytes in
                let lineStart = bytes.count
                for index in columns.indices {
                    let text = cell(index)
                    if index > 0 { bytes.append(space); bytes.append(space) }
                    if rightAligned[index] {
                        for _ in 0..<(widths[index] - Self.width(of: text)) { bytes.append(space) }
                        bytes.append(contentsOf: text)
                    } else {
                        bytes.append(contentsOf: text)
                        if index < columns.count - 1 {
                            for _ in 0..<(widths[index] - Self.width(of: text)) { bytes.append(space) }
                        }
                    }
                }
                while bytes.count > lineStart, bytes.last == space { bytes.removeLast() }
                bytes.append(UInt8(ascii: "\n"))
            }
        }
        let titles = columns.map { Array($0.title.utf8) }
        emit { titles[$0][...] }
        let width = columns.count
        for row in 0..<rowCount {
            emit { column in
                let cell = row * width + column
                return cellBytes[(cell == 0 ? 0 : cellEnds[cell - 1])..<cellEnds[cell]]
            }
        }
    }

    /// A cell's width in characters (bytes when it is ASCII, the common and fast case).
    static func width(of text: String) -> Int {
        let utf8 = text.utf8
        return utf8.allSatisfy { $0 < 0x80 } ? utf8.count : text.count
    }

    private static func width(of bytes: ArraySlice<UInt8>) -> Int {
        bytes.allSatisfy { $0 < 0x80 } ? bytes.count : String(decoding: bytes, as: UTF8.self).count
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
