import CSQLite
import Dispatch
import Testing

/// The block SQLite's memory comes from (`Sources/CSQLite/arena.h`). These tests use this test
/// module's own copy of the block, never the one PresetStore gave SQLite; serialized, because
/// which room comes back depends on what else is handed out at the time.
@Suite(.serialized)
struct SQLiteArenaTests {
    static let blockBytes = Int(STRETCHY_ARENA_BYTES)

    /// Fills `count` bytes at `pointer` with a pattern made from `seed`.
    static func fill(_ pointer: UnsafeMutableRawPointer, _ count: Int, seed: Int) {
        for i in 0..<count { pointer.storeBytes(of: UInt8(truncatingIfNeeded: seed &* 31 &+ i), toByteOffset: i, as: UInt8.self) }
    }

    /// Whether the `count` bytes at `pointer` still hold the pattern of `seed`.
    static func holds(_ pointer: UnsafeMutableRawPointer, _ count: Int, seed: Int) -> Bool {
        (0..<count).allSatisfy { pointer.load(fromByteOffset: $0, as: UInt8.self) == UInt8(truncatingIfNeeded: seed &* 31 &+ $0) }
    }

    @Test func everyAllocationIsAlignedSizedAndKeepsItsBytes() throws {
        var blocks: [(pointer: UnsafeMutableRawPointer, size: Int)] = []
        for (index, size) in [1, 7, 8, 9, 24, 100, 1200, 4096, 65_536, 3].enumerated() {
            let pointer = try #require(stretchy_arena_malloc(Int32(size)))
            #expect(Int(bitPattern: pointer) % 8 == 0, "8-byte aligned")
            #expect(Int(stretchy_arena_size(pointer)) >= size && Int(stretchy_arena_size(pointer)) % 8 == 0)
            #expect(stretchy_arena_roundup(Int32(size)) == stretchy_arena_size(pointer))
            #expect(stretchy_arena_holds(pointer) != 0, "from the block")
            Self.fill(pointer, size, seed: index)
            blocks.append((pointer, size))
        }
        for (index, block) in blocks.enumerated() {
            #expect(Self.holds(block.pointer, block.size, seed: index), "allocation \(index) kept its bytes")
        }
        for block in blocks.reversed() { stretchy_arena_free(block.pointer) }
        #expect(stretchy_arena_size(nil) == 0)
        stretchy_arena_free(nil)
    }

    @Test func freedRoomIsUsedAgain() throws {
        let first = try #require(stretchy_arena_malloc(100))
        stretchy_arena_free(first)
        let again = try #require(stretchy_arena_malloc(100))
        #expect(again == first, "the newest allocation's room, by moving the offset back")
        let newer = try #require(stretchy_arena_malloc(16))
        stretchy_arena_free(again)  // not the newest: kept for its size
        let other = try #require(stretchy_arena_malloc(200))
        #expect(other != again && other > newer, "another size is handed out after the newest")
        let same = try #require(stretchy_arena_malloc(97))
        #expect(same == again, "the same rounded size gets the freed room")
        #expect(stretchy_arena_size(same) == 104)
        let large = try #require(stretchy_arena_malloc(5000))
        let guardBlock = try #require(stretchy_arena_malloc(8))
        stretchy_arena_free(large)  // above 4 KiB and not the newest: its room stays unused
        let largeAgain = try #require(stretchy_arena_malloc(5000))
        #expect(largeAgain != large)
        for pointer in [largeAgain, guardBlock, same, other, newer] { stretchy_arena_free(pointer) }
    }

    @Test func reallocGrowsTheNewestInPlaceAndMovesOthersWithTheirBytes() throws {
        let older = try #require(stretchy_arena_malloc(40))
        Self.fill(older, 40, seed: 1)
        let newest = try #require(stretchy_arena_malloc(40))
        Self.fill(newest, 40, seed: 2)

        let grown = try #require(stretchy_arena_realloc(newest, 400))
        #expect(grown == newest, "the newest grows where it is")
        #expect(stretchy_arena_size(grown) >= 400)
        #expect(Self.holds(grown, 40, seed: 2))

        let moved = try #require(stretchy_arena_realloc(older, 400))
        #expect(moved != older, "an older one moves")
        #expect(stretchy_arena_size(moved) >= 400)
        #expect(Self.holds(moved, 40, seed: 1), "and keeps its bytes")

        let shrunk = try #require(stretchy_arena_realloc(moved, 8))
        #expect(shrunk == moved, "shrinking keeps the place")
        #expect(Self.holds(shrunk, 8, seed: 1))

        let fresh = try #require(stretchy_arena_realloc(nil, 24))
        #expect(stretchy_arena_size(fresh) >= 24)
        for pointer in [fresh, shrunk, grown] { stretchy_arena_free(pointer) }
    }

