import HeaderGeometry
import PresetFormat
import PresetService
import TestKit
import Testing

/// KEY=VALUE assignments
struct PresetAssignmentTests {
    static func applying(_ texts: [String], to preset: HeaderPreset = HeaderPreset(name: "p")) throws -> HeaderPreset {
        var preset = preset
        for text in texts { try PresetAssignment.parse(text).apply(to: &preset) }
        return preset
    }

    /// every key sets what its JSON path names
    func testEveryKey() throws {
        let preset = try Self.applying([
            "summary=Two words", "minHeight=120", "maxHeight=300", "collapse=scroll", "damping=0.5",
            "shadow.threshold=140", "shadow.radius=4", "snap.mode=immediately",
            "snap.positions=1,0,0.5", "snap.initialPosition=0.5",
        ])
        expectEqual(
            preset,
            HeaderPreset(
                name: "p", summary: "Two words", minHeight: 120, maxHeight: 300, collapse: .scroll,
                damping: 0.5, shadow: HeaderShadow(threshold: 140, radius: 4),
                snap: SnapBehavior(mode: .immediately, positions: [0, 0.5, 1], initialPosition: 0.5)))
    }

    /// every motion key sets what its JSON path names
    func testEveryMotionKey() throws {
        let preset = try Self.applying([
            "motion.frameRate=60", "motion.decelerationRate=fast", "motion.viewportHeight=932",
            "motion.rubberBandConstant=0.5", "motion.spring.response=0.4", "motion.spring.dampingRatio=0.7",
            "motion.parallax=0.5", "motion.quickReturn=true",
        ])
        expectEqual(
            preset.motion,
            MotionParameters(
                frameRate: 60, deceleration: ScrollDeceleration(rate: 0.99), viewportHeight: 932, rubberBandConstant: 0.5,
                spring: SnapSpring(response: 0.4, dampingRatio: 0.7), parallax: 0.5, quickReturn: true))
        try expectEqual(Self.applying(["motion.decelerationRate=0.995"]).motion.deceleration.rate, 0.995)
        try expectEqual(Self.applying(["motion.decelerationRate=fast", "motion.decelerationRate=normal"]).motion, MotionParameters())
        try expectEqual(Self.applying(["motion.quickReturn=true", "motion.quickReturn=false"]).motion, MotionParameters())
        try expectEqual(Self.applying(["motion.parallax=0.5", "motion.quickReturn=true", "motion=default"]).motion, MotionParameters())
    }

    /// show's key/value rows, as assignments, rebuild the preset
    ///
    /// What `show` writes for a key is what `edit` takes for it: every built-in preset (tracks
    /// aside, its own and its reducedMotion's, whose shown text joins keyframes, input and
    /// easing) is rebuilt from its rows.
    func testShownRowsRebuildThePreset() throws {
        let moving = HeaderPreset(
            name: "moving", summary: "Two\nlines", shadow: HeaderShadow(threshold: 90, radius: 3),
            motion: MotionParameters(
                frameRate: 60, deceleration: ScrollDeceleration(rate: 0.995),
                viewportHeight: 932, rubberBandConstant: 0.5,
                spring: SnapSpring(response: 0.4, dampingRatio: 0.7),
                parallax: 0.25, quickReturn: true))
        for original in BuiltInPresets.all + [moving] {
            // All of them on one line, as `edit` takes them.
            var rows: [PresetAssignment] = []
            for key in FormatKey.all where key.isSettable && !key.isPattern {
                rows += try key.shownValues(in: original).filter { !$0.path.hasPrefix("reducedMotion.tracks.") }.map { row in
                    try PresetAssignment.parse("\(row.path)=\(row.text)")
                }
            }
            let start = HeaderPreset(name: original.name, tracks: original.tracks, reducedMotion: original.reducedMotion)
            let rebuilt = try PresetLibrary.applying(rows, to: start)
            expectEqual(rebuilt, original, "\(original.name)")
        }
    }

