import Foundation
import TestKit
import Testing

/// `dynamicType` and `--text-size` through the binary (docs/accessibility.md): the key on every
/// surface, and the grown frames, expected values worked out by hand from
/// `H_c = max(h, H + k · (size(style, c) / size(style, large) − 1))` and Apple's table.
struct TextSizeEndToEndTests {
    /// A preset `title`: H 200, h 100, E 100, shrink; with `dynamicType` when `scaled` is given.
    private func sandbox(scaled: [String] = ["dynamicType.scaledHeight=44", "dynamicType.textStyle=title2"]) throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["create", "title", "minHeight=100", "maxHeight=200"] + scaled)
        return sandbox
    }

    // title2 is 22 at large, 56 at ax5, 19 at xSmall; k 44.
    //   ax5: H_c = 200 + 44 · (56/22 − 1) = 200 + 68 = 268; at 50: 218; at 300: 100.
    //   xSmall: H_c = 200 + 44 · (19/22 − 1) = 200 − 6 = 194.
    /// eval --text-size gives the grown frames; large is the preset as written
    func testEval() throws {
        let sandbox = try sandbox()
        let ax5 = try sandbox.expectSuccess(["eval", "title", "--at", "0,50,300", "--columns", "height", "--format", "csv", "--text-size", "ax5"])
        expectEqual(ax5, "offset,height\n0,268\n50,218\n300,100\n")
        let small = try sandbox.expectSuccess(["eval", "title", "--at", "0", "--columns", "height", "--format", "csv", "--text-size", "xSmall"])
        expectEqual(small, "offset,height\n0,194\n")
        let plain = try sandbox.expectSuccess(["eval", "title", "--at", "0,50", "--columns", "height", "--format", "csv"])
        expectEqual(plain, "offset,height\n0,200\n50,150\n")
        let large = try sandbox.expectSuccess(["eval", "title", "--at", "0,50", "--columns", "height", "--format", "csv", "--text-size", "large"])
        expectEqual(large, plain)
    }

    // ax5: E_c = 268 − 100 = 168; snapping on with positions [0, 1]: a release at 100 with no
    // velocity settles on the nearer of 0 and 168, which is 168 (at the default size, 100 is E itself).
    /// snap --text-size snaps to the grown collapse range
    func testSnap() throws {
        let sandbox = try sandbox()
        try sandbox.expectSuccess(["edit", "title", "snap.mode=immediately"])
        let output = try sandbox.expectSuccess(["snap", "title", "--offset", "100", "--text-size", "ax5", "--format", "json"])
        let object = try require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        expectEqual(object["rest"] as? Double, 168)
    }

    /// a text size the table does not have is a usage error, one line, exit 64
    func testBadSize() throws {
        let sandbox = try sandbox()
        try sandbox.expectFailure(["eval", "title", "--at", "0", "--text-size", "huge"], status: 64, message: "--text-size")
        try sandbox.expectFailure(["snap", "title", "--offset", "0", "--text-size", "AX5"], status: 64, message: "--text-size")
    }

    /// scaledHeight above maxHeight is refused (65) and changes nothing; a style without dynamicType too
    func testRules() throws {
        let sandbox = try sandbox()
        try sandbox.expectFailure(
            ["edit", "title", "dynamicType.scaledHeight=201"], status: 65,
            message: "dynamicType.scaledHeight: 201 is outside 0...200")
        try sandbox.expectFailure(["edit", "title", "dynamicType.textStyle=caption"], status: 64, message: "dynamicType.textStyle")
        try sandbox.expectSuccess(["create", "plain"])
        try sandbox.expectFailure(["edit", "plain", "dynamicType.textStyle=body"], status: 65, message: "set dynamicType.scaledHeight first")
        // On one line with the scaled height, the style may come first, as show lists them.
        try sandbox.expectSuccess(["edit", "plain", "dynamicType.textStyle=body", "dynamicType.scaledHeight=20"])
        let object = try require(try sandbox.presetObject("plain")["dynamicType"] as? [String: Any])
        expectEqual(object["textStyle"] as? String, "body")
        expectEqual(object["scaledHeight"] as? Double, 20)
    }

    /// show, history, export and dynamicType=null carry the key; the document writes it after tracks
    func testSurfaces() throws {
        let sandbox = try sandbox()
        try sandbox.expectSuccess(["edit", "title", "tracks.title.scale=0:1.5,1:1"])
        let shown = try sandbox.expectSuccess(["show", "title"])
        expect(shown.contains("dynamicType.textStyle"))
        expect(shown.contains("dynamicType.scaledHeight"))
        let exported = try sandbox.expectSuccess(["export", "title"])
        let tail = try require(exported.range(of: "\"dynamicType\""))
        expect(exported[..<tail.lowerBound].contains("\"tracks\""))
        expect(
            exported[tail.lowerBound...].hasPrefix(
                """
                "dynamicType": {
                        "textStyle": "title2",
                        "scaledHeight": 44
                      }
                """))
        try sandbox.expectSuccess(["edit", "title", "dynamicType=null"])
        try expect(sandbox.presetObject("title")["dynamicType"] == nil)
        let history = try sandbox.expectSuccess(["history", "title"])
        expect(history.contains("dynamicType"))
    }
}
