import HeaderGeometry

/// `--to swift`: one Swift file that compiles with `import HeaderGeometry` alone (SPEC.md §8).
///
/// It holds an `enum` (``defaultNamespace`` unless `--namespace` names another) with a
/// `static let` per preset, named by ``SwiftIdentifier/camelCase(_:)`` and documented with the
/// preset's summary, equal to the preset in every key, and `static let all: [HeaderPreset]` in
/// name order. The layout is `Templates/swift.txt`.
public struct SwiftExporter: PresetExporter {
    /// The enum's name when `--namespace` is not given.
    public static let defaultNamespace = "StretchyPresets"

    /// Names the generated file uses besides the namespace; a namespace spelled like one of them
    /// would hide it.
    static let reservedNamespaces: Set<String> = [
        "HeaderGeometry", "Swift", "HeaderPreset", "HeaderShadow", "SnapBehavior", "SnapMode",
        "CollapseMode", "MotionParameters", "SnapSpring", "ScrollDeceleration",
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
            throw ExportError(.usage, "The value '\(namespace)' is invalid for '--namespace <name>'",
                              hint: "expected a Swift identifier such as \(Self.defaultNamespace): a letter or '_', then letters, digits or '_', and not a keyword")
        }
        guard !Self.reservedNamespaces.contains(namespace) else {
            throw ExportError(.usage, "The value '\(namespace)' is invalid for '--namespace <name>'",
                              hint: "the generated file uses HeaderGeometry's '\(namespace)'; choose another name")
        }
    }

    /// The Swift file for `presets` (sorted by name). Two names that become the same identifier
    /// are an error naming both.
    public func export(_ presets: [HeaderPreset], options: ExportOptions) throws(ExportError) -> String {
        try check(options)
        let identifiers = try Self.identifiers(for: presets)
        var body = ""
        body.reserveCapacity(presets.count * 700)
        for (preset, identifier) in zip(presets, identifiers) {
            SwiftLiteral.appendConstant(preset, named: identifier, to: &body)
        }
        var all = "[]"
        if !identifiers.isEmpty {
            all = "[\n"
            all.reserveCapacity(identifiers.count * 24)
            for identifier in identifiers {
                all += "        "
                all += identifier
                all += ",\n"
            }
            all += "    ]"
        }
        return Self.template.render([
            "command": options.command,
            "namespace": options.namespace ?? Self.defaultNamespace,
            "presets": body,
            "all": all,
        ])
    }

    /// Each preset's identifier, escaped where it is a keyword, in the presets' order.
    static func identifiers(for presets: [HeaderPreset]) throws(ExportError) -> [String] {
        var owner: [String: String] = ["all": ""]
        var identifiers: [String] = []
        identifiers.reserveCapacity(presets.count)
        for preset in presets {
            let identifier = SwiftIdentifier.camelCase(preset.name)
            if let other = owner[identifier] {
                let clash = other.isEmpty
                    ? "the list of every preset, 'all'"
                    : "preset \"\(other)\""
                throw ExportError(.invalidData,
                                  "preset \"\(preset.name)\" and \(clash) would both be named '\(identifier)' in Swift",
                                  hint: "rename one of them (stretchy rename)")
            }
            owner[identifier] = preset.name
            identifiers.append(SwiftIdentifier.escaped(identifier))
        }
        return identifiers
    }
}
