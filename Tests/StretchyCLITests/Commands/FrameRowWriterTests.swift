import PresetService
import HeaderGeometry
import Testing
@testable import StretchyCLI

/// The three layouts of `eval`'s rows, in process. sticky-utah's numbers (H 300, h 120,
/// damping 0.5, shadow 140/8) worked out by hand from docs/concepts.md#the-frame-in-one-table.
struct FrameRowWriterTests {
    static let utah = HeaderPreset(name: "sticky-utah", minHeight: 120, maxHeight: 300, damping: 0.5,
                                   shadow: HeaderShadow(threshold: 140, radius: 8))

    static func written(_ offsets: [Double], _ format: OutputFormat) -> String {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory)
        FrameRowWriter(preset: utah, output: output).write(offsets, as: format)
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

    @Test func jsonMatchesTheRecordWriterLayout() {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory)
        var records = RecordWriter(format: .json, columns: FrameRowWriter.columns, output: output)
        records.append([-100, 350, 0, 0, 0, 350, 400, 50].map(JSONValue.number))
        records.append([90, 210, 0, 0.5, 0, 210, 210, 0].map(JSONValue.number))
        records.finish()
        try? output.flush()
        #expect(Self.written([-100, 90], .json) == memory.text)
    }

    @Test func jsonWithNoOffsetsIsAnEmptyArray() {
        #expect(Self.written([], .json) == "[]\n")
    }

    @Test func tableMatchesTheTableWriterLayout() {
        var table = TableWriter(titles: FrameRowWriter.columns)
        table.append(["-100", "350", "0", "0", "0", "350", "400", "50"])
        table.append(["200", "120", "0", "1", "8", "120", "100", "-20"])
        #expect(Self.written([-100, 200], .table) == table.rendered())
    }
}
