import HeaderGeometry
import TestKit
import Testing

/// The recorder writes the trace lines of docs/traces.md, byte for byte.
struct HeaderTraceRecorderTests {
    /// header line with and without a preset, the name escaped as JSON requires
    func testHeader() {
        for (preset, line) in [
            ("sticky-utah" as String?, #"{"format": "stretchy-trace", "version": 1, "preset": "sticky-utah"}"#),
            (nil, #"{"format": "stretchy-trace", "version": 1}"#),
            (#"a"b\c"#, #"{"format": "stretchy-trace", "version": 1, "preset": "a\"b\\c"}"#),
            ("tab\tnew\nline\u{01}é/", #"{"format": "stretchy-trace", "version": 1, "preset": "tab\tnew\nline\u0001é/"}"#),
        ] {
            TestRow.$current.withValue(String(describing: (preset, line))) { self.header(preset: preset, line: line) }
        }
    }

    func header(preset: String?, line: String) {
        expectEqual(HeaderTraceRecorder(preset: preset).text, line + "\n")
    }

    /// a sample: t, offset, height, top in their shortest round-trip form
    func testSample() {
        var recorder = HeaderTraceRecorder(preset: nil)
        recorder.record(time: 0.1, offset: 40, height: 260.25, top: -0.0)
        recorder.record(time: 1e-7, offset: -12.5, height: 1.5e+300, top: -100)
        let lines = recorder.text.split(separator: "\n").dropFirst()
        expectEqual(
            Array(lines),
            [
                #"{"t": 0.1, "offset": 40, "height": 260.25, "top": 0}"#,
                // 1e-7 is earlier than 0.1: recorded as 0.1 so t never decreases.
                #"{"t": 0.1, "offset": -12.5, "height": 1.5e+300, "top": -100}"#,
            ])
        expectEqual(recorder.sampleCount, 2)
    }

    /// layers sorted by name and property, phase and velocity after them
    func testLayersAndPhase() {
        var recorder = HeaderTraceRecorder(preset: "p")
        recorder.record(
            time: 2, offset: 90, height: 210, top: 0,
            layers: ["title": [.scale: 1.25, .opacity: 0.5], "background": [.blur: 4]],
            phase: .release, velocity: -800)
        recorder.record(time: 3, offset: 0, height: 300, top: 0, phase: .rest)
        let lines = recorder.text.split(separator: "\n").dropFirst()
        expectEqual(
            Array(lines),
            [
                #"{"t": 2, "offset": 90, "height": 210, "top": 0, "layers": {"background": {"blur": 4}, "title": {"opacity": 0.5, "scale": 1.25}}, "phase": "release", "velocity": -800}"#,
                #"{"t": 3, "offset": 0, "height": 300, "top": 0, "phase": "rest"}"#,
            ])
    }

    /// a sample holding NaN or an infinity is left out and counted
    func testNonFinite() {
        for (offset, height) in [
            (Double.nan, 1.0), (1, Double.infinity), (1, -Double.infinity),
        ] as [(Double, Double)] {
            TestRow.$current.withValue(String(describing: (offset, height))) { self.nonFinite(offset: offset, height: height) }
        }
    }

    func nonFinite(offset: Double, height: Double) {
        var recorder = HeaderTraceRecorder(preset: nil)
        recorder.record(time: 0, offset: offset, height: height, top: 0)
        recorder.record(time: 0, offset: 0, height: 1, top: 0, layers: ["a": [.opacity: .nan]], phase: nil)
        expectEqual(recorder.text, #"{"format": "stretchy-trace", "version": 1}"# + "\n")
        expectEqual(recorder.sampleCount, 0)
        expectEqual(recorder.skippedSamples, 2)
    }

    /// a frame is recorded as its offset, height and translation
    func testFrame() {
        var recorder = HeaderTraceRecorder(preset: nil)
        // scroll, H 300, h 0, at 120: height 300, top -120.
        let preset = HeaderPreset(name: "s", minHeight: 0, maxHeight: 300, collapse: .scroll)
        recorder.record(preset.frame(at: 120), time: 0.5)
        expect(recorder.text.hasSuffix(#"{"t": 0.5, "offset": 120, "height": 300, "top": -120}"# + "\n"))
    }
}