    // scaledHeight makes the dynamicType, so one line sets both keys in either order.
    /// dynamicType.textStyle before dynamicType.scaledHeight on one line adds a dynamicType
    func testDynamicTypeInEitherOrder() throws {
        let rows = try ["dynamicType.textStyle=title1", "dynamicType.scaledHeight=36"].map(PresetAssignment.parse)
        let preset = try PresetLibrary.applying(rows, to: HeaderPreset(name: "p", minHeight: 64, maxHeight: 152))
        expectEqual(preset.dynamicType, HeaderDynamicType(textStyle: .title1, scaledHeight: 36))
        expect(throws: ServiceError.self) { try PresetLibrary.applying(Array(rows.prefix(1)), to: HeaderPreset(name: "p")) }
    }

    /// a motion value that breaks a rule is set, and the preset's rules then name it
    func testMotionRuleIsCheckedOnThePreset() throws {
        let preset = try Self.applying(["motion.parallax=1.5"])
        expectEqual(preset.violations.map(\.description), ["motion.parallax: 1.5 is outside 0...1"])
    }

    /// shadow.threshold on a preset without shadow adds one with radius 8; shadow=null removes it
    func testShadow() throws {
        try expectEqual(Self.applying(["shadow.threshold=90"]).shadow, HeaderShadow(threshold: 90, radius: 8))
        try expectEqual(Self.applying(["shadow.threshold=90", "shadow=null"]).shadow, nil)
    }

    /// values people type
    func testNumbers() throws {
        for (text, expected) in [
            ("maxHeight=+320", 320.0), ("maxHeight=3.2e2", 320), ("maxHeight=-0", 0), ("maxHeight=0.5", 0.5),
        ] {
            try TestRow.$current.withValue(String(describing: (text, expected))) { try self.numbers(text: text, expected: expected) }
        }
    }

    func numbers(text: String, expected: Double) throws {
        let read = try Self.applying([text]).maxHeight
        expectEqual(read, expected)
        expectEqual(read.sign, expected.sign)  // `-0` reads as 0, as in a document
    }

    /// snap.positions accepts brackets, spaces and empty
    func testPositions() throws {
        try expectEqual(Self.applying(["snap.positions=[0, 0.25 ,1]"]).snap.positions, [0, 0.25, 1])
        try expectEqual(Self.applying(["snap.positions=0.5", "snap.positions="]).snap.positions, [])
    }

    /// errors name the key and say what to do
    func testErrors() {
        for (text, expected) in [
            ("maxHeight", ServiceError(.usage, "expected KEY=VALUE, got 'maxHeight'", hint: "for example maxHeight=320 or shadow=null")),
            ("maxHieght=3", ServiceError(.usage, "unknown key 'maxHieght'", hint: "did you mean 'maxHeight'?")),
            ("colapse=scroll", ServiceError(.usage, "unknown key 'colapse'", hint: "did you mean 'collapse'?")),
            (
                "colour=red",
                ServiceError(
                    .usage, "unknown key 'colour'",
                    hint: "keys: summary, minHeight, maxHeight, collapse, safeArea, "
                        + "damping, shadow, shadow.threshold, shadow.radius, pullTrigger, "
                        + "accessory, accessory.height, accessory.offset, accessory.behavior, snap.mode, snap.positions, "
                        + "snap.initialPosition, snap.policy, "
                        + "motion, motion.frameRate, motion.decelerationRate, motion.viewportHeight, motion.rubberBandConstant, "
                        + "motion.spring.response, motion.spring.dampingRatio, motion.parallax, motion.quickReturn, motion.fling, "
                        + "tracks, tracks.LAYER.PROPERTY, tracks.LAYER.PROPERTY.input, tracks.LAYER.PROPERTY.easing, "
                        + "tracks.LAYER.PROPERTY.anchor, dynamicType, dynamicType.textStyle, dynamicType.scaledHeight, reducedMotion, reducedMotion.KEY"
                )
            ),
            ("motion.paralax=0.5", ServiceError(.usage, "unknown key 'motion.paralax'", hint: "did you mean 'motion.parallax'?")),
            ("motion.parallax=half", ServiceError(.usage, "motion.parallax: 'half' is not a number")),
            ("motion.quickReturn=yes", ServiceError(.usage, "motion.quickReturn: 'yes' is not true or false")),
            ("motion.decelerationRate=slow", ServiceError(.usage, "motion.decelerationRate: 'slow' is not normal, fast or a number")),
            ("motion=none", ServiceError(.usage, "motion: 'none' is not allowed; use motion=default to put every motion key back to its default")),
            ("name=x", ServiceError(.usage, "the name is not a key", hint: "use 'stretchy rename OLD NEW'")),
            ("maxHeight=abc", ServiceError(.usage, "maxHeight: 'abc' is not a number")),
            ("maxHeight=", ServiceError(.usage, "maxHeight: '' is not a number")),
            ("damping=nan", ServiceError(.usage, "damping: 'nan' is not a number")),
            ("damping=0x1", ServiceError(.usage, "damping: '0x1' is not a number")),
            ("maxHeight=1e400", ServiceError(.usage, "maxHeight: 1e400 is too large for a number")),
            ("collapse=shrnk", ServiceError(.usage, "collapse: 'shrnk' is not allowed", hint: "did you mean 'shrink'?")),
            (
                "snap.mode=sometimes",
                ServiceError(
                    .usage, "snap.mode: 'sometimes' is not allowed",
                    hint: "allowed: disabled, immediately, afterFinishAccelerating")
            ),
            ("snap.positions=0,x", ServiceError(.usage, "snap.positions[1]: 'x' is not a number")),
            ("shadow=yes", ServiceError(.usage, "shadow: 'yes' is not allowed; use shadow=null to remove the shadow, shadow.threshold=N to set one")),
            ("shadow.radius=3", ServiceError(.invalidData, "shadow.radius: the preset has no shadow; set shadow.threshold first")),
        ] {
            TestRow.$current.withValue(String(describing: (text, expected))) { self.errors(text: text, expected: expected) }
        }
    }

