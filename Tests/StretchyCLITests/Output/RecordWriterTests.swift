import PresetService
import StretchyCLI
import StrictJSON
import TestKit
import Testing
import ValueText

struct RecordWriterTests {
    private func write(_ format: OutputFormat, _ rows: [[JSONValue]]) throws -> String {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory)
        var writer = RecordWriter(format: format, columns: ["offset", "height", "shadow"], output: output)
        for row in rows { writer.append(row) }
        writer.finish()
        try output.flush()
        return memory.text
    }

    private let rows: [[JSONValue]] = [
        [.number(-120), .number(360), .null],
        [.number(40), .number(260.5), .fields(["radius": .number(8)])],
    ]

    func testWritesATable() throws {
        try expectEqual(
            write(.table, rows),
            """
            offset  height  shadow
              -120     360
                40   260.5  {"radius": 8}

            """)
    }

    func testWritesCSV() throws {
        try expectEqual(write(.csv, rows), "offset,height,shadow\n-120,360,\n40,260.5,\"{\"\"radius\"\": 8}\"\n")
    }

    func testWritesAJSONArrayOfObjects() throws {
        try expectEqual(
            write(.json, [rows[0]]),
            """
            [
              {
                "offset": -120,
                "height": 360,
                "shadow": null
              }
            ]

            """)
    }

    /// text records come out as string values would
    func testTextRecords() throws {
        for format in [OutputFormat.table, .csv, .json] {
            try TestRow.$current.withValue(String(describing: format)) { try self.textRecords(format) }
        }
    }

    func textRecords(_ format: OutputFormat) throws {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory)
        var writer = RecordWriter(format: format, columns: ["name", "summary"], output: output)
        writer.append(texts: ["sticky-utah", "Pinned, \"UTAH\""])
        writer.append(texts: ["a", "café"])
        writer.finish()
        try output.flush()
        let expected: [OutputFormat: String] = [
            .table: "name         summary\nsticky-utah  Pinned, \"UTAH\"\na            café\n",
            .csv: "name,summary\nsticky-utah,\"Pinned, \"\"UTAH\"\"\"\na,café\n",
            .json: """
            [
              {
                "name": "sticky-utah",
                "summary": "Pinned, \\"UTAH\\""
              },
              {
                "name": "a",
                "summary": "café"
              }
            ]

            """,
        ]
        expectEqual(memory.text, expected[format])
    }

    func testNoRecordsIsStillValidOutput() throws {
        try expectEqual(write(.json, []), "[]\n")
        try expectEqual(write(.csv, []), "offset,height,shadow\n")
        try expectEqual(write(.table, []), "offset  height  shadow\n")
    }
}
