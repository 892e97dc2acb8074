#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `stretchy studio --open` without the token on any command line (docs/safety.md#the-studio):
/// as Jupyter does, the address goes into a private page — mode 0600, in a folder of mode 0700
/// made for it — that sends the browser on to it, and the opener (`xdg-open`, `open` on macOS)
/// and the browser are given that file's path, which `ps` may show to every local user. The
/// studio removes the file and its folder when it stops.
struct StudioOpener {
    /// The folder made for the page.
    let folder: String
    /// The page that sends the browser to the studio's address.
    let page: String

    /// The opener the system has: found on `PATH` like any command.
    #if canImport(Darwin)
        static let opener = "open"
    #else
        static let opener = "xdg-open"
    #endif

    /// Writes the page for `url` and starts the opener on it, not waiting for it. A failure is
    /// a note on standard error, not a failure of the command: the address is printed anyway.
    /// Returns what to remove when the studio stops, or `nil` when nothing was left.
    static func open(_ url: String, environment: CLIEnvironment) -> StudioOpener? {
        let opened: StudioOpener
        do {
            opened = try StudioOpener(url: url, temporaryFolder: environment.variables["TMPDIR"] ?? "/tmp")
        } catch {
            note("could not write the page that opens the studio (\(error.reason))", environment: environment)
            return nil
        }
        if !opened.startOpener(environment: environment) {
            note("could not start \(opener)", environment: environment)
        }
        return opened
    }

    private static func note(_ reason: String, environment: CLIEnvironment) {
        environment.errorOutput.write("note: \(reason); open the address above yourself\n")
        try? environment.errorOutput.flush()
    }

    /// Why the page could not be written.
    struct Failure: Error {
        let reason: String
    }

    /// Makes the folder (`mkdtemp(3)`: 0700) and the page in it (created, never followed
    /// through a link, 0600).
    init(url: String, temporaryFolder: String) throws(Failure) {
        var template =
            Array(
                (temporaryFolder.hasSuffix("/") ? temporaryFolder : temporaryFolder + "/")
                    .utf8CString.dropLast()) + Array("stretchy-studio-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Failure(reason: "\(temporaryFolder): \(Self.systemMessage())") }
        folder = String(cString: made)
        page = folder + "/open.html"
        let descriptor = LibC.open(page, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let reason = Self.systemMessage()
            rmdir(folder)
            throw Failure(reason: reason)
        }
        let bytes = Array(Self.redirect(to: url).utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count else {
            remove()
            throw Failure(reason: "\(page): the page could not be written")
        }
    }

    /// A page that goes on to `url` at once (and offers it as a link where refresh is off). The
    /// address is the studio's own, `http://HOST:PORT/?token=` and base64url: nothing in it
    /// needs escaping in HTML.
    static func redirect(to url: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="referrer" content="no-referrer">
        <meta http-equiv="refresh" content="0;url=\(url)">
        <title>stretchy studio</title>
        </head>
        <body><p><a href="\(url)">Open the studio</a></p></body>
        </html>

        """
    }

    /// Removes the page and its folder.
    func remove() {
        unlink(page)
        rmdir(folder)
    }

    /// Starts the opener on the page's path with the command's environment; false when it
    /// could not be started.
    private func startOpener(environment: CLIEnvironment) -> Bool {
        var child = pid_t()
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(Self.opener), strdup(page), nil]
        let variables: [UnsafeMutablePointer<CChar>?] = environment.variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (arguments + variables).forEach { free($0) } }
        return posix_spawnp(&child, Self.opener, nil, nil, arguments, variables) == 0
    }

    private static func systemMessage() -> String {
        String(cString: strerror(errno))
    }
}
