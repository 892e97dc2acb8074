import HeaderGeometry

/// What each platform's export writes to follow the user's settings at run time
/// (docs/accessibility.md#in-the-exports): the text size for a preset with `dynamicType`, and a
/// layer hidden from assistive technology while its opacity track is at 0. A preset without
/// `dynamicType` (or without an opacity track) gets none of it, so its export keeps its bytes.
enum AccessibilityExport {
    /// `size(style, large)`: the point size the platform's text scale is measured against.
    static func baseSize(_ dynamicType: HeaderDynamicType) -> Double {
        dynamicType.textStyle.size(at: .large)
    }

    /// The fidelity note of a preset with `dynamicType`: what the platform's text scale stands
    /// in for, and what stays at the default size.
    static func dynamicTypeNote(_ dynamicType: HeaderDynamicType, setting: String, kept: String) -> String {
        "dynamicType \(dynamicType.textStyle.rawValue), scaledHeight \(CodeNumber.plain(dynamicType.scaledHeight)): the height at rest follows "
            + "\(setting) at run time, maxHeight + scaledHeight × (scale − 1); the scale is the platform's ratio, not one of Apple's text sizes, "
            + "so size(\(dynamicType.textStyle.rawValue), c) / size(\(dynamicType.textStyle.rawValue), large) is replaced by it; \(kept) stay those of the default text size"
    }

    /// The layers whose opacity track can hide them.
    static func opacityLayers(of preset: HeaderPreset) -> [String] {
        preset.tracks.filter { $0.property == .opacity }.map(\.layer)
    }

    // MARK: Kotlin

    /// The `ScaledHeight` constant and `maxHeight(fontScale)` in the preset's object.
    static func kotlinObjectMembers(for preset: HeaderPreset) -> String {
        guard let dynamicType = preset.dynamicType else { return "" }
        return """


                /** dynamicType (\(dynamicType.textStyle.rawValue)): the points of MaxHeight that are text, which grow with the system font scale. */
                val ScaledHeight: Dp = \(CodeNumber.plain(dynamicType.scaledHeight)).dp

                /**
                 * MaxHeight at the system font scale [fontScale] (LocalDensity.current.fontScale, 1 at the
                 * default size): MaxHeight + ScaledHeight × (fontScale - 1), never below MinHeight.
                 */
                fun maxHeight(fontScale: Float): Dp = maxOf(MinHeight, MaxHeight + ScaledHeight * (fontScale - 1f))
            """
    }

    /// The state's `maxHeight` and `collapseRange` at the density's font scale.
    static func kotlinStateMembers(for preset: HeaderPreset, type: String) -> String {
        guard preset.dynamicType != nil else { return "" }
        return """

                /** The header's height at rest at the system font scale (density.fontScale). */
                val maxHeight: Dp
                    get() = \(type)Header.maxHeight(density.fontScale)

                /** How far the content scrolls before the header is collapsed, at that font scale. */
                val collapseRange: Dp
                    get() = maxHeight - \(type)Header.MinHeight

            """
    }

    /// `val titleHidden: Boolean` for each opacity track, in the state class.
    static func kotlinHiddenProperty(for track: ContentTrack) -> String {
        guard track.property == .opacity else { return "" }
        let layer = PlatformIdentifier.lowerCamel(track.layer)
        return """

                /** Whether the \(KotlinEscaper.blockComment(track.layer)) layer is transparent: pass it to Modifier.stretchyHidden so TalkBack skips it. */
                val \(layer)Hidden: Boolean
                    get() = \(TrackExport.propertyName(track)) <= 0f

            """
    }

    /// The imports `Modifier.stretchyHidden` needs, when a preset has an opacity track.
    static let kotlinHiddenImports = ["androidx.compose.ui.Modifier", "androidx.compose.ui.semantics.clearAndSetSemantics"]

    /// `Modifier.stretchyHidden`, written once into a file whose presets have an opacity track.
    static let kotlinHiddenModifier = """


        /**
         * Hides a layer from accessibility services while [hidden] (its opacity track at 0): TalkBack
         * does not read out what cannot be seen.
         */
        fun Modifier.stretchyHidden(hidden: Boolean): Modifier = if (hidden) clearAndSetSemantics {} else this
        """

    // MARK: Dart

