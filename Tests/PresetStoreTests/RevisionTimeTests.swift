import TestKit
import Testing

@testable import PresetStore

struct RevisionTimeTests {
    // Expected texts worked out by hand (days since 1970 × 86 400 + seconds of the day).
    func testFormatsISO8601InUTC() {
        for (seconds, text) in [
            (0, "1970-01-01T00:00:00Z"),
            (31_536_000, "1971-01-01T00:00:00Z"),  // 365 days
            (951_782_400, "2000-02-29T00:00:00Z"),  // 11 016 days: a leap day
            (1_795_984_867, "2026-11-29T20:41:07Z"),  // 20 786 days + 74 467 s
        ] {
            TestRow.$current.withValue(String(describing: (seconds, text))) { self.formatsISO8601InUTC(seconds: seconds, text: text) }
        }
    }

    func formatsISO8601InUTC(seconds: Int, text: String) {
        expectEqual(RevisionTime.text(secondsSince1970: seconds), text)
    }
}
