import Testing
import StretchyCLI

struct CSVWriterTests {
    @Test func writesAHeaderThenRows() throws {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory)
        let csv = CSVWriter(output: output, header: ["offset", "height"])
        csv.writeRow(["-120", "360"])
        csv.writeRow(["0", "300"])
        try output.flush()
        #expect(memory.text == "offset,height\n-120,360\n0,300\n")
    }

    @Test(arguments: [
        ("plain", "plain"),
        ("", ""),
        ("a,b", "\"a,b\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("two\nlines", "\"two\nlines\""),
        ("cr\r", "\"cr\r\""),
        (" spaced ", " spaced "),
        ("café", "café"),
    ])
    func quotesOnlyWhatRFC4180Requires(_ field: String, _ expected: String) {
        #expect(CSVWriter.quoted(field) == expected)
    }

    @Test func anEmptyResultIsTheHeader() throws {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory)
        _ = CSVWriter(output: output, header: ["name", "summary"])
        try output.flush()
        #expect(memory.text == "name,summary\n")
    }
}
