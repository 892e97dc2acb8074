import HeaderGeometry

/// The screen of docs/screen.md (the safe area, the accessory strip, pages, scale anchors) in the
/// Compose and Flutter exports: the strip's numbers and the page rule as code beside the app
/// bar's, and what each platform's own widgets cannot do as fidelity lines. A preset without
/// these keys adds nothing, so its export keeps its bytes.
enum ScreenExport {
    /// What Compose cannot do of the preset's screen, one line each.
    static func composeLosses(for preset: HeaderPreset) -> [String] {
        var losses: [String] = []
        if preset.safeArea == .included {
            losses.append(
                "safeArea included: MaxHeight and MinHeight already hold the status bar, so pass windowInsets = WindowInsets(0) to TopAppBar, which would add it again"
            )
        }
        if preset.safeArea == .added {
            losses.append(
                "safeArea added: MaxHeight and MinHeight are measured below the status bar; TopAppBar's windowInsets add WindowInsets.statusBars' top to them, as the preset means, only when you keep TopAppBarDefaults.windowInsets"
            )
        }
        if let accessory = preset.accessory {
            losses.append(
                "the accessory (\(accessory.behavior.rawValue), \(CodeNumber.plain(accessory.height)) dp): TopAppBarScrollBehavior moves the app bar only, so AccessoryTabs() draws a tab row at accessoryTop() of the offset you give it, and the pages and their saved offsets are yours to keep (switchOffset() gives the page rule)"
            )
            if accessory.behavior == .quickReturn {
                losses.append("accessory.behavior quickReturn: Material 3 has no enterAlways tab row; move it with your own nested scroll connection")
            }
        }
        losses += anchorLosses(for: preset, platform: "Compose", how: "graphicsLayer's transformOrigin = TransformOrigin(x, y)")
        return losses
    }

    /// What Flutter cannot do of the preset's screen, one line each.
    static func flutterLosses(for preset: HeaderPreset) -> [String] {
        var losses: [String] = []
        if preset.safeArea == .included {
            losses.append(
                "safeArea included: the heights already hold the status bar, so pass primary: false to sliverAppBar(), which would add MediaQuery.padding.top again"
            )
        }
        if preset.safeArea == .added {
            losses.append(
                "safeArea added: the heights are measured below the status bar, which is what sliverAppBar() does as primary (it adds MediaQuery.padding.top)"
            )
        }
        if let accessory = preset.accessory {
            losses.append(
                "the accessory (\(accessory.behavior.rawValue), \(CodeNumber.plain(accessory.height)) pt): \(accessory.behavior == .pinned ? "nestedScrollView() pins your TabBar as SliverAppBar(bottom:)" : "put your TabBar in the body as a sliver that scrolls away"); NestedScrollView does not keep each tab's offset by itself, so keep them and jump to switchOffset() (the page rule) when the tab changes"
            )
            if accessory.behavior == .quickReturn {
                losses.append("accessory.behavior quickReturn: give the SliverAppBar floating: true for the strip to come back on a reverse scroll")
            }
        }
        losses += anchorLosses(for: preset, platform: "Flutter", how: "Transform.scale's alignment: Alignment(2x - 1, 2y - 1)")
        return losses
    }

    /// A line for each scale track with an anchor, which the layer helpers scale about the centre.
    static func anchorLosses(for preset: HeaderPreset, platform: String, how: String) -> [String] {
        preset.tracks.compactMap { track in
            guard track.property == .scale, let anchor = track.anchor else { return nil }
            return
                "track \(track.layer).scale scales about [\(CodeNumber.plain(anchor.x)), \(CodeNumber.plain(anchor.y))] of its layer: \(platform) scales about the centre unless you set \(how)"
        }
    }

    /// The Kotlin declarations the preset's object adds for its accessory (after `PullTrigger`),
    /// or nothing.
    static func kotlin(for preset: HeaderPreset) -> String {
        guard let accessory = preset.accessory else { return "" }
        return """


                /** The accessory strip under the bar (a tab row), in dp: \(accessory.behavior.rawValue). */
                val AccessoryHeight: Dp = \(CodeNumber.plain(accessory.height)).dp

                /** The content between the expanded bar and the strip (a profile's bio), in dp. */
                val AccessoryOffset: Dp = \(CodeNumber.plain(accessory.offset)).dp

                /** The offset from which the strip sits under the collapsed bar: CollapseRange + AccessoryOffset. */
                val PinOffset: Dp = \(CodeNumber.plain(preset.pinOffset)).dp

                /** Where a page shows when the user switches to it from a page at [current] to one whose saved offset is [saved]. */
                fun switchOffset(current: Dp, saved: Dp): Dp = if (current < PinOffset) current else maxOf(saved, PinOffset)

                /**
                 * The strip's top below the screen's top at scroll [offset] (0 or more): place your tab row there,
                 * under the app bar, e.g. with Modifier.offset { IntOffset(0, accessoryTop(state.offset).roundToPx()) }.
                 */
                fun accessoryTop(offset: Dp): Dp = \(kotlinTop(accessory.behavior))

                /**
                 * The strip as a Material 3 tab row, AccessoryHeight tall at accessoryTop([offset]) under the app bar, one
                 * tab per title. [onSelect] gets the chosen index: keep each page's offset, and show the new page at
                 * switchOffset(offset, its saved offset), so the bar does not jump.
                 */
                @Composable
                fun AccessoryTabs(
                    titles: List<String>,
                    selected: Int,
                    offset: Dp,
                    onSelect: (Int) -> Unit,
                    modifier: Modifier = Modifier,
                ) {
                    TabRow(
                        selectedTabIndex = selected,
                        modifier = modifier.height(AccessoryHeight).offset { IntOffset(0, accessoryTop(offset).roundToPx()) },
                    ) {
                        titles.forEachIndexed { index, title ->
                            Tab(selected = index == selected, onClick = { onSelect(index) }, text = { Text(title) })
                        }
                    }
                }
            """
    }

