import HeaderGeometry

/// `--to web`: one HTML file, its CSS in a `<style>` element and the markup it styles
/// (docs/platforms.md), with the `data-stretchy-scroller`, `-header` and `-layer` hooks of the preview.
///
/// Per preset: a scroll container (an element) with the header in a zero-height sticky anchor.
/// `scroll` is `position: sticky` with `top: -E`; `shrink`, the shadow and the tracks are
/// scroll-driven animations (`animation-timeline: scroll()` over an `animation-range` of
/// offsets); snap positions are `scroll-snap` areas; the spring is given as a `linear()` easing.
/// Scripts are added only for what CSS cannot do (start part-way collapsed, quick return), and
/// the trace recorder (`window.stretchy.record` and `stopRecording`, docs/traces.md#recording-a-trace)
/// is always there. Layouts are `Templates/web.html` and `Templates/web-preset.css`.
public struct WebExporter: PresetExporter {
    private static let fileTemplate = Template(TemplateText.webHtml)
    private static let presetTemplate = Template(TemplateText.webPresetCss)

    /// The trace recorder, `Templates/recorder.js`: `window.stretchy.record(NAME)` and
    /// `window.stretchy.stopRecording(NAME)` measure a header as laid out, every animation frame,
    /// into the JSON Lines trace `stretchy verify` checks. The preview page carries it too.
    public static let recorderScript = TemplateText.recorderJs

    /// Rows of placeholder content under each header, enough to scroll any header away.
    static let rowCount = 40

    /// An exporter.
    public init() {}

    /// The HTML file for `presets` (sorted by name), side by side, a preset at a time: a first
    /// walk hashes the scripts (their hashes are in the `<head>`, the scripts at the end), then
    /// one walk each writes the note, the CSS, the markup and each script.
    public func export(_ presets: PresetWalk, options: ExportOptions, to emit: ([UInt8]) -> Void) throws {
        var count = 0
        var firstName = ""
        var hashes = Script.allCases.map { _ in SHA256() }
        var listed = Script.allCases.map { _ in false }
        for (index, script) in Script.allCases.enumerated() { hashes[index].update(Array(("\n" + script.head).utf8)) }
        try presets.forEach { preset in
            if count == 0 { firstName = preset.name }
            count += 1
            for (index, script) in Script.allCases.enumerated() {
                guard let item = script.item(for: preset) else { continue }
                hashes[index].update(Array(((listed[index] ? ", " : "") + item).utf8))
                listed[index] = true
            }
        }
        let scripts = Script.allCases.indices.filter { listed[$0] }
        var sources: [String] = []
        for index in scripts {
            hashes[index].update(Array(Script.allCases[index].tail.utf8))
            sources.append(SHA256.base64(hashes[index].finish()))
        }
        // The trace recorder comes last, on every page.
        sources.append(SHA256.base64(SHA256.digest(Array("\n\(Self.recorderScript)".utf8))))
        let note = FidelityNote(platform: "CSS", command: options.command, losses: Self.losses(for:))
        let title = count == 1 ? "\(firstName): Stretchy header" : "Stretchy headers"
        var out = SourceText(capacity: 1 << 17)
        try Self.fileTemplate.render(into: &out) { name, out in
            switch name {
            case "note": try note.write(presets, count: count, style: .html, to: &out) { $0.handOn(to: emit) }
            case "csp": out.append(Self.contentSecurityPolicy(hashes: sources))
            case "title": out.append(HTMLEscaper.text(title))
            case "presets":
                try presets.forEach { preset in
                    out.append(Self.presetTemplate.render(Self.values(for: preset)))
                    if let variant = AccessibilityExport.variant(of: preset) {
                        out.append(
                            AccessibilityExport.webReducedMotionCSS(
                                for: preset, variant: variant, rules: Self.presetTemplate.render(Self.values(for: variant))))
                    }
                    out.handOn(to: emit)
                }
            case "markup":
                try presets.forEach { preset in
                    out.append(Self.markup(for: preset))
                    out.handOn(to: emit)
                }
            case "script":
                for index in scripts {
                    let script = Script.allCases[index]
                    out.append("<script>\n")
                    out.append(script.head)
                    var first = true
                    try presets.forEach { preset in
                        guard let item = script.item(for: preset) else { return }
                        out.append((first ? "" : ", ") + item)
                        first = false
                        out.handOn(to: emit)
                    }
                    out.append(script.tail)
                    out.append("</script>\n\n")
                }
                out.append("<script>\n")
                out.append(Self.recorderScript)
                out.append("</script>\n\n")
            default: return false
            }
            return true
        }
        emit(out.bytes)
    }

