import HeaderGeometry
import PresetJSON
import ValueText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a trace (docs/traces.md#format) line by line from a ``TraceInput`` in pieces of 256 KiB,
/// so memory stays the same however long the trace: its header first, then every sample in order.
///
/// Every problem is invalid data (exit 65) naming the line: a line that is not valid JSON or not
/// a sample, a first line that is not the header, a `t` smaller than the one before, a line
/// longer than ``lineLimit`` (found without reading the rest of it), and a trace with no samples.
/// Blank lines are skipped; a line may end in `\r\n`.
public struct TraceReader {
    /// The longest line read, in bytes: a sample with every property of 32 layers is under 4 KiB.
    public static let lineLimit = 1 << 16
    /// How much is read at a time.
    static let chunkSize = 1 << 18

    private let input: TraceInput
    /// The name of the input in messages: the path, or `<stdin>`.
    public let source: String

    /// A reader of `input`, called `source` in messages.
    public init(_ input: TraceInput, source: String) {
        self.input = input
        self.source = source
    }

    /// Reads the header, then calls `body` with each sample in order; returns the header.
    public func read(_ body: (TraceSample) -> Void) throws(ServiceError) -> TraceHeader {
        let capacity = TraceReader.chunkSize + TraceReader.lineLimit
        var buffer = [UInt8](repeating: 0, count: capacity)
        var lines = LineState()
        var start = 0, end = 0, scanned = 0
        var atEnd = false
        while true {
            // Each complete line in the buffer.
            while let newline = TraceReader.newline(in: buffer, from: scanned, to: end) {
                try lines.take(buffer[start..<newline], reader: self, body)
                start = newline + 1
                scanned = start
            }
            scanned = end
            if end - start > TraceReader.lineLimit { throw lines.tooLong(line: lines.number + 1, reader: self) }
            if atEnd {
                if start < end {
                    try lines.take(buffer[start..<end], reader: self, body)
                }
                break
            }
            // Keep the unfinished line, at the start of the buffer, and read more after it.
            if start > 0 {
                let kept = end - start
                for index in 0..<kept { buffer[index] = buffer[start + index] }
                scanned -= start
                end = kept
                start = 0
            }
            let count = try input.read(into: &buffer, at: end)
            if count == 0 { atEnd = true } else { end += count }
        }
        guard let header = lines.header else {
            throw ServiceError(
                .invalidData, "\(source): the trace is empty",
                hint: #"its first line is {"format": "stretchy-trace", "version": 1}"#)
        }
        guard lines.samples > 0 else {
            throw ServiceError(.invalidData, "\(source): the trace has no samples after its header")
        }
        return header
    }

    /// The index of the first newline in `buffer[from..<to]`: `memchr`, which goes many bytes at
    /// a step (Benchmarks/fixes.md).
    @inline(__always)
    private static func newline(in buffer: [UInt8], from: Int, to: Int) -> Int? {
        guard from < to else { return nil }
        return buffer.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, let found = memchr(base + from, 0x0A, to - from) else { return nil }
            return UnsafeRawPointer(base).distance(to: found)
        }
    }

    /// `source:line[:column]: message`.
    func error(line: Int, column: Int? = nil, _ message: String) -> ServiceError {
        let place = column.map { "\(line):\($0)" } ?? "\(line)"
        return ServiceError(.invalidData, "\(source):\(place): \(message)")
    }
}

/// What the reader knows between lines: where it is, the header, and the last sample's time.
private struct LineState {
    var number = 0
    var header: TraceHeader?
    var samples = 0
    var lastTime = -Double.infinity
    var lastTimeLine = 0

    mutating func take(
        _ raw: ArraySlice<UInt8>, reader: TraceReader,
        _ body: (TraceSample) -> Void
    ) throws(ServiceError) {
        number += 1
        if raw.count > TraceReader.lineLimit { throw tooLong(line: number, reader: reader) }
        var line = raw
        if let last = line.last, last == 0x0D { line = line.dropLast() }
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }
        guard header != nil else {
            do throws(TraceLineError) {
                header = try TraceLineDecoder.header(line)
                return
            } catch {
                throw reader.error(line: number, column: error.column, error.message)
            }
        }
        let sample: TraceSample
        do throws(TraceLineError) {
            sample = try TraceLineDecoder.sample(line, number: number)
        } catch {
            throw reader.error(line: number, column: error.column, error.message)
        }
        guard sample.time >= lastTime else {
            throw reader.error(
                line: number,
                "t \(NumberText.shortest(sample.time)) is earlier than the t \(NumberText.shortest(lastTime)) of line \(lastTimeLine); t never decreases"
            )
        }
        lastTime = sample.time
        lastTimeLine = number
        samples += 1
        body(sample)
    }

    func tooLong(line: Int, reader: TraceReader) -> ServiceError {
        reader.error(line: line, "line is longer than \(TraceReader.lineLimit) bytes; a trace sample is one short line")
    }
}
