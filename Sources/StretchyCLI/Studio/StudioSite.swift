import Dispatch
import HeaderGeometry
import LoopbackHTTP
import PresetPreview
import PresetService
import StrictJSON
import ValueText

/// What `stretchy studio` serves (docs/studio.md#the-json-api): the page and the JSON API, every
/// request through ``StudioGate`` first. Each request opens the database afresh, so another
/// program's change (or a deletion that removed the `-wal` file) is seen and nothing is held open
/// between requests; the errors are the command line's own messages.
struct StudioSite: Sendable {
    /// The token, Host and Origin checks.
    let gate: StudioGate
    /// The database the command line uses.
    let databasePath: String
    /// The presets the page opens when the URL names none.
    let names: [String]
    /// The database file as the studio found it when it started: every request that reads or
    /// writes the database is refused once the path names another file or none (moved,
    /// deleted, replaced), rather than making a new database there.
    let databaseIdentity: FileIdentity?
    /// What the page keeps unsaved edits under: a secret drawn at each start and the database's
    /// identity, so edits kept by another studio, for another database, or planted by another
    /// page once served on the same port are never offered (docs/safety.md#the-studio).
    let editsKey: String
    /// The phone the page draws (docs/screen.md#devices).
    let size: PhoneSize
    /// Reduce Motion and the text size the page starts at (docs/accessibility.md#in-the-preview-and-the-studio).
    let toggles: AccessibilityToggles

    /// The site of a studio that has just opened the database at `databasePath`, drawing a phone
    /// of `size`, its toggles starting at `toggles`.
    init(
        gate: StudioGate, databasePath: String, names: [String], size: PhoneSize = .standard,
        toggles: AccessibilityToggles = AccessibilityToggles()
    ) {
        self.gate = gate
        self.size = size
        self.toggles = toggles
        self.databasePath = databasePath
        self.names = names
        databaseIdentity = FileIdentity(path: databasePath)
        editsKey = StudioToken().text + "." + (databaseIdentity?.text ?? "none")
    }

    /// One database connection at a time in this process: two opening at once could each make
    /// the `-wal` and `-shm` files, and the one that then fails (busy) removes what it made, under
    /// the other. Requests are short, so they wait in turn; checks, which read no database, do not.
    static let database = DispatchQueue(label: "stretchy.studio.database")

