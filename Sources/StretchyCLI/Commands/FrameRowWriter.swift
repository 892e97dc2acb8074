import PresetService
import HeaderGeometry

/// Writes a preset's frames at many offsets as `eval` prints them: an aligned table, CSV or a
/// JSON array of objects. Rows go straight into the output buffer as bytes — no array, string
/// or JSON value per row — so a million offsets cost little more than their text.
///
/// A preset's tracks (docs/tracks.md) add one column per track, `LAYER.PROPERTY`, to a table or CSV,
/// and a `"layers": {LAYER: {PROPERTY: value}}` object to each JSON frame. A preset with a
/// `pullTrigger` (docs/format.md#pull-trigger), and only such a preset, adds a `triggered` column
/// (`true` or `false`) after `gap`.
struct FrameRowWriter {
    /// The frame's columns, in order: table and CSV headers, JSON keys.
    static let columns = ["offset", "height", "translation", "progress", "shadowRadius",
                          "visible", "contentTop", "gap"]

    /// The preset whose frames are written.
    let preset: HeaderPreset
    /// Where the rows go.
    let output: OutputBuffer
    /// The preset's tracks in document order: the columns after the frame's.
    let tracks: [ContentTrack]
    /// Whether the rows carry `triggered`: only for a preset with a pull trigger.
    let hasTrigger: Bool

    /// A writer of `preset`'s frames to `output`.
    init(preset: HeaderPreset, output: OutputBuffer) {
        self.preset = preset
        self.output = output
        self.tracks = ContentTrack.canonicallyOrdered(preset.tracks)
        self.hasTrigger = preset.pullTrigger != nil
    }

    /// Every column of a table or CSV row: the frame's, `triggered` with a pull trigger, then
    /// `LAYER.PROPERTY` per track.
    var columns: [String] {
        Self.columns + (hasTrigger ? ["triggered"] : []) + tracks.map { "\($0.layer).\($0.property.rawValue)" }
    }

    /// The number of columns before the tracks'.
    private var trackStart: Int { Self.columns.count + (hasTrigger ? 1 : 0) }

    /// `true` or `false` as a cell.
    private static func flagText(_ value: Bool) -> String { value ? "true" : "false" }

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

    /// Calls `body` with each of the frame's numbers in column order.
    private static func forEachValue(_ frame: HeaderFrame, _ body: (Int, Double) -> Void) {
        let row = values(frame)
        body(0, row.0); body(1, row.1); body(2, row.2); body(3, row.3)
        body(4, row.4); body(5, row.5); body(6, row.6); body(7, row.7)
    }

    /// Calls `body` with each of the row's numbers in column order, the tracks' after the frame's;
    /// `flag` with `triggered`, between them, for a preset with a pull trigger.
    private func forEachCell(_ frame: HeaderFrame, _ body: (Int, Double) -> Void, flag: (Int, Bool) -> Void) {
        Self.forEachValue(frame, body)
        if hasTrigger { flag(Self.columns.count, frame.triggered) }
        for (index, track) in tracks.enumerated() { body(trackStart + index, track.value(in: frame)) }
    }

    private func writeCSV(_ offsets: some Collection<Double>) {
        output.write(columns.joined(separator: ",") + "\n")
        for offset in offsets {
            let frame = preset.frame(at: offset)
            output.writeBytes { bytes in
                forEachCell(frame, { index, value in
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    JSONWriter.appendNumber(value, to: &bytes)
                }, flag: { _, value in
                    bytes.append(UInt8(ascii: ","))
                    bytes.append(contentsOf: Self.flagText(value).utf8)
                })
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
                if hasTrigger {
                    bytes.append(contentsOf: ",\n    \"triggered\": ".utf8)
                    bytes.append(contentsOf: Self.flagText(frame.triggered).utf8)
                }
                if !tracks.isEmpty { appendLayers(frame, to: &bytes) }
                bytes.append(contentsOf: "\n  }".utf8)
            }
        }
        output.write("\n]\n")
    }

    /// `,\n    "layers": {...}` for `frame`: one object per layer, one member per track, the
    /// layout of `JSONWriter`.
    private func appendLayers(_ frame: HeaderFrame, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: ",\n    \"layers\": {".utf8)
        for (index, track) in tracks.enumerated() {
            let opensLayer = index == 0 || tracks[index - 1].layer != track.layer
            if opensLayer {
                if index > 0 { bytes.append(contentsOf: "\n      },".utf8) }
                bytes.append(contentsOf: "\n      ".utf8)
                JSONWriter.appendString(track.layer, to: &bytes)
                bytes.append(contentsOf: ": {".utf8)
            } else {
                bytes.append(UInt8(ascii: ","))
            }
            bytes.append(contentsOf: "\n        \"\(track.property.rawValue)\": ".utf8)
            JSONWriter.appendNumber(track.value(in: frame), to: &bytes)
        }
        bytes.append(contentsOf: "\n      }\n    }".utf8)
    }

    /// Every cell is a number for people (at most six significant digits), so every column is
    /// right-aligned. The cells are kept as one block
    /// of bytes until the widths are known.
    private func writeTable(_ offsets: some Collection<Double>) {
        let columns = self.columns
        let count = columns.count
        var widths = columns.map(\.utf8.count)
        var cells: [UInt8] = []
        var ends: [Int] = []
        ends.reserveCapacity(offsets.count * count)
        for offset in offsets {
            forEachCell(preset.frame(at: offset), { index, value in
                let start = cells.count
                JSONWriter.appendHumanNumber(value, to: &cells)
                widths[index] = max(widths[index], cells.count - start)
                ends.append(cells.count)
            }, flag: { index, value in
                let start = cells.count
                cells.append(contentsOf: Self.flagText(value).utf8)
                widths[index] = max(widths[index], cells.count - start)
                ends.append(cells.count)
            })
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
        let titles = columns.map { Array($0.utf8) }
        emit { titles[$0][...] }
        for row in 0..<(ends.count / count) {
            emit { column in
                let cell = row * count + column
                return cells[(cell == 0 ? 0 : ends[cell - 1])..<ends[cell]]
            }
        }
    }
}
