import HeaderGeometry
import StrictJSON
import TestKit
import Testing

@testable import PresetJSON

/// The strict `Decoder` `stretchy` reads documents with: any `Decodable` through it, an object's
/// keys checked as its container is made (unknown, repeated, bad syntax), each wrong type saying
/// what it found, and an error's coding path followed back to its place in the text.
struct StrictDecoderTests {
    /// `T` decoded from `text` (whose value starts at its first byte).
    static func decode<T: Decodable>(_: T.Type, _ text: String) throws -> T {
        try Array(text.utf8).withUnsafeBufferPointer { bytes in
            try T(from: StrictDecoder(bytes: bytes, offset: 0, depth: 1))
        }
    }

    /// What decoding `T` from `text` throws: a `ReadFailure`'s offset and message, or a
    /// `DecodingError`'s key path and debug description.
    static func failure<T: Decodable>(_: T.Type, _ text: String) -> String {
        do {
            _ = try decode(T.self, text)
            return "decoded"
        } catch let failure as ReadFailure {
            return "@\(failure.offset ?? -1) \(failure.keyPath.map { $0 + ": " } ?? "")\(failure.message)"
        } catch let error as DecodingError {
            switch error {
            case .typeMismatch(_, let context), .dataCorrupted(let context), .valueNotFound(_, let context):
                return "\(keyPathText(context.codingPath) ?? ""): \(context.debugDescription)"
            case .keyNotFound(let key, let context):
                return "\(keyPathText(context.codingPath) ?? ""): no \(key.stringValue)"
            @unknown default:
                return "\(error)"
            }
        } catch {
            return "\(error)"
        }
    }

    struct Pair: Decodable, Equatable {
        enum CodingKeys: String, CodingKey, CaseIterable { case a, b }
        var a: Int
        var b: [Double?]
    }

    /// Keys that do not list themselves, so every key of the object is seen.
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    struct Keys: Decodable {
        var keys: [String]
        init(from decoder: any Decoder) throws {
            keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
        }
    }

    func testDecodesAnyDecodable() throws {
        try expectEqual(Self.decode(Pair.self, #"{"b": [1.5, null, -2e3], "a": 7}"#), Pair(a: 7, b: [1.5, nil, -2000]))
        try expectEqual(Self.decode([[Int]].self, "[[1, 2], [], [3]]"), [[1, 2], [], [3]])
        try expectEqual(Self.decode([String: Bool].self, #"{"yes": true, "no": false}"#), ["yes": true, "no": false])
        try expectEqual(Self.decode(String.self, #""caf\u00e9""#), "café")
        try expectEqual(Self.decode(Float.self, "0.25"), 0.25)
        try expectEqual(Self.decode(UInt8.self, "255"), 255)
    }

    func testKeysAreListedInFileOrder() throws {
        try expectEqual(Self.decode(Keys.self, #"{"z": 1, "a": {"deep": [1]}, "m": null}"#).keys, ["z", "a", "m"])
    }

    static let failures: [(text: String, message: String)] = [
        // An object's keys and syntax are checked when its container is made, at the key.
        (#"{"a": 1, "c": 2, "b": []}"#, #"@9 unknown key 'c'"#),
        (#"{"a": 1, "a": 2, "b": []}"#, #"@9 duplicate key 'a'"#),
        (#"{"a": 1, "b": [1, 2,]}"#, "@20 trailing comma before ']'"),
        (#"{"a": 1, "b": [NaN]}"#, "@15 NaN is not allowed; JSON numbers must be finite"),
        // Values of the wrong type say what they are, at their coding path.
        (#"{"a": "1", "b": []}"#, "a: expected a number, found a string"),
        (#"{"a": 1.5, "b": []}"#, "a: expected a whole number, found a number"),
        (#"{"a": 300, "b": [true]}"#, "b[0]: expected a number, found a boolean"),
        (#"{"a": 1, "b": {}}"#, "b: expected an array, found an object"),
        (#"[1]"#, ": expected an object, found an array"),
        (#"{"b": []}"#, ": no a"),
    ]

    func testRefusesAtTheKeyOrValue() {
        for (text, message) in Self.failures {
            TestRow.$current.withValue(String(describing: (text, message))) { self.refusesAtTheKeyOrValue(text: text, message: message) }
        }
    }

    func refusesAtTheKeyOrValue(text: String, message: String) {
        expectEqual(Self.failure(Pair.self, text), message)
    }

    /// A key type with a key that another string equals: U+212A KELVIN SIGN is canonically `K`.
    struct Kelvin: Decodable, Equatable {
        enum CodingKeys: String, CodingKey, CaseIterable { case k = "K", ab }
        var k: Int
        var ab: Int?
    }

    /// Keys are matched as `String` equality matches them, as an app's `JSONDecoder` does: an
    /// escaped key is its text, a key canonically equal to a listed one is that key (and a second
    /// one is a duplicate), and a key of other bytes is unknown, whatever its length.
    func testKeysMatchAsStringsAreEqual() throws {
        try expectEqual(Self.decode(Kelvin.self, #"{"\u212A": 1}"#), Kelvin(k: 1, ab: nil))
        try expectEqual(Self.decode(Kelvin.self, "{\"\u{212A}\": 2, \"a\\u0062\": 3}"), Kelvin(k: 2, ab: 3))
        expect(Self.failure(Kelvin.self, #"{"K": 1, "\u212A": 2}"#).hasPrefix("@9 duplicate key "))
        expectEqual(Self.failure(Kelvin.self, #"{"K": 1, "abc": 2}"#), #"@9 unknown key 'abc'"#)
        expectEqual(Self.failure(Kelvin.self, #"{"K": 1, "AB": 2}"#), #"@9 unknown key 'AB'"#)
        expectEqual(Self.failure(Kelvin.self, #"{"k": 1}"#), #"@1 unknown key 'k'"#)
    }

    func testAnUnknownKeyInANestedObjectNamesTheObject() {
        expectEqual(Self.failure([Pair].self, #"[{"a": 1, "b": []}, {"a": 2, "x": 0, "b": []}]"#), #"@29 [1]: unknown key 'x'"#)
    }

    func testCodingPathsLeadBackToTheirValues() {
        let text = #"{"name": "p", "tracks": [{"layer": "a"}, {"layer": "b", "keyframes": [ {"at": 1}]}]}"#
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            func offset(_ path: [any CodingKey]) -> Int? { StrictDecoder.offset(of: path, in: bytes, from: 0) }
            typealias Key = StrictDecoder.MemberKey
            typealias Index = StrictUnkeyedContainer.Index
            expectEqual(offset([]), 0)
            expectEqual(offset([Key("name")]), 9)
            expectEqual(offset([Key("tracks"), Index(1), Key("keyframes"), Index(0)]), 71)
            expectEqual(offset([Key("tracks"), Index(2)]), nil)
            expectEqual(offset([Key("summary")]), nil)
            expectEqual(offset([Index(0)]), nil)
        }
    }
}
