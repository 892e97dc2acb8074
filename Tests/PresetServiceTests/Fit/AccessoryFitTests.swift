import HeaderGeometry
import PresetService
import TestKit
import Testing

/// `stretchy fit` and the accessory strip (docs/traces.md#fit): from samples that carry
/// `accessoryTop`, the strip's offset `a` (where it rides with the content,
/// `accessoryTop = maxHeight + a - offset`) and its behavior (where it stays past the pin,
/// docs/screen.md#the-accessory); never its height.
struct AccessoryFitTests {
    /// The catalogue's presets with a strip, and their `a` as their documents write it.
    static let strips: [(String, Double)] = [("profile-pinned-tabs", 150), ("material3-top-app-bar-tabs", 0)]

    /// a catalogue preset's strip fits back: its offset, pinned, and its height not determined
    func testCatalogue() throws {
        for strip in Self.strips {
            for noise in [0.0, 0.3] {
                try TestRow.$current.withValue(String(describing: (strip, noise))) { try self.catalogue(strip: strip, noise: noise) }
            }
        }
    }

    func catalogue(strip: (name: String, offset: Double), noise: Double) throws {
        let preset = try require(BuiltInCatalogue.presets.first { $0.name == strip.name })
        let report = try PresetLibrary.fit(Recording.of(preset, noise: noise, strip: true))
        let accessory = try require(report.fit.accessory)
        expect(abs(accessory.offset - strip.offset) <= 0.5)
        expectEqual(accessory.behavior, .pinned)
        expect(report.fit.determines("accessory.offset") && report.fit.determines("accessory.behavior"))
        expect(report.fit.gaps.map(\.key).contains("accessory.height"))
        // Without a height the stored preset has no strip; the strip is measured all the same.
        expectEqual(report.fit.preset.accessory, nil)
        // The largest lists only what is off at all: nothing without noise, the ±0.3 of the
        // strip's top (and a of a few hundredths off at most) with it.
        let deviation = report.largest.first { $0.kind == .accessoryTop }
        expect(noise == 0 ? deviation == nil : abs(deviation?.difference ?? .infinity) <= 0.6)
        if noise == 0 { expectEqual(accessory.offset, strip.offset) }
    }

    /// with the height given the fitted preset carries the whole strip
    func testHeightGiven() throws {
        let preset = try require(BuiltInCatalogue.presets.first { $0.name == "profile-pinned-tabs" })
        let report = try PresetLibrary.fit(Recording.of(preset, strip: true), accessoryHeight: 48)
        expectEqual(report.fit.preset.accessory, HeaderAccessory(height: 48, offset: 150, behavior: .pinned))
        expect(!report.fit.gaps.map(\.key).contains("accessory.height"))
    }

    /// Big Mountain Studio's sticky header (300 → 120, half-speed pull, E = 180) with a strip
    /// 40 pt of content below it: natural = 300 + 40 - offset, P = 220. Pinned, it stays at
    /// max(height, natural); scrolling, at natural.
    static let sticky: Recording.Header = { y in
        if 300 - y < 120 { return (120, 0) }
        if y < 0 { return (300 - y * 0.5, 0) }
        return (300 - y, 0)
    }

    /// a strip that scrolls away is told apart from a pinned one
    func testScrollOrPinned() throws {
        for behavior in [AccessoryBehavior.pinned, .scroll] {
            for noise in [0.0, 0.3] {
                try TestRow.$current.withValue(String(describing: (behavior, noise))) { try self.scrollOrPinned(behavior: behavior, noise: noise) }
            }
        }
    }

    func scrollOrPinned(behavior: AccessoryBehavior, noise: Double) throws {
        let strip: Recording.Strip = { y in
            let natural = 340 - y
            return behavior == .pinned ? max(Self.sticky(y).height, natural) : natural
        }
        let report = try PresetLibrary.fit(Recording.of(Self.sticky, to: 400, noise: noise, strip: strip))
        let accessory = try require(report.fit.accessory)
        expect(abs(accessory.offset - 40) <= 0.5)
        expectEqual(accessory.behavior, behavior)
        expect(report.fit.determines("accessory.behavior"))
        expect(report.fits)
    }

    /// a trace that never scrolls past the pin does not determine the behavior
    ///
    /// Offsets up to 199.9, short of P = 220: natural stays above the header's bottom (120), where
    /// every behavior puts the strip alike.
    func testShortOfThePin() throws {
        let strip: Recording.Strip = { y in max(Self.sticky(y).height, 340 - y) }
        let report = try PresetLibrary.fit(Recording.of(Self.sticky, to: 200, strip: strip))
        expectEqual(report.fit.accessory?.offset, 40)
        expect(report.fit.determines("accessory.offset"))
        expectEqual(
            report.fit.gaps.first { $0.key == "accessory.behavior" }?.reason,
            "the trace never scrolls past where the strip meets the header, where the behaviors part")
    }

    /// a strip that hides and comes back on a reverse scroll is quickReturn
    ///
    /// A quick-return strip 48 pt tall on the same header: how much of it shows, r, starts at
    /// 48 and loses each step down and gains each step up (pulls count as 0), and its top is
    /// max(natural, visible - 48 + r). Down to 400 it hides under the header (at 120 - 48 = 72
    /// from offset 268 on, where natural falls below it), and back up it returns point for point
    /// until it meets the header's bottom again at 352: between natural and the header's bottom.
    func testQuickReturn() throws {
        var recording = Recording()
        var shown = 48.0, last = 0.0
        func record(_ offset: Double) {
            shown = min(max(shown - (max(offset, 0) - max(last, 0)), 0), 48)
            last = offset
            let top = max(340 - offset, Self.sticky(offset).height - 48 + shown)
            recording.strip = { _ in top }
            recording.record(Self.sticky, at: offset, phase: .drag)
        }
        var offset = -120.0
        while offset <= 400 {
            record(offset)
            offset += 1.3
        }
        offset -= 2.6
        while offset >= -120 {
            record(offset)
            offset -= 1.3
        }
        let report = try PresetLibrary.fit(recording.text)
        expectEqual(report.fit.accessory?.offset, 40)
        expectEqual(report.fit.accessory?.behavior, .quickReturn)
        expect(report.fit.determines("accessory.behavior"))
    }
}
