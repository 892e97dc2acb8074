import HeaderGeometry
import StrictJSON
import ValueText

/// The preset with Reduce Motion on (docs/accessibility.md#reduce-motion): `reducedMotion`, a
/// partial preset, and `reducedMotion.KEY`, any settable key of the preset set in it
/// (`reducedMotion.motion.parallax=0`, `reducedMotion.tracks.title.scale=0:1`).
extension FormatKey {
    /// `reducedMotion` and its pattern, listed last.
    static let reducedMotionKeys: [FormatKey] = [
        FormatKey(
            "reducedMotion", .object, default: "`null`",
            rule: "a partial preset merged over it; the merge must be valid ([Reduce Motion](accessibility.md#reduce-motion))",
            meaning: "the preset as it is with Reduce Motion on: changes merged over it key by key",
            accepts: "null", store: .column("reduced_motion"), section: .accessibility,
            read: { preset in preset.reducedMotion.map { JSONWriter.compactText($0.changes) } ?? "null" },
            assign: { preset, value, path throws(FormatKeyError) in
                guard value == "null" || value == "none" else {
                    throw FormatKeyError(
                        .unreadable,
                        "\(path): \(MessageText.quoted(value)) is not allowed; use reducedMotion=null to remove it, reducedMotion.KEY=VALUE to set one key"
                    )
                }
                preset.reducedMotion = nil
            },
            shown: { $0.reducedMotion != nil },
            rows: { preset in reducedMotionRows(preset) },
            changes: { old, new in reducedMotionChanges(from: old, to: new) },
            stored: { preset in preset.reducedMotion.map { .text(JSONWriter.compactText($0.changes)) } ?? .null },
            restore: { preset, value throws(FormatKeyError) in
                guard let text = value.string,
                    let changes = try? JSONValue.parse(Array(text.utf8), source: "reduced_motion"),
                    let reduced = try? ReducedMotion(changes)
                else { throw unreadableStored("reducedMotion", value) }
                preset.reducedMotion = reduced
            }),
        FormatKey(
            "reducedMotion.KEY", .object, default: "none",
            rule: "any key of the preset but `name`, `summary` and `dynamicType`, as Reduce Motion has it",
            meaning: "one key of the preset as it is with Reduce Motion on",
            accepts: "the key's own values", section: .accessibility,
            read: { _ in nil }, assign: assignReducedMotion, rows: { _ in [] }, changes: { _, _ in [] }),
    ]

    /// Applies `reducedMotion.KEY=value`: the key set on the preset as Reduce Motion has it, and
    /// its value (a track: the whole track) kept in the changes.
    @Sendable static func assignReducedMotion(_ preset: inout HeaderPreset, _ value: String, _ path: String) throws(FormatKeyError) {
        let inner = String(path.dropFirst("reducedMotion.".count))
        let first = String(inner.split(separator: ".", maxSplits: 1).first ?? "")
        guard !inner.isEmpty, !ReducedMotion.excludedKeys.contains(first) else {
            throw FormatKeyError(
                .unknownKey, "\(path): \(MessageText.quoted(first)) is not allowed in reducedMotion",
                hint: "reducedMotion holds the keys that shape the header and its motion")
        }
        let key = try settable(inner)
        var variant = preset.reducedMotionVariant
        try key.assign(value, at: inner, to: &variant)
        var changes = preset.reducedMotion?.changes ?? .object([])
        let encoded = (try? JSONValue(encoding: variant)) ?? .object([])
        if inner.hasPrefix("tracks.") {
            let target = try TrackTarget.parse(inner)
            guard let track = variant.tracks.first(where: { $0.layer == target.layer && $0.property == target.property }),
                let trackValue = try? JSONValue(encoding: track)
            else {
                throw FormatKeyError(
                    .refused, "\(path): reducedMotion cannot remove a track",
                    hint: "hold it at one value instead: \(path)=0:VALUE")
            }
            var tracks: [JSONValue] = []
            if case .array(let existing)? = changes["tracks"] { tracks = existing }
            tracks.removeAll { $0["layer"] == trackValue["layer"] && $0["property"] == trackValue["property"] }
            tracks.append(trackValue)
            changes = changes.setting(.array(tracks), at: ["tracks"])
        } else {
            let parts = inner.split(separator: ".").map(String.init)
            let written = encoded.value(at: parts) ?? key.documentValue(in: variant)
            changes = changes.setting(written, at: parts)
        }
        do throws(PresetDocumentError) {
            preset.reducedMotion = try ReducedMotion(changes)
        } catch {
            throw FormatKeyError(.refused, "\(error.keyPath): \(error.message)")
        }
    }

