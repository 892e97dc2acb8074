import ValueText

/// The preset as it is when the system's Reduce Motion is on (docs/accessibility.md#reduce-motion):
/// a partial preset, merged over it key path by key path.
///
/// `{"snap": {"mode": "none"}, "motion": {"parallax": 0}}` changes only those two keys; a track
/// replaces the preset's track of the same layer and property (a track held at one value stops it
/// moving), and a new one is added. ``HeaderPreset/reducedMotionVariant`` is the merged preset;
/// ``HeaderPreset/violations`` reports a merge that breaks a rule at `reducedMotion.KEY`.
public struct ReducedMotion: Hashable, Sendable {
    /// The keys a partial preset may not hold: the name and summary stay the preset's, and the
    /// text size is the other setting (docs/accessibility.md#dynamic-type).
    public static let excludedKeys: Set<String> = ["name", "summary", "dynamicType", "reducedMotion"]

    /// The changes: an object with any keys of a preset but ``excludedKeys``, its members (and
    /// each nested object's, and each track's) in the order a preset writes its keys, the tracks
    /// by layer and then property.
    public let changes: JSONValue

    /// The partial preset `changes`, which must be an object without ``excludedKeys``; its
    /// members are put in the order a preset writes its keys. Whether it merges into a valid
    /// preset is the preset's rule (``HeaderPreset/violations``).
    public init(_ changes: JSONValue) throws(PresetDocumentError) {
        guard let members = changes.members else {
            throw PresetDocumentError(
                keyPath: "reducedMotion",
                message: "expected an object of the preset's keys, found \(JSONValueDecoder.kind(of: changes))")
        }
        if let refused = members.first(where: { Self.excludedKeys.contains($0.key) }) {
            throw PresetDocumentError(
                keyPath: "reducedMotion.\(refused.key)",
                message: "is not allowed in reducedMotion (it may hold the keys that shape the header and its motion)")
        }
        self.changes = Self.canonicallyOrdered(changes, like: Self.keyOrder)
    }

    /// The changes that make `variant` of `base`: every key whose value differs, a track that
    /// differs or is new (whole). What an app writes in code:
    /// `ReducedMotion(from: preset, to: calmer)`, where `calmer` is `preset` with its motion
    /// calmed. The name, summary and `dynamicType` stay the preset's, and a track `variant` lacks
    /// stays too (hold it at one value to stop it).
    public init(from base: HeaderPreset, to variant: HeaderPreset) {
        func keys(_ preset: HeaderPreset) -> JSONValue {
            var plain = preset
            plain.reducedMotion = nil
            return (try? JSONValueEncoder.encode(plain, everyKey: true)) ?? .object([])
        }
        let difference = Self.difference(from: keys(base), to: keys(variant), topLevel: true)
        let kept = (difference?.members ?? []).filter { !Self.excludedKeys.contains($0.key) }
        self.changes = Self.canonicallyOrdered(.object(kept), like: Self.keyOrder)
    }

    /// What of `new` differs from `old`: the members that differ (an object's, member by
    /// member; the top level's tracks, track by track), or `nil` when nothing does.
    static func difference(from old: JSONValue, to new: JSONValue, topLevel: Bool) -> JSONValue? {
        guard case .object(let members) = new, case .object = old else { return old == new ? nil : new }
        var changed: [JSONValue.Member] = []
        for member in members {
            guard let was = old[member.key] else {
                changed.append(member)
                continue
            }
            if topLevel, member.key == "tracks", case .array(let tracks) = member.value, case .array(let previous) = was {
                let different = tracks.filter { !previous.contains($0) }
                if !different.isEmpty { changed.append(JSONValue.Member(key: "tracks", value: .array(different))) }
            } else if let inner = difference(from: was, to: member.value, topLevel: false) {
                changed.append(JSONValue.Member(key: member.key, value: inner))
            }
        }
        return changed.isEmpty ? nil : .object(changed)
    }

    /// Whether the changes are empty (`{}`): the variant is the preset itself.
    public var isEmpty: Bool { changes.members?.isEmpty ?? true }

    // MARK: Merging

