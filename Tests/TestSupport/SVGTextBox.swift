import Foundation

/// The boxes an SVG's `<text>` elements take on screen, worked out from the markup alone: the
/// renderer's 12 px monospace font is 0.6 em (7.2 px) a character, 9 px above the baseline and
/// 3 px below it.
public struct SVGTextBox: CustomStringConvertible, Sendable {
    /// The text, each entity one character.
    public var text: String
    /// The box's edges, in SVG pixels.
    public var left: Double, right: Double, top: Double, bottom: Double

    /// The font's advance, ascent and descent, in pixels.
    public static let characterWidth = 7.2
    public static let ascent = 9.0
    public static let descent = 3.0

    /// Every `<text>` of `svg`, its `tspan`s read as part of its text.
    public static func all(in svg: String) -> [SVGTextBox] {
        svg.split(separator: "\n").compactMap { line -> SVGTextBox? in
            let line = String(line.drop { $0 == " " })
            guard line.hasPrefix("<text"), let close = line.firstIndex(of: ">"),
                let end = line.range(of: "</text>", options: .backwards)
            else { return nil }
            let tag = String(line[..<close])
            func attribute(_ name: String) -> String? {
                guard let start = tag.range(of: " \(name)=\"") else { return nil }
                return String(tag[start.upperBound...].prefix { $0 != "\"" })
            }
            let body = String(line[line.index(after: close)..<end.lowerBound])
                .replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #"&[a-z]+;|&#[0-9]+;"#, with: "_", options: .regularExpression)
            guard let x = attribute("x").flatMap(Double.init), let y = attribute("y").flatMap(Double.init)
            else { return nil }
            let width = Double(body.count) * characterWidth
            let left =
                switch attribute("text-anchor") {
                case "middle": x - width / 2
                case "end": x - width
                default: x
                }
            return SVGTextBox(text: body, left: left, right: left + width, top: y - ascent, bottom: y + descent)
        }
    }

    /// Whether the two boxes share more than a hairline.
    public func overlaps(_ other: SVGTextBox) -> Bool {
        min(right, other.right) - max(left, other.left) > 0.5 && min(bottom, other.bottom) - max(top, other.top) > 0.5
    }

    /// The pairs of boxes in `svg` that overlap.
    public static func overlapping(in svg: String) -> [String] {
        let boxes = all(in: svg)
        var found: [String] = []
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] where box.overlaps(other) {
                found.append("\(box) and \(other)")
            }
        }
        return found
    }

    public var description: String { "'\(text)' at \(left)...\(right) × \(top)...\(bottom)" }
}
