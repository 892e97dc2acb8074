import HeaderGeometry
import PresetPreview
import TestKit
import Testing

/// The page's phone (docs/screen.md#in-the-preview-and-the-studio): the default phone's page keeps
/// its body line byte for byte; another device's status bar is the page's `--status-bar`; a
/// preset with the screen's keys lists them among its facts, worked out for the phone drawn.
struct PreviewScreenTests {
    static let profile = HeaderPreset(
        name: "profile", minHeight: 44, maxHeight: 130, collapse: .scroll, safeArea: .added,
        accessory: HeaderAccessory(height: 48, offset: 150))

    func testTheDefaultPhoneKeepsItsBodyLine() {
        let page = PreviewPage(presets: [HeaderPreset(name: "plain")]).html()
        expect(page.contains(#"<body style="--phone-width: 390px; --phone-height: 844px">"#))
        expect(!page.contains("px; --status-bar:"))
    }

    func testADevicesStatusBarIsThePagesOwn() {
        let size = PhoneSize(width: 393, height: 852, safeAreaTop: 59)
        let page = PreviewPage(presets: [Self.profile], size: size).html()
        expect(page.contains(#"<body style="--phone-width: 393px; --phone-height: 852px; --status-bar: 59px">"#))
        // H' = 130 + 59 and h' = 44 + 59; P = (130 - 44) + 150.
        expect(page.contains("<dt>safe area</dt><dd>added: 189 → 103 under the 59 pt status bar</dd>"))
        expect(page.contains("<dt>accessory</dt><dd>pinned, 48 tall, 150 below the header, pins at 236</dd>"))
    }

    func testPresetsWithoutTheKeysListNoScreenFacts() {
        let page = PreviewPage(presets: [HeaderPreset(name: "plain")]).html()
        expect(!page.contains("<dt>safe area</dt>"))
        expect(!page.contains("<dt>accessory</dt>"))
    }
}
