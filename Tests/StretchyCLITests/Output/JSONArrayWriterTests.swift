import StretchyCLI
import TestKit
import Testing

struct JSONArrayWriterTests {
    func testAnEmptyArrayIsBrackets() throws {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory)
        JSONArrayWriter(output: output).finish()
        try output.flush()
        expectEqual(memory.text, "[]\n")
    }

    func testStreamsElementsAsOneIndentedArray() throws {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory)
        let array = JSONArrayWriter(output: output)
        array.append(.fields(["a": .number(1)]))
        array.append(.fields(["a": .number(2)]))
        array.finish()
        try output.flush()
        expectEqual(memory.text, "[\n  {\n    \"a\": 1\n  },\n  {\n    \"a\": 2\n  }\n]\n")
    }
}
