import Foundation
import HeaderGeometry
import TestKit
import Testing
import ValueText

/// `reducedMotion` (docs/accessibility.md#reduce-motion): a partial preset merged over the preset
/// key path by key path, a track replacing the one of the same layer and property, the merge
/// checked as a whole. Expected values are the documentation's rules applied by hand.
struct ReducedMotionTests {
    private func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue { .fields(pairs) }

    /// A track object, its keyframes written value first (as a decoder may list them).
    private func track(_ layer: String, _ property: String, _ values: [(Double, Double)]) -> JSONValue {
        object([
            "layer": .string(layer), "property": .string(property),
            "keyframes": .array(values.map { object(["value": .number($0.1), "at": .number($0.0)]) }),
        ])
    }

    /// H 300, h 100; snapping at 0, 0.5, 1; a 0.4 s spring of ratio 0.7, parallax 0.5; the title
    /// scales 1.5 → 1, the background fades 1 → 0.
    private var base: HeaderPreset {
        HeaderPreset(
            name: "hero", minHeight: 100, maxHeight: 300, shadow: HeaderShadow(threshold: 40),
            pullTrigger: 120,
            snap: SnapBehavior(mode: .immediately, positions: [0, 0.5, 1]),
            motion: MotionParameters(spring: SnapSpring(response: 0.4, dampingRatio: 0.7), parallax: 0.5),
            tracks: [
                ContentTrack(layer: "title", property: .scale, keyframes: [.init(at: 0, value: 1.5), .init(at: 1, value: 1)]),
                ContentTrack(layer: "background", property: .opacity, keyframes: [.init(at: 0, value: 1), .init(at: 1, value: 0)]),
            ])
    }

    /// a key in a nested object replaces only that key; the rest stays the preset's
    func testNestedKeys() throws {
        var preset = base
        preset.reducedMotion = try ReducedMotion(
            object([
                "snap": object(["mode": .string("disabled")]),
                "motion": object(["spring": object(["dampingRatio": .number(1)]), "parallax": .number(0)]),
            ]))
        expectEqual(preset.violations, [])
        let variant = preset.reducedMotionVariant
        expect(variant.snap.mode == .disabled && variant.snap.positions == [0, 0.5, 1])
        expect(variant.motion.spring.dampingRatio == 1 && variant.motion.spring.response == 0.4)
        expectEqual(variant.motion.parallax, 0)
        expect(variant.maxHeight == 300 && variant.minHeight == 100 && variant.shadow == preset.shadow)
        expect(variant.reducedMotion == nil && variant.name == "hero")
        // The preset itself is untouched.
        expect(preset.motion.parallax == 0.5 && preset.snap.mode == .immediately)
    }

    /// a track replaces the one of the same layer and property; a new one is added; null removes a value
    func testTracksAndNulls() throws {
        var preset = base
        preset.reducedMotion = try ReducedMotion(
            object([
                "shadow": .null, "pullTrigger": .null,
                "tracks": .array([track("title", "scale", [(0, 1)]), track("title", "opacity", [(0, 1), (1, 0)])]),
            ]))
        let variant = preset.reducedMotionVariant
        expect(variant.shadow == nil && variant.pullTrigger == nil)
        expectEqual(variant.tracks.count, 3)
        let scale = variant.tracks.first { $0.layer == "title" && $0.property == .scale }
        expectEqual(scale?.keyframes, [TrackKeyframe(at: 0, value: 1)])
        expect(variant.tracks.contains { $0.layer == "title" && $0.property == .opacity })
        expectEqual(variant.tracks.first { $0.layer == "background" }?.keyframes.count, 2)
    }

    /// the keys a partial preset may not hold are refused at their path
    func testExcluded() {
        for key in ["name", "summary", "dynamicType", "reducedMotion"] {
            TestRow.$current.withValue(String(describing: key)) { self.excluded(key: key) }
        }
    }

    func excluded(key: String) {
        expect {
            try ReducedMotion(.object([.init(key: key, value: .string("x"))]))
        } throws: { error in
            (error as? PresetDocumentError)?.keyPath == "reducedMotion.\(key)"
        }
        expect(throws: PresetDocumentError.self) { try ReducedMotion(.array([])) }
    }

    /// a merge that breaks a rule is the preset's violation under reducedMotion; the variant is the preset
    func testBrokenMerge() throws {
        var preset = base
        preset.reducedMotion = try ReducedMotion(object(["motion": object(["parallax": .number(3)])]))
        expectEqual(preset.violations, [PresetViolation(keyPath: "reducedMotion.motion.parallax", message: "3 is outside 0...1")])
        expect(preset.reducedMotionVariant.motion.parallax == 0.5 && preset.reducedMotionVariant.reducedMotion == nil)

        preset.reducedMotion = try ReducedMotion(object(["minHeight": .number(400)]))
        expectEqual(preset.violations.map(\.keyPath), ["reducedMotion.minHeight"])
        preset.reducedMotion = try ReducedMotion(object(["collapse": .string("fold")]))
        expectEqual(preset.violations.map(\.keyPath), ["reducedMotion.collapse"])
        preset.reducedMotion = try ReducedMotion(object(["colour": .string("red")]))
        expectEqual(preset.violations.first?.message.contains("colour"), true)
    }

