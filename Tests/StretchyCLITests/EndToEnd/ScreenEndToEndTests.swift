import Foundation
import TestKit
import Testing

/// The screen (docs/screen.md) through the real binary: devices, eval on a device, page switches,
/// a document with every new key round trip, and bad input as one error line, its exit code,
/// nothing changed. Expected values worked out by hand from docs/screen.md's formulas.
struct ScreenEndToEndTests {
    typealias F = TransferFixtures

    /// devices lists the four phones with their safe-area tops; json has every field
    func testDevices() throws {
        let sandbox = Sandbox()
        let table = try sandbox.expectSuccess(["devices"])
        expect(table.hasPrefix("name       viewport  safeAreaTop  platform\n"))
        expect(table.contains("iphone-15  393x852            59  ios\n"))
        expect(table.contains("iphone-14  390x844            47  ios\n"))
        expect(table.contains("iphone-se  375x667            20  ios\n"))
        expect(table.contains("pixel-8    412x915            24  android\n"))
        let json = try sandbox.expectSuccess(["devices", "--format", "json"])
        let devices = try require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        expectEqual(devices.count, 4)
        for device in devices {
            expectEqual(Set(device.keys), ["name", "width", "height", "safeAreaTop", "platform", "source"])
            expect(((device["source"] as? String) ?? "").count > 20)
        }
    }

    /// preview and studio take --safe-area-top and --viewport-height as the evaluating commands do
    ///
    /// ios-large-title-safe-area: 96 → 44 measured below the status bar (safeArea added). Drawn
    /// with a 20 pt status bar the header is 96 + 20 = 116 → 44 + 20 = 64 under it, on a phone
    /// 700 pt tall: --safe-area-top and --viewport-height as the commands that evaluate take them.
    func testPreviewOnAScreen() throws {
        let sandbox = Sandbox()
        let page = try sandbox.expectSuccess([
            "preview", "ios-large-title-safe-area", "--safe-area-top", "20", "--viewport-height", "700", "--output", "-",
        ])
        expect(page.contains("added: 116 → 64 under the 20 pt status bar"))
        expect(page.contains("--phone-height: 700px"))
        // --device gives both; the options override its.
        let device = try sandbox.expectSuccess(["preview", "ios-large-title-safe-area", "--device", "iphone-15", "--output", "-"])
        expect(device.contains("added: 155 → 103 under the 59 pt status bar") && device.contains("--phone-height: 852px"))
        for command in ["preview", "studio"] {
            try sandbox.expectFailure(
                [command, "sticky-utah", "--safe-area-top", "-3"], status: 64, message: "--safe-area-top must be in 0...1000")
            try sandbox.expectFailure(
                [command, "sticky-utah", "--viewport-height", "0"], status: 64, message: "--viewport-height must be more than 0")
        }
        try sandbox.expectFailure(
            ["preview", "sticky-utah", "--viewport-height", "700", "--height", "600"], status: 64,
            message: "--viewport-height and --height both give the phone's height")
    }

    /// eval on a device: accessoryTop and pinned for a preset with a strip
    ///
    /// profile-pinned-tabs: H 130, h 44, a 150, t 48, added. On iphone-15 (s 59): H' 189, h' 103;
    /// at rest the strip is at 189 + 150 = 339; at P = 86 + 150 = 236 it is at h' = 103, pinned.
    func testEvalOnDevice() throws {
        let sandbox = Sandbox()
        let csv = try sandbox.expectSuccess([
            "eval", "profile-pinned-tabs", "--at", "0,235,236", "--device", "iphone-15",
            "--columns", "height,accessoryTop,pinned", "--format", "csv",
        ])
        expectEqual(csv, "offset,height,accessoryTop,pinned\n0,189,339,false\n235,189,104,false\n236,189,103,true\n")
        // --safe-area-top overrides the device's: s 20 → H' 150, the strip at 150 + 150 = 300.
        let json = try sandbox.expectSuccess([
            "eval", "profile-pinned-tabs", "--at", "0", "--device", "iphone-15", "--safe-area-top", "20",
            "--columns", "accessoryTop", "--format", "json",
        ])
        expectEqual(json, "[\n  {\n    \"offset\": 0,\n    \"accessoryTop\": 300\n  }\n]\n")
        // A preset without a strip has no such columns, with or without a device.
        let plain = try sandbox.expectSuccess(["eval", "sticky-utah", "--at", "0", "--device", "iphone-se", "--format", "csv"])
        expectEqual(plain, "offset,height,translation,progress,shadowRadius,visible,contentTop,gap\n0,300,0,0,0,300,300,0\n")
    }

