/// What each exit status means, as the command reference prints it: the contract's statuses,
/// in order. `70` (a bug) is left out on purpose: it is not something a script should handle.
public enum ExitStatusReference {
    /// Each status with one sentence on when a command exits with it.
    public static let entries: [(status: ExitStatus, meaning: String)] = [
        (.success, "The command did what was asked."),
        (
            .differs,
            "A check found a difference, as cmp says: verify's app deviates from its preset, diff's two sides differ, "
                + "merge-file left a conflict (as git expects of a merge driver). "
                + "Nothing is wrong with the command or its input."
        ),
        (
            .usage,
            "The command line is wrong: an unknown command, option or key, a missing argument, "
                + "a value that cannot be read as what it is for (maxHeight=abc, collapse=sideways), "
                + "a key or an option given twice. Nothing was changed."
        ),
        (
            .dataError,
            "The data is invalid: JSON that does not parse, a key a document may not have, "
                + "a value that breaks a rule of the format (maxHeight=-5), a name already taken."
        ),
        (.notFound, "Something named does not exist: a preset, a revision, an input file."),
        (
            .ioError,
            "A file or the database could not be read or written: damaged, read-only, "
                + "on a full disk, or written by a newer version of stretchy."
        ),
        (.busy, "Another process held the database for longer than the timeout; trying again may succeed."),
    ]

    /// The closing sentence every page repeats: what a failure leaves behind.
    public static let failureNote =
        "A failed command changes nothing, and prints one line on "
        + "standard error starting 'stretchy: error:', with a hint where one helps."
}
