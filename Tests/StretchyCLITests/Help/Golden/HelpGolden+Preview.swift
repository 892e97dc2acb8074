/// The expected `stretchy help preview` page, byte for byte.
extension HelpGolden {
    static let preview = #"""
        OVERVIEW: Write a web page that shows presets' headers moving.

        Writes one self-contained HTML file (scripts, styles and charts inline; no
        request leaves the page) that opens in any browser, from a file, offline. Each
        preset's header sits in a phone-sized screen over scrolling rows and behaves as
        the preset says: scroll with the wheel or the keys, drag with the mouse or a
        finger, pull past the top to stretch it (rubber band and damping), let go to
        decelerate and snap. Beside each phone: an offset scrubber (negative offsets
        pull), buttons that play a drag, a fling and a quick-return trace, the live
        progress, height and translation, the snap offsets and the chart with a cursor.
        The page is written to NAME.html for one preset and preview.html for several, in
        the current folder. The phone is a 390 x 844 iPhone with a 47 pt status bar
        unless --device names another; a preset with safeArea included or added runs
        under the status bar, and one with an accessory shows its strip with three tabs,
        each a page that keeps its own offset. The toolbar's Reduce Motion toggle shows
        each preset's reducedMotion variant and its Text size select grows a header that
        has dynamicType; --reduce-motion and --text-size set where they start.

        USAGE: stretchy preview <name> ... [--output <file>] [--width <px>]
                        [--height <px>] [--device <name>] [--safe-area-top <pt>]
                        [--viewport-height <pt>] [--reduce-motion] [--text-size <size>]

        ARGUMENTS:
          <name>                  The presets to show, side by side.

        OPTIONS:
          -o, --output <file>     Write to this file, or '-' for standard output
                                  (default: NAME.html, or preview.html for several).
          --width <px>            The phone screen's width in CSS pixels (1 pt = 1 px).
                                  (default: 390)
          --height <px>           The phone screen's height in CSS pixels, status bar
                                  included. (default: 844)
          --device <name>         Draw this phone: its screen and its status bar
                                  ('stretchy devices' lists them; --width and --height
                                  override its size). (values: iphone-15, iphone-14,
                                  iphone-se, pixel-8)
          --safe-area-top <pt>    The top safe-area inset in points, 0...1000 (default
                                  0, or the device's).
          --viewport-height <pt>  The viewport's height in points, more than 0, at most
                                  10000 (default the preset's motion.viewportHeight, or
                                  the device's).
          --reduce-motion         Start with the page's Reduce Motion toggle on (without
                                  it, the browser's prefers-reduced-motion decides).
          --text-size <size>      Evaluate at this Dynamic Type size: a preset with
                                  dynamicType grows with its text. (values: xSmall,
                                  small, medium, large, xLarge, xxLarge, xxxLarge, ax1,
                                  ax2, ax3, ax4, ax5; default: large)
          --db <path>             The preset database (default: $STRETCHY_DB, else
                                  $XDG_DATA_HOME/stretchy/presets.sqlite).
          -h, --help              Show help information.

        EXAMPLES:
          # Feel one header; opens as sticky-utah.html.
          stretchy preview sticky-utah

          # Two presets side by side on a smaller phone, in preview.html.
          stretchy preview sticky-utah stretchy-ios18 --width 375 --height 667
        """#
}
