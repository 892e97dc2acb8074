import StretchyCLI
import TestKit
import Testing

struct CSVWriterTests {
    func testWritesAHeaderThenRows() throws {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory)
        let csv = CSVWriter(output: output, header: ["offset", "height"])
        csv.writeRow(["-120", "360"])
        csv.writeRow(["0", "300"])
        try output.flush()
        expectEqual(memory.text, "offset,height\n-120,360\n0,300\n")
    }

    func testQuotesOnlyWhatRFC4180Requires() {
        for (field, expected) in [
            ("plain", "plain"),
            ("", ""),
            ("a,b", "\"a,b\""),
            ("say \"hi\"", "\"say \"\"hi\"\"\""),
            ("two\nlines", "\"two\nlines\""),
            ("cr\r", "\"cr\r\""),
            (" spaced ", " spaced "),
            ("café", "café"),
        ] {
            TestRow.$current.withValue(String(describing: (field, expected))) { self.quotesOnlyWhatRFC4180Requires(field, expected) }
        }
    }

    func quotesOnlyWhatRFC4180Requires(_ field: String, _ expected: String) {
        expectEqual(CSVWriter.quoted(field), expected)
    }

    func testARowOfValuesIsSpelledAsTheirPlainText() throws {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory)
        let csv = CSVWriter(output: output, header: ["a", "b", "c", "d", "e", "f", "g"])
        csv.writeRow(values: [
            .number(-120), .number(0.5), .number(-0.0), .bool(true), .null,
            .string("x,y"), .array([.number(1), .number(2)]),
        ])
        try output.flush()
        expectEqual(memory.text, "a,b,c,d,e,f,g\n-120,0.5,0,true,,\"x,y\",\"[1, 2]\"\n")
    }

    func testAnEmptyResultIsTheHeader() throws {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory)
        _ = CSVWriter(output: output, header: ["name", "summary"])
        try output.flush()
        expectEqual(memory.text, "name,summary\n")
    }
}