    /// the changes are kept in the order a preset writes its keys, tracks by layer then property
    func testOrder() throws {
        let changes = try ReducedMotion(
            object([
                "tracks": .array([track("title", "scale", [(0, 1)]), track("background", "blur", [(0, 0)])]),
                "motion": object(["parallax": .number(0), "spring": object(["dampingRatio": .number(1), "response": .number(0.2)])]),
                "snap": object(["mode": .string("disabled")]),
                "damping": .number(0.5),
            ])
        ).changes
        expectEqual(changes.keys, ["damping", "snap", "motion", "tracks"])
        expectEqual(changes["motion"]?.keys, ["spring", "parallax"])
        expectEqual(changes["motion"]?["spring"]?.keys, ["response", "dampingRatio"])
        guard case .array(let tracks)? = changes["tracks"] else { Issue.record("no tracks"); return }
        expectEqual(tracks.map { $0["layer"]?.string }, ["background", "title"])
        expectEqual(tracks.first?.keys, ["layer", "property", "keyframes"])
        guard case .array(let keyframes)? = tracks.last?["keyframes"] else { Issue.record("no keyframes"); return }
        expectEqual(keyframes.first?.keys, ["at", "value"])
    }

    /// JSONDecoder reads reducedMotion, JSONEncoder writes it, and a bad value names its path
    func testCodable() throws {
        let text = #"""
            {"name": "hero", "minHeight": 100, "maxHeight": 300, "motion": {"parallax": 0.5},
             "reducedMotion": {"motion": {"parallax": 0}, "snap": {"mode": "disabled"}}}
            """#
        let preset = try JSONDecoder().decode(HeaderPreset.self, from: Data(text.utf8))
        expectEqual(preset.reducedMotion?.changes.keys, ["snap", "motion"])
        expectEqual(preset.reducedMotionVariant.motion.parallax, 0)
        let again = try JSONDecoder().decode(HeaderPreset.self, from: JSONEncoder().encode(preset))
        expectEqual(again, preset)

        for (bad, path) in [
            (#"{"name": "hero", "reducedMotion": {"motion": {"parallax": 3}}}"#, "reducedMotion.motion.parallax"),
            (#"{"name": "hero", "reducedMotion": {"motion": {"parallax": "x"}}}"#, "reducedMotion.motion.parallax"),
            (#"{"name": "hero", "reducedMotion": {"name": "other"}}"#, "reducedMotion.name"),
            (#"{"name": "hero", "reducedMotion": [1]}"#, "reducedMotion"),
        ] {
            do {
                _ = try JSONDecoder().decode(HeaderPreset.self, from: Data(bad.utf8))
                Issue.record("\(bad) was read")
            } catch let error as DecodingError {
                expectEqual(error.presetDocumentError?.keyPath, path, "\(bad): \(String(describing: error.presetDocumentError))")
            }
        }
    }

    /// the changes between a preset and its calmer self are what differs, and merge back to it
    func testFromVariant() throws {
        var calmer = base
        calmer.snap.mode = .disabled
        calmer.motion.parallax = 0
        calmer.shadow = nil
        calmer.safeArea = .added
        calmer.tracks[0].keyframes = [TrackKeyframe(at: 0, value: 1)]
        calmer.tracks[1].keyframes = [TrackKeyframe(at: 0, value: 1), TrackKeyframe(at: 0.5, value: 0)]
        calmer.name = "ignored"
        let reduced = ReducedMotion(from: base, to: calmer)
        expectEqual(reduced.changes.keys, ["safeArea", "shadow", "snap", "motion", "tracks"])
        expect(reduced.changes["snap"]?.keys == ["mode"] && reduced.changes["motion"]?.keys == ["parallax"])
        expectEqual(reduced.changes["shadow"], .null)
        var preset = base
        preset.reducedMotion = reduced
        expectEqual(preset.violations, [])  // an opacity track's changes carry no anchor, which only scale has
        var expected = calmer
        expected.name = "hero"
        expected.tracks = ContentTrack.canonicallyOrdered(expected.tracks)  // as any read preset keeps them
        expectEqual(preset.reducedMotionVariant, expected)
        expect(ReducedMotion(from: base, to: base).isEmpty)
    }

    // Foundation's JSONDecoder hands an object's members over in any order; a keyframe read as
    // {value, at} is the same change as one read as {at, value}, so the same preset.
    /// a keyframe's members are put in the order a preset writes them, whatever order they came in
    func testKeyframeMembersInOrder() throws {
        let backwards = object([
            "tracks": .array([
                object([
                    "keyframes": .array([object(["value": .number(1), "at": .number(0)])]),
                    "property": .string("scale"), "layer": .string("title"),
                ])
            ])
        ])
        let forwards = object(["tracks": .array([track("title", "scale", [(0, 1)])])])
        try expectEqual(ReducedMotion(backwards), ReducedMotion(forwards))
    }
}