    /// The page's Content-Security-Policy: nothing loads from anywhere, styles are the page's
    /// own, and the only scripts that run are the ones the exporter wrote (each by its SHA-256,
    /// given in base64 in `hashes`), so markup that reached the page by mistake (an `onerror=`
    /// attribute, a `<script>`) does not run (docs/platforms.md#the-web-exports-content-security-policy).
    static func contentSecurityPolicy(hashes: [String]) -> String {
        let sources = hashes.map { "'sha256-" + $0 + "'" }
        return "default-src 'none'; script-src " + (sources.isEmpty ? "'none'" : sources.joined(separator: " "))
            + "; style-src 'unsafe-inline'; img-src data:; font-src data:; base-uri 'none'; form-action 'none'"
    }

    /// The CSP for scripts given whole: the hash of each, as the page's `<script>` element holds
    /// it (after its opening newline).
    static func contentSecurityPolicy(scripts: [String]) -> String {
        contentSecurityPolicy(hashes: scripts.map { SHA256.base64(SHA256.digest(Array("\n\($0)".utf8))) })
    }

    /// What CSS in Chromium cannot express for `preset`, one line each.
    static func losses(for preset: HeaderPreset) -> [String] {
        let facts = PresetFacts(preset)
        var losses: [String] = []
        if !preset.motion.quickReturn {
            losses.append(
                "scroll-driven animations (CSS animation-timeline): Chrome, Edge and other Chromium browsers from 115, Safari from 26 and Firefox from 159 run them as designed; older browsers take the page's @supports fallback, where a script sets the collapse progress on each scroll event"
            )
        }
        if facts.stretches {
            losses.append(
                "the pull: CSS cannot observe one (Chromium stops scrollTop at 0), so the header never grows when pulled (damping \(CodeNumber.plain(preset.damping)) dropped) and the browser's own overscroll replaces the rubber band (constant \(CodeNumber.plain(preset.motion.rubberBandConstant)) over \(CodeNumber.plain(preset.motion.viewportHeight)) pt)"
            )
        }
        if let switchOffset = facts.shadowSwitchOffset, switchOffset >= 0 {
            losses.append(
                "the shadow switches on at most 1 px late: from offset \(CodeNumber.plain(switchOffset + 1)) px instead of just past \(CodeNumber.plain(switchOffset)) px (Chromium collapses shorter animation ranges)"
            )
        }
        losses += TrackExport.webLosses(for: preset)
        switch preset.snap.mode {
        case .disabled: break
        case .immediately:
            losses.append(
                "snap mode immediately becomes CSS's nearest snap: scroll-snap snaps from where the browser's fling would end, not from where the finger lifts"
            )
        case .afterFinishAccelerating:
            losses.append(
                "snap mode afterFinishAccelerating becomes CSS's nearest snap: CSS cannot tell a slow release (under 200 pt/s, snapped from where the finger lifts) from a fast one, so every release snaps from where the browser's fling would end"
            )
        }
        if preset.snap.mode != .disabled {
            losses.append(
                "the snap spring (\(facts.springDescription)): scroll-snap moves with the browser's own curve; the spring is kept as --stretchy-snap-easing and --stretchy-snap-duration for your own transitions"
            )
            if facts.snapPositions.count > 1 {
                losses.append(
                    "a release exactly halfway between two snap positions goes where the browser chooses, not always to the more collapsed one")
            }
        }
        if preset.snap.mode != .disabled, preset.snap.policy == .direction {
            losses.append(
                "snap.policy direction: scroll-snap picks the snap position nearest where the browser's fling ends, not the one the release was moving toward"
            )
        }
        if preset.motion.fling == .android {
            losses.append("motion.fling android: the browser flings with its own deceleration, not Android's spline")
        } else {
            losses.append("deceleration \(facts.decelerationDescription): the browser flings with its own deceleration")
        }
        if let trigger = preset.pullTrigger {
            losses.append(
                "pullTrigger \(CodeNumber.plain(trigger)): CSS cannot observe a pull (Chromium stops scrollTop at 0), so nothing fires; the value is kept as --stretchy-pull-trigger on the scroller for your own pull-to-refresh"
            )
        }
        if let dynamicType = preset.dynamicType {
            losses.append(
                AccessibilityExport.dynamicTypeNote(
                    dynamicType, setting: "the root font size (getComputedStyle(document.documentElement).fontSize / 16)",
                    kept: "the snap positions, the shadow's switch and the tracks' collapse range"))
        }
        if let note = AccessibilityExport.webReducedMotionNote(for: preset) { losses.append(note) }
        return losses + screenLosses(for: preset)
    }

