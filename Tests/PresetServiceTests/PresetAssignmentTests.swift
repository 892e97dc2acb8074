import HeaderGeometry
import PresetService
import Testing

@Suite("KEY=VALUE assignments")
struct PresetAssignmentTests {
    static func applying(_ texts: [String], to preset: HeaderPreset = HeaderPreset(name: "p")) throws -> HeaderPreset {
        var preset = preset
        for text in texts { try PresetAssignment.parse(text).apply(to: &preset) }
        return preset
    }

    @Test("every key sets what its JSON path names")
    func everyKey() throws {
        let preset = try Self.applying([
            "summary=Two words", "minHeight=120", "maxHeight=300", "collapse=scroll", "damping=0.5",
            "shadow.threshold=140", "shadow.radius=4", "snap.mode=immediately",
            "snap.positions=1,0,0.5", "snap.initialPosition=0.5",
        ])
        #expect(preset == HeaderPreset(name: "p", summary: "Two words", minHeight: 120, maxHeight: 300, collapse: .scroll,
                                       damping: 0.5, shadow: HeaderShadow(threshold: 140, radius: 4),
                                       snap: SnapBehavior(mode: .immediately, positions: [0, 0.5, 1], initialPosition: 0.5)))
    }

    @Test("every motion key sets what its JSON path names")
    func everyMotionKey() throws {
        let preset = try Self.applying([
            "motion.frameRate=60", "motion.decelerationRate=fast", "motion.viewportHeight=932",
            "motion.rubberBandConstant=0.5", "motion.spring.response=0.4", "motion.spring.dampingRatio=0.7",
            "motion.parallax=0.5", "motion.quickReturn=true",
        ])
        #expect(preset.motion == MotionParameters(
            frameRate: 60, deceleration: ScrollDeceleration(rate: 0.99), viewportHeight: 932, rubberBandConstant: 0.5,
            spring: SnapSpring(response: 0.4, dampingRatio: 0.7), parallax: 0.5, quickReturn: true))
        #expect(try Self.applying(["motion.decelerationRate=0.995"]).motion.deceleration.rate == 0.995)
        #expect(try Self.applying(["motion.decelerationRate=fast", "motion.decelerationRate=normal"]).motion == MotionParameters())
        #expect(try Self.applying(["motion.quickReturn=true", "motion.quickReturn=false"]).motion == MotionParameters())
        #expect(try Self.applying(["motion.parallax=0.5", "motion.quickReturn=true", "motion=default"]).motion == MotionParameters())
    }

    @Test("a motion value that breaks a rule is set, and the preset's rules then name it")
    func motionRuleIsCheckedOnThePreset() throws {
        let preset = try Self.applying(["motion.parallax=1.5"])
        #expect(preset.violations.map(\.description) == ["motion.parallax: 1.5 is outside 0...1"])
    }

    @Test("shadow.threshold on a preset without shadow adds one with radius 8; shadow=null removes it")
    func shadow() throws {
        #expect(try Self.applying(["shadow.threshold=90"]).shadow == HeaderShadow(threshold: 90, radius: 8))
        #expect(try Self.applying(["shadow.threshold=90", "shadow=null"]).shadow == nil)
    }

    @Test("values people type", arguments: [
        ("maxHeight=+320", 320.0), ("maxHeight=3.2e2", 320), ("maxHeight=-0", 0), ("maxHeight=0.5", 0.5),
    ])
    func numbers(text: String, expected: Double) throws {
        #expect(try Self.applying([text]).maxHeight == expected)
    }

    @Test("snap.positions accepts brackets, spaces and empty")
    func positions() throws {
        #expect(try Self.applying(["snap.positions=[0, 0.25 ,1]"]).snap.positions == [0, 0.25, 1])
        #expect(try Self.applying(["snap.positions=0.5", "snap.positions="]).snap.positions == [])
    }

    @Test("errors name the key and say what to do", arguments: [
        ("maxHeight", ServiceError(.usage, "expected KEY=VALUE, got 'maxHeight'", hint: "for example maxHeight=320 or shadow=null")),
        ("maxHieght=3", ServiceError(.usage, "unknown key 'maxHieght'", hint: "did you mean 'maxHeight'?")),
        ("colapse=scroll", ServiceError(.usage, "unknown key 'colapse'", hint: "did you mean 'collapse'?")),
        ("colour=red", ServiceError(.usage, "unknown key 'colour'", hint: "keys: summary, minHeight, maxHeight, collapse, "
            + "damping, shadow, shadow.threshold, shadow.radius, snap.mode, snap.positions, snap.initialPosition, "
            + "motion, motion.frameRate, motion.decelerationRate, motion.viewportHeight, motion.rubberBandConstant, "
            + "motion.spring.response, motion.spring.dampingRatio, motion.parallax, motion.quickReturn")),
        ("motion.paralax=0.5", ServiceError(.usage, "unknown key 'motion.paralax'", hint: "did you mean 'motion.parallax'?")),
        ("motion.parallax=half", ServiceError(.invalidData, "motion.parallax: 'half' is not a number")),
        ("motion.quickReturn=yes", ServiceError(.invalidData, "motion.quickReturn: 'yes' is not true or false")),
        ("motion.decelerationRate=slow", ServiceError(.invalidData, "motion.decelerationRate: 'slow' is not normal, fast or a number")),
        ("motion=none", ServiceError(.invalidData, "motion: 'none' is not allowed; use motion=default to put every motion key back to its default")),
        ("name=x", ServiceError(.usage, "the name is not a key", hint: "use 'stretchy rename OLD NEW'")),
        ("maxHeight=abc", ServiceError(.invalidData, "maxHeight: 'abc' is not a number")),
        ("maxHeight=", ServiceError(.invalidData, "maxHeight: '' is not a number")),
        ("damping=nan", ServiceError(.invalidData, "damping: 'nan' is not a number")),
        ("damping=0x1", ServiceError(.invalidData, "damping: '0x1' is not a number")),
        ("maxHeight=1e400", ServiceError(.invalidData, "maxHeight: 1e400 is too large for a number")),
        ("collapse=shrnk", ServiceError(.invalidData, "collapse: 'shrnk' is not allowed", hint: "did you mean 'shrink'?")),
        ("snap.mode=sometimes", ServiceError(.invalidData, "snap.mode: 'sometimes' is not allowed",
                                            hint: "allowed: disabled, immediately, afterFinishAccelerating")),
        ("snap.positions=0,x", ServiceError(.invalidData, "snap.positions[1]: 'x' is not a number")),
        ("shadow=yes", ServiceError(.invalidData, "shadow: 'yes' is not allowed; use shadow=null to remove the shadow, shadow.threshold=N to set one")),
        ("shadow.radius=3", ServiceError(.invalidData, "shadow.radius: the preset has no shadow; set shadow.threshold first")),
    ])
    func errors(text: String, expected: ServiceError) {
        #expect(throws: expected) { _ = try Self.applying([text]) }
    }
}
