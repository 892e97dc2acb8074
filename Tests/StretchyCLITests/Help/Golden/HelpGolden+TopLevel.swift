/// The expected `stretchy help` page, byte for byte.
extension HelpGolden {
    static let topLevel = #"""
        OVERVIEW: Scroll-header effects (stretchy, sticky, shrinking, snapping headers)
          as named presets you can evaluate, chart and share.

        USAGE: stretchy <subcommand>

        OPTIONS:
          --db <path>             The preset database (default: $STRETCHY_DB, else
                                  $XDG_DATA_HOME/stretchy/presets.sqlite).
          --color <when>          When to colour the output (auto: on a terminal, unless
                                  NO_COLOR is set). (values: auto, always, never;
                                  default: auto)
          --version               Show the version, the commit it was built from and the
                                  build configuration (with --format json, as an
                                  object).
          -h, --help              Show help information.

        SUBCOMMANDS:
          list                    List the presets: their main numbers and summaries.
          show                    Show one preset's parameters.
          create                  Create a preset from the defaults or another preset.
          edit                    Change a preset's parameters.
          rename                  Rename a preset, keeping its history.
          copy                    Copy a preset under a new name.
          delete                  Delete a preset; 'revert' brings it back.
          restore                 Restore a built-in preset that was changed or deleted.
          history                 List a preset's revisions, oldest first.
          revert                  Bring back an earlier revision of a preset.
          import                  Import presets from a document, all or nothing.
          export                  Export presets as a document or as code for an app.
          validate                Check a preset document without touching the database.
          diff                    Show the keys that differ: presets, revisions, files.
          merge-file              Merge preset documents key by key: git's merge driver.
          eval                    Compute a preset's header frames at scroll offsets.
          snap                    Compute where the scroll rests after the finger lifts.
          simulate                Simulate a gesture frame by frame: drag, fling, snap.
          chart                   Draw presets' curves against the scroll offset.
          preview                 Write a web page that shows presets' headers moving.
          studio                  Tune presets in a browser; every save is a revision.
          verify                  Check a trace recorded in an app against a preset.
          fit                     Find the preset that best explains a recorded trace.
          lint                    Check presets for tiny bars, unreachable snaps and
                                  text too small.
          devices                 List the phones --device evaluates on.
          check                   Check the database's integrity.
          completion              Print a shell completion script.
          help                    Show subcommand help information.

        EXAMPLES:
          # See the built-in catalogue.
          stretchy list

          # Header frames at three offsets.
          stretchy eval sticky-utah --at -120,0,40

          See 'stretchy help <subcommand>' for detailed help.
        """#
}
