/// The expected `stretchy help eval` page, byte for byte.
extension HelpGolden {
    static let eval = #"""
        OVERVIEW: Compute a preset's header frames at scroll offsets.

        An offset is 0 at rest, positive scrolled into the content and negative pulled
        down past the top. Each row gives the header's height, translation, collapse
        progress, shadow radius, visible height, the content's top (contentTop) and the
        gap under the header; then triggered, for a preset with a pullTrigger,
        accessoryTop and pinned, for a preset with an accessory, and a column per
        content track (title.scale, ...). --columns keeps offset and the columns named
        (in JSON, the tracks named go into layers).

        A table wider than the terminal is folded to fit it, never cut: the columns that
        do not fit follow in another table under the first, a blank line apart, each
        starting with offset again.

        --device evaluates on one of the phones 'stretchy devices' lists, its safe-area
        top and viewport height; --safe-area-top and --viewport-height give or override
        them. A preset whose safeArea is added grows by the safe-area top. --text-size
        evaluates at a Dynamic Type size: a preset with dynamicType grows with its text
        (maxHeight becomes H + scaledHeight * (size / size at large - 1)).
        --reduce-motion evaluates the preset as it is with Reduce Motion on: merged with
        its reducedMotion.

        USAGE: stretchy eval <name> (--at <y,...> | --from <y> --to <y> [--step <s>])
                        [--columns <column>] [--device <name>] [--safe-area-top <pt>]
                        [--viewport-height <pt>] [--text-size <size>] [--reduce-motion]
                        [--format <format>]

        ARGUMENTS:
          <name>                  The preset to evaluate.

        OPTIONS:
          --at <y,...>            The offsets, separated by commas; repeat the option to
                                  add more.
          --from <y>              The first offset of a range.
          --to <y>                The last offset of a range.
          --step <s>              The distance between offsets of a range. (default: 10)
          --columns <column>      The columns after offset, in order (default: all);
                                  repeat the option or separate with commas. (values:
                                  offset, height, translation, progress, shadowRadius,
                                  visible, contentTop, gap, triggered, accessoryTop,
                                  pinned, LAYER.PROPERTY)
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
          --format <format>       The output format. (values: table, json, csv; default:
                                  table)
          --db <path>             The preset database (default: $STRETCHY_DB, else
                                  $XDG_DATA_HOME/stretchy/presets.sqlite).
          -h, --help              Show help information.

        EXAMPLES:
          # Frames pulled down, at rest and scrolled.
          stretchy eval sticky-utah --at -120,0,40

          # Every 25 points as CSV: the height, the progress and one track.
          stretchy eval material3-large-top-app-bar --from 0 --to 100 --step 25 \
              --columns height,progress,title.opacity --format csv
        """#
}
