/// The expected `stretchy help simulate` page, byte for byte.
extension HelpGolden {
    static let simulate = #"""
        OVERVIEW: Simulate a gesture frame by frame: drag, fling, snap.

        The finger starts at --offset, drags --drag points (positive into the content,
        negative pulling down; rubber-banded past the top) and lifts moving at
        --velocity points per second. The scroll then decelerates, bounces back from a
        pull or springs to a snap offset, using the preset's motion keys
        (motion.decelerationRate, motion.spring.response, ...), until it rests where
        'stretchy snap' says. The chart shows the offset in one panel and the height and
        visible height in another, against time, each series in its own look; it is
        sized as 'stretchy chart' sizes (the terminal's width and height less a line;
        piped, COLUMNS wide; else 80 by 24). table, json and csv give every frame: its
        time, eval's columns (visible, contentTop, gap and a column per track included)
        and the background's parallaxOffset, a table wider than the terminal folded as
        eval folds it; --output writes any of them to a file (a .svg, .txt, .csv or
        .json name implies the format). --trace instead follows a list of offsets, one
        step each, as a quick-return header (motion.quickReturn, or --quick-return) sees
        the scroll's history. A preset with an accessory adds accessoryTop and pinned to
        every frame; --device, --safe-area-top and --viewport-height set the screen
        ('stretchy devices'); --text-size, a Dynamic Type size a preset with dynamicType
        grows with; --reduce-motion, the preset as it is with Reduce Motion on (merged
        with its reducedMotion).

        USAGE: stretchy simulate <name> [--offset <y>] [--velocity <v>] [--drag <d>]
                        [--trace <y,...>] [--quick-return] [--device <name>]
                        [--safe-area-top <pt>] [--viewport-height <pt>]
                        [--text-size <size>] [--reduce-motion] [--width <columns>]
                        [--height <lines>] [--ascii] [--format <format>]
                        [--output <file>]

        ARGUMENTS:
          <name>                  The preset to simulate.

        OPTIONS:
          --offset <y>            The offset where the finger touches down. (default: 0)
          --velocity <v>          The scroll velocity as the finger lifts, in points per
                                  second. (default: 0)
          --drag <d>              How far the finger drags before it lifts, in points.
                                  (default: 0)
          --trace <y,...>         Follow these offsets in order instead of simulating a
                                  release.
          --quick-return          Treat the header as quick-return whatever its
                                  motion.quickReturn says.
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
          --format <format>       The output format. (values: text, svg, table, json,
                                  csv; default: text)
          -o, --output <file>     Write to this file instead of standard output (its
                                  extension implies the format).
          --db <path>             The preset database (default: $STRETCHY_DB, else
                                  $XDG_DATA_HOME/stretchy/presets.sqlite).
          --color <when>          When to colour the output (auto: on a terminal, unless
                                  NO_COLOR is set). (values: auto, always, never;
                                  default: auto)
          -h, --help              Show help information.

        EXAMPLES:
          # Release a third of the way up with a flick.
          stretchy simulate scaling-header-snap --offset 70 --velocity 300

          # A quick-return header over a scroll trace, as CSV.
          stretchy simulate sticky-utah --quick-return --trace 300,260,400 --format csv
        """#
}
