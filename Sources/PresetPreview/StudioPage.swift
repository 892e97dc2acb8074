import HeaderGeometry
import PresetExport
import PresetService
import TextChart
import ValueText

/// The studio's page (docs/studio.md): the preview page of docs/preview.md, with its hooks, plus
/// for each preset the controls of ``StudioControl`` made from the format's key table, a save
/// button, the preset's history and the `stretchy edit` command equivalent to the unsaved change.
///
/// The page is served by `stretchy studio` and talks to it (`connect-src 'self'`); its scripts
/// are inline and listed by their SHA-256 in the Content-Security-Policy, so no other script runs.
public struct StudioPage: Sendable {
    /// A preset on the page and the revision the page starts from.
    public struct Entry: Sendable {
        /// The preset as that revision holds it.
        public var preset: HeaderPreset
        /// The name's latest revision.
        public var revision: Int

        /// A preset at a revision.
        public init(preset: HeaderPreset, revision: Int) {
            self.preset = preset
            self.revision = revision
        }
    }

    /// The presets, side by side in this order.
    public var entries: [Entry]
    /// Every preset's name, for the page's picker.
    public var catalogue: [String]
    /// The phone's screen.
    public var size: PhoneSize
    /// What the page keeps unsaved edits under in the browser (localStorage): edits kept under
    /// any other key are never offered, and the page removes them.
    public var editsKey: String
    /// Reduce Motion and the text size the page starts at.
    public var toggles = AccessibilityToggles()

    /// A page of `entries` whose unsaved edits are kept under `editsKey`.
    public init(entries: [Entry], catalogue: [String], size: PhoneSize = .standard, editsKey: String) {
        self.entries = entries
        self.catalogue = catalogue
        self.size = size
        self.editsKey = editsKey
    }

    /// The scripts, in the order they run: the ported maths, the preview's page, the studio's
    /// editors on the chart and the curves, the studio.
    static let scripts: [String] = [
        TemplateText.motionJs, TemplateText.pageJs, TemplateText.studioEditorsJs,
        TemplateText.studioJs,
    ].map { "\n" + withoutCommentLines($0) }