    /// `changes` merged over `base` (both a preset's value): objects member by member, the top
    /// level's `tracks` by layer and property, any other value replaced.
    static func merge(_ changes: JSONValue, over base: JSONValue, topLevel: Bool = true) -> JSONValue {
        guard case .object(let changed) = changes, case .object(var members) = base else { return changes }
        for member in changed {
            guard let index = members.firstIndex(where: { $0.key == member.key }) else {
                members.append(member)
                continue
            }
            let old = members[index].value
            if topLevel, member.key == "tracks", case .array(let tracks) = member.value, case .array(let existing) = old {
                members[index].value = .array(mergeTracks(tracks, over: existing))
            } else if case .object = member.value, case .object = old {
                members[index].value = merge(member.value, over: old, topLevel: false)
            } else {
                members[index].value = member.value
            }
        }
        return .object(members)
    }

    /// The tracks `changed` over `existing`: each replaces the one of the same layer and property
    /// in place; the others are added after.
    static func mergeTracks(_ changed: [JSONValue], over existing: [JSONValue]) -> [JSONValue] {
        var tracks = existing
        for track in changed {
            if let index = tracks.firstIndex(where: { trackIdentity($0) == trackIdentity(track) && trackIdentity(track) != nil }) {
                tracks[index] = track
            } else {
                tracks.append(track)
            }
        }
        return tracks
    }

    /// `layer` and `property` of a track object, or `nil` when either is missing.
    static func trackIdentity(_ track: JSONValue) -> [String]? {
        guard case .string(let layer)? = track["layer"], case .string(let property)? = track["property"] else { return nil }
        return [layer, property]
    }

    // MARK: Order

    /// Every key of a preset as the format writes them, nested objects and a track included: a
    /// preset with a shadow, an accessory and a track, encoded with every key.
    static let keyOrder: JSONValue = {
        let track = ContentTrack(layer: "title", property: .scale, keyframes: [TrackKeyframe(at: 0, value: 1)])
        let everything = HeaderPreset(
            name: "every-key", shadow: HeaderShadow(threshold: 1), accessory: HeaderAccessory(height: 1), tracks: [track])
        return (try? JSONValueEncoder.encode(everything, everyKey: true)) ?? .object([])
    }()

    /// `value` with each object's members in `order`'s order at the same place (members `order`
    /// lacks keep theirs, after), and the top level's tracks sorted by layer and property.
    static func canonicallyOrdered(_ value: JSONValue, like order: JSONValue?, topLevel: Bool = true) -> JSONValue {
        switch value {
        case .object(let members):
            let keys = order?.members?.map(\.key) ?? []
            let ranked = members.enumerated().sorted { left, right in
                let l = keys.firstIndex(of: left.element.key) ?? keys.count + left.offset
                let r = keys.firstIndex(of: right.element.key) ?? keys.count + right.offset
                return l < r
            }
            return .object(
                ranked.map { entry in
                    let member = entry.element
                    if topLevel, member.key == "tracks", case .array(let tracks) = member.value {
                        let trackOrder: JSONValue? =
                            if case .array(let sample)? = order?["tracks"] { sample.first } else { nil }
                        let sorted = tracks.enumerated().sorted { left, right in
                            let l = trackIdentity(left.element), r = trackIdentity(right.element)
                            switch (l, r) {
                            case let (l?, r?) where l != r:
                                return l.lexicographicallyPrecedes(r) { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                            default: return left.offset < right.offset
                            }
                        }
                        return JSONValue.Member(
                            key: member.key, value: .array(sorted.map { canonicallyOrdered($0.element, like: trackOrder, topLevel: false) }))
                    }
                    return JSONValue.Member(key: member.key, value: canonicallyOrdered(member.value, like: order?[member.key], topLevel: false))
                })
        case .array(let elements):
            // A track's keyframes: each like the sample's first, whichever order a decoder read
            // its members in.
            let sample: JSONValue? = if case .array(let samples)? = order { samples.first } else { nil }
            return .array(elements.map { canonicallyOrdered($0, like: sample, topLevel: false) })
        default:
            return value
        }
    }
}
