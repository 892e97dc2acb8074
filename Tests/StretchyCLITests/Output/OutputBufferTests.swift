import StretchyCLI
import TestKit
import Testing

struct OutputBufferTests {
    func testManyLinesReachTheSinkInOneWrite() throws {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory)
        for index in 0..<10_000 { output.write("line \(index)\n") }
        expectEqual(memory.writeCount, 0)
        try output.flush()
        expectEqual(memory.writeCount, 1)
        expect(memory.text.hasPrefix("line 0\nline 1\n"))
        expect(memory.text.hasSuffix("line 9999\n"))
    }

    func testAFullBufferIsWrittenInLargeChunks() throws {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory, capacity: 100)
        for _ in 0..<30 { output.write("0123456789") }
        try output.flush()
        expectEqual(memory.writeCount, 3)
        expectEqual(memory.bytes.count, 300)
    }

    func testTheFirstFailureIsThrownByFlush() {
        let memory = MemoryOutput()
        memory.failure = IOFailure("cannot write to standard output: No space left on device")
        let output = OutputBuffer(sink: memory)
        output.write("lost\n")
        output.write(bytes: [0x41])
        expect(throws: IOFailure.self) { try output.flush() }
        expect(memory.bytes.isEmpty)
    }

    func testFlushingTwiceWritesNothingMore() throws {
        let memory = MemoryOutput()
        let output = OutputBuffer(sink: memory)
        output.write("once\n")
        try output.flush()
        try output.flush()
        expectEqual(memory.writeCount, 1)
        expectEqual(memory.text, "once\n")
    }
}
