/// The expected `stretchy help chart` page, byte for byte.
extension HelpGolden {
    static let chart = #"""
        OVERVIEW: Draw presets' curves against the scroll offset.

        Draws with Braille dots, or ASCII with --ascii, at exactly --width columns by
        --height lines, axes and legend included. The default size is the terminal's
        width and its height less a line for the prompt; piped, COLUMNS wide when that
        is set, else 80, by 24; 80 by 24 in a file. The default series is the visible
        height (height + translation, the header's bottom edge): the height of a
        shrinking header, and how far a scrolling one has moved up. Lengths share the
        top panel; progress and shadow radius get panels of their own. Each preset's
        min, max and shadow threshold are lines at their values; lines on one row share
        a label, and with several presets each label ends with the key of its preset
        (the glyph shown in the legend). Under the axis, ^ marks the rest offset 0, each
        preset's collapse end and its snap offsets. A label that does not fit is named
        in a note under the chart, never moved. Colour (Okabe-Ito, readable with colour
        blindness) only on a terminal, and never when NO_COLOR is set.

        A preset's content tracks are series too, named LAYER.PROPERTY (title.scale,
        title.opacity): each gets a panel of its own, with the property's resting value
        for a preset that has no such track. accessoryTop draws the strip's top of the
        presets with an accessory; --device, --safe-area-top and --viewport-height set
        the screen ('stretchy devices'); --text-size, a Dynamic Type size the presets
        with dynamicType grow with; --reduce-motion, the presets as they are with Reduce
        Motion on (merged with their reducedMotion).

        SVG is a standalone document laid out as the text is, 8 by 16 pixels per column
        and line.

        USAGE: stretchy chart <name> ... [--series <series>] [--from <y>] [--to <y>]
                        [--device <name>] [--safe-area-top <pt>]
                        [--viewport-height <pt>] [--text-size <size>] [--reduce-motion]
                        [--width <columns>] [--height <lines>] [--ascii]
                        [--format <format>] [--output <file>]

        ARGUMENTS:
          <name>                  The presets to draw, one curve each.

        OPTIONS:
          --series <series>       What to draw; repeat the option or separate with
                                  commas. (values: height, visible, translation, gap,
                                  progress, shadow, accessoryTop, LAYER.PROPERTY;
                                  default: visible)
          --from <y>              The first offset (default: half the tallest header
                                  pulled down).
          --to <y>                The last offset (default: a quarter past the longest
                                  collapse).
          --device <name>         Evaluate on this phone: its safe-area top and viewport
                                  height ('stretchy devices' lists them). (values:
                                  iphone-15, iphone-14, iphone-se, pixel-8)
          --safe-area-top <pt>    The top safe-area inset in points, 0...1000 (default
                                  0, or the device's).
          --viewport-height <pt>  The viewport's height in points, more than 0, at most
                                  10000 (default the preset's motion.viewportHeight, or
                                  the device's).
          --text-size <size>      Evaluate at this Dynamic Type size: a preset with
                                  dynamicType grows with its text. (values: xSmall,
                                  small, medium, large, xLarge, xxLarge, xxxLarge, ax1,
                                  ax2, ax3, ax4, ax5; default: large)
          --reduce-motion         Evaluate the preset as it is with Reduce Motion on:
                                  merged with its reducedMotion.
          --width <columns>       The whole chart's width (default: the terminal's, else
                                  COLUMNS, else 80).
          --height <lines>        The whole chart's height (default: the terminal's less
                                  one, else 24).
          --ascii                 Draw with ASCII characters instead of Braille dots.
          --format <format>       The output format. (values: text, svg; default: text)
          -o, --output <file>     Write to this file instead of standard output (.svg
                                  implies svg, .txt text).
          --db <path>             The preset database (default: $STRETCHY_DB, else
                                  $XDG_DATA_HOME/stretchy/presets.sqlite).
          --color <when>          When to colour the output (auto: on a terminal, unless
                                  NO_COLOR is set). (values: auto, always, never;
                                  default: auto)
          -h, --help              Show help information.

        EXAMPLES:
          # Compare how much of two headers shows as the content scrolls.
          stretchy chart sticky-utah stretchy-ios18

          # Height over collapse progress from a 150-point pull, as SVG.
          stretchy chart sticky-utah --series height,progress --from -150 -o utah.svg
        """#
}
