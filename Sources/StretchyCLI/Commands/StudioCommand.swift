import Dispatch
import HeaderGeometry
import LoopbackHTTP
import PresetPreview
import PresetService
import ValueText

/// `stretchy studio [NAME ...]`: the catalogue served to a browser on this machine, every
/// control moving the header live and every save a revision (docs/studio.md).
public struct StudioCommand: StretchyCommand {
    static let names = CommandArgument.repeating(
        "name", kind: .presetName, optional: true, help: "The presets the page opens, side by side (default: the first).")
    static let port = CommandOption.text(
        "port", value: "n", help: "The port to listen on; 0, the default, lets the system choose a free one.")
    static let host = CommandOption.text(
        "host", value: "address", help: "The loopback address to listen on: 127.0.0.1 (the default), localhost or ::1.")
    static let open = CommandOption.flag("open", help: "Open the page in the default browser.")
    static let device = CommandOption.choice(
        "device", value: "name", allowed: DeviceProfile.builtIn.map(\.name),
        help: "Draw this phone: its screen and its status bar ('stretchy devices' lists them; default a 390 x 844 iPhone, 47 pt).")

    static let reduceMotion = CommandOption.flag(
        "reduce-motion", help: "Start with the page's Reduce Motion toggle on: each header shows its reducedMotion variant.")

    public static let spec = CommandSpec(
        name: "studio",
        abstract: "Tune presets in a browser; every save is a revision.",
        discussion: """
            Serves the presets to a browser on this machine until stopped with Ctrl-C (SIGINT) or \
            SIGTERM. The first line it prints is the page's address with a secret token: \
            studio: http://127.0.0.1:PORT/?token=TOKEN. The page is the preview's, with a \
            control for every key beside each header: a change shows at once, an invalid value \
            shows the command line's message and is not applied, and Save (or Ctrl/Cmd-S) \
            stores one revision with every changed key. Keys someone else changed meanwhile are \
            merged; a key both changed is a conflict the page shows, nothing is overwritten. \
            It listens on loopback only and answers only requests carrying the token, for its \
            own Host, with writes from its own page (see docs/safety.md). The toolbar's Reduce             Motion and Text size toggles show the headers as those settings make them;             --reduce-motion and --text-size set where they start.
            """,
        arguments: [names.spec],
        options: [
            port.spec, host.spec, open.spec, device.spec, ScreenContextOptions.safeAreaTop.spec,
            ScreenContextOptions.viewportHeight.spec, reduceMotion.spec, TextSizeOption.textSize.spec,
        ],
        examples: [
            CommandExample("Tune one preset; open the printed address.", "stretchy studio sticky-utah"),
            CommandExample(
                "Two presets side by side, opened in the default browser.",
                "stretchy studio sticky-utah stretchy-ios18 --open"),
        ])

    /// The presets the page opens, in order, each once.
    var names: [String]
    /// The port as typed (`0` when not given).
    var port: String
    /// The address as typed.
    var host: String
    /// Whether to open a browser.
    var opens: Bool
    /// The phone the page draws.
    var size = PhoneSize.standard
    /// Where the page's Reduce Motion and text-size toggles start.
    var toggles = AccessibilityToggles()

    public init(_ parsed: ParsedCommand) throws {
        names = []
        for name in parsed[Self.names] where !names.contains(name) { names.append(name) }
        port = parsed[Self.port] ?? "0"
        host = parsed[Self.host] ?? "127.0.0.1"
        opens = parsed[Self.open]
        if let profile = parsed[Self.device].flatMap(DeviceProfile.named) {
            size = PhoneSize(width: Int(profile.width), height: Int(profile.height), safeAreaTop: profile.safeAreaTop)
        }
        try ScreenContextOptions.apply(parsed, to: &size, heightGiven: false)
        toggles = AccessibilityToggles(
            reduceMotion: parsed[Self.reduceMotion] ? true : nil, textSize: TextSizeOption.textSize(parsed))
    }

    /// The addresses `--host` takes: loopback only (docs/safety.md#the-studio).
    static let loopbackHosts = ["127.0.0.1", "localhost", "::1"]

    /// Checks the options (64), the presets (66) and the port (74) before serving; then prints
    /// the address line, serves until SIGINT or SIGTERM and exits 0.
    public func run(_ environment: CLIEnvironment) throws -> ExitStatus {
        // First, so that no SIGINT or SIGTERM from now on ends the process with the default
        // action: one that comes while starting stops the studio as soon as it serves.
        StudioSignals.install()
        guard Self.loopbackHosts.contains(host.lowercased()) else {
            throw UsageError(
                "--host \(MessageText.quoted(host)) is not a loopback address",
                hint: "the studio listens on 127.0.0.1, localhost or ::1 only")
        }
        guard let portNumber = Int(port), (0...65535).contains(portNumber) else {
            throw UsageError("--port \(MessageText.quoted(port)) is not a port number", hint: "use 0...65535; 0 lets the system choose")
        }
        let databasePath = try Self.openedDatabase(checking: names, environment: environment)
        let address = StudioAddress()
        let token = StudioToken()
        let server: LoopbackServer
        do {
            server = try LoopbackServer(host: host.lowercased() == "::1" ? "::1" : "127.0.0.1", port: portNumber) { request in
                address.site.respond(request)
            }
        } catch {
            switch error {
            case .notLoopback(let host):
                throw UsageError("--host \(MessageText.quoted(host)) is not a loopback address")
            case .addressInUse(let port):
                throw CommandError(.ioError, "port \(port) is in use", hint: "choose another with --port, or --port 0 for a free one")
            case .cannotListen(let reason):
                throw CommandError(.ioError, "cannot listen on port \(portNumber): \(reason)")
            }
        }
        address.site = StudioSite(
            gate: StudioGate(token: token, port: server.port), databasePath: databasePath, names: names, size: size, toggles: toggles)
        let shown = host == "::1" ? "[::1]" : "127.0.0.1"
        let url = "http://\(shown):\(server.port)/?token=\(token.text)"
        environment.output.write("studio: \(url)\n")
        try environment.output.flush()
        let opened = opens ? StudioOpener.open(url, environment: environment) : nil
        let stopped = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            server.run()
            stopped.signal()
        }
        StudioSignals.wait()
        server.stop()
        stopped.wait()
        opened?.remove()
        return .success
    }

    /// Opens the database (creating it on first use, as every command does), checks that each
    /// preset exists, and closes it again: the server opens it per request and holds no
    /// connection between them (docs/studio.md#one-database-many-writers). Returns its path.
    static func openedDatabase(checking names: [String], environment: CLIEnvironment) throws -> String {
        let explicit = DatabaseLocation.isExplicit(option: environment.databaseOption, variables: environment.variables)
        let library = PresetLibrary(databasePath: try environment.databasePath(), createsFolders: !explicit)
        for name in names { _ = try library.preset(named: name) }
        if names.isEmpty { _ = try library.summaries() }
        return library.databasePath
    }
}

/// The site a running server answers with, set once the port is known (before any request can
/// arrive: the address is printed after it is set).
final class StudioAddress: @unchecked Sendable {
    var site = StudioSite(gate: StudioGate(token: StudioToken(text: ""), port: 0), databasePath: "", names: [])
}
