/// The languages `stretchy export --to` writes: one case and one exporter file per language.
///
/// To add a language, add its case here, its exporter (`FooExporter.swift`, a ``PresetExporter``)
/// and its line in ``exporter``; the command line's `--to` values, help and completion follow.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// The canonical preset document (SPEC.md §3); the default.
    case json
    /// A Swift source file: an enum of `HeaderPreset` constants (SPEC.md §8).
    case swift
    /// Kotlin for Jetpack Compose with Material 3 (SPEC.md §9).
    case compose
    /// Dart for Flutter (SPEC.md §9).
    case flutter
    /// One HTML file: CSS and the markup it styles (SPEC.md §9).
    case web

    /// The exporter that writes this language.
    public var exporter: any PresetExporter {
        switch self {
        case .json: JSONExporter()
        case .swift: SwiftExporter()
        case .compose: ComposeExporter()
        case .flutter: FlutterExporter()
        case .web: WebExporter()
        }
    }

    /// Every value `--to` accepts, in the order help lists them.
    public static var names: [String] { allCases.map(\.rawValue) }
}
