import HeaderGeometry
import PresetService
import TestKit
import TestSupport
import Testing

/// PresetLibrary: simulation and traces
struct PresetLibraryMotionTests {
    /// Releases and their rest offsets, by hand from docs/concepts.md#snapping (projection 0.499 s × v at the
    /// normal rate, 0.099 s × v at the fast one):
    /// sticky-utah has no snapping (E = 180); scaling-header-snap snaps immediately to 0, 100, 200.
    static let releases: [(preset: String, assignments: [String], offset: Double, velocity: Double, rest: Double)] = [
        ("sticky-utah", [], 0, 1000, 499),
        ("sticky-utah", [], 100, -100, 50.1),
        ("sticky-utah", [], -100, 0, 0),
        ("sticky-utah", [], 50, -1000, 0),
        ("sticky-utah", ["motion.decelerationRate=fast"], 0, 1000, 99),
        ("scaling-header-snap", [], 70, 300, 100),
        ("scaling-header-snap", [], 150, -900, 200),
        ("scaling-header-snap", [], 40, 0, 0),
        ("scaling-header-snap", ["snap.mode=afterFinishAccelerating"], 40, 300, 200),
        ("scaling-header-snap", ["snap.mode=afterFinishAccelerating"], 40, 400, 239.6),
        ("scaling-header-snap", ["snap.mode=afterFinishAccelerating", "motion.decelerationRate=fast"], 40, 300, 100),
        ("scaling-header-snap", ["motion.spring.dampingRatio=0.3", "motion.quickReturn=true"], 130, 0, 100),
    ]

    /// the last frame rests where rest(of:after:velocity:) says
    func testLastFrameIsTheRest() throws {
        for release in Self.releases {
            try TestRow.$current.withValue(String(describing: release)) { try self.lastFrameIsTheRest(release) }
        }
    }

    func lastFrameIsTheRest(_ release: (preset: String, assignments: [String], offset: Double, velocity: Double, rest: Double)) throws {
        let database = TemporaryDatabase()
        let library = database.library()
        var name = release.preset
        if !release.assignments.isEmpty {
            name = "tuned"
            try library.create(name, from: release.preset, assignments: release.assignments.map { try PresetAssignment.parse($0) })
        }
        let frames = try library.simulation(of: name, from: release.offset, velocity: release.velocity)
        let last = try require(frames.last)
        expect(abs(last.offset - release.rest) < 1e-9)
        expectEqual(last.offset, (try library.rest(of: name, after: release.offset, velocity: release.velocity)))
        expectEqual(frames.first?.offset, release.offset)
        expectEqual(frames.first?.time, 0)
        expect(frames.allSatisfy { !$0.offset.isNaN && !$0.frame.height.isNaN && !$0.parallaxOffset.isNaN })
    }

    /// rest uses the preset's deceleration rate
    func testRestUsesTheMotionRate() throws {
        let database = TemporaryDatabase()
        let library = database.library()
        try library.create("fast", from: "sticky-utah", assignments: [try PresetAssignment.parse("motion.decelerationRate=fast")])
        try expectEqual(library.rest(of: "sticky-utah", after: 0, velocity: 1000), 499)
        try expectEqual(library.rest(of: "fast", after: 0, velocity: 1000), 99)
    }

    /// a quick-return trace shows the header on any scroll back; a plain one follows frame(at:)
    func testTrace() throws {
        let database = TemporaryDatabase()  // kept, so its folder is removed after the library is done
        let library = database.library()
        // sticky-utah: H 300, h 120, E 180, shadow under 140 (radius 8).
        let offsets: [Double] = [300, 260, 250, 400, 0]
        let quick = try library.trace(of: "sticky-utah", along: offsets, quickReturn: true)
        expectEqual(quick.map(\.step), [0, 1, 2, 3, 4])
        expectEqual(quick.map(\.frame.offset), offsets)
        expectEqual(quick.map(\.frame.height), [120, 160, 170, 120, 300])
        expectEqual(quick.map(\.frame.shadowRadius), [8, 0, 0, 8, 0])
        let plain = try library.trace(of: "sticky-utah", along: offsets)
        expectEqual(plain.map(\.frame.height), [120, 120, 120, 120, 300])
    }

    /// a preset's own motion.quickReturn makes a trace quick-return, and parallax is reported
    func testTraceFollowsThePresetsMotion() throws {
        let database = TemporaryDatabase()
        let library = database.library()
        try library.create(
            "quick", from: "sticky-utah",
            assignments: ["motion.quickReturn=true", "motion.parallax=0.5"].map { try PresetAssignment.parse($0) })
        let steps = try library.trace(of: "quick", along: [300, 260])
        expectEqual(steps.map(\.frame.height), [120, 160])
        // shrink: the background moves up by p × the collapse so far: 0.5 × 180, 0.5 × 140.
        expect(abs(steps[0].parallaxOffset - -90) < 1e-9)
        expect(abs(steps[1].parallaxOffset - -70) < 1e-9)
    }

    /// an unknown preset is not found
    func testUnknownPreset() {
        let database = TemporaryDatabase()  // kept, so its folder is removed after the library is done
        let library = database.library()
        expect(throws: ServiceError.self) { _ = try library.simulation(of: "nope", from: 0, velocity: 0) }
        expect(throws: ServiceError.self) { _ = try library.trace(of: "nope", along: [0]) }
    }
}
