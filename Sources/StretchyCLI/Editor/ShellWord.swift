/// A word as a POSIX shell reads it back unchanged, for commands the user may copy.
enum ShellWord {
    /// `word` as is when it holds only characters a shell leaves alone, else in single quotes.
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                (scalar.value < 0x80 && (scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar))))
                    || "/._-+,:=@%".unicodeScalars.contains(scalar)
            }
        guard !plain else { return word }
        var quoted = "'"
        for character in word { quoted += character == "'" ? "'\\''" : String(character) }
        return quoted + "'"
    }
}
