import PresetService
import HeaderGeometry
import Testing
@testable import StretchyCLI

/// The three layouts of `eval`'s rows, in process. sticky-utah's numbers (H 300, h 120,
/// damping 0.5, shadow 140/8) worked out by hand from docs/concepts.md#the-frame-in-one-table.
struct FrameRecordsTests {
    static let utah = HeaderPreset(name: "sticky-utah", minHeight: 120, maxHeight: 300, damping: 0.5,
                                   shadow: HeaderShadow(threshold: 140, radius: 8))

    static func written(_ offsets: [Double], _ format: OutputFormat, preset: HeaderPreset = utah) -> String {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory)
        FrameRecords(preset: preset, format: format).write(offsets, to: output)
        try? output.flush()
        return memory.text
    }

    @Test func csvRows() {
        #expect(Self.written([-100, 170], .csv) == """
            offset,height,translation,progress,shadowRadius,visible,contentTop,gap
            -100,350,0,0,0,350,400,50
            170,130,0,0.9444444444444444,8,130,130,0

            """)
    }

    @Test func csvWithNoOffsetsIsTheHeader() {
        #expect(Self.written([], .csv) == "offset,height,translation,progress,shadowRadius,visible,contentTop,gap\n")
    }

    @Test func jsonRows() {
        #expect(Self.written([-100, 90], .json) == """
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

    @Test func jsonWithNoOffsetsIsAnEmptyArray() {
        #expect(Self.written([], .json) == "[]\n")
    }

    /// At 200 the header is at its 120 minimum (progress 1, past the 140 threshold so shadow 8);
    /// it scrolled 80 past the 180 of collapse, half of which (damping 0.5) the content covers:
    /// contentTop 120 - 20 = 100, a gap of -20.
    @Test func tableRowsAreAlignedNumbers() {
        #expect(Self.written([-100, 200], .table) == """
            offset  height  translation  progress  shadowRadius  visible  contentTop  gap
              -100     350            0         0             0      350         400   50
               200     120            0         1             8      120         100  -20

            """)
    }

    /// A pull trigger adds `triggered`, true from the trigger's pull on (`p >= pullTrigger`): at
    /// -100 the frame of ``csvRows()``, at -99 half of the pull grows the header (damping 0.5).
    @Test func aPullTriggerAddsTriggered() {
        var preset = Self.utah
        preset.pullTrigger = 100
        #expect(Self.written([-100, -99], .csv, preset: preset) == """
            offset,height,translation,progress,shadowRadius,visible,contentTop,gap,triggered
            -100,350,0,0,0,350,400,50,true
            -99,349.5,0,0,0,349.5,399,49.5,false

            """)
    }
}
