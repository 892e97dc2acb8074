import HeaderGeometry
import PresetService
import TestKit
import Testing

/// `stretchy lint`'s rules (docs/accessibility.md#lint): each with a preset built to break it and
/// one just on the right side of its threshold. Expected numbers are worked out by hand from the
/// rule's formula in the comment above each test.
struct PresetLintTests {
    /// A screen 800 pt tall (`V`), with a safe-area top of `top` (`s`).
    static func screen(top: Double = 0) -> ScreenContext { ScreenContext(safeAreaTop: top, viewportHeight: 800) }

    static func findings(
        _ preset: HeaderPreset, _ rule: LintRule, top: Double = 0, content: Double? = nil, size: TextSize = .large
    ) -> [LintFinding] {
        PresetLint.findings(for: preset, in: LintContext(screen: screen(top: top), contentHeight: content, textSize: size))
            .filter { $0.rule == rule }
    }

    // h 100, no accessory, V 800: the page needs V − h' − t = 800 − 100 − 0 = 700 pt.
    //   C 699: 1 pt short; raising minHeight by 1 (to 101) makes 699 enough. C 700: enough.
    /// short-content: the page is shorter than V − h' − t
    func testShortContent() {
        let preset = HeaderPreset(name: "p", minHeight: 100, maxHeight: 300)
        let found = Self.findings(preset, .shortContent, content: 699)
        expectEqual(found.map(\.message), ["699 pt of content is 1 pt short of the 700 pt (V − h' − t) the header needs to collapse fully"])
        expectEqual(found.map(\.fix), ["pad the page to 700 pt of content, or raise minHeight to 101"])
        expectEqual(found.map(\.severity), [.warning])
        expect(Self.findings(preset, .shortContent, content: 700).isEmpty)
        expect(Self.findings(preset, .shortContent).isEmpty)
    }

    // H 300, h 100, E 200, positions 0, 0.5, 1 → offsets 0, 100, 200. Largest offset
    // H' + a + t + C − V = 300 + 0 + 0 + C − 800 = C − 500.
    //   C 699: largest 199 < 200, position 1 unreachable; 199 / 200 = 0.995 is; 700 pt needed.
    //   C 700: largest 200, every position reachable.
    /// unreachable-snap: a snap offset beyond H' + a + t + C − V is an error
    func testUnreachableSnap() {
        var preset = HeaderPreset(name: "p", minHeight: 100, maxHeight: 300)
        preset.snap = SnapBehavior(mode: .immediately, positions: [0, 0.5, 1])
        let found = Self.findings(preset, .unreachableSnap, content: 699)
        expectEqual(
            found.map(\.message),
            [
                "snap position 1 is at offset 200 pt, beyond the largest offset 199 pt (H' + a + t + C − V) with 699 pt of content"
            ])
        expectEqual(found.map(\.fix), ["give the page at least 700 pt of content, or move the position to 0.995 or less"])
        expectEqual(found.map(\.severity), [.error])
        expect(Self.findings(preset, .unreachableSnap, content: 700).isEmpty)
        preset.snap.mode = .disabled
        expect(Self.findings(preset, .unreachableSnap, content: 0).isEmpty)
    }

    // An accessory counts: a 48 pt strip 120 pt down adds a + t = 168 to the largest offset, so
    // C 531 reaches 300 + 168 + 531 − 800 = 199 < 200, and C 532 reaches 200.
    /// unreachable-snap counts the accessory's offset and height
    func testUnreachableSnapWithAccessory() {
        var preset = HeaderPreset(name: "p", minHeight: 100, maxHeight: 300, accessory: HeaderAccessory(height: 48, offset: 120))
        preset.snap = SnapBehavior(mode: .immediately)
        expectEqual(Self.findings(preset, .unreachableSnap, content: 531).count, 1)
        expect(Self.findings(preset, .unreachableSnap, content: 532).isEmpty)
    }

