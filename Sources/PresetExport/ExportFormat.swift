/// The languages `stretchy export --to` writes: one case and one exporter file per language.
///
/// To add a language, add its case here, its exporter (`FooExporter.swift`, a ``PresetExporter``)
/// and its line in ``exporter``; the command line's `--to` values, help and completion follow.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// The canonical preset document (docs/format.md#preset-keys); the default.
    case json
    /// A Swift source file: an enum of `HeaderPreset` constants (docs/swift.md#3-generated-swift-and-the-build-plugin).
    case swift
    /// Kotlin for Jetpack Compose with Material 3 (docs/platforms.md).
    case compose
    /// Dart for Flutter (docs/platforms.md).
    case flutter
    /// One HTML file: CSS and the markup it styles (docs/platforms.md).
    case web
    /// W3C Design Tokens, the Design Tokens Community Group format (docs/teams.md#design-tokens).
    case tokens

    /// The exporter that writes this language.
    public var exporter: any PresetExporter {
        switch self {
        case .json: JSONExporter()
        case .swift: SwiftExporter()
        case .compose: ComposeExporter()
        case .flutter: FlutterExporter()
        case .web: WebExporter()
        case .tokens: TokensExporter()
        }
    }

    /// Every value `--to` accepts, in the order help lists them.
    public static var names: [String] { allCases.map(\.rawValue) }
}
