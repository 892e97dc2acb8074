import HeaderGeometry
import PresetJSON
import StrictJSON
import TestKit
import Testing
import ValueText

/// The trace lines of docs/traces.md#format, read strictly: every problem with its column.
struct TraceLineDecoderTests {
    static func header(_ text: String) throws(TraceLineError) -> TraceHeader {
        try TraceLineDecoder.header(Array(text.utf8)[...])
    }

    static func sample(_ text: String) throws(TraceLineError) -> TraceSample {
        try TraceLineDecoder.sample(Array(text.utf8)[...], number: 9)
    }

    static func error(_ body: () throws(TraceLineError) -> Void) -> TraceLineError? {
        do throws(TraceLineError) {
            try body()
            return nil
        } catch {
            return error
        }
    }

    /// headers
    func testHeader() throws {
        for (text, preset) in [
            (#"{"format": "stretchy-trace", "version": 1, "preset": "sticky-utah"}"#, "sticky-utah" as String?),
            (#"{"version":1,"format":"stretchy-trace"}"#, nil),
            (#"{"format": "stretchy-trace", "version": 1, "preset": null}"#, nil),
            ("\u{FEFF}" + #"{"format": "stretchy-trace", "version": 1.0, "preset": "a\"b"}"#, #"a"b"#),
        ] {
            try TestRow.$current.withValue(String(describing: (text, preset))) { try self.header(text: text, preset: preset) }
        }
    }

    func header(text: String, preset: String?) throws {
        try expectEqual(Self.header(text), TraceHeader(version: 1, preset: preset))
    }

    /// header problems
    func testHeaderProblem() {
        for (text, message) in [
            (
                #"{"t": 0, "offset": 0, "height": 300, "top": 0}"#,
                #"expected the trace header {"format": "stretchy-trace", "version": 1}, found a sample"#
            ),
            ("[1]", #"expected the trace header {"format": "stretchy-trace", "version": 1}"#),
            (
                #"{"format": "stretchy-presets", "version": 1}"#,
                #"format: expected the trace header {"format": "stretchy-trace", "version": 1}"#
            ),
            (
                #"{"format": "stretchy-trace", "version": 2}"#,
                "trace version 2 is newer than this stretchy reads (1); update stretchy"
            ),
            (#"{"format": "stretchy-trace", "version": 0.5}"#, "version: expected a whole number from 1"),
            (#"{"format": "stretchy-trace"}"#, #"missing required key 'version' in the trace header"#),
            (#"{"format": "stretchy-trace", "version": 1, "device": "x"}"#, #"unknown key 'device' in the trace header"#),
            (#"{"format": "stretchy-trace", "version": 1, "preset": 3}"#, "preset: expected a string"),
            (#"{"format": "stretchy-trace", "version": 1,}"#, "trailing comma before '}'"),
        ] {
            TestRow.$current.withValue(String(describing: (text, message))) { self.headerProblem(text: text, message: message) }
        }
    }

    func headerProblem(text: String, message: String) {
        expectEqual(Self.error { () throws(TraceLineError) in _ = try Self.header(text) }?.message, message)
    }

    /// a sample, keys in any order, every optional key
    func testSample() throws {
        let text =
            #"{"phase": "release", "top": -12.5, "velocity": 800, "layers": {"title": {"scale": 1.25, "opacity": 0.5}, "background": {}}, "t": 0.25, "offset": 12.5, "height": 300}"#
        try expectEqual(
            Self.sample(text),
            TraceSample(
                line: 9, time: 0.25, offset: 12.5, height: 300, top: -12.5,
                layers: [
                    TraceLayerValue(layer: "title", property: .scale, value: 1.25),
                    TraceLayerValue(layer: "title", property: .opacity, value: 0.5),
                ],
                phase: .release, velocity: 800))
        try expectEqual(
            Self.sample(#"  {"t":1,"offset":-0,"height":1e2,"top":0}  "#), TraceSample(line: 9, time: 1, offset: 0, height: 100, top: 0))
    }

    /// every property and every phase reads, however its name is escaped
    func testEveryPropertyAndPhase() throws {
        for property in TrackProperty.allCases {
            let escaped = #"\u00"# + String(property.rawValue.utf8.first!, radix: 16) + property.rawValue.dropFirst()
            for name in [property.rawValue, escaped] {
                let text = #"{"t": 0, "offset": 0, "height": 1, "top": 0, "layers": {"a": {"\#(name)": 2}}}"#
                try expectEqual(Self.sample(text).layers, [TraceLayerValue(layer: "a", property: property, value: 2)])
            }
        }
        for phase in TracePhase.allCases {
            let escaped = #"\u00"# + String(phase.rawValue.utf8.first!, radix: 16) + phase.rawValue.dropFirst()
            for name in [phase.rawValue, escaped] {
                let text = #"{"t": 0, "offset": 0, "height": 1, "top": 0, "phase": "\#(name)", "velocity": 0}"#
                try expectEqual(Self.sample(text).phase, phase)
            }
        }
    }

    /// sample problems, each at its column
    func testSampleProblem() {
        for (text, column, message) in [
            (#"{"t": 0, "offset": 0, "top": 0}"#, 1, #"missing required key 'height'"#),
            (
                #"{"t": 0, "offset": 0, "height": 1, "top": 0, "frame": 2}"#, 46,
                #"unknown key 'frame'; expected one of t, offset, height, top, layers, phase, velocity, accessoryTop"#
            ),
            (#"{"t": 0, "offset": 0, "hieght": 1, "top": 0}"#, 23, #"unknown key 'hieght'; did you mean 'height'?"#),
            (
                #"{"t": 0, "offset": 0, "height": 1, "top": 0, "layers": {"title": {"scael": 2}}}"#, 67,
                #"layers.title: unknown property 'scael'; did you mean 'scale'?"#
            ),
            (#"{"t": 0, "t": 1, "offset": 0, "height": 1, "top": 0}"#, 10, #"duplicate key 't'"#),
            (#"{"t": "0", "offset": 0, "height": 1, "top": 0}"#, 7, "t: expected a number, found a string"),
            (
                #"{"t": 0, "offset": 0, "height": 1, "top": 0, "phase": "fling"}"#, 55,
                #"phase: 'fling' is not 'drag', 'release', 'coast' or 'rest'"#
            ),
            (
                #"{"t": 0, "offset": 0, "height": 1, "top": 0, "phase": "release"}"#, 1,
                #"a 'release' sample needs its 'velocity' (points per second)"#
            ),
            (
                #"{"t": 0, "offset": 0, "height": 1, "top": 0, "layers": {"title": {"size": 2}}}"#, 67,
                #"layers.title: unknown property 'size'; expected one of opacity, scale, translateX, translateY, blur"#
            ),
            (
                #"{"t": 0, "offset": 0, "height": 1, "top": 0, "layers": {"title": 1}}"#, 66,
                "layers.title: expected an object, found a number"
            ),
            (
                #"{"t": 0, "offset": 0, "height": 1, "top": 0, "layers": {"title": {"scale": 1, "sc\u0061le": 2}}}"#, 79,
                #"duplicate key 'scale'"#
            ),
            (
                #"{"t": 0, "offset": 0, "height": 1, "top": 0, "layers": {"a": {"blur": 1}, "b": {}, "a": {}}}"#, 84,
                #"duplicate key 'a'"#
            ),
            (
                #"{"t": 0, "offset": 0, "height": 1, "top": 0, "layers": {"b": {}, "a": {"blur": 1}, "b": {}}}"#, 84,
                #"duplicate key 'b'"#
            ),
            (
                #"{"t": 0, "offset": 0, "height": 1, "top": 0, "layers": {"title": {"scale": "1"}}}"#, 76,
                "layers.title.scale: expected a number, found a string"
            ),
            (#"{"t": 0, "offset": 0, "height": 1, "top": 0,}"#, 45, "trailing comma before '}'"),
            (#"{"t": 0, "offset": 0, "height": 1, "top": 0} x"#, 46, "unexpected 'x' after the JSON value"),
            (#"{"t": 0, "offset": NaN, "height": 1, "top": 0}"#, 20, "NaN is not allowed; JSON numbers must be finite"),
            (#"{"t": 0, "offset": 1e999, "height": 1, "top": 0}"#, 20, "number 1e999 does not fit in a Double"),
            ("[]", 1, "expected a sample object, found an array"),
            (#"{"t": 0, "offset": 0, "height": 1, "top": 0"#, 44, "expected ',' or '}' after object member"),
        ] {
            TestRow.$current.withValue(String(describing: (text, column, message))) {
                self.sampleProblem(text: text, column: column, message: message)
            }
        }
    }

    func sampleProblem(text: String, column: Int, message: String) {
        let error = Self.error { () throws(TraceLineError) in _ = try Self.sample(text) }
        expectEqual(error, TraceLineError(column: column, message: message))
    }

    /// what the recorder writes reads back exactly, and its strings are JSON's own
    func testRecorderRoundTrip() throws {
        let names = ["sticky-utah", #"q"u\o/te"#, "\u{0}\u{8}\u{C}\u{1F}\u{7F}é😀", "tab\tline\n"]
        for name in names {
            let header = #"{"format": "stretchy-trace", "version": 1, "preset": "# + JSONText.quoted(name) + "}\n"
            expectEqual(HeaderTraceRecorder(preset: name).text, header)
            try expectEqual(Self.header(String(header.dropLast())).preset, name)
        }
        var recorder = HeaderTraceRecorder(preset: nil)
        let values: [Double] = [0.1, 1.0 / 3, -2.0 / 3, 1e-300, 123456.789, Double.leastNonzeroMagnitude, 1.7976931348623157e308]
        for (index, value) in values.enumerated() {
            recorder.record(
                time: Double(index), offset: value, height: -value, top: value / 7,
                layers: ["t": [.opacity: value]], phase: index == 0 ? .release : nil,
                velocity: index == 0 ? value : nil)
        }
        let lines = recorder.text.split(separator: "\n").dropFirst().map(String.init)
        for (index, line) in lines.enumerated() {
            let value = values[index]
            let sample = try Self.sample(line)
            expect(sample.offset == value && sample.height == -value && sample.top == value / 7)
            expectEqual(sample.layers, [TraceLayerValue(layer: "t", property: .opacity, value: value)])
        }
    }
}
