import Foundation

/// Type-checks Swift that imports SwiftUI, UIKit or QuartzCore on a machine without them, against
/// the stubs in `Tests/AppleStubs/` (their README says what that proves and what it does not),
/// with the package's own modules (HeaderGeometry, StretchyUI) as `swift build` left them.
public enum AppleTypeCheck {
    /// What the compiler said: its exit status and its diagnostics.
    public struct Outcome: Sendable {
        /// The compiler's exit status: `0` when the code type-checks.
        public var status: Int32
        /// The compiler's diagnostics (standard error and output).
        public var diagnostics: String
    }

    /// The repository's root folder.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder holding the built stub modules and StretchyUI's module, made once per test run;
    /// a description of what went wrong when they could not be made.
    public static let modules: Result<URL, StubBuildError> = buildModules()

    /// Why the stub modules could not be made.
    public struct StubBuildError: Error, CustomStringConvertible, Sendable {
        /// What failed, with the compiler's diagnostics.
        public var description: String
    }

    /// The folder where `swift build` put the package's modules: next to the test bundle.
    public static func packageModules() -> URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            let modules = folder.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("HeaderGeometry.swiftmodule").path) {
                return modules
            }
            folder.deleteLastPathComponent()
        }
        let fallback = root.appendingPathComponent(".build/debug/Modules")
        return FileManager.default.fileExists(atPath: fallback.path) ? fallback : nil
    }

    /// Type-checks `files` (a main file when there is one, else a library) against the stubs and
    /// StretchyUI, Swift 6, warnings as errors.
    public static func typeCheck(_ files: [URL]) -> Outcome {
        switch modules {
        case .failure(let error): return Outcome(status: -1, diagnostics: error.description)
        case .success(let folder):
            guard let package = packageModules() else { return Outcome(status: -1, diagnostics: "no built modules") }
            return swiftc(["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", folder.path, "-I", package.path] + files.map(\.path))
        }
    }

    /// Type-checks `source` as one file named `name`.
    public static func typeCheck(source: String, named name: String = "snippet.swift") -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stretchy-snippet-" + UUID().uuidString)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        do { try Data(source.utf8).write(to: file) } catch { return Outcome(status: -1, diagnostics: "\(error)") }
        return typeCheck([file])
    }

    private static func buildModules() -> Result<URL, StubBuildError> {
        guard let package = packageModules() else {
            return .failure(StubBuildError(description: "no HeaderGeometry.swiftmodule near the test bundle; run swift build first"))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stretchy-apple-stubs-" + UUID().uuidString)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stubs = root.appendingPathComponent("Tests/AppleStubs")
        // In dependency order: SwiftUI and UIKit re-export AppleFoundation, UIKit QuartzCore.
        for module in ["AppleFoundation", "QuartzCore", "SwiftUI", "UIKit"] {
            let sources = swiftFiles(in: stubs.appendingPathComponent(module))
            let outcome = swiftc(
                [
                    "-emit-module", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-module-name", module, "-I", folder.path,
                    "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                ] + sources.map(\.path))
            guard outcome.status == 0 else {
                return .failure(StubBuildError(description: "the \(module) stub does not build:\n\(outcome.diagnostics)"))
            }
        }
        let stretchyUI = swiftFiles(in: root.appendingPathComponent("Sources/StretchyUI"))
        let outcome = swiftc(
            [
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-module-name", "StretchyUI",
                "-I", folder.path, "-I", package.path,
                "-emit-module-path", folder.appendingPathComponent("StretchyUI.swiftmodule").path,
            ] + stretchyUI.map(\.path))
        guard outcome.status == 0 else {
            return .failure(StubBuildError(description: "StretchyUI does not type-check against the stubs:\n\(outcome.diagnostics)"))
        }
        return .success(folder)
    }

    /// The `.swift` files directly in `folder`, sorted.
    public static func swiftFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }

    private static func swiftc(_ arguments: [String]) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return Outcome(status: -1, diagnostics: "cannot run swiftc: \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, diagnostics: String(decoding: data, as: UTF8.self))
    }
}
