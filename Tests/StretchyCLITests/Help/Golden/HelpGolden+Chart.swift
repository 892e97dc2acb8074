/// The expected `stretchy help chart` page, byte for byte.
extension HelpGolden {
    static let chart = #"""
OVERVIEW: Draw presets' curves against the scroll offset.

USAGE: stretchy chart <name> ... [--series <series>] [--from <y>] [--to <y>]
                [--width <columns>] [--height <rows>] [--ascii]
                [--format <format>]

ARGUMENTS:
  <name>                  The presets to draw, one curve each.

OPTIONS:
  --series <series>       What to draw; repeat the option or separate with
                          commas. (values: height, visible, translation, gap,
                          progress, shadow; default: height)
  --from <y>              The first offset (default: fits the presets).
  --to <y>                The last offset (default: fits the presets).
  --width <columns>       The chart's width (default: the terminal's width).
  --height <rows>         The chart's height in rows.
  --ascii                 Draw with ASCII characters instead of Braille dots.
  --format <format>       The output format. (values: text, svg; default: text)
  --db <path>             The preset database (default: $STRETCHY_DB, else
                          $XDG_DATA_HOME/stretchy/presets.sqlite).
  --color <when>          When to colour the output (auto: on a terminal, unless
                          NO_COLOR is set). (values: auto, always, never;
                          default: auto)
  -h, --help              Show help information.

EXAMPLES:
  # Compare two headers' heights.
  stretchy chart sticky-utah stretchy-ios18

  # Height and gap from a 150-point pull, as SVG.
  stretchy chart sticky-utah --series height,gap --from -150 --format svg
"""#
}
