import HeaderGeometry
import PresetExport
import Testing

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
    @Test(arguments: [["title", "title-"], ["x2", "x-2"]])
    func layersThatCamelCaseAlikeAreRefusedNamingBoth(_ layers: [String]) {
        let preset = Self.tracked("p", layers: layers)
        for exporter in [ComposeExporter() as any PresetExporter, FlutterExporter()] {
            do {
                _ = try Self.export(exporter, [preset])
                Issue.record("\(layers) exported")
            } catch {
                #expect(error.kind == .invalidData)
                #expect(error.message.contains("\(layers[0]).opacity") && error.message.contains("\(layers[1]).opacity"), "\(error.message)")
            }
        }
    }

    @Test func twoNamesThatBecomeOneTypeAreRefusedNamingBoth() {
        let presets = [HeaderPreset(name: "a-b"), HeaderPreset(name: "a_b")]
        for exporter in [ComposeExporter() as any PresetExporter, FlutterExporter()] {
            #expect {
                try Self.export(exporter, presets)
            } throws: { error in
                let message = (error as? ExportError)?.message ?? ""
                return message.contains("\"a-b\"") && message.contains("\"a_b\"")
            }
        }
    }

    /// A preset whose Dart class would be Flutter's own (`BouncingScrollPhysics`,
    /// `SliverPersistentHeaderDelegate`) is prefixed `Preset`; Kotlin declares no such name.
    @Test(arguments: [("bouncing", "PresetBouncing", "Bouncing"), ("sliver-persistent", "PresetSliverPersistent", "SliverPersistent"),
                       ("sticky", "Sticky", "Sticky")])
    func aPresetNamedLikeAPlatformClassIsPrefixed(_ name: String, _ type: String, _ kotlinType: String) throws {
        let dart = try Self.export(FlutterExporter(), [HeaderPreset(name: name)])
        #expect(dart.contains("class \(type)ScrollPhysics extends BouncingScrollPhysics {"))
        #expect(dart.contains("class \(type)HeaderDelegate extends SliverPersistentHeaderDelegate {"))
        let kotlin = try Self.export(ComposeExporter(), [HeaderPreset(name: name)])
        #expect(kotlin.contains("object \(kotlinType)Header {"))
    }

    /// `bouncing` becomes `PresetBouncing`, so a preset named `preset-bouncing` now collides.
    @Test func thePrefixedNameStillCollidesWithTheSameNameSpelledOut() {
        #expect(throws: ExportError.self) {
            try Self.export(FlutterExporter(), [HeaderPreset(name: "bouncing"), HeaderPreset(name: "preset-bouncing")])
        }
    }

    /// Preset `x` with layer `a-b` and preset `x-a` with layer `b` keep their own keyframes.
    @Test func webKeyframesOfPresetAndLayerPairsThatJoinAlikeDiffer() throws {
        let html = try Self.export(WebExporter(), [Self.tracked("x", layers: ["a-b"]), Self.tracked("x-a", layers: ["b"])])
        #expect(html.contains("@keyframes stretchy-x\\.a-b-opacity {"))
        #expect(html.contains("@keyframes stretchy-x-a\\.b-opacity {"))
    }
}