    /// `scaledHeight`, `expandedHeightAt(textScale)` and `textScaleOf(context)` in the preset's class.
    static func dartClassMembers(for preset: HeaderPreset) -> String {
        guard let dynamicType = preset.dynamicType else { return "" }
        let base = CodeNumber.dart(baseSize(dynamicType))
        return """


              /// dynamicType (\(dynamicType.textStyle.rawValue)): the points of expandedHeight that are text, which grow with the text scale.
              static const double scaledHeight = \(CodeNumber.dart(dynamicType.scaledHeight));

              /// expandedHeight at [textScale] (1 at the default size): expandedHeight + scaledHeight × (textScale − 1),
              /// never below collapsedHeight.
              static double expandedHeightAt(double textScale) =>
                  math.max(collapsedHeight, expandedHeight + scaledHeight * (textScale - 1.0));

              /// The user's text scale at the preset's text size (\(base), \(dynamicType.textStyle.rawValue) at the default size), from
              /// MediaQuery.textScalerOf: pass it to [sliverAppBar], [frameAt] and the delegate.
              static double textScaleOf(BuildContext context) => MediaQuery.textScalerOf(context).scale(\(base)) / \(base);
            """
    }

    /// The placeholders of `Templates/flutter-preset.dart` that thread the text scale through
    /// the frame, the delegate and `sliverAppBar()`; for a preset without `dynamicType`, the
    /// text they had before.
    static func dartValues(for preset: HeaderPreset, type: String, range: String) -> [String: String] {
        guard preset.dynamicType != nil else {
            return [
                "dynamicType": "",
                "sliverTextScale": "",
                "sliverExpanded": "expandedHeight",
                "frameAtParameter": "",
                "frameAtArgument": "",
                "frameParameter": "",
                "frameMembers": "",
                "frameExpanded": "\(type)Header.expandedHeight",
                "frameRange": range,
                "delegateParameter": "",
                "delegateMembers": "",
                "delegateExpanded": "\(type)Header.expandedHeight",
                "delegateFrameArgument": "",
                "delegateRebuild": "",
            ]
        }
        return [
            "dynamicType": dartClassMembers(for: preset),
            "sliverTextScale": "\n    double textScale = 1.0,",
            "sliverExpanded": "expandedHeightAt(textScale)",
            "frameAtParameter": ", {double textScale = 1.0}",
            "frameAtArgument": ", textScale: textScale",
            "frameParameter": ", {this.textScale = 1.0}",
            "frameMembers": """


              /// The text scale the frame is at ([\(type)Header.textScaleOf]): 1 at the default size.
              final double textScale;

              /// The header's height at rest at [textScale].
              double get expandedHeight => \(type)Header.expandedHeightAt(textScale);

              /// How far the content scrolls before the header is collapsed, at [textScale].
              double get collapseRange => expandedHeight - \(type)Header.collapsedHeight;
            """,
            "frameExpanded": "expandedHeight",
            "frameRange": "collapseRange",
            "delegateParameter": ", this.textScale = 1.0",
            "delegateMembers": """


              /// The user's text scale ([\(type)Header.textScaleOf]): the header grows with it.
              final double textScale;
            """,
            "delegateExpanded": "\(type)Header.expandedHeightAt(textScale)",
            "delegateFrameArgument": ", textScale: textScale",
            "delegateRebuild": " || oldDelegate.textScale != textScale",
        ]
    }

    /// The frame's collapse progress for a preset with `dynamicType`, whose range is the frame's own.
    static let dartProgressExpression = "collapseRange > 0 ? math.min(offset / collapseRange, 1.0) : 1.0"

    // MARK: Web

    /// `[name, maxHeight, minHeight, scaledHeight, shrinks, pins]` for a preset with `dynamicType`;
    /// `pins`: the header scrolls up inside its sticky anchor, whose top is `minHeight - maxHeight`.
    static func webTextSizeItem(for preset: HeaderPreset) -> String? {
        guard let dynamicType = preset.dynamicType else { return nil }
        return "[\(JSEscaper.stringLiteral(preset.name)), \(CodeNumber.plain(preset.maxHeight)), \(CodeNumber.plain(preset.minHeight)), "
            + "\(CodeNumber.plain(dynamicType.scaledHeight)), \(preset.collapse == .shrink), \(preset.collapse == .scroll && !preset.motion.quickReturn)]"
    }

    /// The script that grows a `dynamicType` header with the root font size.
    static let webTextSizeHead = """
        // Dynamic Type: the text part of the header (scaledHeight) grows with the root font size (the
        // browser's text size; 16px is the default, scale 1): H_c = max(h, H + k × (scale − 1)). The
        // heights are set with !important, which wins over the scroll-driven animations.
        for (const [name, max, min, scaled, shrinks, pins] of [
        """

