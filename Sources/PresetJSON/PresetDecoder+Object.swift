import StrictJSON

/// The one loop every object of a preset is read with: its keys known in advance, each at most
/// once, anything else an error naming the key and where it is.
extension PresetDecoder {
    /// What reads one member's value: given the decoder (at the value) and the index of the key
    /// among the object's keys.
    typealias MemberReader = (inout PresetDecoder, Int) throws(ReadFailure) -> Void

    /// Reads the object whose `{` is the next byte, opening nesting level `depth`: for each member,
    /// finds its key among `keys` and lets `member` read the value. An unknown key fails naming the
    /// object at `keyPath` (`nil` for the preset itself), a repeated key fails as a duplicate.
    mutating func readObject(depth: Int, keys: [StaticString], at keyPath: String?, preset: Int?,
                             _ member: MemberReader) throws(ReadFailure) {
        try scanner.open(UInt8(ascii: "{"), depth: depth)
        if scanner.objectIsEmpty() { return }
        var seen: UInt64 = 0
        var first = true
        repeat {
            let (match, keyOffset) = try scanner.readKey(afterComma: !first, matching: keys)
            first = false
            guard let match else {
                throw PresetDecoder.unknownKey(scanner.keyText(at: keyOffset), at: keyOffset, in: keyPath, preset: preset)
            }
            let bit: UInt64 = 1 << UInt64(match)
            if seen & bit != 0 {
                throw JSONScanner.duplicateKey(scanner.keyText(at: keyOffset), at: keyOffset)
            }
            seen |= bit
            try member(&self, match)
        } while try scanner.nextMember()
    }
}
