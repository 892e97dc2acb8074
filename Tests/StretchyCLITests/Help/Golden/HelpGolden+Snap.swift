/// The expected `stretchy help snap` page, byte for byte.
extension HelpGolden {
    static let snap = #"""
        OVERVIEW: Compute where the scroll rests after the finger lifts.

        Velocity is in points per second, positive moving into the content; the release
        decelerates at the preset's motion.decelerationRate (UIKit's normal 0.998 per
        millisecond unless it sets another), or as Android's spline fling with
        motion.fling android.

        Snap mode immediately ignores the velocity: the scroll settles at the snap
        position nearest the offset where the finger lifts, however fast it moves.
        afterFinishAccelerating does the same below 200 points per second, and above it
        settles where the fling would have ended. With snap.policy direction the
        release's direction picks instead: the next snap position into the content when
        moving into it, the one back toward the top when moving back.

        --format json adds projected (where the fling alone would stop, before snapping
        and before the clamp at 0) and snappedTo (the snap offset chosen, or null).
        --explain says in words which rule decided.

        --page-switch YA,YB asks where a page shows when the user switches to it (a tab
        of the preset's accessory): from a page at offset YA to one whose saved offset
        is YB, the new page shows at YA while the header is not yet pinned (YA below the
        pin offset P = E + accessory.offset), else at the larger of YB and P; --format
        json gives {"from": YA, "saved": YB, "offset": R}. --device, --safe-area-top and
        --viewport-height set the screen ('stretchy devices'). --text-size snaps at a
        Dynamic Type size: a preset with dynamicType grows, and so does its collapse
        range. --reduce-motion snaps the preset as it is with Reduce Motion on (merged
        with its reducedMotion), whose snapping may be off.

        USAGE: stretchy snap <name> (--offset <y> | --page-switch <ya,yb>)
                        [--velocity <v>] [--explain] [--device <name>]
                        [--safe-area-top <pt>] [--viewport-height <pt>]
                        [--text-size <size>] [--reduce-motion] [--format <format>]

        ARGUMENTS:
          <name>                  The preset to use.

        OPTIONS:
          --offset <y>            The offset where the finger lifts.
          --velocity <v>          The scroll velocity as the finger lifts. (default: 0)
          --explain               Say in words which rule decided where the scroll
                                  rests.
          --page-switch <ya,yb>   Switch pages instead: from a page at offset ya to one
                                  whose saved offset is yb; prints the new page's
                                  offset.
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
          --format <format>       The output format. (values: table, json; default:
                                  table)
          --db <path>             The preset database (default: $STRETCHY_DB, else
                                  $XDG_DATA_HOME/stretchy/presets.sqlite).
          -h, --help              Show help information.

        EXAMPLES:
          # A fling back up from nearly collapsed comes to rest expanded.
          stretchy snap ios-large-title-navigation-bar --offset 40 --velocity -900

          # Why a gentle fling part way up comes to rest collapsed.
          stretchy snap material3-large-top-app-bar --offset 40 --velocity 300 --explain
        """#
}