    /// What the page cannot do of docs/screen.md for `preset`, one line each.
    static func screenLosses(for preset: HeaderPreset) -> [String] {
        var losses: [String] = []
        if preset.safeArea == .included {
            losses.append(
                "safeArea included: the heights hold a status bar's inset, as written, but a browser tab draws no status bar over the page")
        }
        if preset.safeArea == .added {
            losses.append(
                "safeArea added: a browser tab draws no status bar over the page, so the heights are as written (\(CodeNumber.plain(preset.maxHeight)) to \(CodeNumber.plain(preset.minHeight)) px); add env(safe-area-inset-top) to them in an installed web app"
            )
        }
        guard let accessory = preset.accessory else { return losses }
        switch accessory.behavior {
        case .pinned:
            if preset.motion.quickReturn {
                losses.append(
                    "the accessory pins at minHeight (position: sticky), under a quick-return header that has come back instead of below it")
            }
        case .scroll: break
        case .quickReturn:
            losses.append("accessory.behavior quickReturn: the strip scrolls away with the content and does not come back on a reverse scroll")
        }
        losses.append(
            "pages: the tabs switch by the page rule (the offset each page shows at), but every page shows the same rows, and they are not padded to minimumPageHeight"
        )
        return losses
    }

    /// The accessory's rules (docs/screen.md#the-accessory): the content above it (the expanded
    /// header and `accessory.offset`), the strip, sticky at minHeight when pinned.
    static func accessoryRules(for preset: HeaderPreset, scroller: String) -> String {
        guard let accessory = preset.accessory else { return "" }
        let sticky = accessory.behavior == .pinned ? " position: sticky; top: \(CodeNumber.pixels(preset.minHeight));" : ""
        return "\(scroller) .stretchy-accessory-offset { height: \(CodeNumber.pixels(preset.maxHeight + accessory.offset)); }\n"
            + "\(scroller) [data-stretchy-accessory] {\(sticky) height: \(CodeNumber.pixels(accessory.height)); display: flex; background: #fff; border-bottom: 1px solid #e3e3e8; }\n"
            + "\(scroller) [data-stretchy-tab] { flex: 1; border: 0; border-bottom: 3px solid transparent; background: none; font: inherit; }\n"
            + "\(scroller) [data-stretchy-tab][aria-selected=\"true\"] { border-bottom-color: #1d2b44; font-weight: 600; }\n"
            + "\(scroller) .stretchy-body { margin-top: 0; }\n"
    }

