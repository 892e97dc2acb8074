/// The expected `stretchy help lint` page, byte for byte.
extension HelpGolden {
    static let lint = #"""
        OVERVIEW: Check presets for tiny bars, unreachable snaps and text too small.

        Each finding names its rule, its severity (error, warning or info), the preset,
        what is wrong with the numbers, and a fix. The rules: short-content and
        unreachable-snap (with --content-height: the page is too short for the header to
        collapse; a snap position lies beyond the largest offset), snaps-too-close (two
        snap offsets under 8 pt apart), tiny-bar (a collapsed bar above 0 but under the
        44 pt minimum hit target), under-status-bar (a header drawn under the status bar
        collapses into it), text-too-small (a title scaled under 11 pt at the text
        size), no-dynamic-type (a title with tracks but no dynamicType),
        unreachable-trigger (a pullTrigger at or past the viewport),
        motion-without-reduced (parallax, a moving scale, blur or translate track, or a
        bouncy spring, and no reducedMotion) and reduced-still-moves (an error: the
        preset merged with its reducedMotion still moves so). docs/accessibility.md
        explains each with its source.

        --device, --safe-area-top and --viewport-height set the screen ('stretchy
        devices'); --text-size the Dynamic Type size; --reduce-motion checks each preset
        merged with its reducedMotion. --format json gives an array of objects with
        rule, severity, preset, message and fix.

        Exits 0 when nothing is an error, 1 when any finding is.

        USAGE: stretchy lint [<name> ...] [--device <name>] [--safe-area-top <pt>]
                        [--viewport-height <pt>] [--content-height <pt>]
                        [--text-size <size>] [--reduce-motion] [--format <format>]

        ARGUMENTS:
          <name>                  The presets to check (default: all).

        OPTIONS:
          --device <name>         Evaluate on this phone: its safe-area top and viewport
                                  height ('stretchy devices' lists them). (values:
                                  iphone-15, iphone-14, iphone-se, pixel-8)
          --safe-area-top <pt>    The top safe-area inset in points, 0...1000 (default
                                  0, or the device's).
          --viewport-height <pt>  The viewport's height in points, more than 0, at most
                                  10000 (default the preset's motion.viewportHeight, or
                                  the device's).
          --content-height <pt>   The page's content height in points, 0...100000;
                                  checks that the header can collapse and every snap
                                  position is reachable.
          --text-size <size>      Evaluate at this Dynamic Type size: a preset with
                                  dynamicType grows with its text. (values: xSmall,
                                  small, medium, large, xLarge, xxLarge, xxxLarge, ax1,
                                  ax2, ax3, ax4, ax5; default: large)
          --reduce-motion         Evaluate the preset as it is with Reduce Motion on:
                                  merged with its reducedMotion.
          --format <format>       The output format. (values: table, json; default:
                                  table)
          --db <path>             The preset database (default: $STRETCHY_DB, else
                                  $XDG_DATA_HOME/stretchy/presets.sqlite).
          -h, --help              Show help information.

        EXAMPLES:
          # Check the whole catalogue.
          stretchy lint

          # Check one preset on a Dynamic Island iPhone with a short page.
          stretchy lint sticky-utah --device iphone-15 --content-height 300
        """#
}
