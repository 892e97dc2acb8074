import HeaderGeometry
import PresetStore
import ValueText

/// The presets of one database, with everything the command line does to them.
///
/// The database is opened on first use (created and filled with the built-in catalogue when it
/// does not exist yet). Every failure is a ``ServiceError``; a failed call changes nothing.
public final class PresetLibrary {
    /// The database file.
    public let databasePath: String
    private var openedStore: PresetStore?
    /// Whether a database whose schema is not the migrations' is refused (else `check` reports it).
    private let refusesForeignSchema: Bool
    /// Whether a write transaction of this library has committed: its change is saved, whatever
    /// happens to the caller's output afterwards.
    public private(set) var hasCommitted = false

    /// Whether missing folders above the database are made on first use: only for the default
    /// location, so a mistyped explicit path is an error rather than a new, empty catalogue.
    public let createsFolders: Bool

    /// A library on the database at `databasePath`; nothing is opened yet. With `createsFolders`
    /// false, a database in a folder that does not exist is an error naming the folder. With
    /// `refusingForeignSchema` false, a database holding tables, triggers, views or indexes
    /// stretchy did not make opens anyway, for ``check()`` to report them; nothing else may use it.
    public init(databasePath: String, createsFolders: Bool = true, refusingForeignSchema: Bool = true) {
        self.databasePath = databasePath
        self.createsFolders = createsFolders
        self.refusesForeignSchema = refusingForeignSchema
    }

    /// The open store, opening (and on first use creating) the database.
    func store() throws(ServiceError) -> PresetStore {
        if let openedStore { return openedStore }
        var folders: [String] = []
        if createsFolders {
            folders = try DatabaseFolder.create(for: databasePath)
        } else {
            try DatabaseFolder.requireExisting(for: databasePath)
        }
        let path = databasePath
        let refusing = refusesForeignSchema
        let store: PresetStore
        do throws(ServiceError) {
            store = try BusyRetry.run { () throws(ServiceError) -> PresetStore in
                do throws(StoreError) {
                    return try PresetStore(
                        path: path, create: true, refusingForeignSchema: refusing,
                        catalogue: { BuiltInCatalogue.presets })
                } catch {
                    throw ServiceError(storeError: error)
                }
            }
        } catch {
            DatabaseFolder.remove(folders)  // a failed command leaves no folder behind
            throw error
        }
        openedStore = store
        return store
    }

    /// Runs `body` in one write transaction; errors of any layer come out as ``ServiceError``.
    func write<T>(_ body: (PresetStore) throws -> T) throws(ServiceError) -> T {
        let store = try store()
        let result = try BusyRetry.run { () throws(ServiceError) -> T in
            do {
                return try store.write { try body(store) }
            } catch {
                throw ServiceError(error)
            }
        }
        hasCommitted = true
        return result
    }

    /// Runs a read on one snapshot of the database (``PresetStore/onOneSnapshot(_:)``), so what
    /// `body` reads in several statements belongs together however other processes commit
    /// meanwhile; store errors come out as ``ServiceError``.
    func read<T>(_ body: (PresetStore) throws(StoreError) -> T) throws(ServiceError) -> T {
        let store = try store()
        return try BusyRetry.run { () throws(ServiceError) -> T in
            do throws(StoreError) {
                return try store.onOneSnapshot { () throws(StoreError) -> T in try body(store) }
            } catch {
                throw ServiceError(storeError: error)
            }
        }
    }

    /// Runs `body`, which may call any of this library's reads, on one snapshot of the database:
    /// the presets of one command (`preview a b`, `chart a b`, `export a b`) belong together,
    /// whatever another process commits between them.
    public func onOneSnapshot<T>(_ body: () throws(ServiceError) -> T) throws(ServiceError) -> T {
        var failure: ServiceError?
        let result = try read { _ throws(StoreError) -> T? in
            do throws(ServiceError) {
                return try body()
            } catch {
                failure = error
                return nil
            }
        }
        if let failure { throw failure }
        guard let result else { preconditionFailure("a snapshot's body returned nothing and threw nothing") }
        return result
    }