    @Test func whatTheBlockCannotHoldComesFromTheSystem() throws {
        // Larger than the whole block.
        let large = try #require(stretchy_arena_malloc(Int32(Self.blockBytes * 2)))
        #expect(stretchy_arena_holds(large) == 0)
        Self.fill(large, 1000, seed: 3)
        #expect(stretchy_arena_size(large) >= Int32(Self.blockBytes * 2))
        let larger = try #require(stretchy_arena_realloc(large, Int32(Self.blockBytes * 3)))
        #expect(Self.holds(larger, 1000, seed: 3), "a system allocation keeps its bytes through realloc")
        stretchy_arena_free(larger)

        // The block used up: allocations go on, from the system, and give it all back in order.
        var taken: [UnsafeMutableRawPointer] = []
        for _ in 0..<100 {
            let pointer = try #require(stretchy_arena_malloc(60_000))
            taken.append(pointer)
            if stretchy_arena_holds(pointer) == 0 { break }
        }
        try #require(stretchy_arena_holds(taken[taken.count - 1]) == 0,
                     "a 1 MiB block is used up by at most 18 allocations of 60 KB")
        #expect(taken.count <= Self.blockBytes / 60_000 + 1)
        let last = taken.removeLast()
        Self.fill(last, 60_000, seed: 4)
        // A block allocation that no longer fits moves to the system with its bytes.
        let inBlock = taken[taken.count - 1]
        Self.fill(inBlock, 60_000, seed: 5)
        let movedOut = try #require(stretchy_arena_realloc(inBlock, Int32(Self.blockBytes)))
        #expect(stretchy_arena_holds(movedOut) == 0)
        #expect(Self.holds(movedOut, 60_000, seed: 5))
        #expect(Self.holds(last, 60_000, seed: 4))
        taken[taken.count - 1] = movedOut
        stretchy_arena_free(last)
        for pointer in taken.reversed() { stretchy_arena_free(pointer) }
        // All room came back: the next allocation is from the block again.
        let after = try #require(stretchy_arena_malloc(64))
        #expect(stretchy_arena_holds(after) != 0)
        stretchy_arena_free(after)
    }

    @Test func threadsAllocatingAtOnceNeverShareBytes() {
        let threads = 4, rounds = 2_000
        // Each thread writes only its own slot.
        nonisolated(unsafe) let failures = UnsafeMutablePointer<Int>.allocate(capacity: threads)
        failures.initialize(repeating: 0, count: threads)
        defer { failures.deallocate() }
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var live: [(UnsafeMutableRawPointer, Int, Int)] = []
            for round in 0..<rounds {
                let size = 8 + (round * 37 + thread * 11) % 300
                let seed = thread * 1_000_003 + round
                guard var pointer = stretchy_arena_malloc(Int32(size)) else { failures[thread] += 1; continue }
                Self.fill(pointer, size, seed: seed)
                if round % 5 == 0, let grown = stretchy_arena_realloc(pointer, Int32(size * 2)) {
                    pointer = grown
                }
                live.append((pointer, size, seed))
                if live.count > 20 {
                    let (old, oldSize, oldSeed) = live.removeFirst()
                    if !Self.holds(old, oldSize, seed: oldSeed) { failures[thread] += 1 }
                    stretchy_arena_free(old)
                }
            }
            for (pointer, size, seed) in live.reversed() {
                if !Self.holds(pointer, size, seed: seed) { failures[thread] += 1 }
                stretchy_arena_free(pointer)
            }
        }
        #expect((0..<threads).map { failures[$0] } == Array(repeating: 0, count: threads))
    }
}
