import HeaderGeometry
import TestKit
import Testing

@testable import PresetExport

/// Names that would collide in a generated file are refused with both inputs named, or resolved
/// as docs/platforms.md#names-in-generated-code says.
struct ExportCollisionTests {
    static func tracked(_ name: String, layers: [String]) -> HeaderPreset {
        var preset = HeaderPreset(name: name)
        preset.tracks = layers.map { layer in
            ContentTrack(layer: layer, property: .opacity, keyframes: [TrackKeyframe(at: 0, value: 1), TrackKeyframe(at: 1, value: 0)])
        }
        return preset
    }

    static func export(_ exporter: some PresetExporter, _ presets: [HeaderPreset]) throws(ExportError) -> String {
        try exporter.export(presets, options: ExportOptions(command: "stretchy export --to test"))
    }

    /// `title` and `title-` are both `titleOpacity`; `x2` and `x-2` both `x2Opacity`.
    func testLayersThatCamelCaseAlikeAreRefusedNamingBoth() {
        for layers in [["title", "title-"], ["x2", "x-2"]] {
            TestRow.$current.withValue(String(describing: layers)) { self.layersThatCamelCaseAlikeAreRefusedNamingBoth(layers) }
        }
    }

    func layersThatCamelCaseAlikeAreRefusedNamingBoth(_ layers: [String]) {
        let preset = Self.tracked("p", layers: layers)
        for exporter in [ComposeExporter() as any PresetExporter, FlutterExporter()] {
            do {
                _ = try Self.export(exporter, [preset])
                Issue.record("\(layers) exported")
            } catch {
                expectEqual(error.kind, .invalidData)
                expect(error.message.contains("\(layers[0]).opacity") && error.message.contains("\(layers[1]).opacity"), "\(error.message)")
            }
        }
    }

    func testTwoNamesThatBecomeOneTypeAreRefusedNamingBoth() {
        let presets = [HeaderPreset(name: "a-b"), HeaderPreset(name: "a_b")]
        for exporter in [ComposeExporter() as any PresetExporter, FlutterExporter()] {
            expect {
                try Self.export(exporter, presets)
            } throws: { error in
                let message = (error as? ExportError)?.message ?? ""
                return message.contains("'a-b'") && message.contains("'a_b'")
            }
        }
    }

    /// The names a file declares at its top level (`class`, `enum`, `object`, `fun`, `val`),
    /// whatever modifiers come first.
    static func topLevelNames(in text: String) -> [String] {
        let keywords: Set<Substring> = ["class", "enum", "object", "fun", "val"]
        let modifiers: Set<Substring> = ["internal", "private", "abstract", "final", "sealed"]
        return text.split(separator: "\n").compactMap { line -> String? in
            guard let first = line.first, first.isLetter else { return nil }
            var words = line.split(separator: " ").drop { modifiers.contains($0) }
            if words.starts(with: ["enum", "class"]) { words = words.dropFirst() }
            guard words.count > 1, let keyword = words.first, keywords.contains(keyword) else { return nil }
            return String(words.dropFirst().first!.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
    }

    /// Flutter's own public classes (material.dart and the widgets it exports) that a preset's
    /// name and the file's suffixes spelled: an app importing both did not compile. Every name
    /// the Dart and Kotlin files declare now starts with the package's name, which neither
    /// Flutter nor Compose's Material 3 uses.
    func testAPresetNeverDeclaresAPlatformClass() throws {
        for (name, flutterClass) in [
            ("drawer", "DrawerHeader"), ("user-accounts-drawer", "UserAccountsDrawerHeader"),
            ("clamping", "ClampingScrollPhysics"), ("never-scrollable", "NeverScrollableScrollPhysics"),
            ("always-scrollable", "AlwaysScrollableScrollPhysics"), ("page", "PageScrollPhysics"),
            ("fixed-extent", "FixedExtentScrollPhysics"), ("range-maintaining", "RangeMaintainingScrollPhysics"),
        ] {
            try TestRow.$current.withValue(String(describing: (name, flutterClass))) {
                try self.aPresetNeverDeclaresAPlatformClass(name, flutterClass)
            }
        }
    }

    func aPresetNeverDeclaresAPlatformClass(_ name: String, _ flutterClass: String) throws {
        let dart = try Self.export(FlutterExporter(), [HeaderPreset(name: name)])
        let dartNames = Self.topLevelNames(in: dart)
        expect(!dartNames.contains(flutterClass), "\(dartNames)")
        expect(dartNames.count >= 4 && dartNames.allSatisfy { $0.hasPrefix("Stretchy") }, "\(dartNames)")
        let kotlin = try Self.export(ComposeExporter(), [HeaderPreset(name: name)])
        let kotlinNames = Self.topLevelNames(in: kotlin)
        expect(kotlinNames.count >= 3, "\(kotlinNames)")
        for declared in kotlinNames {
            expect(declared.hasPrefix("Stretchy") || declared.hasPrefix("stretchy") || declared.hasPrefix("rememberStretchy"), "\(declared)")
        }
    }

    /// A preset named as a class the file uses (`bouncing`, `sliver-persistent`) declares its
    /// own, in the namespace, beside the platform's.
    func testAPresetNamedLikeAClassTheFileUsesKeepsItsName() throws {
        for name in ["bouncing", "sliver-persistent"] {
            try TestRow.$current.withValue(String(describing: name)) { try self.aPresetNamedLikeAClassTheFileUsesKeepsItsName(name) }
        }
    }

    func aPresetNamedLikeAClassTheFileUsesKeepsItsName(_ name: String) throws {
        let type = "Stretchy" + (name == "bouncing" ? "Bouncing" : "SliverPersistent")
        let dart = try Self.export(FlutterExporter(), [HeaderPreset(name: name)])
        expect(dart.contains("class \(type)ScrollPhysics extends BouncingScrollPhysics {"))
        expect(dart.contains("class \(type)HeaderDelegate extends SliverPersistentHeaderDelegate {"))
        let kotlin = try Self.export(ComposeExporter(), [HeaderPreset(name: name)])
        expect(kotlin.contains("object \(type)Header {"))
    }

    /// The file's own helpers share the namespace: a template that used a name a preset would
    /// declare makes that preset an error naming the name, never a second declaration.
    func testAPresetThatWouldDeclareANameTheFileUsesIsRefused() {
        let names = TemplateNames(["class {{type}}Header {}\nStretchyRecorderHeader used;"])
        expect(names.used.contains("StretchyRecorderHeader"))
        expect {
            try names.check(PresetWalk([HeaderPreset(name: "recorder")]), language: "Dart")
        } throws: { error in
            (error as? ExportError)?.message.contains("'StretchyRecorderHeader', a name the generated file already uses") ?? false
        }
        expectEqual((try? names.check(PresetWalk([HeaderPreset(name: "record")]), language: "Dart")), 1)
    }

    /// Preset `x` with layer `a-b` and preset `x-a` with layer `b` keep their own keyframes.
    func testWebKeyframesOfPresetAndLayerPairsThatJoinAlikeDiffer() throws {
        let html = try Self.export(WebExporter(), [Self.tracked("x", layers: ["a-b"]), Self.tracked("x-a", layers: ["b"])])
        expect(html.contains("@keyframes stretchy-x\\.a-b-opacity {"))
        expect(html.contains("@keyframes stretchy-x-a\\.b-opacity {"))
    }
}
