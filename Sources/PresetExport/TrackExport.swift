import HeaderGeometry

/// Tracks (docs/tracks.md) as each platform writes them: keyframe evaluation with the easing as code
/// in Kotlin and Dart, scroll-driven `@keyframes` on registered custom properties on the web.
enum TrackExport {
    /// Whether any track of `preset` is keyed to the pull.
    static func hasPullTracks(_ preset: HeaderPreset) -> Bool {
        preset.tracks.contains { $0.input == .pull }
    }

    /// The layers the tracks name, in the tracks' order, each once.
    static func layers(of preset: HeaderPreset) -> [String] {
        var layers: [String] = []
        for track in preset.tracks where !layers.contains(track.layer) { layers.append(track.layer) }
        return layers
    }

    /// `title.scale, keyed to the collapse progress, easeOut`.
    static func describe(_ track: ContentTrack) -> String {
        "\(track.layer).\(track.property.rawValue), keyed to the \(inputName(track.input)), \(easingName(track.easing))"
    }

    /// What a track's keyframes are placed on, in words.
    static func inputName(_ input: TrackInput) -> String {
        switch input {
        case .progress: "collapse progress"
        case .pull: "pull"
        case .offset: "scroll offset in points"
        }
    }

    static func easingName(_ easing: TrackEasing) -> String {
        if let name = easing.name { return name }
        guard let (x1, y1, x2, y2) = easing.controlPoints else { return "linear" }
        return "cubic-bezier(\([x1, y1, x2, y2].map(CodeNumber.plain).joined(separator: ", ")))"
    }

    /// `titleScale`: the layer in lowerCamelCase, then the property.
    static func propertyName(_ track: ContentTrack) -> String {
        let property = track.property.rawValue
        return PlatformIdentifier.lowerCamel(track.layer) + property.prefix(1).uppercased() + property.dropFirst()
    }

    // MARK: Kotlin

    static func kotlinEasing(_ easing: TrackEasing) -> String {
        switch easing {
        case .linear: return "LinearEasing"
        case .step: return "StretchyStepEasing"
        default:
            guard let (x1, y1, x2, y2) = easing.controlPoints else { return "LinearEasing" }
            return "CubicBezierEasing(\([x1, y1, x2, y2].map(CodeNumber.kotlin).joined(separator: ", ")))"
        }
    }

    /// One `val` per track in the state class.
    static func kotlinProperties(for preset: HeaderPreset) -> String {
        var text = ""
        for track in preset.tracks {
            let input = track.input == .pull ? "pull.value" : track.input == .offset ? "offset.value" : "collapsedFraction"
            let at = track.keyframes.map { CodeNumber.kotlin($0.at) }.joined(separator: ", ")
            let values = track.keyframes.map { CodeNumber.kotlin($0.value) }.joined(separator: ", ")
            text += """

                    /** Track \(KotlinEscaper.blockComment(describe(track))). */
                    val \(propertyName(track)): Float
                        get() = stretchyTrackValue(\(input), floatArrayOf(\(at)), floatArrayOf(\(values)), \(kotlinEasing(track.easing)))

                """ + AccessibilityExport.kotlinHiddenProperty(for: track)
        }
        return text
    }

    // MARK: Dart

    static func dartCurve(_ easing: TrackEasing) -> String {
        switch easing {
        case .linear: return "Curves.linear"
        case .step: return "const StretchyStepCurve()"
        default:
            guard let (x1, y1, x2, y2) = easing.controlPoints else { return "Curves.linear" }
            return "const Cubic(\([x1, y1, x2, y2].map(CodeNumber.dart).joined(separator: ", ")))"
        }
    }

