/// The expected `stretchy help import` page, byte for byte.
extension HelpGolden {
    static let importCommand = #"""
        OVERVIEW: Import presets from a document, all or nothing.

        Accepts a preset document, a single preset object or an array of them. A preset
        stored exactly as the document has it is no conflict under any policy: it is
        left unchanged and counted apart ('2 unchanged'). Given a folder, it reads every
        *.stretchy.json file in it (other files are ignored) and makes the database
        match: a new preset is created, a changed one replaced with one revision, an
        unchanged one gets none; the folder wins, so --on-conflict does not apply.

        USAGE: stretchy import <file> [--on-conflict <policy>] [--prune] [--dry-run]

        ARGUMENTS:
          <file>                  The document to read, '-' for standard input, or a
                                  folder of NAME.stretchy.json files (what export
                                  --split writes).

        OPTIONS:
          --on-conflict <policy>  What to do when a preset with the same name exists.
                                  (values: fail, skip, replace; default: fail)
          --prune                 With a folder: delete presets that have no file in it
                                  (as revisions, so revert brings them back).
          --dry-run               Check and report what would change, without writing.
          --db <path>             The preset database (default: $STRETCHY_DB, else
                                  $XDG_DATA_HOME/stretchy/presets.sqlite).
          -h, --help              Show help information.

        EXAMPLES:
          # Import, replacing presets with the same names.
          stretchy import team.json --on-conflict replace

          # See what that import would do, changing nothing.
          stretchy import team.json --on-conflict replace --dry-run
        """#
}