    static func values(for preset: HeaderPreset) -> [String: String] {
        let facts = PresetFacts(preset)
        let range = facts.collapseRange
        let scroller = "[data-stretchy-scroller=\(CSSEscaper.string(preset.name))]"
        let identifier = "stretchy-" + CSSEscaper.identifier(preset.name)
        let easing = SpringEasing(spring: preset.motion.spring)
        let driver: ScrollAnimation.Driver = preset.motion.quickReturn ? .progress : .scroll
        var headerAnimations: [ScrollAnimation] = []
        var headerShadow = ""
        if preset.collapse == .shrink, range > 0 {
            headerAnimations.append(
                ScrollAnimation(
                    name: identifier + "-height", start: 0, end: range, timing: "linear",
                    keyframes:
                        "  from { height: \(CodeNumber.pixels(preset.maxHeight)); }\n  to { height: \(CodeNumber.pixels(preset.minHeight)); }\n"))
        }
        if driver == .progress, preset.collapse == .scroll, range > 0 {
            // The header moves up inside a pin at top 0, since how far depends on the history.
            headerAnimations.append(
                ScrollAnimation(
                    name: identifier + "-top", start: 0, end: range, timing: "linear",
                    keyframes: "  from { top: 0px; }\n  to { top: \(CodeNumber.pixels(-range)); }\n"))
        }
        var fallbackAnimations = headerAnimations
        if let switchOffset = facts.shadowSwitchOffset, let shadow = preset.shadow {
            let boxShadow = "0 0 \(CodeNumber.pixels(shadow.radius)) rgba(0, 0, 0, 0.33)"
            // On once the collapse passes maxHeight - threshold (by a hundredth of a pixel, so not
            // at the switch itself), as a share of a collapse a script plays.
            let share = (switchOffset + 0.01) / range * 100
            let byProgress = ScrollAnimation(
                name: identifier + "-shadow" + (driver == .progress ? "" : "-by-progress"), start: 0, end: range, timing: "linear",
                keyframes:
                    "  0% { box-shadow: 0 0 0 rgba(0, 0, 0, 0); animation-timing-function: steps(1, jump-end); }\n  \(CodeNumber.rounded(share, places: 4))%, 100% { box-shadow: \(boxShadow); }\n"
            )
            if switchOffset < 0 {
                headerShadow += "\n  box-shadow: \(boxShadow);"
            } else if driver == .progress {
                headerAnimations.append(byProgress)
            } else {
                // On once visible < threshold, i.e. y > maxHeight - threshold: a step at the end of
                // a 1 px range from there (Chromium collapses shorter ranges), so off at the
                // switch offset itself and on a pixel past it.
                headerAnimations.append(
                    ScrollAnimation(
                        name: identifier + "-shadow", start: switchOffset, end: switchOffset + 1,
                        timing: "steps(1, jump-end)",
                        keyframes: "  from { box-shadow: 0 0 0 rgba(0, 0, 0, 0); }\n  to { box-shadow: \(boxShadow); }\n"))
                fallbackAnimations.append(byProgress)
            }
        }
        var keyframes = headerAnimations
        if driver == .scroll { keyframes += fallbackAnimations.filter { animation in !keyframes.contains { $0.name == animation.name } } }
        var rules = keyframes.map(\.rule).joined()
        rules += snapRules(for: preset, scroller: scroller)
        var elements = [
            ScrollAnimation.Element(
                selector: "\(scroller) [data-stretchy-header]", animations: headerAnimations,
                fallback: fallbackAnimations)
        ]
        if let parallax = parallaxAnimation(for: preset, identifier: identifier) {
            rules += parallax.rule
            elements.append(ScrollAnimation.Element(selector: "\(scroller) [data-stretchy-layer=\"background\"]", animations: [parallax]))
        }
        let tracks = TrackExport.webAnimations(for: preset, scroller: scroller, identifier: identifier)
        rules += tracks.flatMap(\.animations).map(\.rule).joined()
        elements += tracks
        rules += ScrollAnimation.rules(elements, driver: driver)
        rules += accessoryRules(for: preset, scroller: scroller)

        var description =
            "\(preset.collapse == .shrink ? "shrinks" : "scrolls") from \(CodeNumber.plain(preset.maxHeight)) to \(CodeNumber.plain(preset.minHeight)) px"
        if let shadow = preset.shadow {
            description += ", shadow \(CodeNumber.plain(shadow.radius)) px under \(CodeNumber.plain(shadow.threshold)) px"
        }
        if !facts.snapPositions.isEmpty { description += ", snaps to \(PresetFacts.list(facts.snapPositions))" }
        return [
            "name": CSSEscaper.comment(preset.name),
            "description": CSSEscaper.comment(description),
            // The summary as its own lines, as the other exports' doc comments carry it.
            "summary": preset.summary.isEmpty ? "" : "\n" + CommentText.lines(preset.summary, prefix: "   ", escape: CSSEscaper.comment),
            "scroller": scroller,
            "easing": easing.cssLinear,
            "easingDuration": String(Int((easing.duration * 1000).rounded())),
            "pullTrigger": preset.pullTrigger.map { "\n  --stretchy-pull-trigger: \(CodeNumber.pixels($0));" } ?? "",
            "snapType": facts.snapPositions.isEmpty ? "" : "\n  scroll-snap-type: y mandatory;",
            "pinTop": preset.collapse == .scroll && driver == .scroll ? CodeNumber.pixels(-range) : "0px",
            "maxHeight": CodeNumber.pixels(preset.maxHeight),
            "headerShadow": headerShadow,
            "rules": rules,
        ]
    }

