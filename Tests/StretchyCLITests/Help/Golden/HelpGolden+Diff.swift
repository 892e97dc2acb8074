/// The expected `stretchy help diff` page, byte for byte.
extension HelpGolden {
    static let diff = #"""
        OVERVIEW: Show the keys that differ: presets, revisions, files.

        Prints one line per key that differs, in the order of the format's keys
        ('maxHeight: 300 → 320'), the same lines history shows. Documents holding
        several presets are compared preset by preset, by name. Exits 0 when the two are
        the same and 1 when they differ, so it can gate a script or a git hook. With
        --format json, an object: {"same": BOOL, "changes": [{"preset", "key", "before",
        "after"}]}, a preset only on one side with key null and before or after its
        whole preset object (the other null).

        USAGE: stretchy diff <a> <b> [--format <format>] [--chart] [--width <columns>]
                        [--height <lines>] [--ascii]

        ARGUMENTS:
          <a>                     The side before: a preset name, NAME@REVISION (a
                                  revision of its history), or a document file.
          <b>                     The side after, as for <a>.

        OPTIONS:
          --format <format>       The output format. (values: table, json; default:
                                  table)
          --chart                 Also draw both presets' curves in one chart (text, as
                                  chart draws).
          --width <columns>       The whole chart's width (default: the terminal's, else
                                  COLUMNS, else 80).
          --height <lines>        The whole chart's height (default: the terminal's less
                                  one, else 24).
          --ascii                 Draw with ASCII characters instead of Braille dots.
          --db <path>             The preset database (default: $STRETCHY_DB, else
                                  $XDG_DATA_HOME/stretchy/presets.sqlite).
          -h, --help              Show help information.

        EXAMPLES:
          # Whether sticky-utah is still as it shipped: no lines, and exit 0, when it
            is.
          stretchy diff sticky-utah@1 sticky-utah

          # A team's file against the database, with both curves in one chart.
          stretchy diff presets/sticky-utah.stretchy.json sticky-utah --chart
        """#
}
