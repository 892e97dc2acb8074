import Foundation
import Testing

@Suite("end to end: show")
struct ShowEndToEndTests {
    @Test("the table is one aligned key and value per line, keys as edit takes them")
    func table() throws {
        let sandbox = Sandbox()
        let lines = try sandbox.expectSuccess(["show", "sticky-utah"]).split(separator: "\n").map(String.init)
        #expect(lines.first == "name                  sticky-utah")
        #expect(lines[1].hasPrefix("summary               Big Mountain Studio"))
        // docs/swift.md#1-the-built-in-catalogue: 120, 300, shrink, 0.5, shadow 140 / 8, no snap.
        #expect(Array(lines.suffix(9)) == [
            "minHeight             120",
            "maxHeight             300",
            "collapse              shrink",
            "damping               0.5",
            "shadow.threshold      140",
            "shadow.radius         8",
            "snap.mode             disabled",
            "snap.positions        []",
            "snap.initialPosition  0",
        ])
    }

    @Test("no shadow shows as shadow null; positions as a list; a second summary line is indented")
    func tableDetails() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["create", "snappy", "summary=one\ntwo", "snap.mode=immediately",
                                   "snap.positions=1,0,0.5"])
        let text = try sandbox.expectSuccess(["show", "snappy"])
        #expect(text == """
            name                  snappy
            summary               one
                                  two
            minHeight             150
            maxHeight             350
            collapse              shrink
            damping               0
            shadow                null
            snap.mode             immediately
            snap.positions        [0, 0.5, 1]
            snap.initialPosition  0

            """)
    }

    @Test("--format json is exactly the canonical preset object of docs/format.md#preset-keys")
    func json() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["create", "hero", "summary=Hero", "maxHeight=320", "minHeight=100",
                                   "shadow.threshold=140", "snap.mode=immediately", "snap.positions=0,0.5,1"])
        #expect(try sandbox.expectSuccess(["show", "hero", "--format", "json"]) == """
            {
              "name": "hero",
              "summary": "Hero",
              "minHeight": 100,
              "maxHeight": 320,
              "collapse": "shrink",
              "damping": 0,
              "shadow": {
                "threshold": 140,
                "radius": 8
              },
              "snap": {
                "mode": "immediately",
                "positions": [
                  0,
                  0.5,
                  1
                ],
                "initialPosition": 0
              }
            }

            """)
    }

    @Test("a missing preset exits 66 with a did-you-mean hint")
    func notFound() throws {
        try Sandbox().expectFailure(["show", "stiky-utah"], status: 66,
                                    message: #"no preset named "stiky-utah"; did you mean "sticky-utah"?"#)
    }

    @Test("a missing name argument is a usage error")
    func missingName() throws {
        try Sandbox().expectFailure(["show"], status: 64, message: "Missing expected argument '<name>'")
    }
}