    /// Each snap position is a 1 px snap area at its offset. CSS's mandatory snapping would pull
    /// every scroll onto one, so the offsets outside the first and last position (where
    /// docs/concepts.md#snapping does not snap) are covered by snap areas taller than the scroller, inside which the
    /// scroll rests anywhere.
    static func snapRules(for preset: HeaderPreset, scroller: String) -> String {
        let positions = PresetFacts(preset).snapPositions
        guard let first = positions.first, let last = positions.last else { return "" }
        let range = PresetFacts(preset).collapseRange
        var rules = ""
        for position in positions {
            rules += "\(scroller) [data-stretchy-snap=\"\(CodeNumber.plain(position))\"] { top: \(CodeNumber.pixels(position * range)); }\n"
        }
        rules += "\(scroller) .stretchy-free[data-stretchy-free=\"after\"] { top: \(CodeNumber.pixels(last * range)); bottom: 0; }\n"
        if first > 0 {
            rules +=
                "\(scroller) .stretchy-free[data-stretchy-free=\"before\"] { top: 0; height: calc(\(CodeNumber.pixels(first * range)) + 100vh); }\n"
        }
        return rules
    }

    /// The background's parallax: its top drifts by `∓ parallax × c` over the collapse.
    static func parallaxAnimation(for preset: HeaderPreset, identifier: String) -> ScrollAnimation? {
        let range = PresetFacts(preset).collapseRange
        let parallax = preset.motion.parallax
        guard parallax > 0, range > 0 else { return nil }
        let end = (preset.collapse == .shrink ? -1 : 1) * parallax * range
        return ScrollAnimation(
            name: identifier + "-parallax", start: 0, end: range, timing: "linear",
            keyframes: "  from { --stretchy-parallax: 0px; }\n  to { --stretchy-parallax: \(CodeNumber.pixels(end)); }\n")
    }

    /// The layers in the markup: background and title, and every other layer a track names.
    static func layers(for preset: HeaderPreset) -> [String] {
        var layers = ["background", "title"]
        for layer in TrackExport.layers(of: preset) where !layers.contains(layer) {
            layers.append(layer)
        }
        return layers
    }

