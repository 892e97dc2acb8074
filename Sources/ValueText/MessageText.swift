/// How every one-line message quotes a text (docs/commands.md#messages): a name, key, value,
/// option or path, whether typed on the command line or read from a document, a trace or the
/// database, is in single quotes, the same way wherever it came from.
///
/// Inside the quotes `'` and `\` are written `\'` and `\\`, and a character that would not show
/// as itself (a control character, a bidirectional control, a line or paragraph separator, a
/// zero-width space, a word joiner, a byte order mark) as `\u{XX}`, so the quoted text is one line
/// that reads back as exactly what was given.
public enum MessageText {
    /// The most characters of a text a message shows; a longer text is cut and ends with `…`.
    public static let longest = 64

    /// `text` in single quotes, escaped as the type's documentation says, cut after `longest`
    /// characters (whole characters: a cut never splits an emoji or a letter with its marks).
    ///
    /// Pass `longest: .max` for a path, which is shown whole.
    public static func quoted(_ text: String, longest: Int = MessageText.longest) -> String {
        var shown = "'"
        var count = 0
        for character in text {
            if count == longest {
                shown += "…"
                break
            }
            count += 1
            for scalar in character.unicodeScalars {
                appendEscaped(scalar, to: &shown)
            }
        }
        return shown + "'"
    }

    /// Whether `scalar` is written `\u{XX}` inside a quoted text: C0 and C1 controls, DEL, the
    /// bidirectional controls, the line and paragraph separators, and the invisible spaces
    /// (zero-width space, word joiner, byte order mark).
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200B, 0x200E, 0x200F, 0x2028...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    private static func appendEscaped(_ scalar: Unicode.Scalar, to shown: inout String) {
        switch scalar {
        case "'": shown += "\\'"
        case "\\": shown += "\\\\"
        case _ where isHidden(scalar):
            let digits = String(scalar.value, radix: 16, uppercase: true)
            shown += "\\u{" + (digits.count == 1 ? "0" : "") + digits + "}"
        default:
            shown.unicodeScalars.append(scalar)
        }
    }
}
