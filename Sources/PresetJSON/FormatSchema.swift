import HeaderGeometry
import PresetFormat
import StrictJSON
import ValueText

/// The JSON Schema of a preset document (`Presets/stretchy-presets.schema.json`), made from the
/// format's table of keys (``FormatKey/all``, docs/format.md#preset-keys): each key's type,
/// bounds, default and meaning become its property, each group (`shadow`, `snap`, `motion`,
/// `motion.spring`) a definition of its own. The tracks' inner structure, which the table holds
/// as command-line patterns, comes from the track model's own limits (docs/tracks.md#the-keys).
///
/// `docs/generate` writes the file; a test fails when the committed file differs.
public enum FormatSchema {
    /// The schema as the file holds it: indented as the canonical writer indents, final newline.
    public static func text() -> String { JSONWriter.text(document()) }

    /// The schema as a value.
    public static func document() -> JSONValue {
        let tree = Group.tree(of: FormatKey.all.filter { !$0.isPattern })
        var definitions: [JSONValue.Member] = [JSONValue.Member(key: "preset", value: presetDefinition(tree))]
        for group in tree.groups() {
            definitions.append(JSONValue.Member(key: group.name, value: definition(of: group)))
        }
        definitions.append(JSONValue.Member(key: "track", value: trackDefinition()))
        definitions.append(JSONValue.Member(key: "keyframe", value: keyframeDefinition()))
        return object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("title", .string("Stretchy preset document")),
            (
                "description",
                .string(
                    "A document of scroll-header presets, format version \(PresetDocumentWriter.version) (docs/format.md). "
                        + "Some rules are beyond JSON Schema and checked by stretchy only: minHeight <= maxHeight, "
                        + "each name at most once per document, at most one track per layer and property, and "
                        + "keyframes in strictly increasing order of at. stretchy also reads a single preset object "
                        + "(#/$defs/preset) or a bare array of them. Generated from the format's table of keys "
                        + "by docs/generate.")
            ),
            ("type", .string("object")),
            ("required", strings(["format", "version", "presets"])),
            ("additionalProperties", .bool(false)),
            (
                "properties",
                object([
                    (
                        "format",
                        object([
                            ("description", .string("Marks the file as a stretchy preset document.")),
                            ("const", .string(PresetDocumentWriter.formatName)),
                        ])
                    ),
                    (
                        "version",
                        object([
                            ("description", .string("The document format version; a newer stretchy may write a higher one.")),
                            ("const", .integer(PresetDocumentWriter.version)),
                        ])
                    ),
                    (
                        "presets",
                        object([
                            ("description", .string("The presets; stretchy writes them sorted by name.")),
                            ("type", .string("array")),
                            ("items", reference("preset")),
                        ])
                    ),
                ])
            ),
            ("$defs", .object(definitions)),
        ])
    }

    /// Keys grouped by path: the preset's own keys, and each object inside it (`snap`,
    /// `motion.spring`) with its members, in the table's order (which is the writer's).
    struct Group {
        /// A member: a key of the table, a group, or both (`snap` is a key and a group).
        struct Member {
            var name: String
            var key: FormatKey?
            var group: Group?
        }

        /// The last part of the group's path (`spring`), its definition's name; `preset` at the top.
        var name: String
        /// The table's entry for the group itself (`snap`), if it has one (`motion.spring` has not).
        var key: FormatKey?
        var members: [Member] = []

        static func tree(of keys: [FormatKey]) -> Group {
            var root = Group(name: "preset")
            for key in keys { root.insert(key, at: key.path.split(separator: ".").map(String.init)[...]) }
            return root
        }

        mutating func insert(_ key: FormatKey, at parts: ArraySlice<String>) {
            guard let name = parts.first else { return }
            let index: Int
            if let found = members.firstIndex(where: { $0.name == name }) {
                index = found
            } else {
                members.append(Member(name: name))
                index = members.count - 1
            }
            if parts.count == 1 {
                members[index].key = key
                if key.type == .object { members[index].group = Group(name: name, key: key) }
            } else {
                if members[index].group == nil { members[index].group = Group(name: name) }
                members[index].group?.insert(key, at: parts.dropFirst())
            }
        }

        /// Every group below this one, depth first in order.
        func groups() -> [Group] {
            members.compactMap(\.group).flatMap { [$0] + $0.groups() }
        }
    }

    private static func presetDefinition(_ tree: Group) -> JSONValue {
        object([
            ("title", .string("Stretchy preset")),
            ("description", .string("A named scroll-header effect.")),
            ("type", .string("object")),
            ("required", strings(required(in: tree))),
            ("additionalProperties", .bool(false)),
            ("properties", properties(of: tree)),
        ])
    }

    private static func definition(of group: Group) -> JSONValue {
        if group.name == "reducedMotion" { return reducedMotionDefinition() }
        var members: [(String, JSONValue)] = []
        if let key = group.key, !isNullable(key) { members.append(("description", .string(sentence(key.meaning)))) }
        members.append(("type", .string("object")))
        let required = required(in: group)
        if !required.isEmpty { members.append(("required", strings(required))) }
        members.append(("additionalProperties", .bool(false)))
        members.append(("properties", properties(of: group)))
        if required.isEmpty { members.append(("default", defaults(of: group))) }
        return object(members)
    }

    /// A partial preset (docs/accessibility.md#reduce-motion): any of the preset's keys but those
    /// it may not hold, a number or a choice as the preset has it, a track whole; an object's
    /// members are merged, so none is required, and the merge is checked as a whole by stretchy.
    private static func reducedMotionDefinition() -> JSONValue {
        let tree = Group.tree(of: FormatKey.all.filter { !$0.isPattern })
        let allowed = tree.members.filter { !ReducedMotion.excludedKeys.contains($0.name) }
        return object([
            ("description", .string(sentence(FormatKey.named("reducedMotion")?.meaning ?? ""))),
            ("type", .string("object")),
            ("additionalProperties", .bool(false)),
            (
                "properties",
                object(
                    allowed.map { member in
                        if member.name == "tracks", let key = member.key { return (member.name, property(key)) }
                        if let subgroup = member.group {
                            let kind: JSONValue =
                                subgroup.key.map(isNullable) == true
                                ? .array([.string("object"), .string("null")]) : .string("object")
                            return (member.name, object([("type", kind)]))
                        }
                        return (member.name, member.key.map(property) ?? object([]))
                    })
            ),
        ])
    }

    private static func required(in group: Group) -> [String] {
        group.members.filter { $0.key?.defaultValue.hasPrefix("required") == true }.map(\.name)
    }

    private static func properties(of group: Group) -> JSONValue {
        object(
            group.members.map { member in
                if let subgroup = member.group {
                    guard let key = subgroup.key, isNullable(key) else { return (member.name, reference(subgroup.name)) }
                    return (
                        member.name,
                        object([
                            ("description", .string(sentence(key.meaning))),
                            ("oneOf", .array([object([("type", .string("null"))]), reference(subgroup.name)])),
                            ("default", .null),
                        ])
                    )
                }
                // Every leaf is a key of the table; a group without members of its own has none.
                return (member.name, member.key.map(property) ?? object([]))
            })
    }

    /// A group's default: what its members' defaults make, leaving out the keys written only
    /// when they differ from their default (docs/format.md#snap-policy-fling-and-pull-trigger).
    private static func defaults(of group: Group) -> JSONValue {
        object(
            group.members.compactMap { member in
                if let subgroup = member.group {
                    if let key = subgroup.key, isNullable(key) { return nil }
                    return (member.name, defaults(of: subgroup))
                }
                guard let key = member.key, key.section != .behaviour, key.section != .screen,
                    key.section != .accessibility, let value = defaultValue(key)
                else { return nil }
                return (member.name, value)
            })
    }

    /// A shadow: an object, or `null` for none.
    private static func isNullable(_ key: FormatKey) -> Bool { key.type == .object && key.defaultValue == "`null`" }

    private static func property(_ key: FormatKey) -> JSONValue {
        var members: [(String, JSONValue)] = [("description", .string(sentence(key.meaning)))]
        switch key.type {
        case .name:
            members += [
                ("type", .string("string")),
                ("pattern", .string("^[a-z0-9][a-z0-9._-]{0,\(HeaderPreset.nameLimit - 1)}$")),
            ]
        case .text(let maxLength):
            // HeaderPreset.summaryProblem: no control character but newline.
            members += [
                ("type", .string("string")), ("maxLength", .integer(maxLength)),
                ("pattern", .string("^[^\\u0000-\\u0009\\u000B-\\u001F\\u007F-\\u009F]*$")),
            ]
        case .number(let range, let positive, _):
            members += number(range, positive: positive)
        case .numberOrNull(let range, _):
            members.append(("oneOf", .array([object([("type", .string("null"))]), object(number(range, positive: false))])))
        case .numbers(let range, let maxCount):
            members += [
                ("type", .string("array")), ("items", object(number(range, positive: false))),
                ("maxItems", .integer(maxCount)), ("uniqueItems", .bool(true)),
            ]
        case .choice(let names):
            members.append(("enum", strings(names)))
        case .choiceOrNumber(let names, let range):
            members.append(("oneOf", .array([object([("enum", strings(names))]), object(number(range, positive: false))])))
        case .boolean:
            members.append(("type", .string("boolean")))
        case .object:
            members.append(("type", .string("object")))
        case .tracks:
            members += [
                ("type", .string("array")), ("maxItems", .integer(ContentTrack.maximumTrackCount)),
                ("items", reference("track")),
            ]
        }
        if let value = defaultValue(key) { members.append(("default", value)) }
        return object(members)
    }

    private static func number(_ range: ClosedRange<Double>, positive: Bool) -> [(String, JSONValue)] {
        let lower: (String, JSONValue) =
            positive && range.lowerBound == 0
            ? ("exclusiveMinimum", .number(0)) : ("minimum", .number(range.lowerBound))
        return [("type", .string("number")), lower, ("maximum", .number(range.upperBound))]
    }

    /// The key's default as the table writes it in JSON (`` `150` ``, `` `"shrink"` ``, `` `[]` ``),
    /// or `nil` when it is words (`required`, `all defaults`).
    private static func defaultValue(_ key: FormatKey) -> JSONValue? {
        let text = key.defaultValue
        guard text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") else { return nil }
        return try? JSONValue.parse(Array(text.dropFirst().dropLast().utf8), source: key.path)
    }

    /// `the header's height at rest` → `The header's height at rest.`
    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst() + (text.hasSuffix(".") ? "" : ".")
    }

    // MARK: The tracks (docs/tracks.md#the-keys)

    private static func trackDefinition() -> JSONValue {
        let properties = TrackProperty.allCases.map(\.rawValue)
        let inputs = TrackInput.allCases.map(\.rawValue)
        let progress = TrackInput.progress.range.upperBound, pull = TrackInput.pull.range.upperBound
        func atMost(_ at: Double, atLeast lowest: Double = 0) -> JSONValue {
            object([
                (
                    "properties",
                    object([
                        (
                            "keyframes",
                            object([
                                (
                                    "items",
                                    object([
                                        (
                                            "properties",
                                            object([
                                                ("at", object([("minimum", .number(lowest)), ("maximum", .number(at))]))
                                            ])
                                        )
                                    ])
                                )
                            ])
                        )
                    ])
                )
            ])
        }
        var conditions: [JSONValue] = [
            object([
                (
                    "if",
                    object([
                        ("properties", object([("input", object([("const", .string(TrackInput.pull.rawValue))]))])),
                        ("required", strings(["input"])),
                    ])
                ),
                ("then", atMost(pull)),
                (
                    "else",
                    object([
                        (
                            "if",
                            object([
                                ("properties", object([("input", object([("const", .string(TrackInput.offset.rawValue))]))])),
                                ("required", strings(["input"])),
                            ])
                        ),
                        ("then", atMost(TrackInput.offset.range.upperBound, atLeast: TrackInput.offset.range.lowerBound)),
                        ("else", atMost(progress)),
                    ])
                ),
            ])
        ]
        // docs/screen.md#tracks-that-follow-the-screen: only a scale track has an anchor.
        conditions.append(
            object([
                ("if", object([("required", strings(["anchor"]))])),
                ("then", object([("properties", object([("property", object([("const", .string(TrackProperty.scale.rawValue))]))]))])),
            ]))
        for property in TrackProperty.allCases {
            let range = property.valueRange
            // A scale must be greater than 0 (TrackProperty.valueProblem).
            let bounds = number(range, positive: property == .scale).dropFirst()
            conditions.append(
                object([
                    ("if", object([("properties", object([("property", object([("const", .string(property.rawValue))]))]))])),
                    (
                        "then",
                        object([
                            (
                                "properties",
                                object([
                                    (
                                        "keyframes",
                                        object([
                                            (
                                                "items",
                                                object([
                                                    (
                                                        "properties",
                                                        object([
                                                            ("value", object(Array(bounds)))
                                                        ])
                                                    )
                                                ])
                                            )
                                        ])
                                    )
                                ])
                            )
                        ])
                    ),
                ]))
        }
        let coordinate = object([("type", .string("number")), ("minimum", .number(0)), ("maximum", .number(1))])
        let ordinate = object([("type", .string("number")), ("minimum", .number(-10)), ("maximum", .number(10))])
        return object([
            (
                "description",
                .string(
                    "One property of one layer, keyed to the collapse progress or the pull; between keyframes value = v0 + (v1 - v0) * ease(t); before the first and after the last keyframe, their values."
                )
            ),
            ("type", .string("object")),
            ("required", strings(["layer", "property", "keyframes"])),
            ("additionalProperties", .bool(false)),
            (
                "properties",
                object([
                    (
                        "layer",
                        object([
                            ("description", .string("The layer the track moves; conventionally " + list(ContentTrack.conventionalLayers) + ".")),
                            ("type", .string("string")),
                            ("pattern", .string("^[a-z][a-z0-9-]{0,\(ContentTrack.layerNameLimit - 1)}$")),
                        ])
                    ),
                    (
                        "property",
                        object([
                            (
                                "description",
                                .string(
                                    "opacity (0 to 1), scale (above 0, at most 10), translateX and translateY (points), blur (radius in points, 0 to 100)."
                                )
                            ),
                            ("enum", strings(properties)),
                        ])
                    ),
                    (
                        "input",
                        object([
                            (
                                "description",
                                .string(
                                    "progress: the collapse progress, keyframes at 0 to 1; pull: points pulled past the top, keyframes at 0 to 10000; offset: the scroll offset in points, keyframes at -10000 to 10000."
                                )
                            ),
                            ("enum", strings(inputs)),
                            ("default", .string(TrackInput.default.rawValue)),
                        ])
                    ),
                    (
                        "easing",
                        object([
                            (
                                "description",
                                .string(
                                    "How the value moves between keyframes: a name (easeIn, easeOut and easeInOut are CSS's cubic-bezier curves; step holds the value until the next keyframe) or [x1, y1, x2, y2] as CSS cubic-bezier()."
                                )
                            ),
                            (
                                "oneOf",
                                .array([
                                    object([("enum", strings(TrackEasing.names))]),
                                    object([
                                        ("type", .string("array")), ("minItems", .integer(4)), ("maxItems", .integer(4)),
                                        ("prefixItems", .array([coordinate, ordinate, coordinate, ordinate])),
                                    ]),
                                ])
                            ),
                            ("default", .string(TrackEasing.default.name ?? "linear")),
                        ])
                    ),
                    (
                        "keyframes",
                        object([
                            ("description", .string("1 to \(ContentTrack.maximumKeyframeCount) keyframes, at strictly increasing.")),
                            ("type", .string("array")),
                            ("minItems", .integer(1)),
                            ("maxItems", .integer(ContentTrack.maximumKeyframeCount)),
                            ("items", reference("keyframe")),
                        ])
                    ),
                    (
                        "anchor",
                        object([
                            (
                                "description",
                                .string(
                                    "A scale track's point of the layer it scales about, [x, y] as shares of its width and height; the centre by default."
                                )
                            ),
                            ("type", .string("array")), ("minItems", .integer(2)), ("maxItems", .integer(2)),
                            ("prefixItems", .array([coordinate, coordinate])),
                            ("default", .array([.number(0.5), .number(0.5)])),
                        ])
                    ),
                ])
            ),
            ("allOf", .array(conditions)),
        ])
    }

    private static func keyframeDefinition() -> JSONValue {
        object([
            ("description", .string("The track's value at one input value.")),
            ("type", .string("object")),
            ("required", strings(["at", "value"])),
            ("additionalProperties", .bool(false)),
            (
                "properties",
                object([
                    (
                        "at",
                        object([
                            ("type", .string("number")), ("minimum", .number(TrackInput.allCases.map(\.range.lowerBound).min() ?? 0)),
                            ("maximum", .number(TrackInput.allCases.map(\.range.upperBound).max() ?? 1)),
                        ])
                    ),
                    ("value", object([("type", .string("number"))])),
                ])
            ),
        ])
    }

    // MARK: Building values

    private static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(members.map { JSONValue.Member(key: $0.0, value: $0.1) })
    }

    private static func strings(_ texts: [String]) -> JSONValue { .array(texts.map(JSONValue.string)) }

    private static func reference(_ name: String) -> JSONValue { object([("$ref", .string("#/$defs/\(name)"))]) }

    /// `a, b or c`.
    private static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }
}