    static func markup(for preset: HeaderPreset) -> String {
        let name = HTMLEscaper.attribute(preset.name)
        let positions = PresetFacts(preset).snapPositions
        var html = "<div class=\"stretchy-scroller\" data-stretchy-scroller=\"\(name)\">\n  <div class=\"stretchy-content\">\n"
        for position in positions {
            html += "    <div class=\"stretchy-snap\" data-stretchy-snap=\"\(CodeNumber.plain(position))\"></div>\n"
        }
        if let first = positions.first {
            if first > 0 { html += "    <div class=\"stretchy-free\" data-stretchy-free=\"before\"></div>\n" }
            html += "    <div class=\"stretchy-free\" data-stretchy-free=\"after\"></div>\n"
        }
        html += "    <div class=\"stretchy-pin\">\n      <header class=\"stretchy-header\" data-stretchy-header=\"\(name)\">\n"
        for layer in layers(for: preset) {
            let content = layer == "title" ? "<span>\(name)</span>" : ""
            html += "        <div data-stretchy-layer=\"\(HTMLEscaper.attribute(layer))\">\(content)</div>\n"
        }
        html += "      </header>\n    </div>\n"
        if preset.accessory != nil {
            html += "    <div class=\"stretchy-accessory-offset\"></div>\n"
            html += "    <nav class=\"stretchy-accessory\" data-stretchy-accessory=\"\(name)\" role=\"tablist\">\n"
            for (index, tab) in ["Posts", "Replies", "Media"].enumerated() {
                html +=
                    "      <button type=\"button\" role=\"tab\" data-stretchy-tab=\"\(index)\" aria-selected=\"\(index == 0)\">\(tab)</button>\n"
            }
            html += "    </nav>\n"
        }
        html += "    <ol class=\"stretchy-body\">\n"
        for row in 1...rowCount {
            html += "      <li>Row \(row)</li>\n"
        }
        html += "    </ol>\n  </div>\n</div>\n"
        return html
    }

    /// The scripts for what CSS cannot do, in the order the page holds them; each is written
    /// only when a preset needs it, as its ``head``, the presets' ``item(for:)``s separated by
    /// `, `, and its ``tail``.
    enum Script: CaseIterable {
        /// Start a scroller part-way collapsed.
        case start
        /// A quick-return header, whose collapse depends on the scroll's history. It keeps how
        /// much of the collapse range shows, `s` in `0...E`: a scroll by `Δ` (pulls counting as
        /// 0) makes it `min(max(s - Δ, 0), E)`, and the header's `--stretchy-progress` is
        /// `(E - s) / E`.
        case quickReturn
        /// Where the browser runs no scroll-driven animations, the header's animations are
        /// played by `--stretchy-progress` instead (``ScrollAnimation/rules(_:driver:)``): this
        /// sets it from the offset, `min(y / E, 1)`.
        case fallback
        /// The accessory's tabs: each page keeps its offset, and the page switched to shows at
        /// `y` while `y < P`, else at the larger of its saved offset and `P` (docs/screen.md#pages).
        case pages
        /// A `dynamicType` header grows with the root font size (docs/accessibility.md#in-the-exports).
        case textSize
        /// A layer at opacity 0 is `aria-hidden` (docs/accessibility.md#in-the-exports).
        case hidden

        /// The preset's item, or for a preset with `reducedMotion` whose variant's differs, both,
        /// the variant's picked while `prefers-reduced-motion` matches as the page loads
        /// (docs/accessibility.md#in-the-exports).
        func item(for preset: HeaderPreset) -> String? {
            let base = plainItem(for: preset)
            guard let variant = AccessibilityExport.variant(of: preset) else { return base }
            let reduced = plainItem(for: variant)
            guard reduced != base else { return base }
            return "...(matchMedia(\"(prefers-reduced-motion: reduce)\").matches ? [\(reduced ?? "")] : [\(base ?? "")])"
        }

        /// `[name, offset]` for a preset that starts part-way collapsed; `[name, E]` for a
        /// quick-return one, or for any other with the fallback; `nil` for a preset the script
        /// does nothing for.
        func plainItem(for preset: HeaderPreset) -> String? {
            let range = PresetFacts(preset).collapseRange
            switch self {
            case .start:
                let start = preset.snap.initialPosition * range
                return start > 0 ? "[\(JSEscaper.stringLiteral(preset.name)), \(CodeNumber.plain(start))]" : nil
            case .quickReturn:
                return preset.motion.quickReturn ? "[\(JSEscaper.stringLiteral(preset.name)), \(CodeNumber.plain(range))]" : nil
            case .fallback:
                return preset.motion.quickReturn ? nil : "[\(JSEscaper.stringLiteral(preset.name)), \(CodeNumber.plain(range))]"
            case .pages:
                return preset.accessory == nil ? nil : "[\(JSEscaper.stringLiteral(preset.name)), \(CodeNumber.plain(preset.pinOffset))]"
            case .textSize: return AccessibilityExport.webTextSizeItem(for: preset)
            case .hidden: return AccessibilityExport.webHiddenItem(for: preset)
            }
        }

