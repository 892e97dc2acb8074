import HeaderGeometry
import PresetService

/// Traces made for the fit's tests with the core's recorder: a header (a preset's frame or a
/// hand-written formula) swept from a pull through the collapse and back, then releases at
/// several offsets and velocities each followed by its rest, with deterministic noise of up to
/// `noise` points on every height and top.
struct Recording {
    /// What a header shows at an offset: its height and top.
    typealias Header = @Sendable (Double) -> (height: Double, top: Double)

    var recorder = HeaderTraceRecorder(preset: nil)
    var time = 0.0
    var noise: Double
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    init(noise: Double = 0) {
        self.noise = noise
    }

    /// The next noise value, evenly spread over `-noise...noise`.
    mutating func jitter() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let unit = Double(state >> 11) / Double(1 << 53)
        return (2 * unit - 1) * noise
    }

    mutating func record(_ header: Header, at offset: Double, phase: TracePhase? = nil, velocity: Double? = nil) {
        let shown = header(offset)
        time += 1.0 / 120
        recorder.record(
            time: time, offset: offset, height: shown.height + jitter(), top: shown.top + jitter(), phase: phase,
            velocity: velocity)
    }

    /// Offsets from `from` to `to` and back, `step` apart: `from + k · step` up to the last at most
    /// `to`, then down again from the one before it.
    mutating func sweep(_ header: Header, from: Double, to: Double, step: Double) {
        var offset = from
        while offset <= to {
            record(header, at: offset, phase: .drag)
            offset += step
        }
        offset -= 2 * step
        while offset >= from {
            record(header, at: offset, phase: .drag)
            offset -= step
        }
    }

    /// The trace of `preset`: a pull of 120 pt, the collapse and 120 pt past it, and releases
    /// across the collapse range with rests where the preset says.
    static func of(_ preset: HeaderPreset, noise: Double = 0) -> String {
        var recording = Recording(noise: noise)
        let header: Header = { offset in
            let frame = preset.frame(at: offset)
            return (frame.height, frame.translation)
        }
        let range = preset.collapseRange
        recording.sweep(header, from: -120, to: range + 120, step: 1.3)
        for share in [0.1, 0.3, 0.45, 0.55, 0.7, 0.9, 1.4] {
            for velocity in [-1500.0, -600, -150, 0, 150, 600, 1500] {
                let offset = (share * range).rounded()
                recording.record(header, at: offset, phase: .release, velocity: velocity)
                recording.record(header, at: preset.rest(after: offset, velocity: velocity), phase: .rest)
            }
        }
        return recording.recorder.text
    }

    /// The trace of a hand-written `header`: a pull of 120 pt and offsets up to `to`.
    static func of(_ header: Header, to: Double, noise: Double = 0) -> String {
        var recording = Recording(noise: noise)
        recording.sweep(header, from: -120, to: to, step: 1.3)
        return recording.recorder.text
    }
}

extension PresetLibrary {
    /// ``fit(trace:source:name:tolerance:)`` of a trace in memory.
    static func fit(_ text: String, name: String = "fitted") throws -> TraceFitReport {
        try fit(trace: { TraceBytesInput(Array(text.utf8)) }, source: "trace", name: name)
    }
}