    /// The imports the tab row of ``kotlin(for:)`` adds to a file with a preset with an accessory,
    /// after the file's own (none for any other file, whose bytes stay as they were).
    static let kotlinImports = [
        "androidx.compose.foundation.layout.height", "androidx.compose.foundation.layout.offset",
        "androidx.compose.material3.Tab", "androidx.compose.material3.TabRow", "androidx.compose.material3.Text",
        "androidx.compose.ui.Modifier", "androidx.compose.ui.unit.IntOffset",
    ]

    static func kotlinTop(_ behavior: AccessoryBehavior) -> String {
        behavior == .pinned ? "maxOf(MinHeight, MaxHeight + AccessoryOffset - offset)" : "MaxHeight + AccessoryOffset - offset"
    }

    /// The Dart declarations the preset's class adds for its accessory (after `parallax`), or nothing.
    static func dart(for preset: HeaderPreset) -> String {
        guard let accessory = preset.accessory else { return "" }
        return """


              /// The accessory strip under the bar (a TabBar as SliverAppBar(bottom:)), in pt: \(accessory.behavior.rawValue).
              static const double accessoryHeight = \(CodeNumber.dart(accessory.height));

              /// The content between the expanded bar and the strip (a profile's bio), in pt.
              static const double accessoryOffset = \(CodeNumber.dart(accessory.offset));

              /// The offset from which the strip sits under the collapsed bar: the collapse range plus accessoryOffset.
              static const double pinOffset = \(CodeNumber.dart(preset.pinOffset));

              /// Where a page shows when the user switches to it from a page at [current] to one whose saved offset is [saved].
              static double switchOffset(double current, double saved) => current < pinOffset ? current : math.max(saved, pinOffset);
            """ + (accessory.behavior == .pinned ? dartPinned : "")
    }

    /// The Dart helpers of a pinned strip: a SliverAppBar whose `bottom` is the strip (its expanded
    /// height holds the header, the offset's content and the strip; it collapses to
    /// collapsedHeight plus the strip, so the strip's top is `max(H + a - y, h)`, the preset's
    /// accessoryTop), and the NestedScrollView around it.
    static let dartPinned = """


          /// A SliverAppBar with [bottom] (your TabBar, in a PreferredSize of accessoryHeight) pinned under the
          /// header: it is expandedHeight + accessoryOffset + accessoryHeight tall at rest ([flexibleSpace] shows
          /// the accessoryOffset of content above the strip) and collapses to collapsedHeight + accessoryHeight,
          /// so the strip's top is max(expandedHeight + accessoryOffset - offset, collapsedHeight).
          static SliverAppBar sliverAppBarWithAccessory({
            required PreferredSizeWidget bottom,
            Widget? title,
            Widget? flexibleSpace,
            List<Widget>? actions,
            bool primary = true,
          }) {
            return SliverAppBar(
              primary: primary,
              expandedHeight: expandedHeight + accessoryOffset + accessoryHeight,
              collapsedHeight: collapsedHeight,
              toolbarHeight: toolbarHeight,
              pinned: true,
              title: title,
              flexibleSpace: flexibleSpace,
              actions: actions,
              bottom: bottom,
            );
          }

          /// The screen: the header and its pinned strip over [body] (a TabBarView, each page its own scroll
          /// view); keep each page's offset and jump to switchOffset() when the tab changes.
          static NestedScrollView nestedScrollView({
            required PreferredSizeWidget bottom,
            required Widget body,
            Widget? title,
            Widget? flexibleSpace,
          }) {
            return NestedScrollView(
              headerSliverBuilder: (BuildContext context, bool innerBoxIsScrolled) => <Widget>[
                sliverAppBarWithAccessory(bottom: bottom, title: title, flexibleSpace: flexibleSpace),
              ],
              body: body,
            );
          }
        """
}
