/// The expected `stretchy help fit` page, byte for byte.
extension HelpGolden {
    static let fit = #"""
        OVERVIEW: Find the preset that best explains a recorded trace.

        Reads a trace (the format verify reads, docs/traces.md) of any header, made with
        Stretchy or not, and prints the preset that explains it as KEY=VALUE lines that
        create and edit take: maxHeight and damping from the pull, collapse from whether
        the header shrinks or moves up, minHeight from the samples past the collapse,
        and, from each release followed by a rest, snap.mode, snap.positions,
        snap.policy and the fling. When samples carry accessoryTop, accessory.offset
        from where the strip rides with the content and accessory.behavior from where it
        stays past the pin; the strip's height does not show in its top, so
        --accessory-height gives it. Lines starting with '#' say which keys the trace
        cannot determine and why (a trace that never scrolls past the collapse does not
        give minHeight), the largest remaining deviation of height, top, accessoryTop
        and rest, and the lines of the samples the preset does not explain.

        Exits 0 when every sample is within the tolerance of the fitted preset and 1
        when some are not; a malformed or empty trace exits 65 naming the line, a file
        that does not exist 66. With --create the preset is stored as a new preset with
        one revision (keys the trace does not determine keep their defaults); a name
        that is taken or invalid exits 65 and changes nothing, as does a trace with
        accessoryTop and no --accessory-height (exit 64). A file is read twice as it
        streams; standard input is held in memory.

        USAGE: stretchy fit <trace> [--create <name>] [--accessory-height <pt>]
                        [--tolerance <pt>] [--format <format>]

        ARGUMENTS:
          <trace>                 The trace file, or '-' for standard input.

        OPTIONS:
          --create <name>         Also store the fitted preset under this new name (one
                                  revision).
          --accessory-height <pt>
                                  The strip's height, which a trace with accessoryTop
                                  does not show; --create needs it then.
          --tolerance <pt>        How far a sample may be from the fitted preset before
                                  it does not fit, in points. (default: 0.5)
          --format <format>       The output format. (values: table, json; default:
                                  table)
          --db <path>             The preset database (default: $STRETCHY_DB, else
                                  $XDG_DATA_HOME/stretchy/presets.sqlite).
          -h, --help              Show help information.

        EXAMPLES:
          # The preset that explains a trace.
          stretchy fit app-trace.jsonl

          # Store it as a new preset.
          stretchy fit app-trace.jsonl --create my-header
        """#
}
