import StretchyCLI
import Testing

struct JSONArrayWriterTests {
    @Test func anEmptyArrayIsBrackets() throws {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory)
        JSONArrayWriter(output: output).finish()
        try output.flush()
        #expect(memory.text == "[]\n")
    }

    @Test func streamsElementsAsOneIndentedArray() throws {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory)
        let array = JSONArrayWriter(output: output)
        array.append(.fields(["a": .number(1)]))
        array.append(.fields(["a": .number(2)]))
        array.finish()
        try output.flush()
        #expect(memory.text == "[\n  {\n    \"a\": 1\n  },\n  {\n    \"a\": 2\n  }\n]\n")
    }
}