    static let webTextSizeTail = """
        ]) {
          const scroller = document.querySelector(`[data-stretchy-scroller="${CSS.escape(name)}"]`);
          const header = scroller && scroller.querySelector(`[data-stretchy-header="${CSS.escape(name)}"]`);
          if (!header) continue;
          const pin = scroller.querySelector(".stretchy-pin");
          // The content starts below the header: the rows' margin, or with an accessory its spacer.
          const spacer = scroller.querySelector(".stretchy-accessory-offset");
          const [below, property, start] = spacer ? [spacer, "height", spacer.offsetHeight - max] : [scroller.querySelector(".stretchy-body"), "margin-top", 0];
          const update = () => {
            const scale = parseFloat(getComputedStyle(document.documentElement).fontSize) / 16;
            const height = Math.max(min, max + scaled * (scale - 1));
            if (height === max) {
              header.style.removeProperty("height");
              pin.style.removeProperty("top");
              below.style.removeProperty(property);
              return;
            }
            const y = Math.max(scroller.scrollTop, 0);
            header.style.setProperty("height", `${shrinks ? Math.max(min, height - y) : height}px`, "important");
            if (pins) pin.style.setProperty("top", `${min - height}px`, "important");
            below.style.setProperty(property, `${start + height}px`, "important");
          };
          scroller.addEventListener("scroll", update, {passive: true});
          addEventListener("resize", update);
          update();
        }

        """

    /// `name` for a preset with an opacity track.
    static func webHiddenItem(for preset: HeaderPreset) -> String? {
        opacityLayers(of: preset).isEmpty ? nil : JSEscaper.stringLiteral(preset.name)
    }

    /// The script that marks a transparent layer `aria-hidden` every frame the scroll moves it.
    static let webHiddenHead = """
        // A layer whose opacity is 0 is hidden from assistive technology (aria-hidden), checked each
        // frame the scroll moves the header; 0 as drawn: under half of one of 255 alpha steps (an
        // interpolated animation can land a hair above 0).
        for (const name of [
        """

    static let webHiddenTail = """
        ]) {
          const scroller = document.querySelector(`[data-stretchy-scroller="${CSS.escape(name)}"]`);
          if (!scroller) continue;
          const layers = [...scroller.querySelectorAll("[data-stretchy-layer]")];
          let queued = false;
          const update = () => {
            queued = false;
            for (const layer of layers) {
              if (parseFloat(getComputedStyle(layer).opacity) * 255 < 0.5) layer.setAttribute("aria-hidden", "true");
              else layer.removeAttribute("aria-hidden");
            }
          };
          const queue = () => {
            if (!queued) requestAnimationFrame(update);
            queued = true;
          };
          scroller.addEventListener("scroll", queue, {passive: true});
          queue();
        }

        """
}

// MARK: Reduce Motion

extension AccessibilityExport {
    /// What the variant's names add to the preset's type name: `StretchyStickyUtahReducedMotionHeader`.
    static let variantSuffix = "ReducedMotion"

    /// The preset as it is with the platform's Reduce Motion on, when it has `reducedMotion`.
    static func variant(of preset: HeaderPreset) -> HeaderPreset? {
        preset.reducedMotion == nil ? nil : preset.reducedMotionVariant
    }

    /// The summary of the variant's declarations.
    static func variantSummary(of preset: HeaderPreset) -> String {
        "\(preset.name) with the platform's Reduce Motion on (its reducedMotion): \(preset.summary)"
    }

    // MARK: Kotlin

    /// `reducesMotion()` and the behaviour for the setting, in the preset's object.
    static func kotlinObjectSwitch(for preset: HeaderPreset, type: String) -> String {
        guard variant(of: preset) != nil else { return "" }
        let other = type + variantSuffix
        return """


                /**
                 * Whether Android's Remove animations is on (Settings.Global.ANIMATOR_DURATION_SCALE is 0),
                 * read at each composition: then the preset is as its reducedMotion says, \(other)Header.
                 */
                @Composable
                fun reducesMotion(): Boolean = stretchyReducesMotion(LocalContext.current)

                /** The scroll behaviour for the system's setting: \(other)Header's while [reducesMotion]. */
                @Composable
                fun scrollBehaviorForSetting(): TopAppBarScrollBehavior =
                    if (reducesMotion()) \(other)Header.scrollBehavior() else scrollBehavior()
            """
    }

    /// The imports `stretchyReducesMotion` needs, when a preset has `reducedMotion`.
    static let kotlinReducedMotionImports = [
        "android.content.Context", "android.provider.Settings", "androidx.compose.ui.platform.LocalContext",
    ]