    /// Calls `body` with every preset's name and summary as UTF-8, sorted by name, without
    /// making strings (`list` of 10 000 presets); the arrays are refilled for every row.
    /// `body` sees each preset once: a read found busy is tried again only before its first row.
    public func forEachSummary(_ body: (_ name: [UInt8], _ summary: [UInt8]) -> Void) throws(ServiceError) {
        let store = try store()
        var started = false
        try BusyRetry.run(while: { !started }) { () throws(ServiceError) in
            do throws(StoreError) {
                try store.forEachSummary { name, summary in
                    started = true
                    body(name, summary)
                }
            } catch {
                throw ServiceError(storeError: error)
            }
        }
    }

    /// Calls `body` with every preset's name, summary and main numbers, sorted by name, without
    /// making strings (`list`'s table); retried when busy as ``forEachSummary(_:)`` is.
    public func forEachListing(_ body: (PresetListing) -> Void) throws(ServiceError) {
        let store = try store()
        var started = false
        try BusyRetry.run(while: { !started }) { () throws(ServiceError) in
            do throws(StoreError) {
                try store.forEachListing { listing in
                    started = true
                    body(listing)
                }
            } catch {
                throw ServiceError(storeError: error)
            }
        }
    }

    /// Every preset's name and summary, sorted by name.
    public func summaries() throws(ServiceError) -> [(name: String, summary: String)] {
        try read { store throws(StoreError) in try store.summaries() }
    }

    /// Every preset, sorted by name.
    public func allPresets(skipping: ((String) -> Void)? = nil) throws(ServiceError) -> [HeaderPreset] {
        try read { store throws(StoreError) in try store.allPresets(skipping: skipping) }
    }

    /// The preset named `name`; not found (with a suggestion) when there is none.
    public func preset(named name: String) throws(ServiceError) -> HeaderPreset {
        if let preset = try read({ store throws(StoreError) in try store.preset(named: name) }) {
            return preset
        }
        throw try notFound(name)
    }

    /// The presets called `names`, in that order, read on one snapshot (a command's presets
    /// belong together); the first unknown name fails with a suggestion.
    public func orderedPresets(named names: [String]) throws(ServiceError) -> [HeaderPreset] {
        try onOneSnapshot { () throws(ServiceError) -> [HeaderPreset] in
            var presets: [HeaderPreset] = []
            for name in names { presets.append(try preset(named: name)) }
            return presets
        }
    }

    /// The "no preset named …" error, with the closest existing name as a hint.
    /// A name whose last revision is a deletion says so: when, and the command that undoes it.
    func notFound(_ name: String) throws(ServiceError) -> ServiceError {
        let history = (try? read { store throws(StoreError) in try store.history(of: name) }) ?? []
        if let deletion = history.last, deletion.preset == nil,
            let live = history.last(where: { $0.preset != nil })
        {
            return ServiceError(
                .notFound, "preset \(MessageText.quoted(name)) was deleted at \(deletion.time)",
                hint: "bring it back with: stretchy revert \(name) \(live.revision)")
        }
        let names = try summaries().map(\.name)
        let hint =
            NameSuggestion.closest(to: name, among: names).map { "did you mean \(MessageText.quoted($0))?" }
            ?? "see 'stretchy list'"
        return ServiceError(.notFound, "no preset named \(MessageText.quoted(name))", hint: hint)
    }

    /// `PRAGMA integrity_check` and `foreign_key_check`: the problems found, none when healthy.
    public func check() throws(ServiceError) -> [String] {
        let store = try store()
        return try BusyRetry.run { () throws(ServiceError) -> [String] in
            do throws(StoreError) {
                return try store.check()  // a checkpoint first, then one snapshot (not inside one)
            } catch {
                throw ServiceError(storeError: error)
            }
        }
    }

    /// The frames of the preset named `name` at each offset.
    public func frames(of name: String, at offsets: some Sequence<Double>) throws(ServiceError) -> [HeaderFrame] {
        let preset = try preset(named: name)
        return offsets.map { preset.frame(at: $0) }
    }

    /// Where the scroll of the preset named `name` comes to rest after a release, under the
    /// preset's own motion: `motion.decelerationRate` (0.998 unless the preset says otherwise) or
    /// Android's fling (docs/concepts.md#snapping).
    public func rest(of name: String, after offset: Double, velocity: Double) throws(ServiceError) -> Double {
        try restDecision(of: name, after: offset, velocity: velocity).rest
    }

    /// Every step of ``rest(of:after:velocity:)``: the projection, the rule and the snap offset.
    public func restDecision(of name: String, after offset: Double, velocity: Double) throws(ServiceError) -> RestDecision {
        try preset(named: name).restDecision(after: offset, velocity: velocity)
    }
}
