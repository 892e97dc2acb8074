extension StoreError {
    /// The kinds of store failure, each with the exit status of docs/commands.md#exit-status it leads to.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// No such preset, revision or database file (66).
        case notFound
        /// Another preset already has the name (65).
        case nameTaken
        /// Another writer held the database past the busy timeout; retrying may succeed (75).
        case busy
        /// The database file (or its folder) cannot be written (74).
        case readOnly
        /// The disk is full (74).
        case diskFull
        /// The file is damaged, as `PRAGMA quick_check` confirmed (74).
        case corrupt
        /// The file is not an SQLite database, or not Stretchy's (74).
        case notADatabase
        /// The file was written by a newer Stretchy whose schema this one does not know (74).
        case newerSchema
        /// An I/O error hit `COMMIT`: the change may or may not be saved; `stretchy check` (74).
        case commitOutcomeUnknown
        /// Any other I/O or SQLite failure (74).
        case io
        /// The database refused a value that breaks a rule of docs/format.md#preset-keys (65).
        case constraint
        /// A bad argument to a store call, such as an invalid new name or revision (65).
        case invalidArgument
    }
}
