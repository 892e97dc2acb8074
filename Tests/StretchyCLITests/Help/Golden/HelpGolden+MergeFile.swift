/// The expected `stretchy help merge-file` page, byte for byte.
extension HelpGolden {
    static let mergeFile = #"""
        OVERVIEW: Merge preset documents key by key: git's merge driver.

        Combines the changes CURRENT and OTHER each made to BASE, key by key, the way
        the editor and the studio merge an edit made meanwhile, and writes the result
        canonically to CURRENT. A preset added on one side is kept; one deleted on one
        side and unchanged on the other is deleted. A key changed differently on both
        sides is a conflict: CURRENT keeps its value, each conflict is one line on
        standard error ('preset hero: maxHeight: 300 (base) → 320 (ours), 340 (theirs)')
        and the exit status is 1, which git reports as a conflict. A side that is not a
        valid preset document exits 65 and nothing is written.

        USAGE: stretchy merge-file <current> <base> <other>

        ARGUMENTS:
          <current>               Our version (git's %A): the merge is written here.
          <base>                  The common ancestor (git's %O).
          <other>                 Their version (git's %B).

        OPTIONS:
          --db <path>             The preset database (default: $STRETCHY_DB, else
                                  $XDG_DATA_HOME/stretchy/presets.sqlite).
          -h, --help              Show help information.

        EXAMPLES:
          # What git runs as the merge driver: their changes to base.json merged into
            hero.stretchy.json.
          stretchy merge-file hero.stretchy.json base.json theirs.json
        """#
}
