import HeaderGeometry
import PresetService
import StrictJSON
import ValueText

/// A preset's frames as `eval` writes them, records of ``RecordWriter``: `offset`, `height`,
/// `translation`, `progress`, `shadowRadius`, `visible`, `contentTop`, `gap`
/// (docs/concepts.md#the-frame-in-one-table).
///
/// A preset with a `pullTrigger` (docs/format.md#pull-trigger), and only such a preset, adds a
/// `triggered` field after `gap`; a preset with an accessory (docs/screen.md#the-accessory), and
/// only such a preset, `accessoryTop` and `pinned` after that. Its tracks (docs/tracks.md) add one `LAYER.PROPERTY` column per
/// track to a table or CSV, and one `"layers": {LAYER: {PROPERTY: value}}` object to a JSON frame.
/// `--columns` keeps `offset` and the fields named, in the order named (in JSON the tracks named
/// go into `layers`, after the frame's fields).
struct FrameRecords {
    /// The frame's own fields, in order.
    static let frameColumns = ["offset"] + Field.frame.map(\.rawValue)

    /// The preset whose frames are written.
    let preset: HeaderPreset
    /// The screen they are evaluated on (docs/screen.md#the-context).
    let context: ScreenContext
    /// The format written.
    let format: OutputFormat
    /// The columns after `offset`, in order (in JSON the frame's fields, then `layers`).
    let chosen: [Column]
    /// The tracks among them: in JSON, `layers` holds these, in document order.
    let tracks: [ContentTrack]

    /// A column after `offset`: one of the frame's own fields, or a track's value.
    enum Column: Equatable {
        case field(Field)
        case track(ContentTrack)
    }

    /// The records of `preset`'s frames in `format`: every field, or `offset` and the `columns`
    /// named (each a frame field, `triggered` for a preset with a pullTrigger, or one of the
    /// preset's tracks as `LAYER.PROPERTY`); a name that is none of these is a usage error
    /// naming the closest one.
    init(preset: HeaderPreset, format: OutputFormat, columns: [String] = [], context: ScreenContext = .none) throws(UsageError) {
        self.preset = preset
        self.format = format
        self.context = context
        let ordered = ContentTrack.canonicallyOrdered(preset.tracks)
        let fields = Field.frame + (preset.pullTrigger != nil ? [.triggered] : []) + (preset.accessory != nil ? Field.accessory : [])
        var chosen: [Column] = columns.isEmpty ? fields.map(Column.field) + ordered.map(Column.track) : []
        for name in columns where name != "offset" {
            let column: Column
            if let track = ordered.first(where: { Self.name(of: $0) == name }) {
                column = .track(track)
            } else if let field = Field(rawValue: name), fields.contains(field) {
                column = .field(field)
            } else {
                throw Self.unknown(name, preset: preset, available: ["offset"] + fields.map(\.rawValue) + ordered.map(Self.name(of:)))
            }
            if !chosen.contains(column) { chosen.append(column) }
        }
        tracks = ordered.filter { chosen.contains(.track($0)) }
        // JSON holds the tracks' values in one `layers` object after the fields.
        self.chosen = format == .json ? chosen.filter { if case .field = $0 { true } else { false } } : chosen
    }

    /// The error for a column `name` that `preset` does not have.
    private static func unknown(_ name: String, preset: HeaderPreset, available: [String]) -> UsageError {
        let preset = MessageText.quoted(preset.name)
        if name == Field.triggered.rawValue {
            return UsageError("--columns: \(preset) has no pullTrigger, so no column 'triggered'")
        }
        if let field = Field(rawValue: name), Field.accessory.contains(field) {
            return UsageError("--columns: \(preset) has no accessory, so no column \(MessageText.quoted(name))")
        }
        let hint =
            NameSuggestion.closest(to: name, among: available).map { "did you mean \(MessageText.quoted($0))?" }
            ?? "the columns of \(preset) are \(available.joined(separator: ", "))"
        let what = name.contains(".") ? "\(preset) has no track \(MessageText.quoted(name))" : "unknown column \(MessageText.quoted(name))"
        return UsageError("--columns: \(what)", hint: hint)
    }

    /// A track's column, `LAYER.PROPERTY`.
    static func name(of track: ContentTrack) -> String { "\(track.layer).\(track.property.rawValue)" }

    /// Every field of a record, in order.
    var columns: [String] {
        var names = ["offset"]
        for column in chosen {
            switch column {
            case .field(let field): names.append(field.rawValue)
            case .track(let track): names.append(Self.name(of: track))
            }
        }
        return format == .json && !tracks.isEmpty ? names + ["layers"] : names
    }

    /// The record of the frame at `offset`, its values in ``columns`` order.
    func values(at offset: Double) -> [JSONValue] {
        let frame = preset.frame(at: offset, in: context)
        var values: [JSONValue] = [.number(frame.offset)]
        for column in chosen {
            switch column {
            case .field(let field): values.append(field.value(in: frame))
            case .track(let track): values.append(.number(track.value(in: frame)))
            }
        }
        guard format == .json, !tracks.isEmpty else { return values }
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

    /// A frame's own field after `offset`.
    enum Field: String {
        case height, translation, progress, shadowRadius, visible, contentTop, gap, triggered, accessoryTop, pinned

        /// The fields every frame has after `offset`, in order: `eval`'s columns and `simulate`'s.
        static let frame: [Field] = [.height, .translation, .progress, .shadowRadius, .visible, .contentTop, .gap]
        /// The fields of a preset with an accessory, after `triggered` (docs/screen.md#the-accessory).
        static let accessory: [Field] = [.accessoryTop, .pinned]

        /// The field's value in `frame`.
        func value(in frame: HeaderFrame) -> JSONValue {
            switch self {
            case .height: return .number(frame.height)
            case .translation: return .number(frame.translation)
            case .progress: return .number(frame.progress)
            case .shadowRadius: return .number(frame.shadowRadius)
            case .visible: return .number(frame.visibleHeight)
            case .contentTop: return .number(frame.contentTop)
            case .gap: return .number(frame.gap)
            case .triggered: return .bool(frame.triggered)
            case .accessoryTop: return frame.accessoryTop.map(JSONValue.number) ?? .null
            case .pinned: return .bool(frame.pinned)
            }
        }
    }

    /// Writes the frames at `offsets` to `output`; a table wider than `lineWidth` is folded
    /// into blocks that fit, each starting with `offset` (``TableWriter/write(to:foldingTo:repeating:)``).
    func write(_ offsets: some Collection<Double>, to output: OutputBuffer, lineWidth: Int? = nil) {
        var writer = RecordWriter(format: format, columns: columns, output: output)
        for offset in offsets {
            writer.append(values(at: offset))
        }
        writer.finish(foldingTo: lineWidth)
    }
}