        /// The script up to its list of presets.
        var head: String {
            switch self {
            case .start:
                return """
                    // CSS cannot start a scroller part-way: scroll each to its preset's initial snap position.
                    for (const [name, offset] of [
                    """
            case .quickReturn:
                return """
                    // Quick return: the header comes back on any scroll toward the top, wherever the content
                    // is. CSS follows the offset alone, so this keeps how much of the collapse range shows.
                    for (const [name, range] of [
                    """
            case .fallback:
                return """
                    // Without scroll-driven animations (CSS animation-timeline), the header's animations are
                    // paused and show the collapse progress this sets from the offset.
                    if (!CSS.supports("animation-timeline", "scroll()")) for (const [name, range] of [
                    """
            case .pages:
                return """
                    // The accessory's tabs: each page keeps its own offset; the page switched to shows where the
                    // current one is while the header is not pinned (y < P), else at max(saved, P).
                    for (const [name, pin] of [
                    """
            case .textSize: return AccessibilityExport.webTextSizeHead
            case .hidden: return AccessibilityExport.webHiddenHead
            }
        }

        /// The script after its list of presets.
        var tail: String {
            switch self {
            case .start:
                return """
                    ]) {
                      const scroller = document.querySelector(`[data-stretchy-scroller="${CSS.escape(name)}"]`);
                      if (scroller) scroller.scrollTop = offset;
                    }

                    """
            case .quickReturn:
                return """
                    ]) {
                      const scroller = document.querySelector(`[data-stretchy-scroller="${CSS.escape(name)}"]`);
                      const header = scroller && scroller.querySelector(`[data-stretchy-header="${CSS.escape(name)}"]`);
                      if (!header) continue;
                      let offset = Math.max(scroller.scrollTop, 0);
                      let shown = range - Math.min(offset, range);
                      const update = () => {
                        const y = Math.max(scroller.scrollTop, 0);
                        shown = Math.min(Math.max(shown - (y - offset), 0), range);
                        offset = y;
                        const progress = range > 0 ? (range - shown) / range : (y > 0 ? 1 : 0);
                        header.style.setProperty("--stretchy-progress", String(progress));
                      };
                      scroller.addEventListener("scroll", update, {passive: true});
                      update();
                    }

                    """
            case .fallback:
                return """
                    ]) {
                      const scroller = document.querySelector(`[data-stretchy-scroller="${CSS.escape(name)}"]`);
                      const header = scroller && scroller.querySelector(`[data-stretchy-header="${CSS.escape(name)}"]`);
                      if (!header) continue;
                      const update = () => {
                        const y = Math.max(scroller.scrollTop, 0);
                        header.style.setProperty("--stretchy-progress", String(range > 0 ? Math.min(y / range, 1) : (y > 0 ? 1 : 0)));
                      };
                      scroller.addEventListener("scroll", update, {passive: true});
                      update();
                    }

                    """
            case .pages:
                return """
                    ]) {
                      const scroller = document.querySelector(`[data-stretchy-scroller="${CSS.escape(name)}"]`);
                      const tabs = scroller ? [...scroller.querySelectorAll("[data-stretchy-tab]")] : [];
                      const saved = tabs.map(() => 0);
                      let page = 0;
                      tabs.forEach((tab, index) => tab.addEventListener("click", () => {
                        if (index === page) return;
                        const y = Math.max(scroller.scrollTop, 0);
                        saved[page] = y;
                        page = index;
                        tabs.forEach((other, i) => other.setAttribute("aria-selected", String(i === index)));
                        scroller.scrollTop = y < pin ? y : Math.max(saved[index], pin);
                      }));
                    }

                    """
            case .textSize: return AccessibilityExport.webTextSizeTail
            case .hidden: return AccessibilityExport.webHiddenTail
            }
        }
    }
}