    // E 200: positions 0.035 and 0.04 are offsets 7 and 8 pt from 0; 8 is far enough.
    /// snaps-too-close: two snap offsets under 8 pt apart
    func testSnapsTooClose() {
        var preset = HeaderPreset(name: "p", minHeight: 100, maxHeight: 300)
        preset.snap = SnapBehavior(mode: .immediately, positions: [0, 0.035, 1])
        let found = Self.findings(preset, .snapsTooClose)
        expectEqual(found.map(\.message), ["snap positions 0 and 0.035 are 7 pt apart (offsets 0 and 7), under 8 pt"])
        expectEqual(found.map(\.fix), ["drop one of them, or move 0.035 to 0.04 or more"])
        preset.snap.positions = [0, 0.04, 1]
        expect(Self.findings(preset, .snapsTooClose).isEmpty)
    }

    // Below the status bar, the bar is h: 43 is under 44, 44 is not, 0 collapses away.
    // Included on a 59 pt status bar, the bar is h − s: 102 − 59 = 43; 44 + 59 = 103 fixes it, as
    // safeArea added does (the bar is then h = 102).
    /// tiny-bar: a collapsed bar above 0 and under 44 pt
    func testTinyBar() {
        let below = Self.findings(HeaderPreset(name: "p", minHeight: 43, maxHeight: 300), .tinyBar)
        expectEqual(below.map(\.message), ["the collapsed bar is 43 pt, under the 44 pt minimum hit target"])
        expectEqual(below.map(\.fix), ["raise minHeight to 44"])
        expect(Self.findings(HeaderPreset(name: "p", minHeight: 44, maxHeight: 300), .tinyBar).isEmpty)
        expect(Self.findings(HeaderPreset(name: "p", minHeight: 0, maxHeight: 300), .tinyBar).isEmpty)
        let included = Self.findings(HeaderPreset(name: "p", minHeight: 102, maxHeight: 300, safeArea: .included), .tinyBar, top: 59)
        expectEqual(included.map(\.message), ["the collapsed bar is 43 pt below the 59 pt status bar, under the 44 pt minimum hit target"])
        expectEqual(included.map(\.fix), ["raise minHeight to 103, or use safeArea added"])
        expect(Self.findings(HeaderPreset(name: "p", minHeight: 103, maxHeight: 300, safeArea: .included), .tinyBar, top: 59).isEmpty)
    }

    // Included, shrink, s 59: minHeight 58 hides under the status bar; 59 does not; a scrolling
    // header (collapse scroll) leaves the screen instead.
    /// under-status-bar: an included, shrinking header collapsing under the status bar
    func testUnderStatusBar() {
        let found = Self.findings(HeaderPreset(name: "p", minHeight: 58, maxHeight: 300, safeArea: .included), .underStatusBar, top: 59)
        expectEqual(found.map(\.message), ["the collapsed header is 58 pt from the screen's top, under the 59 pt status bar, so it hides there"])
        expectEqual(found.map(\.fix), ["raise minHeight to 103, or use safeArea added"])
        expect(Self.findings(HeaderPreset(name: "p", minHeight: 59, maxHeight: 300, safeArea: .included), .underStatusBar, top: 59).isEmpty)
        let scrolling = HeaderPreset(name: "p", minHeight: 58, maxHeight: 300, collapse: .scroll, safeArea: .included)
        expect(Self.findings(scrolling, .underStatusBar, top: 59).isEmpty)
        expect(Self.findings(HeaderPreset(name: "p", minHeight: 58, maxHeight: 300), .underStatusBar, top: 59).isEmpty)
    }

    /// A preset whose title, set in body, scales from 1 to `scale` as the header collapses.
    static func title(scale: Double) -> HeaderPreset {
        HeaderPreset(
            name: "p", minHeight: 100, maxHeight: 300,
            tracks: [ContentTrack(layer: "title", property: .scale, keyframes: [.init(at: 0, value: 1), .init(at: 1, value: scale)])],
            dynamicType: HeaderDynamicType(textStyle: .body, scaledHeight: 40))
    }

