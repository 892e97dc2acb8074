import HeaderGeometry
import TestKit
import Testing

/// docs/tracks.md's evaluation: clamping outside the keyframes, easing in between, identity values,
/// and the inputs a frame gives (collapse progress, pull).
struct ContentTrackTests {
    static func keyframes(_ pairs: [(Double, Double)]) -> [TrackKeyframe] {
        pairs.map { TrackKeyframe(at: $0.0, value: $0.1) }
    }

    // Flutter's FlexibleSpaceBar title: scale 1.5 expanded, 1 collapsed, linear in between.
    static let titleScale = ContentTrack(layer: "title", property: .scale, keyframes: keyframes([(0, 1.5), (1, 1)]))

    /// linear between keyframes: 1.5 + (1 - 1.5) * x
    func testLinear() {
        for (x, expected) in [
            (0.0, 1.5), (0.25, 1.375), (0.5, 1.25), (1.0, 1.0),
        ] {
            TestRow.$current.withValue(String(describing: (x, expected))) { self.linear(x: x, expected: expected) }
        }
    }

    func linear(x: Double, expected: Double) {
        expectEqual(Self.titleScale.value(forInput: x), expected)
    }

    /// before the first keyframe its value, after the last the last's
    func testClamping() {
        for (x, expected) in [
            (0.0, 0.0), (0.1, 0.0), (0.2, 0.0), (0.4, 0.5), (0.6, 1.0), (0.9, 1.0), (.nan, 0.0),
        ] {
            TestRow.$current.withValue(String(describing: (x, expected))) { self.clamping(x: x, expected: expected) }
        }
    }

    func clamping(x: Double, expected: Double) {
        let fade = ContentTrack(layer: "scrim", property: .opacity, keyframes: Self.keyframes([(0.2, 0), (0.6, 1)]))
        expect(abs(fade.value(forInput: x) - expected) < 1e-12)
    }

    // Segment (0, 0)-(0.5, 0.5) at x = 0.25 is t = 0.5: 0.25; segment (0.5, 0.5)-(1, 2) at x = 0.75
    // is t = 0.5: 0.5 + 1.5 * 0.5 = 1.25.
    /// several keyframes: the segment x is in, eased on its own t
    func testSegments() {
        for (x, expected) in [
            (0.25, 0.25), (0.5, 0.5), (0.75, 1.25), (1.0, 2.0),
        ] as [(Double, Double)] {
            TestRow.$current.withValue(String(describing: (x, expected))) { self.segments(x: x, expected: expected) }
        }
    }

    func segments(x: Double, expected: Double) {
        let track = ContentTrack(
            layer: "avatar", property: .translateY,
            keyframes: Self.keyframes([(0, 0), (0.5, 0.5), (1, 2)]))
        expect(abs(track.value(forInput: x) - expected) < 1e-12)
    }

    /// step holds each value until the next keyframe is reached
    func testStep() {
        for (x, expected) in [
            (0.0, 0.0), (0.49, 0.0), (0.5, 1.0), (0.99, 1.0), (1.0, 0.5),
        ] {
            TestRow.$current.withValue(String(describing: (x, expected))) { self.step(x: x, expected: expected) }
        }
    }

    func step(x: Double, expected: Double) {
        let track = ContentTrack(
            layer: "title", property: .opacity, easing: .step,
            keyframes: Self.keyframes([(0, 0), (0.5, 1), (1, 0.5)]))
        expectEqual(track.value(forInput: x), expected)
    }

    /// a cubic-bezier track scales the eased share to the values
    func testBezierValues() {
        // Compose's small title alpha 0 → 1 through CubicBezier(0.8, 0, 0.8, 0.15); at t = 0.5 the
        // curve is 0.045670218066148843017 (see TrackEasingTests).
        let track = ContentTrack(
            layer: "title", property: .opacity, easing: .cubicBezier(x1: 0.8, y1: 0, x2: 0.8, y2: 0.15),
            keyframes: Self.keyframes([(0.5, 0), (1, 1)]))
        expect(abs(track.value(forInput: 0.75) - 0.045670218066148843017) < 1e-7)
    }

    /// identity values of docs/tracks.md
    func testIdentity() {
        for (property, expected) in [
            (TrackProperty.opacity, 1.0), (.scale, 1.0), (.translateX, 0.0), (.translateY, 0.0), (.blur, 0.0),
        ] {
            TestRow.$current.withValue(String(describing: (property, expected))) { self.identity(property: property, expected: expected) }
        }
    }

    func identity(property: TrackProperty, expected: Double) {
        expectEqual(property.identityValue, expected)
        let preset = HeaderPreset(name: "p", tracks: [Self.titleScale])
        expectEqual(preset.layers(at: 100).value(of: property, layer: "background"), expected)
        expectEqual(preset.layers(at: 100)["background"][property], expected)
    }

    // minHeight 100, maxHeight 300: E = 200, so y = 50 is progress 0.25; y = -40 pulls 40 points.
    static let preset = HeaderPreset(
        name: "p", minHeight: 100, maxHeight: 300,
        tracks: [
            titleScale,
            ContentTrack(layer: "background", property: .scale, input: .pull, keyframes: keyframes([(0, 1), (100, 1.2)])),
            ContentTrack(layer: "background", property: .opacity, keyframes: keyframes([(0.5, 1), (1, 0)])),
        ])

    /// a frame's layers: progress-keyed tracks read its progress, pull-keyed ones max(0, -y)
    func testLayersInFrames() {
        for (y, title, backgroundScale, backgroundOpacity) in [
            // (y, title.scale = 1.5 - 0.5 p, background.scale = 1 + 0.002 pull, background.opacity)
            (-40.0, 1.5, 1.08, 1.0),
            (0.0, 1.5, 1.0, 1.0),
            (50.0, 1.375, 1.0, 1.0),
            (150.0, 1.125, 1.0, 0.5),
            (400.0, 1.0, 1.0, 0.0),
        ] {
            TestRow.$current.withValue(String(describing: (y, title, backgroundScale, backgroundOpacity))) {
                self.layersInFrames(y: y, title: title, backgroundScale: backgroundScale, backgroundOpacity: backgroundOpacity)
            }
        }
    }

    func layersInFrames(y: Double, title: Double, backgroundScale: Double, backgroundOpacity: Double) {
        let layers = Self.preset.layers(in: Self.preset.frame(at: y))
        expect(abs(layers["title"].scale - title) < 1e-12)
        expect(abs(layers.value(of: .scale, layer: "background") - backgroundScale) < 1e-12)
        expect(abs(layers["background"].opacity - backgroundOpacity) < 1e-12)
        expectEqual(layers["title"].opacity, 1)
        expectEqual(layers.values.map(\.name), ["background.opacity", "background.scale", "title.scale"])
        expectEqual(layers.layers, ["background", "title"])
    }

    /// tracks are ordered by layer, then property, in byte order
    func testCanonicalOrder() {
        let tracks = [("title", TrackProperty.scale), ("Z", .blur), ("title", .opacity), ("avatar", .translateY), ("avatar", .translateX)]
            .map { ContentTrack(layer: $0.0, property: $0.1, keyframes: Self.keyframes([(0, 1)])) }
        let ordered = ContentTrack.canonicallyOrdered(tracks).map { "\($0.layer).\($0.property.rawValue)" }
        expectEqual(ordered, ["Z.blur", "avatar.translateX", "avatar.translateY", "title.opacity", "title.scale"])
    }
}