    /// ios-large-title-safe-area fits every phone
    ///
    /// The iOS large title with safeArea added: 96 → 44 below the status bar; 155 → 103 on a
    /// Dynamic Island, 116 → 64 with a Home button.
    func testLargeTitle() throws {
        let sandbox = Sandbox()
        for (device, rest, collapsed) in [("iphone-15", "155", "103"), ("iphone-14", "143", "91"), ("iphone-se", "116", "64")] {
            let csv = try sandbox.expectSuccess([
                "eval", "ios-large-title-safe-area", "--at", "0,52", "--device", device, "--columns", "height", "--format", "csv",
            ])
            expectEqual(csv, "offset,height\n0,\(rest)\n52,\(collapsed)\n", "\(device)")
        }
    }

    /// snap --page-switch prints switchOffset
    ///
    /// P = 236: from 400 to a page saved at 60 → max(60, 236) = 236; from 100 → 100.
    func testPageSwitch() throws {
        let sandbox = Sandbox()
        try expectEqual(
            sandbox.expectSuccess(["snap", "profile-pinned-tabs", "--page-switch", "400,60", "--format", "json"]),
            "{\"from\": 400, \"saved\": 60, \"offset\": 236}\n")
        try expectEqual(
            sandbox.expectSuccess(["snap", "profile-pinned-tabs", "--page-switch", "100,500", "--format", "json"]),
            "{\"from\": 100, \"saved\": 500, \"offset\": 100}\n")
        try expectEqual(
            sandbox.expectSuccess(["snap", "profile-pinned-tabs", "--page-switch", "900,1200"]), "from  saved  offset\n 900   1200    1200\n")
    }

