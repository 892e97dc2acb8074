import Foundation
import HeaderGeometry
import TestKit
import Testing

@testable import PresetPreview

/// The page as text: self-contained, every placeholder filled, the hooks of docs/preview.md present, and
/// preset text that cannot break out of its element.
struct PreviewPageTests {
    static let utah = HeaderPreset(
        name: "sticky-utah", summary: "Pinned", minHeight: 120, maxHeight: 300,
        collapse: .shrink, damping: 0.5, shadow: HeaderShadow(threshold: 140, radius: 8))
    static let hostile = HeaderPreset(name: "x-1", summary: "</script><script>alert(1)</script> & \"quotes\" <!--")

    /// every placeholder is filled and the hooks name each preset once
    func testHooks() {
        let page = PreviewPage(presets: [Self.utah, Self.hostile]).html()
        expect(!page.contains("{{"))
        for name in ["sticky-utah", "x-1"] {
            expectEqual(page.components(separatedBy: #"data-stretchy-scroller="\#(name)""#).count, 2)
            expectEqual(page.components(separatedBy: #"data-stretchy-header="\#(name)""#).count, 2)
        }
        expectEqual(page.components(separatedBy: #"data-stretchy-layer="background""#).count, 3)
        expectEqual(page.components(separatedBy: #"data-stretchy-layer="title""#).count, 3)
        expect(page.contains("--phone-width: 390px; --phone-height: 844px"))
    }

    /// no request leaves the page: a CSP of default-src 'none' and nothing loaded by URL
    func testSelfContained() {
        let page = PreviewPage(presets: [Self.utah], size: PhoneSize(width: 375, height: 667)).html()
        expect(page.contains(#"<meta http-equiv="Content-Security-Policy" content="default-src 'none';"#))
        for needle in [" src=", " href=", "@import", "url(", "<link"] {
            expect(!page.contains(needle), "\(needle)")
        }
        expect(page.contains("--phone-width: 375px; --phone-height: 667px"))
    }

    /// a summary with markup stays text: five script elements (data, accessibility, motion, page, recorder), the JSON's < escaped
    func testHostileText() {
        let page = PreviewPage(presets: [Self.hostile]).html()
        expectEqual(page.components(separatedBy: "<script").count, 6)
        expectEqual(page.components(separatedBy: "</script>").count, 6)
        expect(page.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &lt;!--"))
        expect(page.contains(#"\u003c/script>\u003cscript>alert(1)\u003c/script> & \"quotes\" \u003c!--"#))
    }

    static let sizes: [(width: Int, height: Int, drawable: Bool)] = [
        (390, 844, true), (200, 300, true), (199, 844, false), (390, 299, false),
        (10_000, 10_000, true), (10_001, 844, false), (390, 10_001, false),
    ]

    /// sizes from 200 × 300 to 10000 × 10000 can be drawn
    func testSize() {
        for (width, height, drawable) in Self.sizes {
            TestRow.$current.withValue(String(describing: (width, height, drawable))) { self.size(width, height, drawable) }
        }
    }

    func size(_ width: Int, _ height: Int, _ drawable: Bool) {
        expectEqual((PhoneSize(width: width, height: height).problem == nil), drawable)
    }
}
