import StretchyCLI
import Testing

struct OutputBufferTests {
    @Test func manyLinesReachTheSinkInOneWrite() throws {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory)
        for index in 0..<10_000 { output.write("line \(index)\n") }
        #expect(memory.writeCount == 0)
        try output.flush()
        #expect(memory.writeCount == 1)
        #expect(memory.text.hasPrefix("line 0\nline 1\n"))
        #expect(memory.text.hasSuffix("line 9999\n"))
    }

    @Test func aFullBufferIsWrittenInLargeChunks() throws {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory, capacity: 100)
        for _ in 0..<30 { output.write("0123456789") }
        try output.flush()
        #expect(memory.writeCount == 3)
        #expect(memory.bytes.count == 300)
    }

    @Test func theFirstFailureIsThrownByFlush() {
        let memory = MemoryOutput()
        memory.failure = IOFailure("cannot write to standard output: No space left on device")
        let output = OutputBuffer(sink: memory)
        output.write("lost\n")
        output.write(bytes: [0x41])
        #expect(throws: IOFailure.self) { try output.flush() }
        #expect(memory.bytes.isEmpty)
    }

    @Test func flushingTwiceWritesNothingMore() throws {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory)
        output.write("once\n")
        try output.flush()
        try output.flush()
        #expect(memory.writeCount == 1)
        #expect(memory.text == "once\n")
    }
}
