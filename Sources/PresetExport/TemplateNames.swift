import HeaderGeometry
import ValueText

/// The names a generated Kotlin or Dart file declares for each preset and the names it already
/// uses (the platform's classes, the file's own helpers), read from its templates, so that a
/// preset cannot declare a class the file means to use or two presets the same class.
///
/// The rule, in docs/platforms.md#names-in-generated-code: every name a preset declares starts
/// with ``namespace``; two presets, or two layers of one preset, that would declare the same
/// name, or a preset a name the file already uses, are an error naming both.
struct TemplateNames: Sendable {
    /// Every identifier the templates spell out.
    let used: Set<String>
    /// The text around `{{type}}` in each name the preset template declares
    /// (`("", "ScrollPhysics")`, `("remember", "HeaderState")`).
    let affixes: [(prefix: String, suffix: String)]

    /// The names of `templates` (the file's and the preset's), whose `{{type}}` placeholders mark
    /// the per-preset names.
    init(_ templates: [String]) {
        var used = Set<String>()
        var affixes: [(String, String)] = []
        for text in templates {
            // `{{type}}` becomes one marker character; every other placeholder a space.
            var marked = ""
            var rest = Substring(text)
            while let open = rest.firstRange(of: "{{"), let close = rest[open.upperBound...].firstRange(of: "}}") {
                marked += rest[..<open.lowerBound]
                marked += rest[open.upperBound..<close.lowerBound] == "type" ? "\u{1}" : " "
                rest = rest[close.upperBound...]
            }
            marked += rest
            let words = marked.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "\u{1}")) }
            for word in words {
                if let marker = word.firstIndex(of: "\u{1}") {
                    let affix = (String(word[..<marker]), String(word[word.index(after: marker)...]))
                    if !affixes.contains(where: { $0 == affix }) { affixes.append(affix) }
                } else if let first = word.first, first.isLetter {
                    used.insert(String(word))
                }
            }
        }
        self.used = used
        self.affixes = affixes
    }

    /// What every per-preset name starts with. Flutter's libraries and Compose's Material 3 name
    /// their own classes after what they are (`DrawerHeader`, `ClampingScrollPhysics`), so a
    /// preset's name alone with the file's suffixes could be one of theirs, an ambiguous import in
    /// an app that imports both; no platform name starts with this package's own name
    /// (docs/platforms.md#names-in-generated-code).
    static let namespace = "Stretchy"

    /// A preset's type name: ``namespace`` and ``PlatformIdentifier/upperCamel(_:)``
    /// (`sticky-utah` → `StretchyStickyUtah`).
    func typeName(for preset: String) -> String {
        Self.namespace + PlatformIdentifier.upperCamel(preset)
    }

    /// Checks every preset of `presets` in one walk: two presets that would declare the same name
    /// (with the same affixes, or one preset's name with one affix spelling another's with
    /// another) are an error naming both (exit 65), so is a preset that would declare a name the
    /// file uses (its own helpers are in ``namespace`` too), and so are a preset's tracks as
    /// ``checkTrackProperties(of:language:)`` says. Returns how many presets there are.
    func check(_ presets: PresetWalk, language: String) throws -> Int {
        var declared = NameTable()
        var count = 0
        try presets.forEach { preset in
            // A preset with reducedMotion declares its variant's names too (docs/accessibility.md#in-the-exports).
            let base = typeName(for: preset.name)
            let types = [base] + (AccessibilityExport.variant(of: preset) == nil ? [] : [base + AccessibilityExport.variantSuffix])
            for type in types {
                try check(type, of: preset, declared: &declared, language: language)
            }
            try checkTrackProperties(of: preset, language: language)
            count += 1
        }
        return count
    }

    /// Throws when `type`, declared by `preset`, makes a name the file uses or one another preset
    /// of `declared` makes; then records it.
    private func check(_ type: String, of preset: HeaderPreset, declared: inout NameTable, language: String) throws(ExportError) {
        for (prefix, suffix) in affixes {
            let name = prefix + type + suffix
            if used.contains(name) {
                throw ExportError(
                    .invalidData,
                    "preset \(MessageText.quoted(preset.name)) would declare the \(language) name \(MessageText.quoted(name)), a name the generated file already uses",
                    hint: "rename the preset (stretchy rename)")
            }
            let bytes = Array(name.utf8)
            for (otherPrefix, otherSuffix) in affixes {
                let head = otherPrefix.utf8.count, tail = otherSuffix.utf8.count
                guard bytes.count >= head + tail, bytes.starts(with: otherPrefix.utf8),
                    bytes[(bytes.count - tail)...].elementsEqual(otherSuffix.utf8)
                else { continue }
                let otherType = String(decoding: bytes[head..<(bytes.count - tail)], as: UTF8.self)
                if let other = declared.owner(of: otherType), other != preset.name {
                    throw ExportError(
                        .invalidData,
                        "presets \(MessageText.quoted(other)) and \(MessageText.quoted(preset.name)) would both declare the \(language) name \(MessageText.quoted(name))",
                        hint: "rename one of them (stretchy rename) or export them separately")
                }
            }
        }
        declared.insert(type, owner: preset.name)
    }

    /// Throws when two tracks of `preset` would declare the same property (layers `title` and
    /// `title-`, or `x2` and `x-2`, are both `title…`/`x2…`), or a track one the file uses.
    func checkTrackProperties(of preset: HeaderPreset, language: String) throws(ExportError) {
        var owner: [String: String] = [:]
        for track in preset.tracks {
            let name = TrackExport.propertyName(track)
            let described = "\(track.layer).\(track.property.rawValue)"
            if let other = owner[name], other != described {
                throw ExportError(
                    .invalidData,
                    "preset \(MessageText.quoted(preset.name)): the tracks \(other) and \(described) would both be the \(language) property \(MessageText.quoted(name))",
                    hint: "rename one of the layers (their names differ only in '-')")
            }
            if used.contains(name) {
                throw ExportError(
                    .invalidData,
                    "preset \(MessageText.quoted(preset.name)): the track \(described) would be the \(language) property \(MessageText.quoted(name)), a name the generated file already uses",
                    hint: "rename the layer")
            }
            owner[name] = described
        }
    }
}