    /// `stretchyReducesMotion`, written once into a file whose presets have `reducedMotion`.
    static let kotlinReducedMotionFunction = """


        /** Whether Android's Remove animations is on: the animator duration scale is 0. */
        fun stretchyReducesMotion(context: Context): Boolean =
            Settings.Global.getFloat(context.contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f) == 0f
        """

    // MARK: Dart

    /// `reducesMotion(context)`, `physicsOf(context)` and `delegateOf(context, ...)` in the preset's class.
    static func dartClassSwitch(for preset: HeaderPreset, type: String) -> String {
        guard variant(of: preset) != nil else { return "" }
        let other = type + variantSuffix
        let scale = preset.dynamicType == nil ? "" : ", double textScale = 1.0"
        let passScale = preset.dynamicType == nil ? "" : ", textScale: textScale"
        return """


              /// Whether the platform asks for less motion (MediaQuery.disableAnimationsOf: Android's Remove
              /// animations, iOS's Reduce Motion): then the preset is as its reducedMotion says, [\(other)Header].
              static bool reducesMotion(BuildContext context) => MediaQuery.disableAnimationsOf(context);

              /// The scroll physics for the platform's setting: [\(other)Header.physics] while [reducesMotion].
              static ScrollPhysics physicsOf(BuildContext context) => reducesMotion(context) ? \(other)Header.physics : physics;

              /// The header's delegate for the platform's setting: the variant's while [reducesMotion].
              static SliverPersistentHeaderDelegate delegateOf(BuildContext context,
                  {required Map<String, Widget> layers, TickerProvider? vsync, Future<void> Function()? onStretchTrigger\(scale)}) {
                return reducesMotion(context)
                    ? \(other)HeaderDelegate(layers: layers, vsync: vsync, onStretchTrigger: onStretchTrigger\(passScale))
                    : \(type)HeaderDelegate(layers: layers, vsync: vsync, onStretchTrigger: onStretchTrigger\(passScale));
              }
            """
    }
}

extension AccessibilityExport {
    // MARK: Web

    /// The variant's CSS (`rules`, the preset template filled with it) inside
    /// `@media (prefers-reduced-motion: reduce)`, after what the preset's own CSS set is undone:
    /// its animations, a shadow from the start, a pinned strip, and its snapping where the variant's snap
    /// positions are not the preset's (the markup holds the preset's snap areas only).
    static func webReducedMotionCSS(for preset: HeaderPreset, variant: HeaderPreset, rules: String) -> String {
        let scroller = "[data-stretchy-scroller=\(CSSEscaper.string(preset.name))]"
        let sameSnaps = PresetFacts(variant).snapPositions == PresetFacts(preset).snapPositions
        var css = "\n/* \(CSSEscaper.comment(preset.name)) with Reduce Motion on (its reducedMotion): the CSS below, in place of the above. */\n"
        css += "@media (prefers-reduced-motion: reduce) {\n"
        css += "\(scroller) [data-stretchy-header], \(scroller) [data-stretchy-layer] { animation: none; box-shadow: none; }\n"
        // A strip the preset pins scrolls with the content unless the variant pins it too.
        if preset.accessory != nil { css += "\(scroller) [data-stretchy-accessory] { position: static; }\n" }
        if !sameSnaps {
            css += "\(scroller) { scroll-snap-type: none; }\n\(scroller) .stretchy-snap, \(scroller) .stretchy-free { display: none; }\n"
        }
        var variantRules = rules
        if !sameSnaps {
            // The variant's snap areas are not in the markup.
            variantRules = variantRules.replacing("\n  scroll-snap-type: y mandatory;", with: "")
        }
        css += variantRules
        css += "}\n"
        return css
    }

    /// What the web export cannot do of the variant, for the note.
    static func webReducedMotionNote(for preset: HeaderPreset) -> String? {
        guard let variant = variant(of: preset) else { return nil }
        var note =
            "reducedMotion: the variant's CSS applies inside @media (prefers-reduced-motion: reduce), which the browser follows as the setting changes; "
            + "the scripts (the start position, quick return, the fallback, the text size, the pages) take the variant's numbers when the setting is on as the page loads"
        let positions = PresetFacts(variant).snapPositions
        if !positions.isEmpty, positions != PresetFacts(preset).snapPositions {
            note +=
                "; the variant's snap positions (\(PresetFacts.list(positions))) are not snapped to: with Reduce Motion on the scroll rests anywhere"
        }
        return note
    }
}
