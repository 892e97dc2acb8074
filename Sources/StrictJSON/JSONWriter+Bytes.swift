import ValueText

/// Numbers written straight into an output buffer: the fast path for commands that print
/// millions of them (`eval --from … --to …`).
extension JSONWriter {
    /// Appends `number` in its shortest round-trip form (`300`, `-0.5`, `1e-7`; `0` for `-0`;
    /// `null` for NaN and infinity, which JSON cannot hold): the one place JSON's numbers are
    /// spelled, without making a `String` for whole numbers.
    public static func appendNumber(_ number: Double, to bytes: inout [UInt8]) {
        guard number.isFinite else {
            bytes.append(contentsOf: "null".utf8)
            return
        }
        NumberText.appendShortest(number, to: &bytes)
    }
}