    func errors(text: String, expected: ServiceError) {
        expect(throws: expected) { _ = try Self.applying([text]) }
    }

    static func track(
        _ layer: String, _ property: TrackProperty, input: TrackInput = .progress, easing: TrackEasing = .linear,
        _ pairs: [(Double, Double)]
    ) -> ContentTrack {
        ContentTrack(
            layer: layer, property: property, input: input, easing: easing,
            keyframes: pairs.map { TrackKeyframe(at: $0.0, value: $0.1) })
    }

    /// tracks: keyframes as AT:VALUE pairs, input, easing by name or control points, removal; kept in document order
    func testTracks() throws {
        let preset = try Self.applying([
            "tracks.title.scale=0:1.5,1:1", "tracks.background.opacity=[0.5:1, 1:0]",
            "tracks.background.opacity.easing=0.8,0,0.8,0.15", "tracks.title.scale.input=pull",
            "tracks.title.scale.easing=easeOut", "tracks.avatar.blur=0:0,0.5:4",
        ])
        expectEqual(
            preset.tracks,
            [
                Self.track("avatar", .blur, [(0, 0), (0.5, 4)]),
                Self.track("background", .opacity, easing: .cubicBezier(x1: 0.8, y1: 0, x2: 0.8, y2: 0.15), [(0.5, 1), (1, 0)]),
                Self.track("title", .scale, input: .pull, easing: .easeOut, [(0, 1.5), (1, 1)]),
            ])
        // New keyframes keep the input and easing; null removes one track, [] every track.
        let changed = try Self.applying(["tracks.title.scale=0:2", "tracks.avatar.blur=null"], to: preset)
        expectEqual(changed.tracks.map { "\($0.layer).\($0.property.rawValue)" }, ["background.opacity", "title.scale"])
        expectEqual(changed.tracks[1], Self.track("title", .scale, input: .pull, easing: .easeOut, [(0, 2)]))
        try expectEqual(Self.applying(["tracks=[]"], to: preset).tracks, [])
        try expectEqual(
            Self.applying(["tracks.background.opacity.easing=cubic-bezier(0.42, 0, 1, 1)"], to: preset).tracks[1].easing,
            .cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
    }

    /// a track value that breaks a rule is set, and the preset's rules then name it
    func testTrackRuleIsCheckedOnThePreset() throws {
        let preset = try Self.applying(["tracks.title.scale=0:1.5,0:1"])
        expectEqual(
            preset.violations.map(\.description),
            [#"tracks[0].keyframes[1].at: 0 is not greater than the previous keyframe's 0; keyframes must be in increasing order of 'at'"#])
    }

    static let titled = HeaderPreset(name: "p", tracks: [track("title", .scale, [(0, 1.5), (1, 1)])])

    /// track errors name the key and say what to do
    func testTrackErrors() {
        for (text, expected) in [
            (
                "tracks.title=0:1",
                ServiceError(
                    .usage, "'tracks.title' is not a track key; use tracks.LAYER.PROPERTY",
                    hint: "for example tracks.title.scale=0:1.5,1:1 or tracks.title.opacity.easing=easeOut")
            ),
            ("tracks.title.scael=0:1", ServiceError(.usage, "tracks.title.scael: unknown property 'scael'", hint: "did you mean 'scale'?")),
            (
                "tracks.title.rotation=0:1",
                ServiceError(
                    .usage, "tracks.title.rotation: unknown property 'rotation'",
                    hint: "properties: opacity, scale, translateX, translateY, blur")
            ),
            (
                "tracks.title.scale.inptu=pull",
                ServiceError(.usage, "tracks.title.scale.inptu: unknown track key 'inptu'", hint: "did you mean 'input'?")
            ),
            ("tracks.titel.opacity=0:1", ServiceError(.usage, "tracks.titel.opacity: unknown layer 'titel'", hint: "did you mean 'title'?")),
            (
                "tracks.scrm.opacity=0:1",
                ServiceError(
                    .usage, "tracks.scrm.opacity: unknown layer 'scrm'",
                    hint: "did you mean 'scrim'?")
            ),
            ("tracks.Title.scale=0:1", ServiceError(.usage, "tracks.Title.scale: layer 'Title' must start with a lowercase letter")),
            (
                "tracks.title.scale=0:1,x",
                ServiceError(.usage, "tracks.title.scale[1]: 'x' is not AT:VALUE", hint: "for example tracks.title.scale=0:1.5,1:1")
            ),
            ("tracks.title.scale=0:big", ServiceError(.usage, "tracks.title.scale[0].value: 'big' is not a number")),
            (
                "tracks.title.scale=",
                ServiceError(
                    .usage, "tracks.title.scale: no keyframes",
                    hint: "for example tracks.title.scale=0:1.5,1:1; tracks.title.scale=null removes the track")
            ),
            ("tracks.title.scale.input=pul", ServiceError(.usage, "tracks.title.scale.input: 'pul' is not allowed", hint: "did you mean 'pull'?")),
            (
                "tracks.title.scale.easing=easOut",
                ServiceError(.usage, "tracks.title.scale.easing: 'easOut' is not an easing", hint: "did you mean 'easeOut'?")
            ),
            (
                "tracks.title.scale.easing=0,0,1",
                ServiceError(
                    .usage, "tracks.title.scale.easing: '0,0,1' is not an easing",
                    hint: "allowed: linear, easeIn, easeOut, easeInOut, step, or x1,y1,x2,y2 (CSS cubic-bezier)")
            ),
            (
                "tracks.title.blur.easing=step",
                ServiceError(
                    .invalidData, "tracks.title.blur.easing: the preset has no track 'title.blur'",
                    hint: "set its keyframes first, for example tracks.title.blur=0:1,1:0")
            ),
            (
                "tracks.title.opacity=null",
                ServiceError(
                    .invalidData, "tracks.title.opacity: the preset has no track 'title.opacity'",
                    hint: "its tracks: title.scale")
            ),
            (
                "tracks=all",
                ServiceError(
                    .usage, "tracks: 'all' is not allowed",
                    hint: "use tracks=[] to remove every track, tracks.LAYER.PROPERTY=AT:VALUE,... to set one")
            ),
        ] {
            TestRow.$current.withValue(String(describing: (text, expected))) { self.trackErrors(text: text, expected: expected) }
        }
    }

    func trackErrors(text: String, expected: ServiceError) {
        expect(throws: expected) { _ = try Self.applying([text], to: Self.titled) }
    }
}
