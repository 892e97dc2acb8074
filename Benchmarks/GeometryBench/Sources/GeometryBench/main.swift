import HeaderGeometry

// Frames per second of `HeaderPreset.frame(at:)`, the loop `Benchmarks/peers/geometry.c` runs in C.
//
// Usage: GeometryBench FRAMES REPEATS H h DAMPING THRESHOLD RADIUS
// Everything the loop uses comes from the arguments, and every frame feeds a checksum that is
// printed, so the optimizer can neither fold the presets nor drop the loop. Time is the thread's
// CPU time, as in the C peer. Two presets run: one
// that shrinks with a shadow (H, h, DAMPING, THRESHOLD, RADIUS) and one that scrolls without a
// shadow (same heights and damping). Prints one line per repeat: `fps=<frames per second>
// checksum=<sum>`, then `median_fps=<median>`.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let arguments = CommandLine.arguments
guard arguments.count == 8,
    let frames = Int(arguments[1]), let repeats = Int(arguments[2]),
    let maxHeight = Double(arguments[3]), let minHeight = Double(arguments[4]),
    let damping = Double(arguments[5]), let threshold = Double(arguments[6]),
    let radius = Double(arguments[7]), frames > 0, repeats > 0
else {
    print("usage: GeometryBench FRAMES REPEATS H h DAMPING THRESHOLD RADIUS")
    exit(64)
}

let shrinking = HeaderPreset(
    name: "bench-shrink", minHeight: minHeight, maxHeight: maxHeight,
    collapse: .shrink, damping: damping,
    shadow: HeaderShadow(threshold: threshold, radius: radius))
let scrolling = HeaderPreset(
    name: "bench-scroll", minHeight: minHeight, maxHeight: maxHeight,
    collapse: .scroll, damping: damping)

/// Runs `count` frames of `preset` at offsets -150 ... 361.875 in steps of 1/8 and sums them.
@inline(never)
func sweep(_ preset: HeaderPreset, count: Int) -> Double {
    var sum = 0.0
    for i in 0..<count {
        let y = Double(i & 4095) * 0.125 - 150
        let frame = preset.frame(at: y)
        sum += frame.height + frame.translation + frame.progress + frame.shadowRadius
    }
    return sum
}

/// An optimization barrier: the optimizer must assume `value` is read and changed here, so the
/// work on it can move neither before the start nor after the end of a timed region.
@_optimize(none)
func opaque<T>(_ value: inout T) {}

/// This thread's CPU time in seconds: unlike wall time, it does not count the time other
/// processes hold the core, so the rate holds on a busy machine.
func cpuSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
}

var rates: [Double] = []
for _ in 0..<repeats {
    var presets = (shrinking, scrolling)
    let start = cpuSeconds()
    opaque(&presets)
    var checksum = sweep(presets.0, count: frames / 2) + sweep(presets.1, count: frames - frames / 2)
    opaque(&checksum)
    let seconds = cpuSeconds() - start
    let rate = Double(frames) / seconds
    rates.append(rate)
    print("fps=\(rate) checksum=\(checksum)")
}
rates.sort()
print("median_fps=\(rates[rates.count / 2])")
