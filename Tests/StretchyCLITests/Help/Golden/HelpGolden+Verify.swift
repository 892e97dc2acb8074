/// The expected `stretchy help verify` page, byte for byte.
extension HelpGolden {
    static let verify = #"""
        OVERVIEW: Check a trace recorded in an app against a preset.

        A trace is JSON Lines: a header {"format": "stretchy-trace", "version": 1,
        "preset": NAME}, then one sample per line, {"t": SECONDS, "offset": Y, "height":
        H, "top": T} with optional "layers", "phase" and, on a release, "velocity" and
        "accessoryTop" (docs/traces.md). Each sample's height and top (and accessoryTop,
        for a preset with an accessory) are compared with the preset's frame at its
        offset, on the screen --device, --safe-area-top and --viewport-height give and
        at the Dynamic Type size --text-size gives (with Reduce Motion on, the preset
        merged with its reducedMotion, for --reduce-motion), each layer value with the
        preset's tracks (0.01 for opacity and scale, the tolerance otherwise), and each
        release followed by a rest sample with where the preset says it comes to rest.
        The trace is read as it streams: a million samples take about a second and no
        more memory than ten.

        Prints how many samples were checked, which layers were compared with the
        preset's tracks and which could not be (tracked but never recorded; recorded
        with no track, with the closest tracked name), and, for each kind of deviation,
        how many samples deviated and the worst one with its line, time and offset;
        --all lists every deviating sample. An unknown key in the trace is an error,
        with the closest known one. Exits 0 when everything is within the tolerance and
        1 when the app deviates (like cmp); a malformed trace exits 65 naming the line,
        a preset or file that does not exist 66.

        With --against OLD, the one trace given (NEW) is compared with the recording OLD
        instead of a preset: the same header recorded on two systems. Each new sample is
        matched with the old recording at its offset (interpolated between the old
        samples on either side), each rest with the old rest after a release at the same
        offset and velocity; the report and exit statuses are the same, and --chart
        draws both recordings. New samples outside the old recording's offsets are
        counted, not compared.

        USAGE: stretchy verify (<name> <trace> | --against <old> <new>) [<options>]

        ARGUMENTS:
          <name>                  The preset the app should follow (with --against, the
                                  new trace).
          <trace>                 The trace file, or '-' for standard input.

        OPTIONS:
          --against <old>         Compare the trace given alone with this older
                                  recording of the same header, by offset, with no
                                  preset.
          --tolerance <pt>        How far a length may be off, in points. (default: 0.5)
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
          --all                   List every deviating sample, not only the worst of
                                  each kind (the first 10000).
          --chart <file>          Also draw the recorded samples over the preset's curve
                                  into this SVG file.
          --db <path>             The preset database (default: $STRETCHY_DB, else
                                  $XDG_DATA_HOME/stretchy/presets.sqlite).
          -h, --help              Show help information.

        EXAMPLES:
          # Check a trace saved by an app.
          stretchy verify sticky-utah utah-trace.jsonl

          # Every deviating sample, and a chart of the recorded samples over the
            preset's curve.
          stretchy verify sticky-utah utah-trace.jsonl --all --chart utah.svg
        """#
}
