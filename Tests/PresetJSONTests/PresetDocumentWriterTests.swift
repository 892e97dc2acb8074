import HeaderGeometry
import PresetJSON
import TestKit
import Testing

/// The canonical writer: docs/format.md#preset-keys's bytes exactly, and write → read → write identical.
struct PresetDocumentWriterTests {
    func testSpecExampleReadThenWrittenIsByteIdentical() throws {
        let spec = PresetDocumentReaderTests.specDocument
        let presets = try PresetDocumentReader.read(Array(spec.utf8), source: "spec.json")
        expectEqual(PresetDocumentWriter.document(presets), spec)
    }

    func testEmptyDocument() {
        expectEqual(
            PresetDocumentWriter.document([]),
            """
            {
              "format": "stretchy-presets",
              "version": 1,
              "presets": []
            }

            """)
    }

    func testOnePresetObjectWithPositionsOnePerLine() {
        let preset = HeaderPreset(
            name: "scaling-header-snap", summary: "", minHeight: 150, maxHeight: 350,
            collapse: .shrink, damping: 0, shadow: nil,
            snap: SnapBehavior(mode: .immediately, positions: [1, 0, 0.5], initialPosition: 0.5))
        expectEqual(
            PresetDocumentWriter.preset(preset),
            """
            {
              "name": "scaling-header-snap",
              "summary": "",
              "minHeight": 150,
              "maxHeight": 350,
              "collapse": "shrink",
              "damping": 0,
              "shadow": null,
              "snap": {
                "mode": "immediately",
                "positions": [
                  0,
                  0.5,
                  1
                ],
                "initialPosition": 0.5
              }
            }

            """)
    }

    func testMotionIsWrittenAfterSnapWithEveryKeyOnlyWhenNotDefault() throws {
        var preset = HeaderPreset(name: "quick", minHeight: 44, maxHeight: 96)
        expect(!PresetDocumentWriter.preset(preset).contains("motion"))
        preset.motion.quickReturn = true
        preset.motion.parallax = 0.25
        preset.motion.spring.dampingRatio = 0.8
        let text = PresetDocumentWriter.preset(preset)
        expectEqual(
            text,
            """
            {
              "name": "quick",
              "summary": "",
              "minHeight": 44,
              "maxHeight": 96,
              "collapse": "shrink",
              "damping": 0,
              "shadow": null,
              "snap": {
                "mode": "disabled",
                "positions": [],
                "initialPosition": 0
              },
              "motion": {
                "frameRate": 120,
                "decelerationRate": "normal",
                "viewportHeight": 844,
                "rubberBandConstant": 0.55,
                "spring": {
                  "response": 0.3,
                  "dampingRatio": 0.8
                },
                "parallax": 0.25,
                "quickReturn": true
              }
            }

            """)
        try expectEqual(PresetDocumentReader.readPreset(Array(text.utf8), source: "q.json"), preset)
    }

    func testDecelerationRateIsANameWhenItHasOne() throws {
        for (rate, line) in [
            (ScrollDeceleration.fast, #""decelerationRate": "fast","#),
            (ScrollDeceleration(rate: 0.995), #""decelerationRate": 0.995,"#),
        ] {
            try TestRow.$current.withValue(String(describing: (rate, line))) { try self.decelerationRateIsANameWhenItHasOne(rate: rate, line: line) }
        }
    }

    func decelerationRateIsANameWhenItHasOne(rate: ScrollDeceleration, line: String) throws {
        let preset = HeaderPreset(name: "d", motion: MotionParameters(deceleration: rate))
        let document = PresetDocumentWriter.document([preset])
        expect(document.contains(line))
        let read = try PresetDocumentReader.read(Array(document.utf8), source: "d.json")
        expectEqual(read, [preset])
        expectEqual(PresetDocumentWriter.document(read), document)
    }

    func testPresetsAreSortedByNameInByteOrder() throws {
        let names = ["b", "a0", "a_", "a-b", "a.b", "a", "10", "9"]
        let text = PresetDocumentWriter.document(names.map { HeaderPreset(name: $0) })
        let read = try PresetDocumentReader.read(Array(text.utf8), source: "sorted.json")
        expectEqual(read.map(\.name), ["10", "9", "a", "a-b", "a.b", "a0", "a_", "b"])
    }

    func testNumbersAreShortestAndNegativeZeroIsZero() {
        let preset = HeaderPreset(
            name: "n", summary: "", minHeight: -0.0, maxHeight: 0.1 + 0.2, collapse: .scroll,
            damping: 1e-7, shadow: HeaderShadow(threshold: 9999.5, radius: 0),
            snap: SnapBehavior(mode: .afterFinishAccelerating, positions: [], initialPosition: 1))
        expectEqual(
            PresetDocumentWriter.preset(preset),
            """
            {
              "name": "n",
              "summary": "",
              "minHeight": 0,
              "maxHeight": 0.30000000000000004,
              "collapse": "scroll",
              "damping": 1e-7,
              "shadow": {
                "threshold": 9999.5,
                "radius": 0
              },
              "snap": {
                "mode": "afterFinishAccelerating",
                "positions": [],
                "initialPosition": 1
              }
            }

            """)
    }

    static let trickySummaries = [
        "quote \" backslash \\ slash / done",
        "two\nlines\n",
        "emoji 😀👩‍👩‍👧 and é, ß, 漢字, \u{301}combining",
        "\"\u{301}starts with quote then a combining mark",
        "x'); DROP TABLE presets;--",
        "\u{2028} line separator and \u{A0} no-break space are not escaped",
        "",
    ]

    func testWriteReadWriteIsIdentical() throws {
        for summary in Self.trickySummaries {
            try TestRow.$current.withValue(String(describing: summary)) { try self.writeReadWriteIsIdentical(summary: summary) }
        }
    }

    func writeReadWriteIsIdentical(summary: String) throws {
        let preset = HeaderPreset(
            name: "tricky", summary: summary, minHeight: 64.5, maxHeight: 152,
            collapse: .shrink, damping: 0.333, shadow: HeaderShadow(threshold: 100),
            snap: SnapBehavior(mode: .immediately, positions: [0.25, 0.75], initialPosition: 0.25))
        let first = PresetDocumentWriter.document([preset])
        let read = try PresetDocumentReader.read(Array(first.utf8), source: "t.json")
        expectEqual(read, [preset])
        expectEqual(PresetDocumentWriter.document(read), first)
        let one = PresetDocumentWriter.preset(preset)
        try expectEqual(PresetDocumentReader.readPreset(Array(one.utf8), source: "t.json"), preset)
    }

    func testControlCharactersInNamesAndSummariesAreEscaped() {
        // The writer escapes what JSON requires even in values the rules would refuse.
        let preset = HeaderPreset(name: "a\tb", summary: "\u{1}\u{8}\u{C}\r\n\u{1F}")
        let text = PresetDocumentWriter.preset(preset)
        expect(text.contains(#""name": "a\tb","#))
        expect(text.contains(#""summary": "\u0001\b\f\r\n\u001f","#))
    }
}
