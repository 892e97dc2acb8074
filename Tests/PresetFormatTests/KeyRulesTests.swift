import HeaderGeometry
import PresetFormat
import TestKit
import Testing

/// Every number key of the table has its rule in the core: a value outside the range the table
/// gives the key (the schema's, help's and completion's) is a violation at that key, and the
/// range's ends are not. A key the core forgot, or a range the two spell differently, fails here
/// naming the key.
struct KeyRulesTests {
    /// A preset with every optional group present, so each key has a value to break.
    static func full() throws -> HeaderPreset {
        var preset = HeaderPreset(name: "full")
        for (path, value) in [("shadow.threshold", "140"), ("pullTrigger", "80"), ("accessory.height", "48")] {
            try FormatKey.settable(path).assign(value, to: &preset)
        }
        expect(preset.violations.isEmpty)
        return preset
    }

    static var numberKeys: [FormatKey] {
        FormatKey.all.filter { range(of: $0) != nil }
    }

    static func range(of key: FormatKey) -> (ClosedRange<Double>, positive: Bool)? {
        switch key.type {
        case .number(let range, let positive, _): (range, positive)
        case .numberOrNull(let range, _), .choiceOrNumber(_, let range): (range, false)
        default: nil
        }
    }

    func testAValueOutsideTheTablesRangeBreaksTheKeysRule() throws {
        for path in Self.numberKeys.map(\.path) {
            try TestRow.$current.withValue(String(describing: path)) { try self.aValueOutsideTheTablesRangeBreaksTheKeysRule(path: path) }
        }
    }

    func aValueOutsideTheTablesRangeBreaksTheKeysRule(path: String) throws {
        let key = try require(FormatKey.named(path))
        let (range, positive) = try require(Self.range(of: key))
        let span = max(range.upperBound - range.lowerBound, 1)
        for outside in [range.lowerBound - span / 4, range.upperBound + span / 4] {
            var preset = try Self.full()
            try key.assign(String(outside), to: &preset)
            expect(preset.violations.contains { $0.keyPath == path }, "\(path)=\(outside) breaks no rule")
        }
        for inside in [range.lowerBound, range.upperBound] where !(positive && inside == 0) {
            var preset = try Self.full()
            // minHeight and dynamicType.scaledHeight may not pass maxHeight: raise maxHeight first.
            if path == "minHeight" || path == "dynamicType.scaledHeight" {
                try FormatKey.settable("maxHeight").assign(String(range.upperBound), to: &preset)
            }
            try key.assign(String(inside), to: &preset)
            expect(!preset.violations.contains { $0.keyPath == path }, "\(path)=\(inside) is refused")
        }
        if positive {
            var preset = try Self.full()
            try key.assign("0", to: &preset)
            expect(preset.violations.contains { $0.keyPath == path }, "\(path)=0 breaks no rule")
        }
    }

    func testAListKeysMembersAreCheckedAgainstItsRange() throws {
        let key = try require(FormatKey.named("snap.positions"))
        guard case .numbers(let range, let maxCount) = key.type else {
            Issue.record("snap.positions is not a list of numbers")
            return
        }
        var preset = try Self.full()
        try key.assign("\(range.lowerBound),\(range.upperBound + 1)", to: &preset)
        expectEqual(preset.violations.map(\.keyPath), ["snap.positions[1]"])
        let many = (0...maxCount).map { String(Double($0) / Double(maxCount)) }.joined(separator: ",")
        try key.assign(many, to: &preset)
        expectEqual(preset.violations.map(\.keyPath), ["snap.positions"])
    }
}
