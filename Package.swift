// swift-tools-version:6.0
import PackageDescription

/// Stretchy: scroll-header effects as a catalogue of named presets.
///
/// Dependencies point one way:
/// `stretchy` → StretchyCLI → PresetService → (PresetStore, PresetJSON, StrictJSON, HeaderGeometry, TextChart);
/// StretchyCLI also imports PresetStore (`list`'s rows, ``PresetListing``) and StrictJSON (the JSON
/// it writes) itself: no module re-exports another's names;
/// StretchyCLI → PresetExport → (PresetJSON, HeaderGeometry) for code in other languages;
/// StretchyCLI → PresetPreview (the preview and studio pages) → PresetService;
/// StretchyCLI → LoopbackHTTP (the studio's server), which depends on nothing of ours;
/// PresetStore and PresetJSON know only HeaderGeometry's model types and StrictJSON (the JSON
/// scanner, value and writer);
/// HeaderGeometry imports the standard library and, in Motion/MotionMath.swift, the platform's C
/// library for exp/log/sin/cos (Darwin in every Apple SDK); TextChart imports the standard library only.

/// Test targets carry line tables, not full debug info: a backtrace or a breakpoint in a test still
/// names its file and line, and the test build takes a fifth less (BENCHMARKS.md, "Test build
/// time"); to inspect a test's variables in lldb, drop the setting. `-Xfrontend`, because the
/// driver's own `-g` would come after a plain `-gline-tables-only` and win. Test targets are
/// never built for a package that depends on Stretchy, so their flags do not reach apps.
let testSettings: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-gline-tables-only"])]

/// A test target of this package: its tests listed by TestListPlugin, with TestKit's expectations.
func testTarget(_ name: String, _ dependencies: [Target.Dependency], exclude: [String] = []) -> Target {
    .testTarget(
        name: name, dependencies: dependencies + ["TestKit"], exclude: exclude, swiftSettings: testSettings,
        plugins: ["TestListPlugin"])
}