    /// The key's value as a document writes it, from its store column: what a key that a preset
    /// leaves out at its default (`motion.parallax` in a preset without motion) holds.
    func documentValue(in preset: HeaderPreset) -> JSONValue {
        switch stored?(preset) ?? .null {
        case .null: return .null
        case .number(let number): return .number(number)
        case .integer(let number): return type == .boolean ? .bool(number != 0) : .number(Double(number))
        case .text(let text):
            if case .choiceOrNumber = type, let number = Double(text) { return .number(number) }
            return .string(text)
        }
    }

    /// `show`'s rows of the changes: each key set in them as the variant has it
    /// (`reducedMotion.motion.parallax 0`, `reducedMotion.tracks.title.scale 0:1`).
    static func reducedMotionRows(_ preset: HeaderPreset) -> [FormatKeyValue] {
        guard let changes = preset.reducedMotion?.changes else { return [] }
        let variant = preset.reducedMotionVariant
        var rows: [FormatKeyValue] = []
        func visit(_ value: JSONValue, _ path: [String]) {
            if path == ["tracks"], case .array(let tracks) = value {
                for track in tracks {
                    guard let layer = track["layer"]?.string, let property = track["property"]?.string else { continue }
                    let trackPath = "tracks.\(layer).\(property)"
                    let row = named("tracks.LAYER.PROPERTY")?.shownValues(in: variant).first { $0.path == trackPath }
                    rows.append(FormatKeyValue(path: "reducedMotion." + trackPath, text: row?.text ?? JSONWriter.compactText(track)))
                }
                return
            }
            let dotted = path.joined(separator: ".")
            if case .object(let members) = value, !members.isEmpty, named(dotted).map({ $0.type == .object }) ?? true {
                for member in members { visit(member.value, path + [member.key]) }
                return
            }
            let text = named(dotted)?.text(in: variant) ?? JSONWriter.compactText(value)
            rows.append(FormatKeyValue(path: "reducedMotion." + dotted, text: text))
        }
        visit(changes, [])
        return rows
    }

    /// `history`'s and `diff`'s changes: a key set, changed or dropped in reducedMotion.
    static func reducedMotionChanges(from old: HeaderPreset, to new: HeaderPreset) -> [FormatKeyChange] {
        guard old.reducedMotion != new.reducedMotion else { return [] }
        let before = reducedMotionRows(old), after = reducedMotionRows(new)
        var changes: [FormatKeyChange] = []
        for row in after {
            let was = before.first { $0.path == row.path }?.text ?? "none"
            if was != row.text { changes.append(FormatKeyChange(path: row.path, before: was, after: row.text)) }
        }
        for row in before where !after.contains(where: { $0.path == row.path }) {
            changes.append(FormatKeyChange(path: row.path, before: row.text, after: "none"))
        }
        if changes.isEmpty {
            changes.append(
                FormatKeyChange(
                    path: "reducedMotion", before: old.reducedMotion.map { JSONWriter.compactText($0.changes) } ?? "null",
                    after: new.reducedMotion.map { JSONWriter.compactText($0.changes) } ?? "null"))
        }
        return changes
    }
}
