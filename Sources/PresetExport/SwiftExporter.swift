import HeaderGeometry

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
        "TrackKeyframe", "TrackEasing", "TrackInput", "TrackProperty",
    ]

    private static let template = Template(PackageResources.swift_txt)

    /// An exporter.
    public init() {}

    /// Swift takes `--namespace`.
    public var usesNamespace: Bool { true }

    /// `--namespace` must be a plain Swift identifier that hides none of the names the file uses.
    public func check(_ options: ExportOptions) throws(ExportError) {
        guard let namespace = options.namespace else { return }
        guard SwiftIdentifier.isPlainIdentifier(namespace) else {
            throw ExportError(.usage, "the value '\(namespace)' is invalid for '--namespace <name>'",
                              hint: "expected a Swift identifier such as \(Self.defaultNamespace): a letter or '_', then letters, digits or '_', and not a keyword")
        }
        guard !Self.reservedNamespaces.contains(namespace) else {
            throw ExportError(.usage, "the value '\(namespace)' is invalid for '--namespace <name>'",
                              hint: "the generated file uses HeaderGeometry's '\(namespace)'; choose another name")
        }
    }

    /// The Swift file for `presets` (sorted by name). Two names that become the same identifier
    /// are an error naming both.
    public func export(_ presets: [HeaderPreset], options: ExportOptions) throws(ExportError) -> String {
        String(decoding: try exportBytes(presets, options: options), as: UTF8.self)
    }

    /// The Swift file as UTF-8, written into one buffer from the template's first byte to its
    /// last.
    public func exportBytes(_ presets: [HeaderPreset], options: ExportOptions) throws(ExportError) -> [UInt8] {
        try check(options)
        let identifiers = try Self.identifiers(for: presets)
        let namespace = options.namespace ?? Self.defaultNamespace
        var out = SourceText(capacity: presets.count * 900 + 1024)
        Self.template.render(into: &out) { name, out in
            switch name {
            case "command": out.append(SwiftEscaper.lineComment(options.command))
            case "namespace": out.append(namespace)
            case "presets":
                for (preset, identifier) in zip(presets, identifiers) {
                    SwiftLiteral.appendConstant(preset, named: identifier, to: &out)
                }
            case "all": Self.appendAll(identifiers, to: &out)
            default: return false
            }
            return true
        }
        return out.bytes
    }

    /// `[]`, or the identifiers one per line, as the list of every preset.
    private static func appendAll(_ identifiers: [String], to out: inout SourceText) {
        guard !identifiers.isEmpty else {
            out.append("[]")
            return
        }
        out.append("[\n")
        for identifier in identifiers {
            out.append("        ")
            out.append(identifier)
            out.append(",\n")
        }
        out.append("    ]")
    }

    /// Each preset's identifier, escaped where it is a keyword, in the presets' order.
    static func identifiers(for presets: [HeaderPreset]) throws(ExportError) -> [String] {
        var owner: [String: String] = ["all": ""]
        var identifiers: [String] = []
        identifiers.reserveCapacity(presets.count)
        for preset in presets {
            let identifier = SwiftIdentifier.camelCase(preset.name)
            if let other = owner[identifier] {
                let message = other.isEmpty
                    ? "preset \"\(preset.name)\" would be named '\(identifier)' in Swift, the name of the list of every preset"
                    : "presets \"\(other)\" and \"\(preset.name)\" would both be named '\(identifier)' in Swift"
                throw ExportError(.invalidData, message,
                                  hint: other.isEmpty ? "rename it (stretchy rename)" : "rename one of them (stretchy rename)")
            }
            owner[identifier] = preset.name
            identifiers.append(SwiftIdentifier.escaped(identifier))
        }
        return identifiers
    }
}
