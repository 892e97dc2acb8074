// A compiled Swift program that records traces with HeaderTraceRecorder, as an app does
// (docs/ios.md#recording-a-trace), for every preset `stretchy export --to swift` wrote into
// StretchyPresets: a ScrollSession driven by a finger (a pull, a drag into the content held
// still, a fling in, a fling back), one sample per 120 Hz frame with the phase, the layers and
// the release velocity. Tests/GeneratedSwift/run then checks each trace with `stretchy verify`.
// Usage: traces FOLDER (writes FOLDER/N.jsonl and FOLDER/manifest.json, N the preset's index).
import Foundation
import HeaderGeometry

struct Recording {
    /// One display frame at 120 Hz.
    static let frame = 1.0 / 120

    var session: ScrollSession
    var recorder: HeaderTraceRecorder
    var time = 0.0

    init(preset: HeaderPreset) {
        session = ScrollSession(preset: preset)
        recorder = HeaderTraceRecorder(preset: preset.name)
        record(session.current, phase: nil)
    }

    mutating func record(_ shown: SessionFrame, phase: TracePhase?, velocity: Double? = nil) {
        var layers: [String: [TrackProperty: Double]] = [:]
        for value in shown.layers.values {
            layers[value.layer, default: [:]][value.property] = value.value
        }
        recorder.record(shown.frame, time: time, layers: layers, phase: phase, velocity: velocity)
    }

    /// The finger down, moved through `travels` (points since it touched, one per frame), held
    /// still for `hold` frames, lifted at `velocity`; then frames until the scroll rests.
    mutating func gesture(_ travels: [Double], hold: Int = 0, velocity: Double) {
        time += Recording.frame
        record(session.touchDown(at: time), phase: .drag)
        for travel in travels {
            time += Recording.frame
            record(session.drag(fingerTravel: travel, at: time), phase: .drag)
        }
        for _ in 0..<hold {
            time += Recording.frame
            record(session.drag(fingerTravel: travels.last ?? 0, at: time), phase: .drag)
        }
        session.release(velocity: velocity, at: time)
        record(session.current, phase: .release, velocity: velocity)
        var frames = 0
        while session.phase != .idle {
            time += Recording.frame
            frames += 1
            let shown = frames > 2400 ? session.finish(at: time) : session.advance(to: time)
            record(shown, phase: session.phase == .idle ? .rest : .coast)
        }
        if frames == 0 { record(session.current, phase: .rest) }
    }
}

func steps(from start: Double, to end: Double, count: Int) -> [Double] {
    (1...count).map { start + (end - start) * Double($0) / Double(count) }
}

let folder = URL(fileURLWithPath: CommandLine.arguments[1])
var manifest: [[String: String]] = []
for (index, preset) in StretchyPresets.all.enumerated() {
    var recording = Recording(preset: preset)
    let range = max(preset.maxHeight - preset.minHeight, 100)
    recording.gesture(steps(from: 0, to: -140, count: 24), velocity: -300)  // a pull, let go
    recording.gesture(steps(from: 0, to: 0.6 * range + 40, count: 30), hold: 12, velocity: 0)  // in, held
    recording.gesture(steps(from: 0, to: 60, count: 8), velocity: 1400)  // a fling in
    recording.gesture(steps(from: 0, to: -50, count: 6), velocity: -1800)  // a fling back
    let file = folder.appendingPathComponent("\(index).jsonl")
    try recording.recorder.text.write(to: file, atomically: true, encoding: .utf8)
    manifest.append([
        "name": preset.name, "trace": file.path,
        "samples": String(recording.recorder.sampleCount),
        "skipped": String(recording.recorder.skippedSamples),
    ])
}
let data = try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys])
try data.write(to: folder.appendingPathComponent("manifest.json"))
print("traces: \(manifest.count) presets recorded")
