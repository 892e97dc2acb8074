/// Records what an app's header does, as the trace text `stretchy verify` checks against the
/// preset (docs/traces.md).
///
/// Feed it from the scroll view's callbacks — SwiftUI's `onScrollGeometryChange`, UIKit's
/// `scrollViewDidScroll` — with the header's frame as laid out, then save ``text``:
///
/// ```swift
/// var recorder = HeaderTraceRecorder(preset: "sticky-utah")
/// recorder.record(time: 0, offset: 40, height: 260, top: 0)
/// recorder.record(time: 0.1, offset: 90, height: 210, top: 0, phase: .release, velocity: 800)
/// recorder.record(time: 0.9, offset: 489, height: 120, top: 0, phase: .rest)
/// print(recorder.text)
/// ```
///
/// Numbers are written in their shortest round-trip form, so a value reads back exactly as it was
/// recorded. A sample holding a NaN or an infinity cannot be written as JSON: it is left out and
/// counted in ``skippedSamples``. A time earlier than the one before is recorded as that one, so
/// `t` never decreases.
public struct HeaderTraceRecorder: Sendable {
    /// The preset the trace is for, as written in its first line.
    public let preset: String?
    /// The lines written so far (header included), each ending in a newline.
    private var body: String
    /// The number of samples recorded.
    public private(set) var sampleCount = 0
    /// The number of samples left out because a number in them was not finite.
    public private(set) var skippedSamples = 0
    /// The time of the last sample recorded.
    public private(set) var lastTime: Double?

    /// An empty trace for the preset named `preset` (or for none: `stretchy verify` names it).
    public init(preset: String?) {
        self.preset = preset
        var header = #"{"format": "stretchy-trace", "version": 1"#
        if let preset {
            header += #", "preset": "#
            TraceText.appendQuoted(preset, to: &header)
        }
        body = header + "}\n"
    }

    /// The trace: its header line and one line per sample, each ending in a newline.
    public var text: String { body }

    /// Records one sample: at `time` seconds the scroll offset was `offset` (docs/concepts.md's
    /// `y`), the header `height` points high with its top edge at `top` (`0` or negative).
    public mutating func record(time: Double, offset: Double, height: Double, top: Double) {
        record(time: time, offset: offset, height: height, top: top, layers: [:], phase: nil, velocity: nil)
    }

    /// Records one sample with the layers' values as the app showed them, what the scroll was
    /// doing and, on a `release`, the velocity in points per second (see ``ScrollVelocity`` for
    /// UIKit's points per millisecond).
    public mutating func record(
        time: Double, offset: Double, height: Double, top: Double,
        layers: [String: [TrackProperty: Double]] = [:],
        phase: TracePhase?, velocity: Double? = nil
    ) {
        var numbers = [time, offset, height, top]
        if let velocity { numbers.append(velocity) }
        for values in layers.values { numbers.append(contentsOf: values.values) }
        guard numbers.allSatisfy(\.isFinite) else {
            skippedSamples += 1
            return
        }
        let time = max(time, lastTime ?? time)
        var line = #"{"t": "#
        TraceText.appendNumber(time, to: &line)
        line += #", "offset": "#
        TraceText.appendNumber(offset, to: &line)
        line += #", "height": "#
        TraceText.appendNumber(height, to: &line)
        line += #", "top": "#
        TraceText.appendNumber(top, to: &line)
        if !layers.isEmpty { appendLayers(layers, to: &line) }
        if let phase { line += #", "phase": ""# + phase.rawValue + "\"" }
        if let velocity {
            line += #", "velocity": "#
            TraceText.appendNumber(velocity, to: &line)
        }
        body += line + "}\n"
        lastTime = time
        sampleCount += 1
    }

    /// Records the header's `frame` at `time`: its offset, height and translation (the top).
    public mutating func record(
        _ frame: HeaderFrame, time: Double,
        layers: [String: [TrackProperty: Double]] = [:],
        phase: TracePhase? = nil, velocity: Double? = nil
    ) {
        record(
            time: time, offset: frame.offset, height: frame.height, top: frame.translation,
            layers: layers, phase: phase, velocity: velocity)
    }

    /// Layers in byte order of their names, each one's properties in byte order too, so the same
    /// values always give the same text.
    private func appendLayers(_ layers: [String: [TrackProperty: Double]], to line: inout String) {
        line += #", "layers": {"#
        let names = layers.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for (index, name) in names.enumerated() {
            if index > 0 { line += ", " }
            TraceText.appendQuoted(name, to: &line)
            line += ": {"
            let values = layers[name] ?? [:]
            let properties = TrackProperty.allCases
                .filter { values[$0] != nil }
                .sorted { $0.rawValue.utf8.lexicographicallyPrecedes($1.rawValue.utf8) }
            for (position, property) in properties.enumerated() {
                if position > 0 { line += ", " }
                line += "\"" + property.rawValue + "\": "
                TraceText.appendNumber(values[property] ?? property.identityValue, to: &line)
            }
            line += "}"
        }
        line += "}"
    }
}
