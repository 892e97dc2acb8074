import HeaderGeometry

/// Writes a preset's frames at many offsets as `eval` prints them: an aligned table, CSV or a
/// JSON array of objects. Rows go straight into the output buffer as bytes — no array, string
/// or JSON value per row — so a million offsets cost little more than their text.
struct FrameRowWriter {
    /// The columns, in order: table and CSV headers, JSON keys.
    static let columns = ["offset", "height", "translation", "progress", "shadowRadius",
                          "visible", "contentTop", "gap"]

    /// The preset whose frames are written.
    let preset: HeaderPreset
    /// Where the rows go.
    let output: OutputBuffer

    /// Writes the frames at `offsets` in `format`.
    func write(_ offsets: some Collection<Double>, as format: OutputFormat) {
        switch format {
        case .csv: writeCSV(offsets)
        case .json: writeJSON(offsets)
        case .table: writeTable(offsets)
        }
    }

    /// The eight numbers of a row, in column order.
    private static func values(_ frame: HeaderFrame) -> (Double, Double, Double, Double, Double, Double, Double, Double) {
        (frame.offset, frame.height, frame.translation, frame.progress, frame.shadowRadius,
         frame.visibleHeight, frame.contentTop, frame.gap)
    }

    /// Calls `body` with each of the row's numbers in column order.
    private static func forEachValue(_ frame: HeaderFrame, _ body: (Int, Double) -> Void) {
        let row = values(frame)
        body(0, row.0); body(1, row.1); body(2, row.2); body(3, row.3)
        body(4, row.4); body(5, row.5); body(6, row.6); body(7, row.7)
    }

    private func writeCSV(_ offsets: some Collection<Double>) {
        output.write(Self.columns.joined(separator: ",") + "\n")
        for offset in offsets {
            let frame = preset.frame(at: offset)
            output.writeBytes { bytes in
                Self.forEachValue(frame) { index, value in
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    JSONWriter.appendNumber(value, to: &bytes)
                }
                bytes.append(UInt8(ascii: "\n"))
            }
        }
    }

    private func writeJSON(_ offsets: some Collection<Double>) {
        guard !offsets.isEmpty else {
            output.write("[]\n")
            return
        }
        // The layout of `JSONArrayWriter` with objects of `JSONWriter`, key texts made once.
        let keys = Self.columns.map { Array("    \"\($0)\": ".utf8) }
        var first = true
        for offset in offsets {
            let frame = preset.frame(at: offset)
            let opening = first ? "[\n  {\n" : ",\n  {\n"
            first = false
            output.writeBytes { bytes in
                bytes.append(contentsOf: opening.utf8)
                Self.forEachValue(frame) { index, value in
                    if index > 0 { bytes.append(contentsOf: ",\n".utf8) }
                    bytes.append(contentsOf: keys[index])
                    JSONWriter.appendNumber(value, to: &bytes)
                }
                bytes.append(contentsOf: "\n  }".utf8)
            }
        }
        output.write("\n]\n")
    }

    /// Every cell is a number for people (at most six significant digits), so every column is
    /// right-aligned. The cells are kept as one block
    /// of bytes until the widths are known.
    private func writeTable(_ offsets: some Collection<Double>) {
        let count = Self.columns.count
        var widths = Self.columns.map(\.utf8.count)
        var cells: [UInt8] = []
        var ends: [Int] = []
        ends.reserveCapacity(offsets.count * count)
        for offset in offsets {
            Self.forEachValue(preset.frame(at: offset)) { index, value in
                let start = cells.count
                JSONWriter.appendHumanNumber(value, to: &cells)
                widths[index] = max(widths[index], cells.count - start)
                ends.append(cells.count)
            }
        }
        func emit(_ cell: (Int) -> ArraySlice<UInt8>) {
            output.writeBytes { bytes in
                for index in 0..<count {
                    let text = cell(index)
                    if index > 0 { bytes.append(contentsOf: "  ".utf8) }
                    for _ in text.count..<widths[index] { bytes.append(UInt8(ascii: " ")) }
                    bytes.append(contentsOf: text)
                }
                bytes.append(UInt8(ascii: "\n"))
            }
        }
        let titles = Self.columns.map { Array($0.utf8) }
        emit { titles[$0][...] }
        for row in 0..<(ends.count / count) {
            emit { column in
                let cell = row * count + column
                return cells[(cell == 0 ? 0 : ends[cell - 1])..<ends[cell]]
            }
        }
    }
}
