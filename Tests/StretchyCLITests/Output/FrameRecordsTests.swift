import HeaderGeometry
import PresetService
import TestKit
import Testing

@testable import StretchyCLI

/// The three layouts of `eval`'s rows, in process. sticky-utah's numbers (H 300, h 120,
/// damping 0.5, shadow 140/8) worked out by hand from docs/concepts.md#the-frame-in-one-table.
struct FrameRecordsTests {
    static let utah = HeaderPreset(
        name: "sticky-utah", minHeight: 120, maxHeight: 300, damping: 0.5,
        shadow: HeaderShadow(threshold: 140, radius: 8))

    static func written(
        _ offsets: [Double], _ format: OutputFormat, preset: HeaderPreset = utah,
        columns: [String] = [], lineWidth: Int? = nil
    ) -> String {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory)
        try! FrameRecords(preset: preset, format: format, columns: columns).write(offsets, to: output, lineWidth: lineWidth)
        try? output.flush()
        return memory.text
    }

    func testCsvRows() {
        expectEqual(
            Self.written([-100, 170], .csv),
            """
            offset,height,translation,progress,shadowRadius,visible,contentTop,gap
            -100,350,0,0,0,350,400,50
            170,130,0,0.9444444444444444,8,130,130,0

            """)
    }

    func testCsvWithNoOffsetsIsTheHeader() {
        expectEqual(Self.written([], .csv), "offset,height,translation,progress,shadowRadius,visible,contentTop,gap\n")
    }

    func testJsonRows() {
        expectEqual(
            Self.written([-100, 90], .json),
            """
            [
              {
                "offset": -100,
                "height": 350,
                "translation": 0,
                "progress": 0,
                "shadowRadius": 0,
                "visible": 350,
                "contentTop": 400,
                "gap": 50
              },
              {
                "offset": 90,
                "height": 210,
                "translation": 0,
                "progress": 0.5,
                "shadowRadius": 0,
                "visible": 210,
                "contentTop": 210,
                "gap": 0
              }
            ]

            """)
    }

    func testJsonWithNoOffsetsIsAnEmptyArray() {
        expectEqual(Self.written([], .json), "[]\n")
    }

    /// At 200 the header is at its 120 minimum (progress 1, past the 140 threshold so shadow 8);
    /// it scrolled 80 past the 180 of collapse, half of which (damping 0.5) the content covers:
    /// contentTop 120 - 20 = 100, a gap of -20.
    func testTableRowsAreAlignedNumbers() {
        expectEqual(
            Self.written([-100, 200], .table),
            """
            offset  height  translation  progress  shadowRadius  visible  contentTop  gap
              -100     350            0         0             0      350         400   50
               200     120            0         1             8      120         100  -20

            """)
    }

    /// A pull trigger adds `triggered`, true from the trigger's pull on (`p >= pullTrigger`): at
    /// -100 the frame of ``csvRows()``, at -99 half of the pull grows the header (damping 0.5).
    func testAPullTriggerAddsTriggered() {
        var preset = Self.utah
        preset.pullTrigger = 100
        expectEqual(
            Self.written([-100, -99], .csv, preset: preset),
            """
            offset,height,translation,progress,shadowRadius,visible,contentTop,gap,triggered
            -100,350,0,0,0,350,400,50,true
            -99,349.5,0,0,0,349.5,399,49.5,false

            """)
    }

    /// sticky-utah with a title that shrinks from 1.5 and fades out over the collapse (linear):
    /// at 90 of its 180 points of collapse, progress 0.5, scale 1.25 and opacity 0.5.
    static var titled: HeaderPreset {
        var preset = utah
        preset.tracks = [
            ContentTrack(layer: "title", property: .scale, keyframes: [TrackKeyframe(at: 0, value: 1.5), TrackKeyframe(at: 1, value: 1)]),
            ContentTrack(layer: "title", property: .opacity, keyframes: [TrackKeyframe(at: 0, value: 1), TrackKeyframe(at: 1, value: 0)]),
            ContentTrack(layer: "background", property: .blur, keyframes: [TrackKeyframe(at: 0, value: 0), TrackKeyframe(at: 1, value: 10)]),
        ]
        return preset
    }

    func testColumnsKeepTheOffsetAndTheFieldsNamedInTheirOrder() {
        expectEqual(
            Self.written([90], .csv, preset: Self.titled, columns: ["progress", "title.scale", "height"]),
            """
            offset,progress,title.scale,height
            90,0.5,1.25,210

            """)
        expectEqual(
            Self.written([90], .table, preset: Self.titled, columns: ["offset", "title.opacity"]),
            """
            offset  title.opacity
                90            0.5

            """)
    }

    func testColumnsInJSONPutTheTracksNamedInLayers() {
        expectEqual(
            Self.written([90], .json, preset: Self.titled, columns: ["title.opacity", "gap"]),
            """
            [
              {
                "offset": 90,
                "gap": 0,
                "layers": {
                  "title": {
                    "opacity": 0.5
                  }
                }
              }
            ]

            """)
    }

    func testAColumnThePresetHasNotIsAUsageError() {
        for (columns, message, hint) in [
            (["hieght"], "--columns: unknown column 'hieght'", "did you mean 'height'?"),
            (["titel.scale"], #"--columns: 'sticky-utah' has no track 'titel.scale'"#, "did you mean 'title.scale'?"),
            (["triggered"], #"--columns: 'sticky-utah' has no pullTrigger, so no column 'triggered'"#, nil),
        ] {
            TestRow.$current.withValue(String(describing: (columns, message, hint))) {
                self.aColumnThePresetHasNotIsAUsageError(columns, message, hint)
            }
        }
    }

    func aColumnThePresetHasNotIsAUsageError(_ columns: [String], _ message: String, _ hint: String?) {
        expect(throws: UsageError(message, hint: hint)) {
            try FrameRecords(preset: Self.titled, format: .csv, columns: columns)
        }
    }

    /// Widths: offset 6, height 6, translation 11, progress 8, shadowRadius 12, visible 7,
    /// contentTop 10, gap 3, two spaces apart: 37 characters fit in 40, the next column does not.
    func testATableWiderThanTheLineIsFoldedIntoBlocksThatEachStartWithTheOffset() {
        expectEqual(
            Self.written([-100, 200], .table, lineWidth: 40),
            """
            offset  height  translation  progress
              -100     350            0         0
               200     120            0         1

            offset  shadowRadius  visible
              -100             0      350
               200             8      120

            offset  contentTop  gap
              -100         400   50
               200         100  -20

            """)
        expectEqual(Self.written([-100, 200], .table, lineWidth: 80), Self.written([-100, 200], .table))
        // CSV and JSON are never folded.
        expectEqual(Self.written([-100], .csv, lineWidth: 20), Self.written([-100], .csv))
    }
}
