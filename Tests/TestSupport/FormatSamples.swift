import HeaderGeometry
import PresetFormat
import TestKit
import Testing

/// One value away from its default for every key `edit KEY=VALUE` can set, as assignments, after
/// the ones it needs (a shadow's radius needs a shadow; a track's easing, the track). Groups
/// (`shadow`, `motion`) are set through their members, and `tracks`, which takes only its default
/// `[]`, through the track keys. Every surface that spells keys one by one (the writer and the
/// readers of documents, the merge, the Swift literal, the exporters, the preview) is checked
/// against these, so a key the surface forgets fails by name; ``FormatSamples/missing`` names a
/// key of the table that has no sample here.
public enum FormatSamples {
    /// The assignments, one list per key: the last one sets the key.
    public static let all: [[String]] = [
        ["summary=every key\nset"], ["minHeight=12.5"], ["maxHeight=400"], ["collapse=scroll"], ["safeArea=added"],
        ["damping=0.25"],
        ["shadow.threshold=40"], ["shadow.threshold=40", "shadow.radius=3"], ["pullTrigger=96"],
        ["accessory.height=48"], ["accessory.height=48", "accessory.offset=120"],
        ["accessory.height=48", "accessory.behavior=quickReturn"],
        ["snap.mode=afterFinishAccelerating"], ["snap.positions=0,0.5,1"], ["snap.initialPosition=1"],
        ["snap.policy=direction"], ["motion.frameRate=60"], ["motion.decelerationRate=0.995"],
        ["motion.viewportHeight=932"], ["motion.rubberBandConstant=0.7"], ["motion.spring.response=0.5"],
        ["motion.spring.dampingRatio=0.8"], ["motion.parallax=0.5"], ["motion.quickReturn=true"],
        ["motion.fling=android"], ["tracks.title.scale=0:1.7,1:1"],
        ["tracks.title.scale=0:1.7,1:1", "tracks.title.scale.input=pull"],
        ["tracks.title.scale=0:1.7,1:1", "tracks.title.scale.easing=0.25,0.1,0.25,1"],
        ["tracks.title.scale=0:1.7,1:1", "tracks.title.scale.input=offset"],
        ["tracks.avatar.scale=0:1,1:0.5", "tracks.avatar.scale.anchor=0,1"],
        ["dynamicType.scaledHeight=41"], ["dynamicType.scaledHeight=41", "dynamicType.textStyle=title2"],
        ["motion.parallax=0.5", "reducedMotion.motion.parallax=0"],
        ["tracks.title.scale=0:1.7,1:1", "reducedMotion.tracks.title.scale=0:1"],
    ]

    /// The keys of the table that need a sample (every settable key but groups and `tracks`)
    /// and have none in ``all``.
    public static var missing: [String] {
        let sampled = Set(all.compactMap { $0.last.flatMap { FormatKey.named(path(of: $0)) }?.path })
        return FormatKey.settable.filter { $0.type != .object && $0.path != "tracks" && !sampled.contains($0.path) }.map(\.path)
    }

    /// One case per key: the preset with what the key needs (`before`), the same preset with the
    /// key away from its default (`after`), and the key's path as the table writes it.
    public struct Case: Sendable, CustomStringConvertible {
        /// The concrete path the sample sets: `shadow.radius`, `tracks.title.scale.easing`.
        public var path: String
        /// The preset before the key is set.
        public var before: HeaderPreset
        /// The preset with the key set away from its default.
        public var after: HeaderPreset
        /// The sample's assignments.
        public var description: String
    }

    /// ``all`` applied to `base` (by default a preset with every default).
    public static func cases(from base: HeaderPreset = HeaderPreset(name: "sample")) throws -> [Case] {
        try all.map { sample in
            let before = try applying(sample.dropLast(), to: base)
            let after = try applying(sample.suffix(1), to: before)
            return Case(path: path(of: sample.last!), before: before, after: after, description: sample.joined(separator: " "))
        }
    }

    /// The path of `KEY=VALUE`.
    public static func path(of assignment: String) -> String {
        String(assignment.prefix { $0 != "=" })
    }

    /// `preset` with `assignments` applied through the table, as `edit` applies them.
    public static func applying(_ assignments: some Sequence<String>, to preset: HeaderPreset) throws -> HeaderPreset {
        var preset = preset
        for assignment in assignments {
            let path = path(of: assignment)
            let key = try require(FormatKey.named(path), "\(path) is not in the table")
            try key.assign(String(assignment.dropFirst(path.count + 1)), at: path, to: &preset)
        }
        return preset
    }
}