    /// `script` without its lines that hold only a `//` comment: the studio's page is held to
    /// 250 KB (BENCHMARKS.md) and a quarter of its script is comments, which stay in Templates/
    /// for whoever reads the code. The scripts have no multi-line template literal, so such a line
    /// is never inside a string; a comment line holding `*/` is kept.
    static func withoutCommentLines(_ script: String) -> String {
        script.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let code = line.drop { $0 == " " }
            return !code.hasPrefix("//") || code.contains("*/")
        }.joined(separator: "\n")
    }

    /// The page's Content-Security-Policy, as the studio sends it in its header: only the page's
    /// own scripts run, requests go to the studio alone, nothing frames it.
    public static let contentSecurityPolicy: String = metaContentSecurityPolicy + "; frame-ancestors 'none'"

    /// The same policy in the page's `<meta>`, without `frame-ancestors`, which a browser honours
    /// only in the header (and reports as an error in the console when it finds it in a `<meta>`).
    static let metaContentSecurityPolicy: String = {
        "default-src 'none'; script-src " + scripts.map(ScriptHash.source(of:)).joined(separator: " ")
            + "; style-src 'unsafe-inline'; img-src data:; font-src data:; connect-src 'self'; "
            + "base-uri 'none'; form-action 'none'"
    }()

    /// The chart of `preset` as the page draws it: the SVG and where its plot lies
    /// (`left,right,top,bottom,lowerX,upperX`), for a page that changed the preset.
    public static func chart(of preset: HeaderPreset) -> (svg: String, plot: String) {
        let chart = PreviewChart(preset: preset)
        return (chart.svg, chart.plot)
    }

    /// The page's HTML.
    public func html() -> String {
        let phone = Template(TemplateText.phoneHtml)
        var columns = ""
        for entry in entries {
            let preset = entry.preset
            let chart = PreviewChart(preset: preset)
            let section = phone.render([
                "NAME": HTMLEscaper.text(preset.name),
                "SUMMARY": HTMLEscaper.text(preset.summary),
                "CHART": chart.svg,
                "PLOT": chart.plot,
                "FACTS": "",
            ])
            columns +=
                "<div class=\"studio-column\">\n<div class=\"presets several\">\n" + section
                + "</div>\n" + controls(for: entry) + "</div>\n"
        }
        let data =
            "["
            + entries.map { JSEscaper.scriptJSON(PresetDocuments.object($0.preset)) }
            .joined(separator: ",") + "]"
        let state =
            "["
            + entries.map { entry in
                "{\"name\":" + PresetDocuments.quoted(entry.preset.name) + ",\"revision\":\(entry.revision),\"values\":"
                    + Self.valuesJSON(entry.preset) + "}"
            }.joined(separator: ",") + "]"
        let scripts = Self.scripts
        return Template(TemplateText.studioHtml).render([
            "CSP": Self.metaContentSecurityPolicy,
            "TITLE": HTMLEscaper.text(entries.map(\.preset.name).joined(separator: ", ")),
            "WIDTH": String(size.width),
            "HEIGHT": String(size.height),
            "SCREEN": size.statusBarStyle,
            "STYLE": TemplateText.previewCss
                + TemplateText.studioCss,
            "PICKER": catalogue.map { "<option>\(HTMLEscaper.text($0))</option>" }.joined(),
            "COLUMNS": columns,
            "DATA": data,
            "TOGGLES": toggles.toolbarHTML(),
            "A11Y": toggles.scriptJSON(for: entries.map(\.preset), everyState: false),
            "STATE": JSEscaper.scriptJSON(state),
            "EDITS_KEY": JSEscaper.scriptJSON(PresetDocuments.quoted(editsKey)),
            "MOTION_JS": scripts[0],
            "PAGE_JS": scripts[1],
            "EDITORS_JS": scripts[2],
            "STUDIO_JS": scripts[3],
        ])
    }

    /// `{"KEY": "TEXT", …}`: the value of every control that has one, as the command line writes it.
    public static func valuesJSON(_ preset: HeaderPreset) -> String {
        "{"
            + StudioControl.values(of: preset).map { PresetDocuments.quoted($0.path) + ":" + PresetDocuments.quoted($0.text) }
            .joined(separator: ",") + "}"
    }

    /// The element `data-stretchy-controls="NAME"`: save, status, conflicts, the command, the
    /// controls by group and the history.
    private func controls(for entry: Entry) -> String {
        let name = HTMLEscaper.attribute(entry.preset.name)
        var html = "<aside class=\"studio-controls\" data-stretchy-controls=\"\(name)\">\n"
        html +=
            "<div class=\"studio-bar\"><button type=\"button\" data-stretchy-save=\"\(name)\" disabled>Save</button>"
            + "<span class=\"revision\" data-studio-revision>revision \(entry.revision)</span>"
            + "<span class=\"status\" data-studio-status role=\"status\"></span></div>\n"
        html += "<div class=\"conflict\" data-studio-conflict hidden></div>\n"
        html +=
            "<div class=\"command\"><code data-studio-command></code>"
            + "<button type=\"button\" data-studio-copy>Copy</button></div>\n"
        var group = ""
        var holdsReducedMotion = false
        // Adding a track or a Reduce Motion key ends the group that holds its controls.
        func close() {
            if group == "tracks" { html += addTrack(name: name) }
            if holdsReducedMotion { html += addReducedMotionKey(name: name) }
            if !group.isEmpty { html += "</fieldset>\n" }
            holdsReducedMotion = false
        }
        for (index, control) in StudioControl.all(for: entry.preset).enumerated() {
            if control.group != group {
                close()
                group = control.group
                html += "<fieldset data-group=\"\(group)\"><legend>\(group)</legend>\n"
            }
            if control.path == "reducedMotion" { holdsReducedMotion = true }
            html += row(control, id: "k-\(name)-\(index)")
        }
        close()
        html += "<details class=\"history\" data-studio-history><summary>History</summary><ol></ol></details>\n"
        return html + "</aside>\n"
    }

    /// Adding a track: a layer (the conventional ones offered), a property, and the template of
    /// the new track's controls, which the page copies under its key.
    private func addTrack(name: String) -> String {
        let layers = ContentTrack.conventionalLayers.map { "<option value=\"\($0)\">" }.joined()
        let properties = TrackProperty.allCases.map { property in
            "<option data-keyframes=\"\(StudioControl.newTrackKeyframes(property))\">\(property.rawValue)</option>"
        }.joined()
        let template = StudioControl.newTrackTemplate().map { row($0, id: "") }.joined()
        return "<div class=\"add-track\" data-studio-add-track>"
            + "<input type=\"text\" spellcheck=\"false\" autocomplete=\"off\" aria-label=\"layer\" placeholder=\"layer\""
            + " list=\"layers-\(name)\" data-studio-new-layer><datalist id=\"layers-\(name)\">\(layers)</datalist>"
            + "<select aria-label=\"property\" data-studio-new-property>\(properties)</select>"
            + "<button type=\"button\" data-studio-add>Add track</button></div>\n"
            + "<template data-studio-track-template>\(template)</template>\n"
    }

    /// Adding a key to `reducedMotion`: the key (the preset's settable keys offered) and a
    /// button; the page adds its control as `reducedMotion.KEY` (docs/studio.md#the-controls).
    private func addReducedMotionKey(name: String) -> String {
        let keys = StudioControl.reducedMotionKeys.map { "<option value=\"\(HTMLEscaper.attribute($0))\">" }.joined()
        return "<div class=\"add-track\" data-studio-add-reduced>"
            + "<input type=\"text\" spellcheck=\"false\" autocomplete=\"off\" aria-label=\"key Reduce Motion changes\""
            + " placeholder=\"motion.parallax\" list=\"reduced-\(name)\" data-studio-new-reduced>"
            + "<datalist id=\"reduced-\(name)\">\(keys)</datalist>"
            + "<button type=\"button\" data-studio-add-reduced-key>Add key</button></div>\n"
    }

    /// One control: its label, the `<input>` or `<select>` holding the command line's text, a
    /// slider beside a number, and the element its error appears in.
    private func row(_ control: StudioControl, id: String) -> String {
        let key = HTMLEscaper.attribute(control.path)
        let value = HTMLEscaper.attribute(control.text ?? "")
        let title = HTMLEscaper.attribute(control.meaning + (control.accepts.isEmpty ? "" : " (" + control.accepts + ")"))
        var field: String
        switch control.type {
        case .choice(let names):
            field =
                "<select id=\"\(id)\" data-stretchy-key=\"\(key)\">"
                // No value (the strip's behaviour without a strip): an empty choice, selected, so
                // the control does not show the first name as if the preset held it.
                + (control.text == nil ? "<option value=\"\" selected></option>" : "")
                + names.map { choice in
                    "<option" + (choice == control.text ? " selected" : "") + ">\(HTMLEscaper.text(choice))</option>"
                }.joined() + "</select>"
        case .boolean:
            field =
                "<select id=\"\(id)\" data-stretchy-key=\"\(key)\">"
                + ["false", "true"].map { (choice: String) in
                    "<option" + (choice == control.text ? " selected" : "") + ">\(choice)</option>"
                }.joined() + "</select>"
        default:
            let hint = Self.groupHints[control.path] ?? control.accepts
            let placeholder = control.text == nil ? " placeholder=\"\(HTMLEscaper.attribute(hint))\"" : ""
            field =
                "<input id=\"\(id)\" type=\"text\" spellcheck=\"false\" autocomplete=\"off\" data-stretchy-key=\"\(key)\" value=\"\(value)\"\(placeholder)>"
        }
        if let range = Self.sliderRange(control) {
            // A key without a number (`none`, or a shadow's member without a shadow) has its
            // slider off: no thumb, at its low end, until a number is set.
            let number = control.text.flatMap(Double.init)
            let at = number.map { _ in value } ?? NumberText.shortest(range.lowerBound)
            field +=
                "<input type=\"range\" class=\"slider\(number == nil ? " off" : "")\" aria-label=\"\(key) slider\""
                + (number == nil ? " aria-valuetext=\"none\"" : "") + " data-slider-for=\"\(key)\""
                + " min=\"\(NumberText.shortest(range.lowerBound))\" max=\"\(NumberText.shortest(range.upperBound))\""
                + " step=\"\(range.upperBound - range.lowerBound <= 2 ? "0.01" : range.upperBound - range.lowerBound <= 20 ? "0.1" : "1")\""
                + " value=\"\(at)\">"
        }
        if Self.groupHints[control.path] != nil {
            field += "<output class=\"current\" data-studio-current=\"\(key)\" for=\"\(id)\"></output>"
        }
        return "<div class=\"control\"><label for=\"\(id)\" title=\"\(title)\">\(Self.breakable(control.path))</label>"
            + field + "<output class=\"error\" data-stretchy-error=\"\(key)\"></output></div>\n"
    }

    /// What typing into a group's control does; the page shows the group's value beside it
    /// (its members, its tracks, whether its motion is customised).
    static let groupHints: [String: String] = [
        "shadow": "none removes it", "motion": "default resets every motion key", "tracks": "none removes every track",
    ]

    /// A key as a label that wraps only after its dots (`snap.<wbr>initialPosition`), never mid-word.
    static func breakable(_ path: String) -> String {
        path.split(separator: ".", omittingEmptySubsequences: false).map { HTMLEscaper.text(String($0)) }
            .joined(separator: ".<wbr>")
    }

    /// The slider's range for a number key: the key's own range, with the heights' 0...10000
    /// narrowed to what a phone shows (the text beside it takes any value).
    static func sliderRange(_ control: StudioControl) -> ClosedRange<Double>? {
        let range: ClosedRange<Double>
        switch control.type {
        case .number(let keyRange, _, _), .numberOrNull(let keyRange, _), .choiceOrNumber(_, let keyRange):
            range = keyRange
        default:
            return nil
        }
        guard range.upperBound > 1000 else { return range }
        let current = control.text.flatMap(Double.init) ?? 0
        return range.lowerBound...max(1000, (current * 2).rounded())
    }
}
