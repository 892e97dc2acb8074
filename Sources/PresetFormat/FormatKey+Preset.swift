import HeaderGeometry
import ValueText

/// The preset's own keys (docs/format.md#preset-keys), in the order the format lists them.
extension FormatKey {
    static let presetKeys: [FormatKey] =
        [
            FormatKey(
                "name", .name, default: "required",
                rule:
                    "`^[a-z0-9][a-z0-9._-]{0,63}$`: lower-case letters, digits, `.`, `_` and `-`, starting with a letter or digit, at most 64 characters; unique in a document and in a database",
                meaning: "the preset's unique name", accepts: nil,
                read: { $0.name }, assign: nil,
                rows: { [FormatKeyValue(path: "name", text: $0.name)] }),
            FormatKey(
                "summary", .text(maxLength: HeaderPreset.summaryLimit), default: "`\"\"`",
                rule: "at most 500 characters (Unicode scalars); no control character except newline",
                meaning: "one line (or a few) on what the preset is and where its numbers come from",
                accepts: "text, at most 500 characters", store: .required("summary"),
                read: { $0.summary }, assign: { preset, text, _ in preset.summary = text },
                changes: { old, new in
                    let before = summaryText(old.summary), after = summaryText(new.summary)
                    return before == after ? [] : [FormatKeyChange(path: "summary", before: before, after: after)]
                },
                stored: { .text($0.summary) },
                restore: { preset, value throws(FormatKeyError) in
                    guard let text = value.string else { throw unreadableStored("summary", value) }
                    preset.summary = text
                }),
            .number(
                "minHeight", range: 0...HeaderPreset.heightLimit, unit: "points", default: "`150`",
                rule: "`0 <= minHeight <= maxHeight`", meaning: "the height the header collapses to",
                accepts: "points, 0...10000", store: .required("min_height"),
                get: { $0.minHeight }, set: { preset, value, _ in preset.minHeight = value }),
            .number(
                "maxHeight", range: 0...HeaderPreset.heightLimit, positive: true, unit: "points", default: "`350`",
                rule: "`0 < maxHeight <= 10000`", meaning: "the header's height at rest",
                accepts: "points, 0...10000", store: .required("max_height"),
                get: { $0.maxHeight }, set: { preset, value, _ in preset.maxHeight = value }),
            .choice(
                "collapse", names: CollapseMode.allCases.map(\.rawValue), default: "`\"shrink\"`",
                rule: "[`shrink` vs `scroll`](concepts.md#shrink-vs-scroll)",
                meaning: "whether the header shrinks or scrolls away as the content scrolls", store: .required("collapse"),
                get: { $0.collapse.rawValue }, set: { preset, name in preset.collapse = CollapseMode(rawValue: name) ?? .shrink }),
            safeAreaKey,
            .number(
                "damping", range: 0...1, default: "`0`",
                rule: "`0...1`: the share of a pull that does not grow the header ([Damping](concepts.md#damping))",
                meaning: "the share of a pull that does not grow the header", accepts: "0...1", store: .required("damping"),
                get: { $0.damping }, set: { preset, value, _ in preset.damping = value }),
            FormatKey(
                "shadow", .object, default: "`null`", rule: "`null` for no shadow",
                meaning: "the shadow under the header while little of it is visible",
                accepts: "null",
                read: { FormatText.shadow($0.shadow) },
                assign: { preset, value, path throws(FormatKeyError) in
                    guard value == "null" || value == "none" else {
                        throw FormatKeyError(
                            .unreadable,
                            "\(path): \(MessageText.quoted(value)) is not allowed; use shadow=null to remove the shadow, shadow.threshold=N to set one"
                        )
                    }
                    preset.shadow = nil
                }),
            .number(
                "shadow.threshold", range: 0...HeaderPreset.heightLimit, unit: "points", default: "required in a shadow",
                rule: "`0...10000`: the shadow shows while the visible height is below it",
                meaning: "the visible height below which the shadow shows", accepts: "points, 0...10000",
                store: .nullWhenDefault("shadow_threshold"),
                get: { $0.shadow?.threshold },
                set: { preset, value, _ in
                    if preset.shadow == nil { preset.shadow = HeaderShadow(threshold: value) } else { preset.shadow?.threshold = value }
                }),
            .number(
                "shadow.radius", range: 0...HeaderPreset.shadowRadiusLimit, unit: "points", default: "`8`",
                rule: "`0...100`", meaning: "the shadow's blur radius", accepts: "points, 0...100",
                store: .column("shadow_radius"),
                get: { $0.shadow?.radius },
                set: { preset, value, path throws(FormatKeyError) in
                    guard preset.shadow != nil else {
                        throw FormatKeyError(.refused, "\(path): the preset has no shadow; set shadow.threshold first")
                    }
                    preset.shadow?.radius = value
                }),
            FormatKey(
                "pullTrigger", .numberOrNull(range: HeaderPreset.pullTriggerRange, unit: "points"), default: "`null`",
                rule: "`1...10000` points of pull, or `null` for none ([Pull trigger](#pull-trigger))",
                meaning: "the pull at which a refresh or stretch callback fires (Flutter's stretchTriggerOffset)",
                accepts: "points of pull, 1...10000, or null", store: .nullWhenDefault("pull_trigger"), section: .behaviour,
                read: { preset in preset.pullTrigger.map(FormatText.number) ?? "null" },
                assign: { preset, value, path throws(FormatKeyError) in
                    if value == "null" || value == "none" {
                        preset.pullTrigger = nil
                    } else {
                        preset.pullTrigger = try FormatValueReader.number(value, key: path)
                    }
                },
                shown: { $0.pullTrigger != nil },
                stored: { preset in preset.pullTrigger.map(FormatStoredValue.number) ?? .null },
                restore: { preset, value throws(FormatKeyError) in
                    guard let trigger = value.double else { throw unreadableStored("pullTrigger", value) }
                    preset.pullTrigger = trigger
                }),
        ]
        + accessoryKeys + [
            FormatKey(
                "snap", .object, default: "all defaults", rule: "[Snapping](concepts.md#snapping)",
                meaning: "how the scroll snaps when the finger lifts", accepts: nil,
                read: { _ in nil }, assign: nil),
            .choice(
                "snap.mode", names: SnapMode.allCases.map(\.rawValue), default: "`\"disabled\"`", rule: "",
                meaning: "when the scroll snaps: never, as soon as the finger lifts, or once it slows down",
                store: .required("snap_mode"),
                get: { $0.snap.mode.rawValue }, set: { preset, name in preset.snap.mode = SnapMode(rawValue: name) ?? .disabled }),
            FormatKey(
                "snap.positions", .numbers(range: 0...1, maxCount: SnapBehavior.maximumPositionCount), default: "`[]`",
                rule:
                    "each in `0...1` (collapse progress), no duplicates, at most 16; kept sorted. With snapping on and no positions, the positions are `[0, 1]`",
                meaning: "the collapse progresses the scroll may come to rest at",
                accepts: "comma-separated values in 0...1, e.g. 0,0.5,1 (empty for none)",
                read: { FormatText.numbers($0.snap.positions) },
                assign: { preset, text, path throws(FormatKeyError) in
                    preset.snap.positions = try FormatValueReader.numbers(text, key: path)
                }),
            .number(
                "snap.initialPosition", range: 0...1, default: "`0`",
                rule: "`0...1`: where the scroll starts, as collapse progress",
                meaning: "where the scroll starts, as collapse progress", accepts: "0...1", store: .required("snap_initial"),
                get: { $0.snap.initialPosition }, set: { preset, value, _ in preset.snap.initialPosition = value }),
            .choice(
                "snap.policy", names: SnapPolicy.allCases.map(\.rawValue), default: "`\"nearest\"`",
                rule: "[Snap policy](#snap-policy): the nearest snap offset, or the next one in the release's direction",
                meaning: "which snap offset a release settles on: the nearest, or the next in its direction",
                store: .nullWhenDefault("snap_policy"), section: .behaviour,
                get: { $0.snap.policy.rawValue }, set: { preset, name in preset.snap.policy = SnapPolicy(rawValue: name) ?? .nearest },
                shown: { $0.snap.policy != .nearest }),
            FormatKey(
                "motion", .object, default: "all defaults", rule: "[`motion`](#motion)",
                meaning: "how the header moves in time: springs, deceleration, parallax, quick return",
                accepts: "default (every motion key back to its default)",
                read: { _ in nil },
                assign: { preset, value, path throws(FormatKeyError) in
                    guard value == "default" else {
                        throw FormatKeyError(
                            .unreadable,
                            "\(path): \(MessageText.quoted(value)) is not allowed; use motion=default to put every motion key back to its default")
                    }
                    preset.motion = MotionParameters()
                }),
        ]

    /// A summary for `history`: quoted as messages quote a text (``MessageText``), cut at 30
    /// characters, newlines as `⏎`.
    private static func summaryText(_ text: String) -> String {
        MessageText.quoted(String(text.map { $0 == "\n" ? "⏎" : $0 }), longest: 30)
    }
}
