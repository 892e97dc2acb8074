import StretchyCLI
import TestKit
import Testing

struct DatabaseLocationTests {
    static let rows: [(option: String?, variables: [String: String], path: String)] = [
        ("here.sqlite", ["STRETCHY_DB": "/env/p.sqlite", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"], "here.sqlite"),
        (nil, ["STRETCHY_DB": "/env/p.sqlite", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"], "/env/p.sqlite"),
        (nil, ["STRETCHY_DB": "", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"], "/xdg/stretchy/presets.sqlite"),
        (nil, ["XDG_DATA_HOME": "/xdg/", "HOME": "/home/u"], "/xdg/stretchy/presets.sqlite"),
        (nil, ["XDG_DATA_HOME": "relative/data", "HOME": "/home/u"], "/home/u/.local/share/stretchy/presets.sqlite"),
        (nil, ["XDG_DATA_HOME": "", "HOME": "/home/u"], "/home/u/.local/share/stretchy/presets.sqlite"),
        (nil, ["HOME": "/home/u/"], "/home/u/.local/share/stretchy/presets.sqlite"),
        ("relative.sqlite", [:], "relative.sqlite"),
    ]

    func testResolvesInSpecOrder() throws {
        for (option, variables, path) in Self.rows {
            try TestRow.$current.withValue(String(describing: (option, variables, path))) { try self.resolvesInSpecOrder(option, variables, path) }
        }
    }

    func resolvesInSpecOrder(_ option: String?, _ variables: [String: String], _ path: String) throws {
        try expectEqual(DatabaseLocation.path(option: option, variables: variables), path)
    }

    func testWithoutAnyPlaceItSaysWhatToSet() {
        do {
            _ = try DatabaseLocation.path(option: nil, variables: ["HOME": ""])
            Issue.record("expected an error")
        } catch {
            expectEqual(
                error.reportLine(),
                "stretchy: error: cannot find a place for the database: $HOME is not set; "
                    + "pass --db PATH or set STRETCHY_DB\n")
            expectEqual(error.exitStatus, .usage)
        }
    }
}
