import TestKit
import Testing

@testable import PresetService

/// busy retry
struct BusyRetryTests {
    /// an attempt that fails as busy at once is tried again until it succeeds
    func testRetriesBusy() throws {
        var attempts = 0
        let value = try BusyRetry.run { () throws(ServiceError) -> Int in
            attempts += 1
            if attempts < 3 { throw ServiceError(.busy, "busy") }
            return 42
        }
        expectEqual(value, 42)
        expectEqual(attempts, 3)
    }

    /// any other failure stands at once
    func testOtherErrorsStand() {
        for kind in [ServiceError.Kind.io, .invalidData, .notFound, .usage] {
            TestRow.$current.withValue(String(describing: kind)) { self.otherErrorsStand(kind: kind) }
        }
    }

    func otherErrorsStand(kind: ServiceError.Kind) {
        var attempts = 0
        expect(throws: ServiceError(kind, "no")) {
            try BusyRetry.run { () throws(ServiceError) -> Int in
                attempts += 1
                throw ServiceError(kind, "no")
            }
        }
        expectEqual(attempts, 1)
    }
}
