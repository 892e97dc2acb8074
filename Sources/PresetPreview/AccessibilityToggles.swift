import HeaderGeometry
import PresetExport
import PresetService
import ValueText

/// The two toggles of the preview's and the studio's toolbar (docs/accessibility.md#in-the-preview-and-the-studio):
/// Reduce Motion, which shows each preset's `reducedMotion` variant, and the text size, which
/// grows a preset with `dynamicType` to `H_c`.
///
/// The page gets the variants made here (the merge is not ported to JavaScript), Apple's table of
/// text sizes from the core, and a chart per distinct state; it applies
/// `H_c = max(h, H + k · (size(style, c) / size(style, large) − 1))` itself, so a studio edit of
/// `maxHeight` or `dynamicType` is followed live.
public struct AccessibilityToggles: Sendable, Equatable {
    /// Reduce Motion at the start: on, off, or `nil` to follow the browser's
    /// `prefers-reduced-motion` (no `--reduce-motion`).
    public var reduceMotion: Bool?
    /// The text size at the start.
    public var textSize: TextSize

    /// Toggles starting at `reduceMotion` (`nil`: the browser's setting) and `textSize`.
    public init(reduceMotion: Bool? = nil, textSize: TextSize = .default) {
        self.reduceMotion = reduceMotion
        self.textSize = textSize
    }

    /// The toolbar's two controls: a checkbox and a select, each with its own label.
    func toolbarHTML() -> String {
        let options = TextSize.allCases.map { size in
            "<option value=\"\(size.rawValue)\"" + (size == textSize ? " selected" : "") + ">\(Self.label(of: size))</option>"
        }.joined()
        return "<label><input type=\"checkbox\" data-toggle=\"reduced-motion\"" + (reduceMotion == true ? " checked" : "")
            + "> Reduce Motion</label>\n"
            + "  <label>Text size <select data-toggle=\"text-size\">\(options)</select></label>"
    }

    /// The size as the select shows it: its command-line spelling, the default marked.
    static func label(of size: TextSize) -> String {
        size == .default ? "\(size.rawValue) (default)" : size.rawValue
    }

    /// `{"reduceMotion": true|false|null, "textSize": "large", "sizes": [...], "styles": {STYLE: [points, ...]}}`:
    /// the starting state and Apple's table, one column per size in `sizes`' order.
    func settingsJSON() -> String {
        let sizes = TextSize.allCases.map { PresetDocuments.quoted($0.rawValue) }.joined(separator: ",")
        let styles = TextStyle.allCases.map { style in
            PresetDocuments.quoted(style.rawValue) + ":["
                + TextSize.allCases.map { NumberText.shortest(style.size(at: $0)) }.joined(separator: ",") + "]"
        }.joined(separator: ",")
        let reduce = reduceMotion.map { $0 ? "true" : "false" } ?? "null"
        return "{\"reduceMotion\":\(reduce),\"textSize\":\(PresetDocuments.quoted(textSize.rawValue)),"
            + "\"sizes\":[\(sizes)],\"styles\":{\(styles)}}"
    }

    /// One state of the two toggles, or two: Reduce Motion on, off or either (`nil`, when the
    /// browser's setting decides), and a text size.
    public struct State: Sendable, Equatable {
        /// Whether Reduce Motion is on; `nil`: either.
        public var reduceMotion: Bool?
        /// The text size.
        public var textSize: TextSize

        /// Reduce Motion `reduceMotion` (`nil`: on and off) at `textSize`.
        public init(reduceMotion: Bool? = false, textSize: TextSize = .default) {
            self.reduceMotion = reduceMotion
            self.textSize = textSize
        }
    }

    /// The states the toggles may start in: both Reduce Motion states when the browser decides.
    public var start: State { State(reduceMotion: reduceMotion, textSize: textSize) }

    /// What the page needs to show `preset` with either toggle:
    /// `{"variant": PRESET|null, "charts": [{"svg", "plot"}, ...], "chartAt": {"plain": [INDEX per size], "reduced": [...]}}`.
    /// `variant` is the preset merged with its `reducedMotion` (`null` without one: the preset is
    /// its own variant); each state's chart is drawn once, states that draw the same share it, and
    /// index -1 is the preset's own chart, which the page holds already. With `only`, the charts of
    /// that state alone are drawn and every other state's index is -2: the studio, which can draw
    /// a chart when a toggle asks for it, sends 4 KB where every state would take 50 KB.
    public static func presetJSON(_ preset: HeaderPreset, only: State? = nil) -> String {
        let hasVariant = preset.reducedMotion.map { !$0.isEmpty } ?? false
        let variant = preset.reducedMotionVariant
        var plain = preset
        plain.reducedMotion = nil
        var charts: [PreviewChart] = []
        var ownChart: PreviewChart?
        // -1: the chart the page already draws for the preset itself, which is not repeated (and
        // not drawn here when the state shows the preset itself: `reducedMotion` draws nothing).
        func index(of shown: HeaderPreset) -> Int {
            if shown == plain { return -1 }
            let own = ownChart ?? PreviewChart(preset: preset)
            ownChart = own
            let chart = PreviewChart(preset: shown)
            if chart.svg == own.svg && chart.plot == own.plot { return -1 }
            if let found = charts.firstIndex(where: { $0.svg == chart.svg && $0.plot == chart.plot }) { return found }
            charts.append(chart)
            return charts.count - 1
        }
        func column(_ base: HeaderPreset, reduced: Bool) -> [Int] {
            let count = TextSize.allCases.count
            // Not asked for: the other Reduce Motion state, when it shows a variant.
            let skipped = hasVariant && only?.reduceMotion.map { $0 != reduced } == true
            // Without dynamicType every size draws the preset at large; the preset itself costs
            // nothing to send, whichever state was asked for.
            guard base.dynamicType != nil else {
                return Array(repeating: base == plain ? -1 : skipped ? -2 : index(of: base), count: count)
            }
            return TextSize.allCases.map { size in
                let sized = base.sized(for: size)
                if sized == plain { return -1 }
                if let only, skipped || only.textSize != size { return -2 }
                return index(of: sized)
            }
        }
        let plainAt = column(plain, reduced: false)
        let reducedAt = hasVariant ? column(variant, reduced: true) : plainAt
        let list = charts.map { chart in
            "{\"svg\":" + PresetDocuments.quoted(chart.svg) + ",\"plot\":" + PresetDocuments.quoted(chart.plot) + "}"
        }.joined(separator: ",")
        func indices(_ column: [Int]) -> String { "[" + column.map(String.init).joined(separator: ",") + "]" }
        return "{\"variant\":" + (hasVariant ? PresetDocuments.object(variant) : "null") + ",\"charts\":[\(list)],"
            + "\"chartAt\":{\"plain\":\(indices(plainAt)),\"reduced\":\(indices(reducedAt))}}"
    }

    /// The script element holding the settings and each preset's ``presetJSON(_:only:)``, in the
    /// page's order: the charts of every state, or (`everyState` false) of the starting one.
    func scriptJSON(for presets: [HeaderPreset], everyState: Bool = true) -> String {
        let only = everyState ? nil : start
        return JSEscaper.scriptJSON(
            "{\"settings\":" + settingsJSON() + ",\"presets\":["
                + presets.map { Self.presetJSON($0, only: only) }.joined(separator: ",") + "]}")
    }
}
