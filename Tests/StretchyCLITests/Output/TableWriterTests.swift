import StretchyCLI
import TestKit
import Testing

struct TableWriterTests {
    func testAlignsTextLeftWithoutTrailingSpaces() {
        var table = TableWriter(titles: ["name", "summary"])
        table.append(["sticky-utah", "Pinned header"])
        table.append(["a", "b"])
        expectEqual(
            table.rendered(),
            """
            name         summary
            sticky-utah  Pinned header
            a            b

            """)
    }

    func testAlignsNumbersRight() {
        var table = TableWriter(titles: ["offset", "height", "note"])
        table.append(["-120", "360", "pulled"])
        table.append(["0", "300", "rest"])
        table.append(["40", "260.5", ""])
        expectEqual(
            table.rendered(),
            """
            offset  height  note
              -120     360  pulled
                 0     300  rest
                40   260.5

            """)
    }

    func testAColumnWithAnyTextStaysLeft() {
        var table = TableWriter(titles: ["value", "x"])
        table.append(["1", "a"])
        table.append(["n/a", "b"])
        expectEqual(table.rendered(), "value  x\n1      a\nn/a    b\n")
    }

    func testAnEmptyTableIsItsHeader() {
        let table = TableWriter(titles: ["offset", "height"])
        expectEqual(table.rendered(), "offset  height\n")
        expectEqual(table.rowCount, 0)
    }

    func testExplicitAlignmentWinsAndWidthsCountCharacters() {
        var table = TableWriter(columns: [TableColumn("id", alignment: .left), TableColumn("name", alignment: .right)])
        table.append(["7", "café"])
        table.append(["12", "é"])
        expectEqual(table.rendered(), "id  name\n7   café\n12     é\n")
    }

    func testALastColumnThatTurnsToTextIsLeftAlignedAndUnpadded() {
        var table = TableWriter(titles: ["name", "v"])
        table.append(["a", "10"])
        table.append(["b", "dix — ten"])
        expectEqual(table.rendered(), "name  v\na     10\nb     dix — ten\n")
    }

    func testReservingRoomChangesNothingWritten() {
        var table = TableWriter(titles: ["name", "summary"])
        table.reserveCapacity(rows: 2, bytes: 10)
        table.append(["sticky-utah", "Pinned header"])
        table.append(["a", "b"])
        expectEqual(table.rendered(), "name         summary\nsticky-utah  Pinned header\na            b\n")
    }

    func testMissingCellsAreBlank() {
        var table = TableWriter(titles: ["a", "b", "c"])
        table.append(["x"])
        expectEqual(table.rendered(), "a  b  c\nx\n")
    }

    /// with a line width, the last column is cut with … to fit, keeping at least 10 characters
    func testCutsTheLastColumnToFit() {
        for (text, lineWidth, expected) in [
            // "name" is the widest first cell, so the last column starts at 6.
            ("abcdefghi👍🏽x", 16, "abcdefghi…"),
            ("abcdefghij", 16, "abcdefghij"),
            ("abcdefghijk", 16, "abcdefghi…"),
            ("abcdefghijk", 4, "abcdefghi…"),
            ("abcdefghijklmnopqrstu", 20, "abcdefghijklm…"),
            ("abcdefgh ijk", 16, "abcdefgh…"),  // no space left before the …
            ("thumbs 👍🏽 and cafe\u{301}", 80, "thumbs 👍🏽 and cafe\u{301}"),
            ("", 16, ""),
        ] {
            TestRow.$current.withValue(String(describing: (text, lineWidth, expected))) { self.cutsTheLastColumnToFit(text, lineWidth, expected) }
        }
    }

    func cutsTheLastColumnToFit(_ text: String, _ lineWidth: Int, _ expected: String) {
        var table = TableWriter(titles: ["name", "summary"])
        table.append(["n", text])
        let expectedLine = expected.isEmpty ? "n" : "n     " + expected
        expectEqual(table.rendered(lineWidth: lineWidth), "name  summary\n" + expectedLine + "\n")
        expectEqual(table.rendered(), "name  summary\n" + (text.isEmpty ? "n" : "n     " + text) + "\n")
    }

    /// wide characters take two columns: the columns after them still line up
    func testWideCharactersLineUp() {
        var table = TableWriter(titles: ["name", "v", "summary"])
        table.append(["見出し", "1", "a"])  // 3 wide characters: 6 columns
        table.append(["ab", "22", "b"])
        table.append(["cafe\u{301}", "3", "c"])  // 4 columns: the mark takes none
        expectEqual(table.rendered(), "name     v  summary\n見出し   1  a\nab      22  b\ncafe\u{301}     3  c\n")
    }

    /// a cut last column keeps whole wide characters and fits the line
    func testCutsWideText() {
        for (text, lineWidth, expected) in [
            // The last column starts at 6 and may take 10 columns: 9 and the ….
            ("見出しの文字がとても長い", 16, "見出しの…"),
            ("ab見出しの文字", 16, "ab見出し…"),
            ("abc見出しの文字", 16, "abc見出し…"),
            ("見出しの文", 16, "見出しの文"),
        ] {
            TestRow.$current.withValue(String(describing: (text, lineWidth, expected))) { self.cutsWideText(text, lineWidth, expected) }
        }
    }

    func cutsWideText(_ text: String, _ lineWidth: Int, _ expected: String) {
        var table = TableWriter(titles: ["name", "summary"])
        table.append(["n", text])
        expectEqual(table.rendered(lineWidth: lineWidth), "name  summary\nn     " + expected + "\n")
    }

    func testCellsAddedAsBytesMatchCellsAddedAsText() {
        var fromText = TableWriter(titles: ["name", "v"])
        var fromBytes = TableWriter(titles: ["name", "v"])
        for row in [["café", "12"], ["sticky-utah", "-3.5"], ["é", ""]] {
            fromText.append(row)
            for cell in row { fromBytes.appendCell(Array(cell.utf8)[...]) }
        }
        expectEqual(fromBytes.rendered(), fromText.rendered())
        expectEqual(fromBytes.rendered(), "name            v\ncafé           12\nsticky-utah  -3.5\né\n")
    }

    func testATableWithoutColumnsIsAnEmptyLine() {
        var table = TableWriter(titles: [])
        table.append(["ignored"])
        expectEqual(table.rendered(), "\n")
        expectEqual(table.rendered(lineWidth: 20), "\n")
    }
}
