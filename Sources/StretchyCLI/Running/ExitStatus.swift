/// The process exit statuses of docs/commands.md#exit-status (the BSD sysexits values).
public struct ExitStatus: RawRepresentable, Hashable, Sendable {
    /// The value the process exits with.
    public var rawValue: Int32

    /// A status from its numeric value.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// `0`: the command did what was asked.
    public static let success = ExitStatus(rawValue: 0)
    /// `1`: a check found a difference (`verify`: the app deviates from its preset), as `cmp` says.
    public static let differs = ExitStatus(rawValue: 1)
    /// `64`: the command line is wrong (unknown option, missing argument, bad value).
    public static let usage = ExitStatus(rawValue: 64)
    /// `65`: the data is invalid (JSON, a rule of the format, a name already taken).
    public static let dataError = ExitStatus(rawValue: 65)
    /// `66`: something named does not exist (a preset, an input file).
    public static let notFound = ExitStatus(rawValue: 66)
    /// `70`: a bug or an unfinished command; not part of the contract.
    public static let software = ExitStatus(rawValue: 70)
    /// `74`: the database or a file could not be read or written.
    public static let ioError = ExitStatus(rawValue: 74)
    /// `75`: another writer held the database too long; retrying may succeed.
    public static let busy = ExitStatus(rawValue: 75)
}
