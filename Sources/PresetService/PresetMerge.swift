import HeaderGeometry
import PresetFormat

/// Three-way merge of a preset, key by key: the changes one session made to `base` applied to
/// what another made of it meanwhile, when they touch different keys. The `$EDITOR` flow, `edit
/// --file` and the studio's saves all merge here (docs/history-and-editing.md#editing-in-editor).
enum PresetMerge {
    /// A key of a preset that one side can change without the other, named as the command line
    /// writes it (`maxHeight`, `shadow.threshold`, `motion.spring.response`, `tracks.title.scale`).
    struct Part {
        /// The key as the user knows it.
        var key: String
        /// Whether two presets agree on the key.
        var isEqual: (HeaderPreset, HeaderPreset) -> Bool
        /// Copies the key's value from the first preset into the second.
        var copy: (HeaderPreset, inout HeaderPreset) -> Void
        /// The key's value as the command line writes it (`320`, `null` when absent).
        var text: (HeaderPreset) -> String
    }

    /// The value of the format's key at `key` as `show` writes it, `null` when absent.
    private static func keyText(_ key: String) -> (HeaderPreset) -> String {
        let formatKey = FormatKey.named(key)
        return { preset in formatKey?.text(in: preset) ?? "null" }
    }

    private static func part<Value: Equatable>(_ key: String, _ path: WritableKeyPath<HeaderPreset, Value>) -> Part {
        Part(
            key: key, isEqual: { $0[keyPath: path] == $1[keyPath: path] }, copy: { $1[keyPath: path] = $0[keyPath: path] },
            text: keyText(key))
    }

    /// A member of the optional shadow: copying it into a preset without a shadow brings the
    /// source's whole shadow, copying a source without one removes it.
    private static func shadowPart(_ key: String, _ path: WritableKeyPath<HeaderShadow, Double>) -> Part {
        Part(
            key: key, isEqual: { $0.shadow?[keyPath: path] == $1.shadow?[keyPath: path] },
            copy: { source, target in
                guard let shadow = source.shadow else { target.shadow = nil; return }
                if target.shadow == nil { target.shadow = shadow } else { target.shadow?[keyPath: path] = shadow[keyPath: path] }
            }, text: keyText(key))
    }

    /// A member of the optional accessory (docs/screen.md#the-accessory), as ``shadowPart(_:_:)``
    /// is of the shadow.
    private static func accessoryPart<Value: Equatable>(_ key: String, _ path: WritableKeyPath<HeaderAccessory, Value>) -> Part {
        Part(
            key: key, isEqual: { $0.accessory?[keyPath: path] == $1.accessory?[keyPath: path] },
            copy: { source, target in
                guard let accessory = source.accessory else { target.accessory = nil; return }
                if target.accessory == nil {
                    target.accessory = accessory
                } else {
                    target.accessory?[keyPath: path] = accessory[keyPath: path]
                }
            }, text: keyText(key))
    }

    /// A member of the optional dynamicType (docs/accessibility.md#dynamic-type), as ``shadowPart(_:_:)``
    /// for the shadow: into a preset without one comes the source's whole object.
    private static func dynamicTypePart<Value: Equatable>(_ key: String, _ path: WritableKeyPath<HeaderDynamicType, Value>) -> Part {
        Part(
            key: key, isEqual: { $0.dynamicType?[keyPath: path] == $1.dynamicType?[keyPath: path] },
            copy: { source, target in
                guard let dynamicType = source.dynamicType else { target.dynamicType = nil; return }
                if target.dynamicType == nil {
                    target.dynamicType = dynamicType
                } else {
                    target.dynamicType?[keyPath: path] = dynamicType[keyPath: path]
                }
            }, text: keyText(key))
    }

    /// One track, by layer and property (its keyframes, input, easing and anchor together), present or not.
    private static func trackPart(layer: String, property: TrackProperty) -> Part {
        func track(_ preset: HeaderPreset) -> ContentTrack? {
            preset.tracks.first { $0.layer == layer && $0.property == property }
        }
        return Part(
            key: TrackText.key(layer: layer, property: property), isEqual: { track($0) == track($1) },
            copy: { source, target in
                var tracks = target.tracks.filter { !($0.layer == layer && $0.property == property) }
                if let kept = track(source) { tracks.append(kept) }
                target.tracks = ContentTrack.canonicallyOrdered(tracks)
            }, text: { track($0).map(TrackText.track) ?? "null" })
    }

