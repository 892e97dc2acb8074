import HeaderGeometry
import PresetExport
import PresetService
import TextChart
import ValueText

/// The preview page of docs/preview.md: one self-contained HTML file that shows each preset's header
/// moving in a phone-sized viewport, driven by the geometry core's maths ported to JavaScript.
///
/// Everything is inline (markup, style, scripts, the charts as SVG); the Content-Security-Policy
/// forbids every request, so the page works from `file://` and offline.
public struct PreviewPage: Sendable {
    /// The presets, side by side in this order.
    public var presets: [HeaderPreset]
    /// The phone's screen.
    public var size: PhoneSize
    /// Reduce Motion and the text size the page starts at.
    public var toggles: AccessibilityToggles

    /// Nothing loads from anywhere: scripts and styles are the page's own inline elements.
    public static let contentSecurityPolicy =
        "default-src 'none'; script-src 'unsafe-inline'; "
        + "style-src 'unsafe-inline'; img-src data:; font-src data:; connect-src 'none'; "
        + "base-uri 'none'; form-action 'none'"

    /// A page of `presets` on a phone of `size`, its toggles starting at `toggles`.
    public init(presets: [HeaderPreset], size: PhoneSize = .standard, toggles: AccessibilityToggles = AccessibilityToggles()) {
        self.presets = presets
        self.size = size
        self.toggles = toggles
    }

    /// The page's HTML.
    public func html() -> String {
        let phone = Template(TemplateText.phoneHtml)
        var phones = ""
        for preset in presets {
            let chart = PreviewChart(preset: preset)
            phones += phone.render([
                "NAME": HTMLEscaper.text(preset.name),
                "SUMMARY": HTMLEscaper.text(preset.summary),
                "CHART": chart.svg,
                "PLOT": chart.plot,
                "FACTS": facts(of: preset),
            ])
        }
        let data =
            "["
            + presets.map { JSEscaper.scriptJSON(PresetDocuments.object($0)) }
            .joined(separator: ",") + "]"
        return Template(TemplateText.previewHtml).render([
            "CSP": PreviewPage.contentSecurityPolicy,
            "TITLE": HTMLEscaper.text(presets.map(\.name).joined(separator: ", ")),
            "WIDTH": String(size.width),
            "HEIGHT": String(size.height),
            "SCREEN": size.statusBarStyle,
            "STYLE": TemplateText.previewCss,
            "PHONES": phones,
            "LAYOUT": presets.count > 1 ? "several" : "one",
            "TOGGLES": toggles.toolbarHTML(),
            "DATA": data,
            "A11Y": toggles.scriptJSON(for: presets),
            "MOTION_JS": TemplateText.motionJs,
            "PAGE_JS": TemplateText.pageJs,
            "RECORDER_JS": WebExporter.recorderScript,
        ])
    }

    /// The screen's rows (docs/screen.md), only for a preset with its keys: where the header sits
    /// against this phone's status bar, and the strip.
    private func screenFacts(of preset: HeaderPreset) -> [(String, String)] {
        var rows: [(String, String)] = []
        let inset = NumberText.shortest(size.safeAreaTop)
        switch preset.safeArea {
        case .below: break
        case .included: rows.append(("safe area", "included: under the \(inset) pt status bar"))
        case .added:
            let context = ScreenContext(safeAreaTop: size.safeAreaTop)
            rows.append(
                (
                    "safe area",
                    "added: \(NumberText.shortest(preset.expandedHeight(in: context))) → "
                        + "\(NumberText.shortest(preset.collapsedHeight(in: context))) under the \(inset) pt status bar"
                ))
        }
        if let accessory = preset.accessory {
            rows.append(
                (
                    "accessory",
                    "\(accessory.behavior.rawValue), \(NumberText.shortest(accessory.height)) tall, "
                        + "\(NumberText.shortest(accessory.offset)) below the header, pins at \(NumberText.shortest(preset.pinOffset))"
                ))
        }
        return rows
    }

    /// The preset's parameters as a definition list.
    private func facts(of preset: HeaderPreset) -> String {
        var rows: [(String, String)] = [
            ("height", "\(NumberText.shortest(preset.maxHeight)) → \(NumberText.shortest(preset.minHeight))"),
            ("collapse", preset.collapse.rawValue),
            ("damping", NumberText.shortest(preset.damping)),
        ]
        if let shadow = preset.shadow {
            rows.append(("shadow", "radius \(NumberText.shortest(shadow.radius)) below \(NumberText.shortest(shadow.threshold))"))
        }
        if preset.snap.mode != .disabled {
            let offsets = preset.snapOffsets.map { NumberText.shortest($0) }.joined(separator: ", ")
            let policy = preset.snap.policy == .direction ? ", by the release's direction" : ""
            rows.append(("snap", "\(preset.snap.mode.rawValue) at \(offsets)\(policy)"))
        }
        if let trigger = preset.pullTrigger {
            rows.append(("pull trigger", NumberText.shortest(trigger)))
        }
        rows += screenFacts(of: preset)
        rows.append(("initial offset", NumberText.shortest(preset.initialOffset)))
        let motion = preset.motion
        if motion != MotionParameters() {
            if motion.fling == .android {
                rows.append(("fling", "android (spline)"))
            } else {
                rows.append(("deceleration", motion.deceleration.name ?? NumberText.shortest(motion.deceleration.rate)))
            }
            rows.append(
                (
                    "spring",
                    "response \(NumberText.shortest(motion.spring.response)), "
                        + "damping ratio \(NumberText.shortest(motion.spring.dampingRatio))"
                ))
            if motion.parallax != 0 { rows.append(("parallax", NumberText.shortest(motion.parallax))) }
            if motion.quickReturn { rows.append(("quick return", "on")) }
        }
        if !preset.tracks.isEmpty {
            rows.append(("tracks", preset.tracks.map { "\($0.layer).\($0.property.rawValue)" }.joined(separator: ", ")))
        }
        return rows.map { "<dt>\(HTMLEscaper.text($0.0))</dt><dd>\(HTMLEscaper.text($0.1))</dd>" }.joined()
    }
}