    // Body is 17 pt at large: × 0.6 = 10.2 < 11; × 0.65 = 11.05 is enough; 11 / 17 = 0.647059.
    // At xSmall body is 14 pt: × 0.65 = 9.1 < 11.
    /// text-too-small: the title's scale times its text size under 11 pt
    func testTextTooSmall() {
        let found = Self.findings(Self.title(scale: 0.6), .textTooSmall)
        expectEqual(found.map(\.message), ["the title's scale falls to 0.6 at progress 1: body 17 pt at large × 0.6 = 10.2 pt, under 11 pt"])
        expectEqual(found.map(\.fix), ["keep title.scale at 0.647059 or more, or set the title in a larger dynamicType.textStyle"])
        expect(Self.findings(Self.title(scale: 0.65), .textTooSmall).isEmpty)
        expectEqual(Self.findings(Self.title(scale: 0.65), .textTooSmall, size: .xSmall).map(\.message).first?.contains("= 9.1 pt"), true)
    }

    /// no-dynamic-type: a title with tracks and no dynamicType is an info
    func testNoDynamicType() {
        var preset = Self.title(scale: 0.8)
        expect(Self.findings(preset, .noDynamicType).isEmpty)
        preset.dynamicType = nil
        let found = Self.findings(preset, .noDynamicType)
        expectEqual(found.map(\.severity), [.info])
        expectEqual(found.first?.message.contains("(title.scale)"), true)
        preset.tracks[0].layer = "background"
        expect(Self.findings(preset, .noDynamicType).isEmpty)
    }

    /// A preset whose background parallaxes by `parallax` and whose title scales through
    /// `scales`, with a spring of `dampingRatio`; a fading title too, which is not motion.
    static func moving(parallax: Double = 0.5, scales: [Double] = [1.5, 1], dampingRatio: Double = 1) -> HeaderPreset {
        var preset = HeaderPreset(name: "p", minHeight: 100, maxHeight: 300)
        preset.motion.parallax = parallax
        preset.motion.spring.dampingRatio = dampingRatio
        let keyframes = scales.enumerated().map { TrackKeyframe(at: Double($0.offset), value: $0.element) }
        preset.tracks = [
            ContentTrack(layer: "title", property: .opacity, keyframes: [TrackKeyframe(at: 0, value: 1), TrackKeyframe(at: 1, value: 0)]),
            ContentTrack(layer: "title", property: .scale, keyframes: keyframes),
        ]
        return preset
    }

    /// `preset` with a `reducedMotion` that makes it `calmed`.
    static func reduced(_ preset: HeaderPreset, to calmed: (inout HeaderPreset) -> Void) -> HeaderPreset {
        var variant = preset
        calmed(&variant)
        var result = preset
        result.reducedMotion = ReducedMotion(from: preset, to: variant)
        return result
    }

    // Parallax 0.5 ≠ 0 and the title's scale 1.5 → 1 (not all equal) move; the fading title does
    // not count. Each fix holds it: parallax 0, the scale at 1. Just under: parallax 0, a scale
    // held at 1.2 throughout (1.2, 1.2), the spring's dampingRatio exactly 1.
    /// motion-without-reduced: parallax and a moving scale, and no reducedMotion
    func testMotionWithoutReduced() {
        let found = Self.findings(Self.moving(), .motionWithoutReduced)
        expectEqual(
            found.map(\.message),
            [
                "parallax 0.5 and the title's scale 1.5 → 1 move with Reduce Motion on, and the preset has no reducedMotion"
            ])
        expectEqual(found.map(\.fix), ["add reducedMotion: reducedMotion.motion.parallax=0 reducedMotion.tracks.title.scale=0:1"])
        expectEqual(found.map(\.severity), [.warning])
        expect(Self.findings(Self.moving(parallax: 0, scales: [1.2, 1.2], dampingRatio: 1), .motionWithoutReduced).isEmpty)
    }

