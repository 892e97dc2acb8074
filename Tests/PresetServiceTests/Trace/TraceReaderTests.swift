import HeaderGeometry
import PresetJSON
import PresetService
import TestKit
import Testing

/// The streaming reader of docs/traces.md#format: lines across pieces, blank lines, CRLF, and an
/// endless line refused without reading it whole.
struct TraceReaderTests {
    /// Hands out `bytes` a few at a time (1, 2, ... 7, 1, ...), so lines end in every place of a piece.
    final class Trickle: TraceInput {
        let bytes: [UInt8]
        var position = 0
        var step = 0
        init(_ text: String) { bytes = Array(text.utf8) }
        func read(into buffer: inout [UInt8], at offset: Int) throws(ServiceError) -> Int {
            step = step % 7 + 1
            let count = min(step, buffer.count - offset, bytes.count - position)
            for index in 0..<count { buffer[offset + index] = bytes[position + index] }
            position += count
            return count
        }
    }

    /// A line that never ends: spaces for ever, counting how many were read.
    final class Endless: TraceInput {
        var handedOut = 0
        let prefix = Array(#"{"format": "stretchy-trace", "version": 1}"#.utf8) + [0x0A]
        func read(into buffer: inout [UInt8], at offset: Int) throws(ServiceError) -> Int {
            let count = buffer.count - offset
            for index in 0..<count {
                buffer[offset + index] = handedOut + index < prefix.count ? prefix[handedOut + index] : 0x20
            }
            handedOut += count
            return count
        }
    }

    static func samples(_ input: TraceInput) throws(ServiceError) -> (TraceHeader, [TraceSample]) {
        var samples: [TraceSample] = []
        let header = try TraceReader(input, source: "t.jsonl").read { samples.append($0) }
        return (header, samples)
    }

    static let text =
        "\u{FEFF}" + #"{"format": "stretchy-trace", "version": 1, "preset": "p"}"# + "\r\n"
        + #"{"t": 0, "offset": 1.5, "height": 300, "top": 0}"# + "\r\n"
        + "\n   \n"
        + #"{"t": 0, "offset": -2, "height": 302, "top": 0, "phase": "release", "velocity": -40}"# + "\n"
        + #"{"t": 0.25, "offset": 0, "height": 300, "top": 0, "phase": "rest"}"#  // no final newline

    /// the same samples however the bytes arrive, with their line numbers
    func testPieces() throws {
        let whole = try Self.samples(TraceBytesInput(Array(Self.text.utf8)))
        let trickled = try Self.samples(Trickle(Self.text))
        expectEqual(whole.0, TraceHeader(version: 1, preset: "p"))
        expectEqual(whole.1, trickled.1)
        expectEqual(
            whole.1,
            [
                TraceSample(line: 2, time: 0, offset: 1.5, height: 300, top: 0),
                TraceSample(line: 5, time: 0, offset: -2, height: 302, top: 0, phase: .release, velocity: -40),
                TraceSample(line: 6, time: 0.25, offset: 0, height: 300, top: 0, phase: .rest),
            ])
    }

    /// an endless line is refused after at most a line's limit and one piece
    func testEndless() {
        let input = Endless()
        expect(
            throws: ServiceError(
                .invalidData,
                "t.jsonl:2: line is longer than 65536 bytes; a trace sample is one short line")
        ) {
            _ = try Self.samples(input)
        }
        expect(input.handedOut <= TraceReader.lineLimit + (1 << 18) + (1 << 18))
    }

    /// a byte-order mark starts only the trace
    func testLaterMark() {
        let text = #"{"format": "stretchy-trace", "version": 1}"# + "\n\u{FEFF}" + #"{"t": 0, "offset": 0, "height": 1, "top": 0}"#
        expect(throws: ServiceError(.invalidData, "t.jsonl:2:1: a byte-order mark (U+FEFF) may only start the trace")) {
            _ = try Self.samples(TraceBytesInput(Array(text.utf8)))
        }
    }
}
