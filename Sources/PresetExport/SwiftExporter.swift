import HeaderGeometry
import ValueText

/// `--to swift`: one Swift file that compiles with `import HeaderGeometry` alone (docs/swift.md#3-generated-swift-and-the-build-plugin).
///
/// It holds an `enum` (``defaultNamespace`` unless `--namespace` names another) with a
/// `static let` per preset, named by ``SwiftIdentifier/camelCase(_:)`` and documented with the
/// preset's summary, equal to the preset in every key (`motion` and `tracks` included), and
/// `static let all: [HeaderPreset]` in
/// name order. The layout is `Templates/swift.txt`.
public struct SwiftExporter: PresetExporter {
    /// The enum's name when `--namespace` is not given.
    public static let defaultNamespace = "StretchyPresets"

    /// Names the generated file uses besides the namespace; a namespace spelled like one of them
    /// would hide it.
    static let reservedNamespaces: Set<String> = [
        "HeaderGeometry", "Swift", "HeaderPreset", "HeaderShadow", "SnapBehavior", "SnapMode",
        "CollapseMode", "MotionParameters", "SnapSpring", "ScrollDeceleration", "ContentTrack",
        "TrackKeyframe", "TrackEasing", "TrackInput", "TrackProperty", "ReducedMotion",
    ]

    private static let template = Template(TemplateText.swiftTxt)

    /// An exporter.
    public init() {}

    /// Swift takes `--namespace`.
    public var usesNamespace: Bool { true }

    /// `--namespace` must be a plain Swift identifier that hides none of the names the file uses.
    public func check(_ options: ExportOptions) throws(ExportError) {
        guard let namespace = options.namespace else { return }
        guard SwiftIdentifier.isPlainIdentifier(namespace) else {
            throw ExportError(
                .usage, "the value \(MessageText.quoted(namespace)) is invalid for '--namespace <name>'",
                hint: "expected a Swift identifier such as \(Self.defaultNamespace): a letter or '_', then letters, digits or '_', and not a keyword")
        }
        guard !Self.reservedNamespaces.contains(namespace) else {
            throw ExportError(
                .usage, "the value \(MessageText.quoted(namespace)) is invalid for '--namespace <name>'",
                hint: "the generated file uses HeaderGeometry's \(MessageText.quoted(namespace)); choose another name")
        }
    }

    /// The Swift file for `presets` (sorted by name), written a preset at a time from the
    /// template's first byte to its last. Two names that become the same identifier are an error
    /// naming both, before anything is written.
    public func export(_ presets: PresetWalk, options: ExportOptions, to emit: ([UInt8]) -> Void) throws {
        try check(options)
        let identifiers = try Self.checkIdentifiers(presets)
        let namespace = options.namespace ?? Self.defaultNamespace
        var out = SourceText(capacity: 1 << 17)
        try Self.template.render(into: &out) { name, out in
            switch name {
            case "command": out.append(SwiftEscaper.lineComment(options.command))
            case "namespace": out.append(namespace)
            case "presets":
                try presets.forEach { preset in
                    SwiftLiteral.appendConstant(preset, named: SwiftIdentifier.escaped(SwiftIdentifier.camelCase(preset.name)), to: &out)
                    out.handOn(to: emit)
                }
            case "all":
                // `[]`, or the identifiers one per line, as the list of every preset: from the
                // names the check kept, without reading every preset a third time.
                guard identifiers.count > 0 else {
                    out.append("[]")
                    return true
                }
                out.append("[\n")
                for entry in 0..<identifiers.count {
                    out.append("        ")
                    out.append(SwiftIdentifier.escaped(identifiers[entry]))
                    out.append(",\n")
                    out.handOn(to: emit)
                }
                out.append("    ]")
            default: return false
            }
            return true
        }
        emit(out.bytes)
    }

    /// Throws when two presets' identifiers are the same, or one is `all`; returns the
    /// identifiers in name order.
    static func checkIdentifiers(_ presets: PresetWalk) throws -> PackedStrings {
        var owners = NameTable()
        try presets.forEach { preset in
            let identifier = SwiftIdentifier.camelCase(preset.name)
            if identifier == "all" {
                throw ExportError(
                    .invalidData, "preset \(MessageText.quoted(preset.name)) would be named 'all' in Swift, the name of the list of every preset",
                    hint: "rename it (stretchy rename)")
            }
            if let other = owners.owner(of: identifier) {
                throw ExportError(
                    .invalidData,
                    "presets \(MessageText.quoted(other)) and \(MessageText.quoted(preset.name)) would both be named \(MessageText.quoted(identifier)) in Swift",
                    hint: "rename one of them (stretchy rename)")
            }
            owners.insert(identifier, owner: preset.name)
        }
        return owners.names
    }
}
