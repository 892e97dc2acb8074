import HeaderGeometry
import PresetJSON
import PresetStore
import ValueText

/// Presets in and out as the JSON documents of docs/format.md#preset-keys.
extension PresetLibrary {
    /// Reads and checks a document without touching any database.
    public static func validate(_ bytes: [UInt8], source: String) throws(ServiceError) -> [HeaderPreset] {
        do {
            return try PresetDocumentReader.read(bytes, source: source)
        } catch {
            throw ServiceError(jsonError: error)
        }
    }

    /// Imports presets that are already valid: all or nothing, in one transaction. A preset
    /// identical to the one already stored under its name is skipped under every policy; only a
    /// different one is a conflict.
    ///
    /// The stored presets are looked up once, and new presets are stored a few hundred at a time
    /// (`PresetStore.create(_:action:)` of an array); the revisions come out in the document's
    /// order, as if each preset had been stored on its own.
    public func importPresets(
        _ presets: [HeaderPreset], onConflict policy: ConflictPolicy = .fail,
        dryRun: Bool = false,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws(ServiceError) -> ImportReport {
        let plan: (PresetStore) throws -> ImportReport = { store in
            var report = ImportReport()
            var taken: [String] = []
            // What each name holds as the import goes: the database's preset, then what this
            // import has written, by index (a dry run writes nothing, so it keeps seeing the
            // database). Only a list naming a preset twice meets its own writes. A stored preset
            // is read when its name comes up, not all up front: holding every one took more
            // memory than the document (docs/safety.md#sizes-and-memory).
            let live = try store.liveNames(among: presets.map(\.name))
            var written: [String: Int] = [:]
            written.reserveCapacity(dryRun ? 0 : presets.count)
            var pending: [HeaderPreset] = []
            func storePending() throws {
                try store.create(pending, action: "import")
                pending.removeAll(keepingCapacity: true)
            }
            for (index, preset) in presets.enumerated() {
                progress?(index, presets.count)
                let current =
                    if let index = written[preset.name] {
                        presets[index]
                    } else {
                        live.contains(preset.name) ? try store.storedPreset(named: preset.name) : nil
                    }
                guard let current else {
                    report.created.append(preset.name)
                    if !dryRun {
                        pending.append(preset)
                        written[preset.name] = index
                        if pending.count == Self.importBatchSize { try storePending() }
                    }
                    continue
                }
                // The same preset again is no conflict: re-importing a file, or importing an export
                // of the catalogue into a new database (which already holds it), changes nothing.
                if current == preset {
                    report.unchanged.append(preset.name)
                    continue
                }
                switch policy {
                case .fail:
                    taken.append(preset.name)
                case .skip:
                    report.skipped.append(preset.name)
                case .replace:
                    report.replaced.append(preset.name)
                    if !dryRun {
                        try storePending()
                        try store.update(preset, action: "import")
                        written[preset.name] = index
                    }
                }
            }
            if let first = taken.first {
                let more = taken.count > 1 ? " (and \(taken.count - 1) more)" : ""
                throw ServiceError(
                    .invalidData, "a preset named \(MessageText.quoted(first)) already exists\(more); nothing was imported",
                    hint: "use --on-conflict skip or --on-conflict replace")
            }
            try storePending()
            progress?(presets.count, presets.count)
            report.written = !dryRun
            return report
        }
        if dryRun {
            do { return try plan(try store()) } catch { throw ServiceError(error) }
        }
        return try write(plan)
    }

    /// How many new presets an import stores at once: progress is told of each preset before it
    /// is stored, and at most this many presets later.
    static let importBatchSize = 256

    /// The document of docs/format.md#preset-keys holding `names` (every preset when empty), sorted by name.
    public func exportDocument(names: [String] = []) throws(ServiceError) -> String {
        var bytes: [UInt8] = []
        try exportDocument(names: names) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The presets called `names`, each once (every preset when empty), sorted by name: what an
    /// export holds. An unknown name fails with a suggestion.
    /// With no names, `skipping` is told of each stored preset that cannot be read, which is
    /// left out (see ``exportDocument(names:skipping:to:)``).
    public func presets(named names: [String], skipping: ((String) -> Void)? = nil) throws(ServiceError) -> [HeaderPreset] {
        if names.isEmpty { return try allPresets(skipping: skipping) }
        var seen = Set<String>()
        let presets = try orderedPresets(named: names.filter { seen.insert($0).inserted })
        return presets.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// Streams the document of ``exportDocument(names:)`` to `emit`, 64 KiB at a time: with no
    /// names, one preset at a time from the database, so memory stays flat however many there
    /// are. A stored preset that breaks a rule fails the export, naming it (exit 74); or, given
    /// `skipping` and no names, is told to it in one line and left out: what `check` advises, to
    /// export what can still be read.
    public func exportDocument(
        names: [String], skipping: ((String) -> Void)? = nil,
        to emit: ([UInt8]) -> Void
    ) throws(ServiceError) {
        guard names.isEmpty else {
            emit(Array(PresetDocumentWriter.document(try presets(named: names)).utf8))
            return
        }
        let store = try store()
        var stream = PresetDocumentStream()
        var started = false
        try BusyRetry.run(while: { !started }) { () throws(ServiceError) in
            do throws(StoreError) {
                try store.forEachPreset(skipping: skipping) { preset in
                    started = true
                    stream.append(preset)
                    if stream.pendingByteCount >= Self.exportChunk { emit(stream.take()) }
                }
            } catch {
                throw ServiceError(storeError: error)
            }
        }
        emit(stream.finish())
    }

    /// Runs `body` with a walk over every stored preset in name order, which `body` may take as
    /// often as it needs (a code export checks the names, then writes each part of its file):
    /// each walk reads the presets anew, one at a time, and every walk runs on the same snapshot
    /// of the database, so each pass sees the same presets and memory does not grow with them.
    /// A stored preset that cannot be read is told to `skipping` once, on the first walk, and
    /// left out of every walk. A walk stops at the first error its `each` throws and rethrows it;
    /// it must not be used after `body` returns.
    public func walkPresets<T>(
        skipping: ((String) -> Void)? = nil,
        _ body: (_ walk: @escaping (_ each: (HeaderPreset) throws -> Void) throws -> Void) throws -> T
    ) throws -> T {
        let store = try store()
        var outcome: Result<T, any Error>?
        var started = false
        try BusyRetry.run(while: { !started }) { () throws(ServiceError) in
            do throws(StoreError) {
                try store.onOneSnapshot { () throws(StoreError) in
                    var walks = 0
                    let walk: (_ each: (HeaderPreset) throws -> Void) throws -> Void = { each in
                        walks += 1
                        var failure: (any Error)?
                        try store.forEachPreset(skipping: walks == 1 ? skipping : { _ in }) { preset in
                            started = true
                            guard failure == nil else { return }
                            do { try each(preset) } catch { failure = error }
                        }
                        if let failure { throw failure }
                    }
                    do {
                        outcome = .success(try body(walk))
                    } catch let error as StoreError {
                        throw error
                    } catch {
                        outcome = .failure(error)
                    }
                }
            } catch {
                throw ServiceError(storeError: error)
            }
        }
        return try outcome!.get()
    }

    /// How many bytes of an export gather before they are handed on.
    static let exportChunk = 1 << 16
}
