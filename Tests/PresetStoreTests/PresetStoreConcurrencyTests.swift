import Foundation
import HeaderGeometry
import Synchronization
import TestKit
import TestSupport
import Testing

@testable import PresetStore

/// What the writer threads report back.
private final class Tally: Sendable {
    let failures = Mutex<[String]>([])
    let changes = Mutex(0)
}

private struct MissingPreset: Error {}

/// Several threads, each with its own store on one file, write at once.
struct PresetStoreConcurrencyTests {
    static let writers = 4
    static let rounds = 25

    /// Writer `writer` owns one key of the shared preset and sets it to `value(writer, round)`.
    static func set(_ preset: inout HeaderPreset, writer: Int, round: Int) {
        switch writer {
        case 0: preset.minHeight = Double(round)  // stays below maxHeight (>= 400)
        case 1: preset.damping = Double(round) / 100
        case 2: preset.snap.initialPosition = Double(round) / 50
        default: preset.maxHeight = 400 + Double(round)
        }
    }

    func testConcurrentWritersLoseNoUpdateAndFailNoChange() throws {
        let temporary = TemporaryDatabase()
        let initial = HeaderPreset(name: "shared", minHeight: 0, maxHeight: 400)
        try temporary.store().create(initial)
        let tally = Tally()
        tally.changes.withLock { $0 = 1 }  // the creation of "shared"
        let group = DispatchGroup()
        let path = temporary.path
        for writer in 0..<PresetStoreConcurrencyTests.writers {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                do {
                    let store = try PresetStore(path: path)
                    for round in 1...PresetStoreConcurrencyTests.rounds {
                        try store.write {
                            guard var preset = try store.preset(named: "shared") else { throw MissingPreset() }
                            PresetStoreConcurrencyTests.set(&preset, writer: writer, round: round)
                            try store.update(preset)
                        }
                        tally.changes.withLock { $0 += 1 }
                        try store.create(HeaderPreset(name: "writer-\(writer)-\(round)"))
                        tally.changes.withLock { $0 += 1 }
                    }
                } catch {
                    tally.failures.withLock { $0.append("writer \(writer): \(error)") }
                }
            }
        }
        group.wait()
        expectEqual(tally.failures.withLock { $0 }, [])
        let store = try temporary.store()
        var expected = initial
        for writer in 0..<PresetStoreConcurrencyTests.writers {
            PresetStoreConcurrencyTests.set(&expected, writer: writer, round: PresetStoreConcurrencyTests.rounds)
        }
        try expectEqual(store.preset(named: "shared"), expected)
        let updates = PresetStoreConcurrencyTests.writers * PresetStoreConcurrencyTests.rounds
        try expectEqual(store.allPresets().count, 1 + updates)
        try expectEqual(revisionCount(store), Int64(tally.changes.withLock { $0 }))
        try expectEqual(store.history(of: "shared").count, 1 + updates)
        try expectEqual(store.check(), [])
    }

    func testStoresOpeningANewFileAtOnceStoreTheCatalogueOnce() throws {
        let temporary = TemporaryDatabase()
        let tally = Tally()
        let group = DispatchGroup()
        let path = temporary.path
        for opener in 0..<PresetStoreConcurrencyTests.writers {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                do {
                    let store = try PresetStore(path: path, catalogue: { [Samples.sticky, Samples.snapping] })
                    _ = try store.summaries()
                } catch {
                    tally.failures.withLock { $0.append("opener \(opener): \(error)") }
                }
            }
        }
        group.wait()
        expectEqual(tally.failures.withLock { $0 }, [])
        let store = try temporary.store()
        try expectEqual(store.allPresets(), [Samples.snapping, Samples.sticky])
        try expectEqual(revisionCount(store), 2)
    }
}
