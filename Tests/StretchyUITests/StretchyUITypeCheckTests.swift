import Foundation
import TestKit
import TestSupport
import Testing

/// StretchyUI cannot be compiled against Apple's SDKs here; it is type-checked against the stubs
/// of Tests/AppleStubs (whose README says what that proves), as an app would use it.
struct StretchyUITypeCheckTests {
    /// Presets as `stretchy export --to swift` writes them (docs/swift.md), and a screen of each kind.
    static let app = """
        import HeaderGeometry
        import StretchyUI
        import SwiftUI
        import UIKit

        enum StretchyPresets {
            static let stickyUtah = HeaderPreset(
                name: "sticky-utah", minHeight: 120, maxHeight: 300, damping: 0.5,
                shadow: HeaderShadow(threshold: 140, radius: 8))
        }

        struct TrailsScreen: View {
            @State private var trace = HeaderTraceRecorder(preset: "sticky-utah")

            var body: some View {
                StretchyHeaderScrollView(preset: StretchyPresets.stickyUtah) { shown in
                    Color.clear.overlay { Color.black.stretchyLayer("title", in: shown) }
                } content: {
                    Color.clear.frame(height: 2000)
                }
                .onPullTrigger { reload() }
                .recordingTrace(into: $trace)
            }

            func reload() {}
        }

        struct ProfileScreen: View {
            @State private var tab = 0
            let profile = HeaderPreset(
                name: "profile", minHeight: 103, maxHeight: 200,
                accessory: HeaderAccessory(height: 48, offset: 120, behavior: .pinned))

            var body: some View {
                StretchyHeaderPager(preset: profile, selection: $tab) { shown in
                    Color.black.stretchyLayer("banner", in: shown)
                } intro: {
                    Text("bio")
                } accessory: { shown in
                    HStack { Button("Posts") { tab = 0 }; Button("Media") { tab = 1 } }
                } page: { index in
                    Text("page \\(index)")
                }
                .onPullTrigger {}
            }
        }

        final class TrailsViewController: UIScrollViewDelegate {
            let scrollView = UIScrollView(frame: .zero)
            let header = StretchyHeaderController(preset: StretchyPresets.stickyUtah, headerView: UIView(frame: .zero))

            func viewDidLoad() {
                header.install(in: scrollView)
                header.layerViews = ["title": UIView(frame: .zero)]
                header.onPullTrigger = { [weak self] in self?.reload() }
                header.traceRecorder = HeaderTraceRecorder(preset: "sticky-utah")
                header.introView = UIView(frame: .zero)
                header.accessoryView = UIView(frame: .zero)
                let otherPage = UIScrollView(frame: .zero)
                header.install(in: otherPage)
                header.switchPage(from: scrollView, to: otherPage)
            }
            func scrollViewDidScroll(_ scrollView: UIScrollView) { header.scrollViewDidScroll(scrollView) }
            func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { header.scrollViewWillBeginDragging(scrollView) }
            func scrollViewWillEndDragging(
                _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
            ) {
                header.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
            }
            func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { header.scrollViewDidEndDecelerating(scrollView) }
            func reload() {}
        }
        """

    /// StretchyUI's sources type-check against the stubs in Swift 6 with no warning
    func testTheLibraryTypeChecks() throws {
        if case .failure(let error) = AppleTypeCheck.modules { Issue.record("\(error)") }
    }

    /// an app's SwiftUI screen and UIKit controller type-check with exported presets
    func testAnAppTypeChecks() {
        let outcome = AppleTypeCheck.typeCheck(source: Self.app, named: "App.swift")
        expectEqual(outcome.status, 0, "\(outcome.diagnostics)")
    }

    /// a wrong label, a wrong type or a missing method fails the check, naming it
    func testMistakesFail() {
        for (original, broken, named) in [
            (
                "StretchyHeaderScrollView(preset: StretchyPresets.stickyUtah) { shown in",
                "StretchyHeaderScrollView(presets: StretchyPresets.stickyUtah) { shown in", "presets"
            ),
            (".onPullTrigger { reload() }", ".onPullTrigger(perform: 3)", "Int"),
            ("header.install(in: scrollView)", "header.attach(to: scrollView)", "attach"),
            ("header.switchPage(from: scrollView, to: otherPage)", "header.switchPage(to: otherPage)", "from"),
            ("} intro: {", "} bio: {", "bio"),
            ("stretchyLayer(\"title\", in: shown)", "stretchyLayer(1, in: shown)", "String"),
        ] {
            TestRow.$current.withValue(String(describing: (original, broken, named))) {
                self.mistakesFail(original: original, broken: broken, named: named)
            }
        }
    }

    func mistakesFail(original: String, broken: String, named: String) {
        expect(Self.app.contains(original))
        let outcome = AppleTypeCheck.typeCheck(source: Self.app.replacingOccurrences(of: original, with: broken), named: "App.swift")
        expect(outcome.status != 0)
        expect(outcome.diagnostics.contains("error:") && outcome.diagnostics.contains(named), "\(outcome.diagnostics)")
    }
}
