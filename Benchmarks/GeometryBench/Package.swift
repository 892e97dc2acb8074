// swift-tools-version:6.0
import PackageDescription

/// The geometry core's in-process speed, measured apart from the root package so that the root's
/// `swift build` stays plain. `Benchmarks/run` builds it with `-c release` and compares it with
/// `Benchmarks/peers/geometry.c` built with `gcc -O2`. DocumentDecodeBench decodes a preset document
/// as an app would (JSONDecoder and PresetDocument).
let package = Package(
    name: "GeometryBench",
    dependencies: [
        // Named explicitly: a path dependency's identity is otherwise its folder's name, which
        // differs between clones.
        .package(name: "Stretchy", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "GeometryBench",
            dependencies: [.product(name: "HeaderGeometry", package: "Stretchy")]
        ),
        // An app's way to read a document: JSONDecoder and PresetDocument, timed beside
        // `stretchy export --to swift` (issue 17).
        .executableTarget(
            name: "DocumentDecodeBench",
            dependencies: [.product(name: "HeaderGeometry", package: "Stretchy")]
        ),
    ]
)
