import HeaderGeometry
import PresetService

/// A preset's frames as `eval` writes them, records of ``RecordWriter``: `offset`, `height`,
/// `translation`, `progress`, `shadowRadius`, `visible`, `contentTop`, `gap`
/// (docs/concepts.md#the-frame-in-one-table).
///
/// A preset with a `pullTrigger` (docs/format.md#pull-trigger), and only such a preset, adds a
/// `triggered` field after `gap`. Its tracks (docs/tracks.md) add one `LAYER.PROPERTY` column per
/// track to a table or CSV, and one `"layers": {LAYER: {PROPERTY: value}}` object to a JSON frame.
struct FrameRecords {
    /// The frame's own fields, in order.
    static let frameColumns = ["offset", "height", "translation", "progress", "shadowRadius",
                               "visible", "contentTop", "gap"]

    /// The preset whose frames are written.
    let preset: HeaderPreset
    /// The format written.
    let format: OutputFormat
    /// The preset's tracks in document order.
    let tracks: [ContentTrack]

    /// The records of `preset`'s frames in `format`.
    init(preset: HeaderPreset, format: OutputFormat) {
        self.preset = preset
        self.format = format
        self.tracks = ContentTrack.canonicallyOrdered(preset.tracks)
    }

    /// Every field of a record, in order.
    var columns: [String] {
        let trigger = preset.pullTrigger != nil ? ["triggered"] : []
        let layers = tracks.isEmpty ? [] : format == .json ? ["layers"] : tracks.map { "\($0.layer).\($0.property.rawValue)" }
        return Self.frameColumns + trigger + layers
    }

    /// The record of the frame at `offset`, its values in ``columns`` order.
    func values(at offset: Double) -> [JSONValue] {
        let frame = preset.frame(at: offset)
        var values: [JSONValue] = [
            .number(frame.offset), .number(frame.height), .number(frame.translation), .number(frame.progress),
            .number(frame.shadowRadius), .number(frame.visibleHeight), .number(frame.contentTop), .number(frame.gap),
        ]
        if preset.pullTrigger != nil { values.append(.bool(frame.triggered)) }
        guard !tracks.isEmpty else { return values }
        guard format == .json else {
            values.append(contentsOf: tracks.map { .number($0.value(in: frame)) })
            return values
        }
        var layers: [JSONValue.Member] = []
        var members: [JSONValue.Member] = []
        for (index, track) in tracks.enumerated() {
            members.append(JSONValue.Member(key: track.property.rawValue, value: .number(track.value(in: frame))))
            if index == tracks.count - 1 || tracks[index + 1].layer != track.layer {
                layers.append(JSONValue.Member(key: track.layer, value: .object(members)))
                members = []
            }
        }
        values.append(.object(layers))
        return values
    }

    /// Writes the frames at `offsets` to `output`.
    func write(_ offsets: some Collection<Double>, to output: OutputBuffer) {
        var writer = RecordWriter(format: format, columns: columns, output: output)
        for offset in offsets {
            writer.append(values(at: offset))
        }
        writer.finish()
    }
}
