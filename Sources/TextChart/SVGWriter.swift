/// Builds SVG markup one element per line, attributes sorted so output is deterministic.
struct SVGWriter {
    private(set) var output = ""
    private var depth = 0

    mutating func open(_ name: String, _ attributes: [String: String]) {
        output += indent + "<" + name + SVGWriter.attributeText(attributes) + ">\n"
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        output += indent + "</" + name + ">\n"
    }

    mutating func leaf(_ name: String, _ attributes: [String: String]) {
        output += indent + "<" + name + SVGWriter.attributeText(attributes) + "/>\n"
    }

    mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, dash: String = "") {
        var attributes = [
            "x1": SVGWriter.number(x1), "y1": SVGWriter.number(y1),
            "x2": SVGWriter.number(x2), "y2": SVGWriter.number(y2), "stroke": stroke,
        ]
        if !dash.isEmpty { attributes["stroke-dasharray"] = dash }
        leaf("line", attributes)
    }

    mutating func text(_ text: String, x: Double, y: Double, anchor: String, fill: String = "black") {
        output +=
            indent + "<text"
            + SVGWriter.attributeText(
                ["x": SVGWriter.number(x), "y": SVGWriter.number(y), "text-anchor": anchor, "fill": fill])
            + ">" + XMLText.escaped(text) + "</text>\n"
    }

    /// A run of a `<text>`: plain, or in a `<tspan>` of its own colour.
    enum Run {
        case plain(String)
        case colored(String, String)
    }

    /// A left-anchored `<text>` of runs, all on one baseline.
    mutating func text(_ runs: [Run], x: Double, y: Double, fill: String) {
        var body = ""
        for run in runs {
            switch run {
            case .plain(let text): body += XMLText.escaped(text)
            case let .colored(text, color):
                body += "<tspan fill=\"\(XMLText.escaped(color))\">" + XMLText.escaped(text) + "</tspan>"
            }
        }
        output +=
            indent + "<text"
            + SVGWriter.attributeText(
                ["x": SVGWriter.number(x), "y": SVGWriter.number(y), "text-anchor": "start", "fill": fill])
            + ">" + body + "</text>\n"
    }

    private var indent: String { String(repeating: "  ", count: depth) }

    static func attributeText(_ attributes: [String: String]) -> String {
        attributes.keys.sorted().map { " \($0)=\"\(XMLText.escaped(attributes[$0]!))\"" }.joined()
    }

    /// A coordinate with at most two decimals and no trailing zeros, clamped to a range SVG
    /// viewers accept.
    static func number(_ value: Double) -> String {
        let clamped = value.isNaN ? 0 : min(max(value, -1e6), 1e6)
        let scaled = Int((clamped * 100).rounded())
        if scaled == 0 { return "0" }
        let magnitude = abs(scaled)
        var text = (scaled < 0 ? "-" : "") + String(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 {
            text +=
                fraction % 10 == 0
                ? "." + String(fraction / 10)
                : (fraction < 10 ? ".0" : ".") + String(fraction)
        }
        return text
    }
}