let package = Package(
    name: "Stretchy",
    // HeaderGeometry, what an app links, needs the standard library alone; the floor is set by
    // the package's other targets, which use the standard library's string algorithms
    // (`String.contains(_:)` of a string: Swift 5.7's runtime, macOS 13 / iOS 16). Linux and
    // other platforms without an entry here need no declaration.
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "HeaderGeometry", targets: ["HeaderGeometry"]),
        .library(name: "StretchyUI", targets: ["StretchyUI"]),
        .library(name: "TextChart", targets: ["TextChart"]),
        .executable(name: "stretchy", targets: ["stretchy"]),
        .plugin(name: "StretchyPresetsPlugin", targets: ["StretchyPresetsPlugin"]),
    ],
    targets: [
        // Numbers and strings as text: the shortest round-trip number, the human number, a JSON
        // string. Standard library only; the core, the JSON reader and the writers share it.
        .target(name: "ValueText"),
        .target(
            name: "HeaderGeometry",
            dependencies: ["ValueText"],
            // exp, log, sin, cos and Double.rounded() are libm's; nothing else links it on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The header as a SwiftUI view and a UIKit controller (docs/ios.md): HeaderGeometry's
        // behaviour in the platforms' views. Where SwiftUI and UIKit are missing (Linux) it
        // compiles to nothing; StretchyUITests type-checks it against stubs of both.
        .target(name: "StretchyUI", dependencies: ["HeaderGeometry"]),
        // The format's keys (docs/format.md#preset-keys): one table that the command line, the
        // store's columns, the JSON Schema, the docs and completion read. Above the core, so an
        // app linking HeaderGeometry carries none of it.
        .target(
            name: "PresetFormat",
            dependencies: ["HeaderGeometry", "StrictJSON", "ValueText"]
        ),
        .target(
            name: "TextChart",
            // As HeaderGeometry: rounding lowers to libm calls on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // libsqlite3 from the system: on Debian and Ubuntu, `apt-get install libsqlite3-dev`
        // (whose libsqlite3.a the Linux install links statically: README.md, Installing).
        .systemLibrary(name: "CSQLite"),
        // Strict JSON: the scanner (RFC 8259 and no more, problems at line:column), `JSONValue`
        // and the one writer; what PresetJSON reads documents with and PresetStore its tracks.
        .target(
            name: "StrictJSON",
            dependencies: ["ValueText"]
        ),
        .target(
            name: "PresetStore",
            dependencies: ["CSQLite", "HeaderGeometry", "PresetFormat", "StrictJSON", "ValueText"],
            resources: [
                .embedInCode("../../Migrations/0001_initial.sql"),
                .embedInCode("../../Migrations/0002_motion.sql"),
                .embedInCode("../../Migrations/0003_cheaper_rules.sql"),
                .embedInCode("../../Migrations/0004_tracks.sql"),
                .embedInCode("../../Migrations/0005_behaviour.sql"),
                .embedInCode("../../Migrations/0006_generation.sql"),
                .embedInCode("../../Migrations/0007_screen.sql"),
                .embedInCode("../../Migrations/0008_accessibility.sql"),
                .embedInCode("../../Migrations/0009_reduced_motion.sql"),
            ]
        ),
        .target(
            name: "PresetJSON",
            dependencies: ["HeaderGeometry", "PresetFormat", "StrictJSON", "ValueText"]
        ),
        .target(
            name: "PresetService",
            dependencies: ["HeaderGeometry", "PresetFormat", "PresetJSON", "PresetStore", "StrictJSON", "TextChart", "ValueText"]
        ),
        // Generators of code in other languages (`export --to swift|compose|flutter|web`): one
        // file per language, templates under Templates/ compiled in as text (TemplateTextPlugin).
        .target(
            name: "PresetExport",
            dependencies: ["HeaderGeometry", "PresetJSON", "StrictJSON", "ValueText"],
            exclude: ["Templates"],
            plugins: ["TemplateTextPlugin"]
        ),
        // The preview page (`stretchy preview`): its HTML, CSS and JavaScript are files under
        // Templates/, compiled in as text (TemplateTextPlugin) and filled with the presets.
        .target(
            name: "PresetPreview",
            dependencies: ["HeaderGeometry", "PresetExport", "PresetFormat", "PresetService", "TextChart", "ValueText"],
            exclude: ["Templates"],
            plugins: ["TemplateTextPlugin"]
        ),
        // A small HTTP/1.1 server bound to loopback only: an incremental request parser with
        // limits, path checks, sockets and a thread per connection, on the C library alone.
        .target(name: "LoopbackHTTP"),
        // Text from a database or a file made safe to print: control characters, bidirectional
        // controls and line separators written visibly. The command line and the plugin's tool print through it.
        .target(name: "SafeText"),
        .target(
            name: "StretchyCLI",
            dependencies: [
                "HeaderGeometry", "LoopbackHTTP", "PresetExport", "PresetFormat", "PresetPreview", "PresetService", "PresetStore",
                "SafeText", "StrictJSON", "TextChart", "ValueText",
            ],
            plugins: ["BuildInfoPlugin"]
        ),
        // A target's Templates/ folder as string literals, `TemplateText.studioJs`: SwiftPM's
        // `embedInCode` writes byte arrays that compile 150 times slower (BENCHMARKS.md).
        .plugin(name: "TemplateTextPlugin", capability: .buildTool()),
        // The commit `stretchy --version` names: a prebuild command asks git, before each build.
        .plugin(name: "BuildInfoPlugin", capability: .buildTool()),
        // No unsafe flags here (only the test targets have one): SwiftPM refuses them in a package
        // added by version, and the StretchyPresetsPlugin builds this target inside apps. The
        // fully static executable on Linux (`-static-executable`, BENCHMARKS.md) is in the install
        // command instead: see README.md, Installing.
        .executableTarget(
            name: "stretchy",
            dependencies: ["StretchyCLI"]
        ),
        // The plugin's tool: `export --to swift --input` without the store, SQLite, the preview or
        // the charts, so an app's build compiles only what the generated Swift needs.
        .executableTarget(
            name: "StretchyPresetsTool",
            dependencies: ["HeaderGeometry", "PresetExport", "PresetJSON", "SafeText"]
        ),
        // Turns an app target's *.stretchy.json documents into Swift at build time by running
        // StretchyPresetsTool (what `stretchy export --to swift --input` writes).
        .plugin(
            name: "StretchyPresetsPlugin",
            capability: .buildTool(),
            dependencies: ["StretchyPresetsTool"]
        ),
        // Each test target's tests, listed without a macro per test (Plugins/TestListPlugin),
        // and the expectations they call (Tests/TestKit): Swift Testing's `@Test` and `#expect`
        // macros took most of a fresh clone's test build (BENCHMARKS.md, "Test build time").
        .plugin(name: "TestListPlugin", capability: .buildTool()),
        .target(name: "TestKit", path: "Tests/TestKit", swiftSettings: testSettings),
        // What several test targets share: scratch folders, temporary databases, golden files.
        .target(
            name: "TestSupport", dependencies: ["HeaderGeometry", "PresetFormat", "TestKit"], path: "Tests/TestSupport",
            swiftSettings: testSettings),
        testTarget("ValueTextTests", ["ValueText"]),
        testTarget("HeaderGeometryTests", ["HeaderGeometry", "ValueText"]),
        testTarget("PresetFormatTests", ["PresetFormat"]),
        testTarget("TextChartTests", ["TextChart", "TestSupport"], exclude: ["Golden"]),
        // Fixtures/ holds SQL dumps of databases each schema version wrote, read from disk.
        testTarget("PresetStoreTests", ["PresetFormat", "PresetStore", "TestSupport"], exclude: ["Fixtures"]),
        testTarget("StrictJSONTests", ["StrictJSON", "ValueText"]),
        // Reads the hostile JSON corpus, Tests/HostileJSON/, from disk (as the reliability runner
        // and the fuzzer do), and the catalogue.
        testTarget("PresetJSONTests", ["PresetFormat", "PresetJSON", "StrictJSON", "TestSupport", "ValueText"]),
        testTarget("PresetServiceTests", ["PresetFormat", "PresetJSON", "PresetService", "TestSupport"]),
        // Golden/ holds the catalogue's Kotlin, Dart and HTML exports, read from disk.
        testTarget("PresetExportTests", ["PresetExport", "PresetService", "TestSupport"], exclude: ["Golden"]),
        testTarget("PresetPreviewTests", ["PresetPreview", "TestSupport"]),
        // Over real sockets on 127.0.0.1, with short timeouts.
        testTarget("LoopbackHTTPTests", ["LoopbackHTTP"]),
        testTarget("StretchyUITests", ["StretchyUI", "TestSupport"]),
        testTarget("SafeTextTests", ["SafeText"]),
        // EndToEnd/Golden/ holds the expected charts, read from disk.
        // CSQLite: the end-to-end tests damage and lock databases through SQLite's C API.
        testTarget(
            "StretchyCLITests", ["CSQLite", "PresetFormat", "StretchyCLI", "StrictJSON", "TestSupport", "ValueText"],
            exclude: ["EndToEnd/Golden"]),
    ]
)
