/// The expected `stretchy help restore` page, byte for byte.
extension HelpGolden {
    static let restore = #"""
        OVERVIEW: Restore a built-in preset that was changed or deleted.

        The preset gets the catalogue's parameters back as a new revision; its history
        is kept.

        USAGE: stretchy restore (<name> ... | --all)

        ARGUMENTS:
          <name>                  The built-in presets to restore.

        OPTIONS:
          --all                   Restore every built-in preset.
          --db <path>             The preset database (default: $STRETCHY_DB, else
                                  $XDG_DATA_HOME/stretchy/presets.sqlite).
          -h, --help              Show help information.

        EXAMPLES:
          # Undo your changes to a built-in preset.
          stretchy restore sticky-utah

          # Restore the whole built-in catalogue.
          stretchy restore --all
        """#
}