    /// The answer to `request`, with the headers every answer carries.
    func respond(_ request: HTTPRequest) -> HTTPResponse {
        var response: HTTPResponse
        if let refusal = gate.refusal(of: request) {
            response = refusal
        } else if request.path == "/api/check" {
            response = route(request)
        } else {
            response = Self.database.sync { refusalOfAnotherDatabase(request) ?? route(request) }
        }
        response.headers += [
            ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "no-referrer"), ("X-Frame-Options", "DENY"),
            ("Cross-Origin-Resource-Policy", "same-origin"),
        ]
        return response
    }

    /// 503 naming the file when the database at the path is not the one the studio opened:
    /// opening it would read another catalogue, or make a new one where the user's was.
    private func refusalOfAnotherDatabase(_ request: HTTPRequest) -> HTTPResponse? {
        if let databaseIdentity, FileIdentity(path: databasePath) == databaseIdentity { return nil }
        let message =
            "the database \(databasePath) is not the file the studio opened: it was moved, deleted or "
            + "replaced, so nothing was read or saved; put it back, or restart stretchy studio to use the file there now"
        if request.path.hasPrefix("/api/") { return .json(503, Self.error(message)) }
        return .text(503, "stretchy studio: \(message)\n")
    }

    private func route(_ request: HTTPRequest) -> HTTPResponse {
        if let refusal = Self.refusalOfToggles(request) { return refusal }
        let segments = request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        let method = request.method
        switch segments.count {
        case 1 where segments[0] == "" || segments[0] == "index.html":
            return method == "GET" ? page(request) : notAllowed("GET")
        case 2 where segments == ["api", "presets"]:
            return method == "GET" ? list() : notAllowed("GET")
        case 2 where segments == ["api", "check"]:
            return method == "POST" ? check(request.body, shown: Self.shown(request)) : notAllowed("POST")
        case 3 where segments[0] == "api" && segments[1] == "presets":
            switch method {
            case "GET": return preset(segments[2])
            case "PUT": return save(segments[2], body: request.body, shown: Self.shown(request))
            default: return notAllowed("GET, PUT")
            }
        case 4 where segments[0] == "api" && segments[1] == "presets" && segments[3] == "history":
            return method == "GET" ? history(segments[2]) : notAllowed("GET")
        case 4 where segments[0] == "api" && segments[1] == "presets" && segments[3] == "revert":
            return method == "POST" ? revert(segments[2], body: request.body, shown: Self.shown(request)) : notAllowed("POST")
        default:
            return .json(404, Self.error("no such page: \(request.path)"))
        }
    }

    private var library: PresetLibrary { PresetLibrary(databasePath: databasePath, createsFolders: false) }

    // MARK: The page

    private func page(_ request: HTTPRequest) -> HTTPResponse {
        let library = self.library
        do throws(ServiceError) {
            let catalogue = try library.summaries().map(\.name)
            var wanted = request.query["presets"].map { $0.split(separator: ",").map(String.init) } ?? names
            if wanted.isEmpty, let first = catalogue.first { wanted = [first] }
            var entries: [StudioPage.Entry] = []
            for name in wanted where !entries.contains(where: { $0.preset.name == name }) {
                let current = try library.current(name)
                entries.append(StudioPage.Entry(preset: current.preset, revision: current.revision))
            }
            var page = StudioPage(entries: entries, catalogue: catalogue, size: size, editsKey: editsKey)
            page.toggles = toggles
            let html = page.html()
            return HTTPResponse(
                status: 200,
                headers: [
                    ("Content-Type", "text/html; charset=utf-8"),
                    ("Content-Security-Policy", StudioPage.contentSecurityPolicy),
                ], body: Array(html.utf8))
        } catch {
            return .text(Self.status(of: error), "stretchy studio: \(error.description)\n")
        }
    }

    // MARK: The API

    private func list() -> HTTPResponse {
        answer { () throws(ServiceError) -> (Int, JSONValue) in
            let summaries = try library.summaries()
            return (200, .array(summaries.map { JSONValue.fields(["name": .string($0.name), "summary": .string($0.summary)]) }))
        }
    }

    private func preset(_ name: String) -> HTTPResponse {
        answer { () throws(ServiceError) -> (Int, JSONValue) in
            let current = try library.current(name)
            return (200, .fields(["revision": .integer(current.revision), "preset": .preset(current.preset)]))
        }
    }

    private func history(_ name: String) -> HTTPResponse {
        do throws(ServiceError) {
            let revisions = try library.history(of: name)
            let memory = MemoryOutput()
            let output = OutputBuffer(sink: memory)
            HistoryCommand.writeJSON(revisions, to: output)
            try? output.flush()
            return .json(200, memory.bytes)
        } catch {
            return .json(Self.status(of: error), Self.error(error.description))
        }
    }

    /// PUT: `{"base": N, "preset": {…}}` saved against revision N (``PresetLibrary/save(_:as:base:)``).
    private func save(_ name: String, body: [UInt8], shown: AccessibilityToggles.State) -> HTTPResponse {
        answer { () throws(ServiceError) -> (Int, JSONValue) in
            let object = try Self.object(body)
            guard let base = object["base"]?.number, base == base.rounded(), base >= 0, base < 1e15 else {
                throw ServiceError(.invalidData, "the body needs 'base': the revision the page started from")
            }
            guard let value = object["preset"] else {
                throw ServiceError(.invalidData, "the body needs 'preset': the preset to save")
            }
            let preset = try PresetDocuments.readPreset(value)
            switch try library.save(name, as: preset, base: Int(base)) {
            case .saved(let revision, let saved):
                return (200, Self.state(revision: revision, preset: saved, shown: shown))
            case .conflict(let revision, let current, let keys):
                var fields = Self.members(Self.state(revision: revision, preset: current, shown: shown))
                fields.insert(JSONValue.Member(key: "conflicts", value: .array(keys.map(JSONValue.string))), at: 2)
                return (409, .object(fields))
            }
        }
    }

    /// POST: `{"revision": N}`: the preset as revision N held it, as a new revision.
    private func revert(_ name: String, body: [UInt8], shown: AccessibilityToggles.State) -> HTTPResponse {
        answer { () throws(ServiceError) -> (Int, JSONValue) in
            let object = try Self.object(body)
            guard let revision = object["revision"]?.number, revision == revision.rounded(), abs(revision) < 1e15 else {
                throw ServiceError(.invalidData, "the body needs 'revision': the revision to go back to")
            }
            let library = self.library
            try library.revert(name, to: Int(revision))
            let current = try library.current(name)
            return (200, Self.state(revision: current.revision, preset: current.preset, shown: shown))
        }
    }

    /// POST: `{"preset": {…}, "assignments": [["KEY", "VALUE"], …]}`: the assignments applied
    /// as `edit` applies them, without saving: the preset they give (with its controls' values
    /// and chart), or the command line's message and the key it blames. A refused value is an
    /// answer (200), not a failed request, so the page's console stays quiet while a designer
    /// types (docs/studio.md#the-json-api); a body that is not a check is 422.
    private func check(_ body: [UInt8], shown: AccessibilityToggles.State) -> HTTPResponse {
        var blamed: String?
        var request = true
        do throws(ServiceError) {
            let object = try Self.object(body)
            guard let value = object["preset"] else {
                throw ServiceError(.invalidData, "the body needs 'preset': the preset to change")
            }
            var preset = try PresetDocuments.readPreset(value)
            guard case .array(let list)? = object["assignments"] else {
                throw ServiceError(.invalidData, "the body needs 'assignments': [[\"KEY\", \"VALUE\"], …]")
            }
            var assignments: [PresetAssignment] = []
            for item in list {
                guard case .array(let pair) = item, pair.count == 2, let path = pair[0].string, let text = pair[1].string else {
                    throw ServiceError(.invalidData, "each assignment is [\"KEY\", \"VALUE\"]")
                }
                assignments.append(PresetAssignment(path: path, value: text))
            }
            request = false
            for (index, assignment) in assignments.enumerated() {
                blamed = assignment.path
                preset = try PresetLibrary.applying([assignment], to: preset, validating: index == assignments.count - 1)
            }
            if assignments.isEmpty { preset = try PresetLibrary.applying([], to: preset) }
            // One line: the page asks on every keystroke.
            return .json(200, Array(JSONWriter.compactText(Self.state(revision: nil, preset: preset, shown: shown)).utf8))
        } catch {
            var fields: [JSONValue.Member] = [JSONValue.Member(key: "error", value: .string(error.description))]
            if let blamed { fields.append(JSONValue.Member(key: "key", value: .string(blamed))) }
            return .json(request ? 422 : 200, Self.bytes(.object(fields)))
        }
    }

    // MARK: Helpers

    /// `{"revision": N, "preset": {…}, "values": {KEY: TEXT}, "chart": {"svg", "plot"},
    /// "accessibility": {"variant", "charts", "chartAt"}}`: what the page needs to show a preset
    /// (the revision left out for a check), the chart drawn for the toggles' state `shown` alone
    /// (docs/studio.md#the-json-api).
    static func state(revision: Int?, preset: HeaderPreset, shown: AccessibilityToggles.State = .init()) -> JSONValue {
        let chart = StudioPage.chart(of: preset)
        let values = StudioControl.values(of: preset)
        var fields: [JSONValue.Member] = []
        if let revision { fields.append(JSONValue.Member(key: "revision", value: .integer(revision))) }
        fields += [
            JSONValue.Member(key: "preset", value: .preset(preset)),
            JSONValue.Member(key: "values", value: .object(keys: values.map(\.path), values: values.map { JSONValue.string($0.text) })),
            JSONValue.Member(key: "chart", value: .fields(["svg": .string(chart.svg), "plot": .string(chart.plot)])),
            JSONValue.Member(
                key: "accessibility",
                value: (try? JSONValue.parse(Array(AccessibilityToggles.presetJSON(preset, only: shown).utf8), source: "accessibility"))
                    ?? .null),
        ]
        return .object(fields)
    }

    /// 422 naming the value when `reduceMotion` is not `true` or `false`, or `textSize` not one of
    /// Apple's sizes.
    static func refusalOfToggles(_ request: HTTPRequest) -> HTTPResponse? {
        if let reduce = request.query["reduceMotion"], reduce != "true" && reduce != "false" {
            return .json(422, error("reduceMotion: \(MessageText.quoted(reduce)) is not true or false"))
        }
        if let size = request.query["textSize"], TextSize(rawValue: size) == nil {
            let sizes = TextSize.allCases.map(\.rawValue).joined(separator: ", ")
            return .json(422, error("textSize: \(MessageText.quoted(size)) is not one of \(sizes)"))
        }
        return nil
    }

    /// The toggles' state a request's page is in: `?reduceMotion=true&textSize=ax5`; Reduce Motion
    /// off and the default text size when not given.
    static func shown(_ request: HTTPRequest) -> AccessibilityToggles.State {
        AccessibilityToggles.State(
            reduceMotion: request.query["reduceMotion"] == "true",
            textSize: request.query["textSize"].flatMap(TextSize.init(rawValue:)) ?? .default)
    }

    private static func members(_ value: JSONValue) -> [JSONValue.Member] {
        if case .object(let members) = value { return members }
        return []
    }

    /// Runs `body` and answers its status and JSON, or the error's status and message.
    private func answer(_ body: () throws(ServiceError) -> (Int, JSONValue)) -> HTTPResponse {
        do throws(ServiceError) {
            let (status, value) = try body()
            return .json(status, Self.bytes(value))
        } catch {
            return .json(Self.status(of: error), Self.error(error.description))
        }
    }

    /// The request body as a JSON object; malformed JSON is invalid data.
    private static func object(_ body: [UInt8]) throws(ServiceError) -> JSONValue {
        let value = try PresetDocuments.readValue(body, source: "the request body")
        guard case .object = value else { throw ServiceError(.invalidData, "the request body must be a JSON object") }
        return value
    }

    static func bytes(_ value: JSONValue) -> [UInt8] { Array(JSONWriter.text(value).utf8) }

    static func error(_ message: String) -> [UInt8] { bytes(.fields(["error": .string(message)])) }

    /// The HTTP status of a service error: 404 for a name that does not exist, 422 for what the
    /// command line refuses as invalid, 503 when the database stayed busy, 500 otherwise.
    static func status(of error: ServiceError) -> Int {
        switch error.kind {
        case .notFound: return 404
        case .usage, .invalidData: return 422
        case .busy: return 503
        case .io: return 500
        }
    }

    private func notAllowed(_ allowed: String) -> HTTPResponse {
        var response = HTTPResponse.json(405, Self.error("method not allowed here; allowed: \(allowed)"))
        response.headers.append(("Allow", allowed))
        return response
    }
}