    // dampingRatio 0.99 < 1 bounces; 1 is critically damped. A blur of 0 → 8 and a translateY of
    // 0 → −36 move; each fix holds the property at its resting value (blur 0, translate 0).
    /// motion-without-reduced: a spring under 1, a blur and a slide
    func testMotionWithoutReducedSpringAndTracks() {
        var preset = Self.moving(parallax: 0, scales: [1, 1], dampingRatio: 0.99)
        expectEqual(
            Self.findings(preset, .motionWithoutReduced).map(\.message),
            [
                "the spring's dampingRatio 0.99 (it bounces) moves with Reduce Motion on, and the preset has no reducedMotion"
            ])
        preset.motion.spring.dampingRatio = 1
        preset.tracks = [
            ContentTrack(layer: "background", property: .blur, keyframes: [TrackKeyframe(at: 0, value: 0), TrackKeyframe(at: 1, value: 8)]),
            ContentTrack(layer: "background", property: .translateY, keyframes: [TrackKeyframe(at: 0, value: 0), TrackKeyframe(at: 1, value: -36)]),
        ]
        let found = Self.findings(preset, .motionWithoutReduced)
        expectEqual(
            found.map(\.message),
            [
                "the background's blur 0 → 8 and the background's translateY 0 → -36 move with Reduce Motion on, and the preset has no reducedMotion"
            ])
        expectEqual(
            found.map(\.fix),
            [
                "add reducedMotion: reducedMotion.tracks.background.blur=0:0 reducedMotion.tracks.background.translateY=0:0"
            ])
    }

    // reducedMotion sets parallax 0 only: merged, the title's scale 1.5 → 1 still moves, an
    // error. Holding the scale too (at 1, or at 1.2 throughout) leaves nothing moving, and the
    // preset with a reducedMotion is no longer motion-without-reduced.
    /// reduced-still-moves: the merged preset still moves
    func testReducedStillMoves() {
        let half = Self.reduced(Self.moving()) { $0.motion.parallax = 0 }
        let found = Self.findings(half, .reducedStillMoves)
        expectEqual(found.map(\.message), ["with its reducedMotion merged, the title's scale 1.5 → 1 still moves with Reduce Motion on"])
        expectEqual(found.map(\.fix), ["set reducedMotion.tracks.title.scale=0:1"])
        expectEqual(found.map(\.severity), [.error])
        expect(Self.findings(half, .motionWithoutReduced).isEmpty)
        let calm = Self.reduced(Self.moving(dampingRatio: 0.7)) { preset in
            preset.motion.parallax = 0
            preset.motion.spring.dampingRatio = 1
            preset.tracks[1].keyframes = [TrackKeyframe(at: 0, value: 1.2), TrackKeyframe(at: 1, value: 1.2)]
        }
        expect(Self.findings(calm, .reducedStillMoves).isEmpty)
        expect(Self.findings(calm, .motionWithoutReduced).isEmpty)
        let bouncy = Self.reduced(Self.moving(parallax: 0, scales: [1, 1], dampingRatio: 0.7)) { $0.motion.spring.dampingRatio = 0.9 }
        expectEqual(
            Self.findings(bouncy, .reducedStillMoves).map(\.message),
            [
                "with its reducedMotion merged, the spring's dampingRatio 0.9 (it bounces) still moves with Reduce Motion on"
            ])
    }

    // V 800: a trigger at 800 is never reached, 799 is.
    /// unreachable-trigger: pullTrigger at or past the viewport
    func testUnreachableTrigger() {
        let found = Self.findings(HeaderPreset(name: "p", pullTrigger: 800), .unreachableTrigger)
        expectEqual(found.map(\.message), ["pullTrigger is 800 pt, but a pull never passes the 800 pt viewport, so it never fires"])
        expectEqual(found.map(\.fix), ["lower pullTrigger under 800 (Flutter's default is 100)"])
        expect(Self.findings(HeaderPreset(name: "p", pullTrigger: 799), .unreachableTrigger).isEmpty)
    }

    /// the severities are the table's
    func testSeverities() {
        let errors = LintRule.allCases.filter { $0.severity == .error }
        let infos = LintRule.allCases.filter { $0.severity == .info }
        expectEqual(errors, [.unreachableSnap, .reducedStillMoves])
        expectEqual(infos, [.noDynamicType])
    }
}