    /// One getter per track in the frame class, and `layer(name, child)` applying them.
    static func dartProperties(for preset: HeaderPreset) -> String {
        var text = ""
        for track in preset.tracks {
            let input = track.input == .pull ? "pull" : track.input == .offset ? "offset" : "progress"
            let at = track.keyframes.map { CodeNumber.dart($0.at) }.joined(separator: ", ")
            let values = track.keyframes.map { CodeNumber.dart($0.value) }.joined(separator: ", ")
            text += """

                  /// Track \(DartEscaper.lineComment(describe(track))).
                  double get \(propertyName(track)) => stretchyTrackValue(\(input), const <double>[\(at)], const <double>[\(values)], \(dartCurve(track.easing)));

                """
        }
        text += "\n  /// The layer [name] as its tracks set it.\n  Widget layer(String name, Widget child) {\n"
        for layer in layers(of: preset) {
            let arguments = preset.tracks.filter { $0.layer == layer }
                .map { "\($0.property.rawValue): \(propertyName($0))" }.joined(separator: ", ")
            // A layer at opacity 0 is left out of the semantics tree (docs/accessibility.md#in-the-exports).
            let opacity = preset.tracks.first { $0.layer == layer && $0.property == .opacity }
            let applied = "stretchyLayer(child, \(arguments))"
            let built = opacity.map { "ExcludeSemantics(excluding: \(propertyName($0)) <= 0.0, child: \(applied))" } ?? applied
            text += "    if (name == \(DartEscaper.stringLiteral(layer))) return \(built);\n"
        }
        text += "    return child;\n  }\n"
        return text
    }

    // MARK: CSS

    static func customProperty(_ property: TrackProperty) -> String {
        switch property {
        case .opacity: "--stretchy-opacity"
        case .scale: "--stretchy-scale"
        case .translateX: "--stretchy-translate-x"
        case .translateY: "--stretchy-translate-y"
        case .blur: "--stretchy-blur"
        }
    }

    static func cssValue(_ value: Double, _ property: TrackProperty) -> String {
        switch property {
        case .opacity, .scale: CodeNumber.rounded(value, places: 6)
        case .translateX, .translateY, .blur: CodeNumber.rounded(value, places: 4) + "px"
        }
    }

    static func cssTiming(_ easing: TrackEasing) -> String {
        switch easing {
        case .linear: return "linear"
        case .step: return "steps(1, jump-end)"
        default:
            guard let (x1, y1, x2, y2) = easing.controlPoints else { return "linear" }
            return "cubic-bezier(\([x1, y1, x2, y2].map(CodeNumber.plain).joined(separator: ", ")))"
        }
    }

    /// Pull tracks on the web: held at their value at a pull of 0; offset tracks' keyframes
    /// before offset 0 likewise; and values clamped as below.
    static func webLosses(for preset: HeaderPreset) -> [String] {
        preset.tracks.filter { $0.input == .pull }.map { track in
            "track \(track.layer).\(track.property.rawValue) keyed to the pull: held at its value at a pull of 0 (\(CodeNumber.plain(track.value(forInput: 0)))), since CSS cannot observe a pull"
        }
            + preset.tracks.filter { $0.input == .offset && ($0.keyframes.first?.at ?? 0) < 0 }.map { track in
                "track \(track.layer).\(track.property.rawValue) keyed to the offset: its keyframes before offset 0 (a pull) are held at its value at 0 (\(CodeNumber.plain(track.value(forInput: 0)))), since CSS cannot observe a pull"
            }
            + preset.tracks.filter { $0.input == .offset && !preset.motion.quickReturn }.map { track in
                "track \(track.layer).\(track.property.rawValue) keyed to the offset: where the browser runs no scroll-driven animations, the fallback script's collapse progress plays it, so it follows the offset up to the collapse range (\(CodeNumber.plain(max(preset.collapseRange, 0))) px) and holds there"
            } + clampLosses(for: preset, platform: "CSS")
    }

    /// Tracks whose easing overshoots out of what a platform draws: an opacity outside `0...1` or
    /// a blur below `0` (a cubic-bezier with `y` beyond `0...1`), which CSS and Flutter clamp.
    static func clampLosses(for preset: HeaderPreset, platform: String) -> [String] {
        var losses: [String] = []
        for track in preset.tracks where track.property == .opacity || track.property == .blur {
            guard let first = track.keyframes.first, let last = track.keyframes.last else { continue }
            var low = Double.infinity, high = -Double.infinity
            for step in 0...1000 {
                let value = track.value(forInput: first.at + (last.at - first.at) * Double(step) / 1000)
                low = min(low, value)
                high = max(high, value)
            }
            if track.property == .opacity, low < 0 || high > 1 {
                losses.append(
                    "track \(track.layer).opacity overshoots to \(CodeNumber.rounded(low < 0 ? low : high, places: 3)) with its easing; \(platform) clamps opacity to 0...1"
                )
            }
            if track.property == .blur, low < 0 {
                losses.append(
                    "track \(track.layer).blur overshoots to \(CodeNumber.rounded(low, places: 3)) with its easing; \(platform) draws a blur below 0 as none"
                )
            }
        }
        return losses
    }

