import Testing

@Suite("end to end: revert")
struct RevertEndToEndTests {
    @Test("brings back an earlier revision as a new one, printing what changed")
    func reverts() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["edit", "sticky-utah", "maxHeight=320"])
        #expect(
            try sandbox.expectSuccess(["revert", "sticky-utah", "1"])
                == "reverted 'sticky-utah' to revision 1\n  maxHeight 320 → 300\n")
        #expect(try sandbox.presetObject("sticky-utah")["maxHeight"] as? Double == 300)
        let history = try sandbox.expectSuccess(["history", "sticky-utah", "--format", "csv"])
        #expect(history.split(separator: "\n").last?.hasPrefix("3,") == true)
        #expect(history.hasSuffix(",revert,revision 1 back; maxHeight 320 → 300\n"))
    }

    @Test("brings back a deleted preset")
    func deleted() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["delete", "sticky-utah"])
        #expect(
            try sandbox.expectSuccess(["revert", "sticky-utah", "1"])
                == "reverted 'sticky-utah' to revision 1\n  brought back\n")
        #expect(try sandbox.presetObject("sticky-utah")["damping"] as? Double == 0.5)
    }

    @Test("bringing back a deleted preset says what differs from it as it was deleted, as its history does")
    func deletedAfterEdits() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["create", "rv", "maxHeight=320"])
        try sandbox.expectSuccess(["edit", "rv", "maxHeight=330", "damping=0.2"])
        try sandbox.expectSuccess(["delete", "rv"])
        #expect(
            try sandbox.expectSuccess(["revert", "rv", "1"])
                == "reverted 'rv' to revision 1\n  brought back\n  maxHeight 330 → 320\n  damping 0.2 → 0\n")
    }

    @Test("reverting to what is already current says so and adds no revision")
    func nothingDiffers() throws {
        let sandbox = Sandbox()
        try sandbox.prepare()
        let before = sandbox.databaseBytes()
        #expect(
            try sandbox.expectSuccess(["revert", "sticky-utah", "1"])
                == "no change: 'sticky-utah' is already as at revision 1\n")
        #expect(sandbox.databaseBytes() == before)
        #expect(try sandbox.expectSuccess(["history", "sticky-utah", "--format", "csv"]).split(separator: "\n").count == 2)
    }

    @Test(
        "every failure is one line, the right status, and writes nothing",
        arguments: [
            (["revert", "sticky-utah", "9"], Int32(66), #"'sticky-utah' has no revision 9"#),
            (["revert", "stiky-utah", "1"], 66, #"did you mean 'sticky-utah'?"#),
            (["revert", "sticky-utah", "0"], 64, "'0'"),
            (["revert", "sticky-utah", "one"], 64, "'one'"),
            (["revert", "sticky-utah"], 64, "missing expected argument '<revision>'"),
        ])
    func failures(_ arguments: [String], _ status: Int32, _ message: String) throws {
        try Sandbox().expectFailure(arguments, status: status, message: message)
    }

    @Test("reverting to a deletion is refused with exit 65")
    func toDeletion() throws {
        let sandbox = Sandbox()
        try sandbox.expectSuccess(["delete", "sticky-utah"])
        try sandbox.expectSuccess(["revert", "sticky-utah", "1"])
        try sandbox.expectFailure(["revert", "sticky-utah", "2"], status: 65, message: "is its deletion")
    }
}
