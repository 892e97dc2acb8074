/// Where the preset database lives: `--db`, else `$STRETCHY_DB`, else the XDG data home.
public enum DatabaseLocation {
    /// The file name under the data directory.
    public static let relativePath = "stretchy/presets.sqlite"

    /// `--db PATH`, else `$STRETCHY_DB`, else `$XDG_DATA_HOME/stretchy/presets.sqlite`, else
    /// `$HOME/.local/share/stretchy/presets.sqlite`. Empty variables count as unset, and a relative
    /// `$XDG_DATA_HOME` is ignored, as the XDG spec says. Throws (exit 64) when none is available.
    public static func path(option: String?, variables: [String: String]) throws(CommandError) -> String {
        if let option { return option }
        if let path = nonEmpty(variables["STRETCHY_DB"]) { return path }
        if let dataHome = nonEmpty(variables["XDG_DATA_HOME"]), dataHome.hasPrefix("/") {
            return join(dataHome, relativePath)
        }
        if let home = nonEmpty(variables["HOME"]) {
            return join(home, ".local/share/" + relativePath)
        }
        throw CommandError(
            .usage, "cannot find a place for the database: $HOME is not set",
            hint: "pass --db PATH or set STRETCHY_DB")
    }

    /// Whether the user named the database (`--db` or `$STRETCHY_DB`) rather than taking the
    /// default location; only the default's folders are made when missing.
    public static func isExplicit(option: String?, variables: [String: String]) -> Bool {
        option != nil || nonEmpty(variables["STRETCHY_DB"]) != nil
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    private static func join(_ directory: String, _ path: String) -> String {
        directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }
}
