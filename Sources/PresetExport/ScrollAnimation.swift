/// One CSS scroll-driven animation: `@keyframes` played by the scroller's position (`animation-
/// timeline: scroll()`) between two offsets.
struct ScrollAnimation {
    /// The `@keyframes` name, already a CSS identifier.
    let name: String
    /// The offsets (px of scrollTop) the animation runs between.
    let start: Double, end: Double
    /// The timing function across the range (keyframes may set their own).
    let timing: String
    /// The `@keyframes` block's body: `0% { ... } 100% { ... }`.
    let keyframes: String
    /// Played by `--stretchy-progress` (a script), the moment shown as a negative delay; `nil`
    /// for `progress` seconds in (an animation over the collapse range).
    var progressDelay: String? = nil

    /// The `@keyframes` rule.
    var rule: String { "@keyframes \(name) {\n\(keyframes)}\n" }

    /// What plays the animations.
    enum Driver {
        /// The scroller's position: `animation-timeline: scroll()` over each one's range.
        case scroll
        /// A script, for what depends on the scroll's history (quick return): it sets
        /// `--stretchy-progress` (the collapse progress) on the header, and each animation, paused
        /// and one second long, shows the moment `progress` seconds in (a negative delay). Every
        /// such animation runs over the whole collapse range.
        case progress
    }

    /// The condition under which browsers run scroll-driven animations; where it fails (docs/platforms.md#the-web---to-web
    /// names the browsers), the page's script shows the collapse progress instead.
    static let supportsCondition = "(animation-timeline: scroll())"

    /// One element the animations play on: its selector, declarations that do not depend on the
    /// driver (`fixed`), and the animations for each driver (`fallback`: the ones a script plays
    /// where scroll-driven animations are not supported, the same unless a range differs).
    struct Element {
        let selector: String
        var fixed = ""
        let animations: [ScrollAnimation]
        var fallback: [ScrollAnimation]? = nil
    }

    /// The rules that play each element's animations. Driven by a script (`progress`), one rule
    /// each. Driven by the scroll, a `@supports` rule holds the scroll-driven declarations and a
    /// `@supports not` one the same animations played by `--stretchy-progress`, which the page's
    /// script sets where the first does not apply.
    static func rules(_ elements: [Element], driver: Driver) -> String {
        var rules = ""
        if driver == .progress {
            for element in elements where !element.fixed.isEmpty || !element.animations.isEmpty {
                rules += "\(element.selector) {\(element.fixed)\(declarations(element.animations, driver: .progress))\n}\n"
            }
            return rules
        }
        for element in elements where !element.fixed.isEmpty {
            rules += "\(element.selector) {\(element.fixed)\n}\n"
        }
        let animated = elements.filter { !$0.animations.isEmpty }
        guard !animated.isEmpty else { return rules }
        rules += "@supports \(supportsCondition) {\n"
        for element in animated {
            rules += "\(element.selector) {\(declarations(element.animations, driver: .scroll))\n}\n"
        }
        rules += "}\n@supports not \(supportsCondition) {\n"
        for element in animated {
            rules += "\(element.selector) {\(declarations(element.fallback ?? element.animations, driver: .progress))\n}\n"
        }
        return rules + "}\n"
    }

    /// The longhand declarations that play `animations` on one element, each line indented.
    static func declarations(_ animations: [ScrollAnimation], driver: Driver = .scroll, indent: String = "  ") -> String {
        guard !animations.isEmpty else { return "" }
        func list(_ values: (ScrollAnimation) -> String) -> String { animations.map(values).joined(separator: ", ") }
        if driver == .progress {
            return """

                \(indent)animation-name: \(list(\.name));
                \(indent)animation-duration: \(list { _ in "1s" });
                \(indent)animation-timing-function: \(list(\.timing));
                \(indent)animation-fill-mode: \(list { _ in "both" });
                \(indent)animation-play-state: \(list { _ in "paused" });
                \(indent)animation-delay: \(list { $0.progressDelay ?? "calc(var(--stretchy-progress, 0) * -1s)" });
                """
        }
        return """

            \(indent)animation-name: \(list(\.name));
            \(indent)animation-duration: \(list { _ in "auto" });
            \(indent)animation-timing-function: \(list(\.timing));
            \(indent)animation-fill-mode: \(list { _ in "both" });
            \(indent)animation-timeline: \(list { _ in "scroll()" });
            \(indent)animation-range: \(list { "\(CodeNumber.pixels($0.start)) \(CodeNumber.pixels($0.end))" });
            """
    }
}