    /// a document with every new key: import, export, import into an empty database, export: the same bytes
    func testRoundTrip() throws {
        let members = #"""
            "collapse": "scroll", "safeArea": "included", "accessory": {"height": 48, "offset": 120, "behavior": "quickReturn"},
            "tracks": [{"layer": "avatar", "property": "scale", "input": "offset", "keyframes": [{"at": 0, "value": 1}, {"at": 47, "value": 0.5}], "anchor": [0, 1]}]
            """#
        let first = Sandbox()
        try first.expectSuccess(["import", try first.file("screen.json", F.document([F.preset("screen", members)]))])
        let exported = try first.expectSuccess(["export", "screen"])
        expect(exported.contains("      \"collapse\": \"scroll\",\n      \"safeArea\": \"included\",\n      \"damping\": 0,\n"))
        expect(
            exported.contains(
                "      \"accessory\": {\n        \"height\": 48,\n        \"offset\": 120,\n        \"behavior\": \"quickReturn\"\n      },\n      \"snap\": {"
            ))
        expect(exported.contains("          ],\n          \"anchor\": [\n            0,\n            1\n          ]\n        }\n"))
        let second = Sandbox()
        try second.expectSuccess(["import", try second.file("screen.json", exported)])
        try expectEqual(second.expectSuccess(["export", "screen"]), exported)
        // history says what changed, in the command line's words.
        try first.expectSuccess(["edit", "screen", "accessory.behavior=pinned", "safeArea=below", "tracks.avatar.scale.anchor=0.5,0.5"])
        let history = try first.expectSuccess(["history", "screen", "--format", "json"])
        expect(history.contains("\"safeArea\": \"included\""))
    }

    /// simulate --trace carries accessoryTop and pinned on a device
    ///
    /// The same numbers through simulate's steps and a chart's series.
    func testSimulateTrace() throws {
        let sandbox = Sandbox()
        let csv = try sandbox.expectSuccess([
            "simulate", "profile-pinned-tabs", "--trace", "0,236", "--device", "iphone-15", "--format", "csv",
        ])
        let lines = csv.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        let header = try require(lines.first)
        let top = try require(header.firstIndex(of: "accessoryTop")), pinned = try require(header.firstIndex(of: "pinned"))
        expect(lines[1][top] == "339" && lines[1][pinned] == "false")
        expect(lines[2][top] == "103" && lines[2][pinned] == "true")
        // Without a device the strip is 59 points higher: 130 + 150 at rest.
        let plain = try sandbox.expectSuccess(["simulate", "profile-pinned-tabs", "--trace", "0", "--format", "csv"])
        expectEqual(plain.split(separator: "\n")[1].split(separator: ",").map(String.init)[top], "280")
        let chart = try sandbox.expectSuccess([
            "chart", "profile-pinned-tabs", "--series", "accessoryTop", "--device", "iphone-15", "--width", "60", "--height", "12",
        ])
        expect(chart.contains("accessoryTop"))
        // simulate's chart draws the strip's top beside the height and the visible height.
        let simulated = try sandbox.expectSuccess([
            "simulate", "profile-pinned-tabs", "--offset", "100", "--velocity", "800", "--device", "iphone-15", "--width", "60",
            "--height", "20",
        ])
        expect(simulated.contains("height, visible, accessoryTop (pt)"))
    }

    /// verify checks accessoryTop when a trace records it
    ///
    /// verify compares a recorded strip: 339 at rest on an iPhone 15 is right, 110 at 300 is 7
    /// off the 103 the preset says.
    func testVerifyAccessoryTop() throws {
        let sandbox = Sandbox()
        let good = try sandbox.file(
            "good.jsonl",
            #"""
            {"format": "stretchy-trace", "version": 1}
            {"t": 0, "offset": 0, "height": 189, "top": 0, "accessoryTop": 339}
            {"t": 0.1, "offset": 300, "height": 189, "top": -86, "accessoryTop": 103}

            """#)
        try expectEqual(sandbox.run(["verify", "profile-pinned-tabs", good, "--device", "iphone-15"]).status, 0)
        let bad = try sandbox.file(
            "bad.jsonl",
            #"""
            {"format": "stretchy-trace", "version": 1}
            {"t": 0, "offset": 0, "height": 189, "top": 0, "accessoryTop": 339}
            {"t": 0.1, "offset": 300, "height": 189, "top": -86, "accessoryTop": 110}

            """#)
        let outcome = try sandbox.run(["verify", "profile-pinned-tabs", bad, "--device", "iphone-15", "--format", "json"])
        expectEqual(outcome.status, 1)
        expect(outcome.stdout.contains("\"accessoryTop\""))
        // Without the device the heights are 59 points off: the trace was recorded on a phone.
        try expectEqual(sandbox.run(["verify", "profile-pinned-tabs", good]).status, 1)
    }

    static let failures: [([String], Int32, String)] = [
        (["edit", "sticky-utah", "accessory.height=1001"], 65, "accessory.height: 1001 is outside 0...1000"),
        (["edit", "sticky-utah", "accessory.height=0"], 65, "accessory.height"),
        (["edit", "sticky-utah", "accessory.height=48", "accessory.offset=-5"], 65, "accessory.offset: -5 is outside 0...10000"),
        (["edit", "sticky-utah", "accessory.height=48", "accessory.behavior=sticky"], 64, "accessory.behavior: 'sticky' is not allowed"),
        (["edit", "sticky-utah", "accessory.offset=5"], 65, "accessory.offset: the preset has no accessory"),
        (["edit", "sticky-utah", "safeArea=above"], 64, "safeArea: 'above' is not allowed"),
        (["edit", "ios-large-title-navigation-bar", "tracks.title.opacity.anchor=0,1"], 65, "only a scale track has an anchor"),
        (["eval", "sticky-utah", "--at", "0", "--device", "iphone-99"], 64, "'iphone-99' is invalid for '--device <name>'"),
        (["eval", "sticky-utah", "--at", "0", "--safe-area-top", "abc"], 64, "'abc' is invalid for '--safe-area-top <pt>'"),
        (["eval", "sticky-utah", "--at", "0", "--safe-area-top", "-5"], 64, "--safe-area-top must be in 0...1000"),
        (["eval", "sticky-utah", "--at", "0", "--viewport-height", "0"], 64, "--viewport-height must be more than 0"),
        (["snap", "profile-pinned-tabs", "--page-switch", "400"], 64, "--page-switch takes two offsets"),
        (["eval", "sticky-utah", "--at", "0", "--columns", "accessoryTop"], 64, "has no accessory, so no column 'accessoryTop'"),
    ]

    /// bad input: one line, its exit code, the database unchanged
    func testFailure() throws {
        for (arguments, status, message) in Self.failures {
            try TestRow.$current.withValue(String(describing: (arguments, status, message))) {
                try self.failure(arguments: arguments, status: status, message: message)
            }
        }
    }

    func failure(arguments: [String], status: Int32, message: String) throws {
        try Sandbox().expectFailure(arguments, status: status, message: message)
    }

    /// a document breaking a screen rule is refused whole (65), naming the key
    func testBadDocument() throws {
        let sandbox = Sandbox()
        let file = try sandbox.file("bad.json", F.document([F.preset("tall", #""accessory": {"height": 2000}"#)]))
        try sandbox.expectFailure(["import", file], status: 65, message: "accessory.height: 2000 is outside 0...1000")
    }
}
