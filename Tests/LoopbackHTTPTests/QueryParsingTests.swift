import TestKit
import Testing

@testable import LoopbackHTTP

/// The query as the handler reads it (the studio's `token` parameter among others).
struct QueryParsingTests {
    static func parsed(_ raw: String) -> [String: String]? {
        try? QueryParsing.parse(Array(raw.utf8)[...])
    }

    func testQueriesDecode() {
        for (raw, query) in [
            ("", [:]),
            ("token=abc", ["token": "abc"]),
            ("token=abc&x=1", ["token": "abc", "x": "1"]),
            ("x=1&x=2", ["x": "1"]),  // the first value wins
            ("a+b=c+d", ["a b": "c d"]),
            ("a%20b=c%20d", ["a b": "c d"]),
            ("k=%2B", ["k": "+"]),
            ("flag", ["flag": ""]),
            ("k=", ["k": ""]),
            ("=v", ["": "v"]),
            ("&&a=1&", ["a": "1"]),
            ("k=a=b", ["k": "a=b"]),
            ("name=caf%C3%A9", ["name": "caf\u{E9}"]),
            ("k=%252e", ["k": "%2e"]),
            ("k=/a/../b", ["k": "/a/../b"]),  // a parameter is data, not a path
        ] as [(String, [String: String])] {
            TestRow.$current.withValue(String(describing: (raw, query))) { self.queriesDecode(raw, query) }
        }
    }

    func queriesDecode(_ raw: String, _ query: [String: String]) {
        expectEqual(Self.parsed(raw), query)
    }

    func testBadEscapesAndUTF8AreRefused() {
        for raw in ["k=%", "k=%2", "k=%zz", "%g1=v", "k=%c0%ae", "k=%ff", "k=%ed%a0%80"] {
            TestRow.$current.withValue(String(describing: raw)) { self.badEscapesAndUTF8AreRefused(raw) }
        }
    }

    func badEscapesAndUTF8AreRefused(_ raw: String) {
        expectEqual(Self.parsed(raw), nil)
    }
}
