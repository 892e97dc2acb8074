import HeaderGeometry
import PresetService

/// Traces made for the fit's tests with the core's recorder: a header (a preset's frame or a
/// hand-written formula) swept from a pull through the collapse and back, then releases at
/// several offsets and velocities each followed by its rest, with deterministic noise of up to
/// `noise` points on every height and top (and the accessory strip's top, when recorded).
struct Recording {
    /// What a header shows at an offset: its height and top.
    typealias Header = @Sendable (Double) -> (height: Double, top: Double)
    /// Where an accessory strip's top is at an offset.
    typealias Strip = @Sendable (Double) -> Double

    var recorder = HeaderTraceRecorder(preset: nil)
    var time = 0.0
    var noise: Double
    /// The strip recorded beside the header, if any.
    var strip: Strip?
    /// Each sample's `accessoryTop`, in order, added to the recorder's lines by ``text``.
    var accessoryTops: [Double] = []
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    init(noise: Double = 0, strip: Strip? = nil) {
        self.noise = noise
        self.strip = strip
    }

    /// The trace: the recorder's text, with `"accessoryTop"` in each sample when a strip is
    /// recorded (the core's recorder does not write it).
    var text: String {
        guard strip != nil else { return recorder.text }
        var lines = recorder.text.split(separator: "\n").map(String.init)
        for (index, top) in accessoryTops.enumerated() {
            lines[index + 1] = String(lines[index + 1].dropLast()) + #", "accessoryTop": "# + "\(top)}"
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The next noise value, evenly spread over `-noise...noise`.
    mutating func jitter() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let unit = Double(state >> 11) / Double(1 << 53)
        return (2 * unit - 1) * noise
    }

    mutating func record(_ header: Header, at offset: Double, phase: TracePhase? = nil, velocity: Double? = nil) {
        let shown = header(offset)
        if let strip { accessoryTops.append(strip(offset) + jitter()) }
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

    /// The trace of `preset`: a pull of 120 pt, the collapse and 120 pt past its pin offset, and releases
    /// across the collapse range with rests where the preset says.
    /// With `strip`, the samples carry the preset's `accessoryTop` too.
    static func of(_ preset: HeaderPreset, noise: Double = 0, strip: Bool = false) -> String {
        var recording = Recording(noise: noise)
        if strip { recording.strip = { offset in preset.frame(at: offset).accessoryTop ?? 0 } }
        let header: Header = { offset in
            let frame = preset.frame(at: offset)
            return (frame.height, frame.translation)
        }
        let range = preset.collapseRange
        // Past the pin offset (the collapse range without a strip) so a strip shows its behavior.
        recording.sweep(header, from: -120, to: preset.pinOffset + 120, step: 1.3)
        for share in [0.1, 0.3, 0.45, 0.55, 0.7, 0.9, 1.4] {
            for velocity in [-1500.0, -600, -150, 0, 150, 600, 1500] {
                let offset = (share * range).rounded()
                recording.record(header, at: offset, phase: .release, velocity: velocity)
                recording.record(header, at: preset.rest(after: offset, velocity: velocity), phase: .rest)
            }
        }
        return recording.text
    }

    /// The trace of a hand-written `header`: a pull of 120 pt and offsets up to `to`.
    static func of(_ header: Header, to: Double, noise: Double = 0, strip: Strip? = nil) -> String {
        var recording = Recording(noise: noise, strip: strip)
        recording.sweep(header, from: -120, to: to, step: 1.3)
        return recording.text
    }
}

extension PresetLibrary {
    /// ``fit(trace:source:name:tolerance:)`` of a trace in memory.
    static func fit(_ text: String, name: String = "fitted", accessoryHeight: Double? = nil) throws -> TraceFitReport {
        try fit(trace: { TraceBytesInput(Array(text.utf8)) }, source: "trace", name: name, accessoryHeight: accessoryHeight)
    }
}
