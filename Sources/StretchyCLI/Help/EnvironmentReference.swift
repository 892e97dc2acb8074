/// The environment variables `stretchy` reads, as the command reference and the manual pages'
/// ENVIRONMENT section list them (docs/commands.md#environment).
public enum EnvironmentReference {
    /// Each variable (or group of variables read in turn) with one sentence on what it does.
    public static let entries: [(variables: String, meaning: String)] = [
        ("STRETCHY_DB", "The preset database when --db is not given."),
        (
            "XDG_DATA_HOME",
            "Without --db and STRETCHY_DB, the database is $XDG_DATA_HOME/stretchy/presets.sqlite "
                + "(an absolute path; else $HOME/.local/share/stretchy/presets.sqlite). It is created on first use."
        ),
        (
            "VISUAL, EDITOR",
            "The editor 'edit NAME' opens with no assignment: VISUAL, else EDITOR, else vi; "
                + "it may carry arguments (EDITOR='code --wait')."
        ),
        ("TMPDIR", "Where the editor's file is written, and kept when a save fails (default /tmp)."),
        ("NO_COLOR", "Set and not empty: no colour with --color auto."),
        ("TERM", "dumb: no colour with --color auto."),
        (
            "LC_ALL, LC_CTYPE, LANG",
            "The first one set is the locale: when it is not UTF-8 (LC_ALL=C), "
                + "charts on standard output are drawn in ASCII instead of Braille, on a terminal or piped. "
                + "With none set, a terminal gets ASCII."
        ),
        ("COLUMNS", "The width of charts and tables when standard output is not a terminal that says its size."),
    ]
}
