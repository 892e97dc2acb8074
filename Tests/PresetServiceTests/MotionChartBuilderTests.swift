import HeaderGeometry
import PresetService
import TestKit
import Testing

/// MotionChartBuilder
struct MotionChartBuilderTests {
    static let snapping = HeaderPreset(
        name: "snap", minHeight: 150, maxHeight: 350,
        snap: SnapBehavior(mode: .immediately, positions: [0, 0.5, 1]))

    static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    /// a simulation's chart is exactly the size asked, against time, with its rest marked
    func testSimulationChart() throws {
        for (width, height) in [(80, 24), (60, 30), (120, 40)] {
            try TestRow.$current.withValue(String(describing: (width, height))) { try self.simulationChart(width: width, height: height) }
        }
    }

    func simulationChart(width: Int, height: Int) throws {
        let frames = PresetLibrary.simulation(of: Self.snapping, from: 70, velocity: 300)
        let text = try MotionChartBuilder.render(for: Self.snapping, frames: frames, width: width, height: height)
        let lines = Self.lines(text)
        expectEqual(lines.count, height)
        expect(lines.allSatisfy { $0.unicodeScalars.count <= width })
        expect(text.contains("offset (pt)"))
        expect(text.contains("height, visible (pt)"))
        expect(text.contains("time (s)"))
        expect(text.contains("rest 100"))
        expect(!text.contains("parallax"))
    }

    /// parallax gets a panel of its own; ASCII has no Braille
    func testParallaxPanel() throws {
        var preset = Self.snapping
        preset.motion.parallax = 0.5
        let frames = PresetLibrary.simulation(of: preset, from: 0, velocity: 500)
        let text = try MotionChartBuilder.render(for: preset, frames: frames, width: 80, height: 30, ascii: true)
        expect(text.contains("background parallax (pt)"))
        expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    }

    /// a trace's chart runs over the steps
    func testTraceChart() throws {
        let trace = PresetLibrary.trace(of: Self.snapping, along: [0, 300, 260, 250], quickReturn: true)
        let text = try MotionChartBuilder.render(for: Self.snapping, trace: trace, width: 80, height: 24)
        expectEqual(Self.lines(text).count, 24)
        expect(text.contains("step"))
    }

    /// a size too small is a usage error naming the smallest size
    func testTooSmall() {
        let frames = PresetLibrary.simulation(of: Self.snapping, from: 0, velocity: 0)
        let error = expect(throws: ServiceError.self) {
            _ = try MotionChartBuilder.render(for: Self.snapping, frames: frames, width: 10, height: 5)
        }
        expectEqual(error?.kind, .usage)
        expectEqual(error?.message.hasPrefix("chart size too small: this chart needs at least"), true)
    }
}
