import StretchyCLI
import TestKit
import Testing

struct NumberSyntaxTests {
    func testReadsDecimals() {
        for (text, value) in [
            ("0", 0.0), ("-120", -120), ("+5", 5), ("0.5", 0.5), (".5", 0.5), ("-.5", -0.5), ("5.", 5),
            ("1e3", 1000), ("-1E-2", -0.01), ("2.5e+1", 25),
        ] {
            TestRow.$current.withValue(String(describing: (text, value))) { self.readsDecimals(text, value) }
        }
    }

    func readsDecimals(_ text: String, _ value: Double) {
        expectEqual(NumberSyntax.number(text), value)
    }

    func testRefusesEverythingElse() {
        for text in ["", "-", ".", "abc", "nan", "inf", "-Infinity", "0x10", "1e", "1e+", "1,2", " 1", "1 ", "--5", "1e999"] {
            TestRow.$current.withValue(String(describing: text)) { self.refusesEverythingElse(text) }
        }
    }

    func refusesEverythingElse(_ text: String) {
        expectEqual(NumberSyntax.number(text), nil)
    }

    func testReadsCommaLists() {
        expectEqual(NumberSyntax.numbers("-120,0,40"), [-120, 0, 40])
        expectEqual(NumberSyntax.numbers("1,,2"), nil)
        expectEqual(NumberSyntax.numbers("1,"), nil)
    }

    func testTellsNegativeNumbersFromOptions() {
        for (token, isNumber) in [
            ("-30", true), ("-120,0,40", true), ("-.5", true), ("-1e3", true), ("-1e400", true), ("-1x", true),
            ("-h", false), ("--at", false), ("-", false), ("-e5", false), ("30", false),
        ] {
            TestRow.$current.withValue(String(describing: (token, isNumber))) { self.tellsNegativeNumbersFromOptions(token, isNumber) }
        }
    }

    func tellsNegativeNumbersFromOptions(_ token: String, _ isNumber: Bool) {
        expectEqual(NumberSyntax.isNegativeNumber(token), isNumber)
    }
}