    /// Each layer's tracks: progress tracks as animations over the collapse range, offset tracks
    /// over their own keyframes' offsets (from 0), pull tracks as their value at a pull of 0; a
    /// scale track's anchor as the layer's `transform-origin`.
    static func webAnimations(for preset: HeaderPreset, scroller: String, identifier: String) -> [ScrollAnimation.Element] {
        let range = PresetFacts(preset).collapseRange
        var elements: [ScrollAnimation.Element] = []
        for layer in layers(of: preset) {
            var animations: [ScrollAnimation] = []
            var fixed = ""
            for track in preset.tracks where track.layer == layer {
                let property = customProperty(track.property)
                if track.property == .scale, let anchor = track.anchor {
                    fixed +=
                        "\n  transform-origin: \(CodeNumber.rounded(anchor.x * 100, places: 4))% \(CodeNumber.rounded(anchor.y * 100, places: 4))%;"
                }
                if track.input == .pull {
                    fixed += "\n  \(property): \(cssValue(track.value(forInput: 0), track.property));"
                    continue
                }
                // Where the keyframes are placed: the collapse progress as is (the animation runs
                // over the collapse range), or the offsets from max(first, 0) to the last (the
                // animation runs over those offsets, docs/screen.md#tracks-that-follow-the-screen).
                let byOffset = track.input == .offset
                let low = byOffset ? max(track.keyframes.first?.at ?? 0, 0) : 0
                let high = byOffset ? max(track.keyframes.last?.at ?? 0, low + 1) : 1
                func share(_ at: Double) -> Double { byOffset ? (at - low) / (high - low) : at }
                let kept = track.keyframes.filter { share($0.at) >= 0 }
                var frames = ""
                let timing = cssTiming(track.easing)
                if kept.first.map({ share($0.at) > 0 }) ?? true {
                    frames +=
                        "  0% { \(property): \(cssValue(track.value(forInput: low), track.property)); animation-timing-function: linear; }\n"
                }
                // A step jumps when its next keyframe is reached; placed a hundredth of a pixel of
                // scroll early, so that rounding in the timeline's progress cannot hold it back.
                let early = track.easing == .step ? 0.01 / (byOffset ? high - low : max(range, 1)) : 0
                var placed = 0.0
                for (index, keyframe) in kept.enumerated() {
                    placed = index == 0 ? share(keyframe.at) : max(share(keyframe.at) - early, share(kept[index - 1].at))
                    frames +=
                        "  \(CodeNumber.rounded(placed * 100, places: 6))% { \(property): \(cssValue(keyframe.value, track.property)); animation-timing-function: \(timing); }\n"
                }
                // Up to the end the last value holds (a step's last keyframe placed early too):
                // without a 100% keyframe CSS would ease back to the property's initial value.
                if let last = track.keyframes.last, placed < 1 {
                    frames += "  100% { \(property): \(cssValue(last.value, track.property)); }\n"
                }
                // Played by the collapse progress (no scroll-driven animations), an offset track
                // shows the offset progress × E, which is the offset up to E.
                let delay =
                    "calc((var(--stretchy-progress, 0) * \(CodeNumber.plain(max(range, 0))) - \(CodeNumber.plain(low))) / \(CodeNumber.plain(high - low)) * -1s)"
                animations.append(
                    ScrollAnimation(
                        name: "\(identifier)\\.\(layer)-\(track.property.rawValue)", start: byOffset ? low : 0,
                        end: byOffset ? high : range > 0 ? range : 1, timing: "linear", keyframes: frames,
                        progressDelay: byOffset ? delay : nil))
            }
            elements.append(
                ScrollAnimation.Element(
                    selector: "\(scroller) [data-stretchy-layer=\(CSSEscaper.string(layer))]",
                    fixed: fixed, animations: animations))
        }
        return elements
    }
}