    /// The keys, in the order of the format's key table; a track for every layer and property any
    /// of `presets` has.
    static func parts(of presets: [HeaderPreset]) -> [Part] {
        var parts = [
            part("name", \.name), part("summary", \.summary), part("minHeight", \.minHeight),
            part("maxHeight", \.maxHeight), part("collapse", \.collapse), part("safeArea", \.safeArea),
            part("damping", \.damping),
            shadowPart("shadow.threshold", \.threshold), shadowPart("shadow.radius", \.radius),
            part("pullTrigger", \.pullTrigger),
            accessoryPart("accessory.height", \.height), accessoryPart("accessory.offset", \.offset),
            accessoryPart("accessory.behavior", \.behavior),
            part("snap.mode", \.snap.mode), part("snap.positions", \.snap.positions),
            part("snap.initialPosition", \.snap.initialPosition), part("snap.policy", \.snap.policy),
            part("motion.frameRate", \.motion.frameRate), part("motion.decelerationRate", \.motion.deceleration),
            part("motion.viewportHeight", \.motion.viewportHeight),
            part("motion.rubberBandConstant", \.motion.rubberBandConstant),
            part("motion.spring.response", \.motion.spring.response),
            part("motion.spring.dampingRatio", \.motion.spring.dampingRatio),
            part("motion.parallax", \.motion.parallax), part("motion.quickReturn", \.motion.quickReturn),
            part("motion.fling", \.motion.fling),
            dynamicTypePart("dynamicType.textStyle", \.textStyle), dynamicTypePart("dynamicType.scaledHeight", \.scaledHeight),
            // docs/accessibility.md#reduce-motion: the changes are one value; two sessions that
            // both change them conflict.
            part("reducedMotion", \.reducedMotion),
        ]
        var seen: [String] = []
        for track in ContentTrack.canonicallyOrdered(presets.flatMap(\.tracks)) {
            let key = TrackText.key(layer: track.layer, property: track.property)
            if seen.contains(key) { continue }
            seen.append(key)
            parts.append(trackPart(layer: track.layer, property: track.property))
        }
        return parts
    }

    /// The outcome: the merged preset, or the keys both sides changed differently.
    enum Outcome {
        case merged(HeaderPreset)
        case conflict([String])
    }

    /// `mine` and `theirs` both started from `base`: `theirs` with the keys `mine` changed.
    /// A key both changed to different values is a conflict; so is a change the keys above
    /// cannot tell apart (a key they do not know), so nothing is ever dropped silently.
    static func merge(base: HeaderPreset, mine: HeaderPreset, theirs: HeaderPreset) -> Outcome {
        var merged = theirs
        var check = mine
        var conflicts: [String] = []
        for part in parts(of: [base, mine, theirs]) {
            let changedByMe = !part.isEqual(base, mine)
            let changedByThem = !part.isEqual(base, theirs)
            if changedByMe, changedByThem, !part.isEqual(mine, theirs) { conflicts.append(part.key) }
            if changedByMe { part.copy(mine, &merged) }
            if changedByThem, !changedByMe { part.copy(theirs, &check) }
        }
        if !conflicts.isEmpty { return .conflict(conflicts) }
        // Both ways of combining the two sides must agree, or a key unknown here differs.
        guard merged == check else { return .conflict(["the preset as a whole"]) }
        return .merged(merged)
    }

    /// A key both sides changed differently, with its three values as the command line writes them.
    struct Conflict: Hashable {
        /// The key (`maxHeight`).
        var key: String
        /// Its value in the base, in `mine` and in `theirs`.
        var base: String, mine: String, theirs: String
    }

    /// ``merge(base:mine:theirs:)`` that always gives a preset: where both sides changed a key
    /// differently, `mine` keeps its value and the key is listed as a conflict with its three
    /// values. What `merge-file` writes, so a conflict loses nothing of the current file.
    static func mergeKeepingMine(base: HeaderPreset, mine: HeaderPreset, theirs: HeaderPreset) -> (HeaderPreset, [Conflict]) {
        var merged = theirs
        var conflicts: [Conflict] = []
        for part in parts(of: [base, mine, theirs]) {
            let changedByMe = !part.isEqual(base, mine)
            let changedByThem = !part.isEqual(base, theirs)
            if changedByMe, changedByThem, !part.isEqual(mine, theirs) {
                conflicts.append(Conflict(key: part.key, base: part.text(base), mine: part.text(mine), theirs: part.text(theirs)))
            }
            if changedByMe { part.copy(mine, &merged) }
        }
        if conflicts.isEmpty, case .conflict = merge(base: base, mine: mine, theirs: theirs) {
            // A difference the keys above cannot tell apart: the current version stays whole.
            return (mine, [Conflict(key: "the preset as a whole", base: "base", mine: "ours", theirs: "theirs")])
        }
        return (merged, conflicts)
    }
}
