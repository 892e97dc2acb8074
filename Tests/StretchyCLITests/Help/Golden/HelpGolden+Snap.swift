/// The expected `stretchy help snap` page, byte for byte.
extension HelpGolden {
    static let snap = #"""
OVERVIEW: Compute where the scroll rests after the finger lifts.

Velocity is in points per second, positive moving into the content.

USAGE: stretchy snap <name> --offset <y> [--velocity <v>] [--format <format>]

ARGUMENTS:
  <name>                  The preset to use.

OPTIONS:
  --offset <y>            The offset where the finger lifts.
  --velocity <v>          The scroll velocity as the finger lifts. (default: 0)
  --format <format>       The output format. (values: table, json; default:
                          table)
  --db <path>             The preset database (default: $STRETCHY_DB, else
                          $XDG_DATA_HOME/stretchy/presets.sqlite).
  -h, --help              Show help information.

EXAMPLES:
  # Lift the finger a little past the middle.
  stretchy snap scaling-header-snap --offset 120

  # A fling back up, as JSON.
  stretchy snap scaling-header-snap --offset 150 --velocity -900 --format json
"""#
}
