import HeaderGeometry
import ValueText

/// How the command line's messages read, as the command reference prints it
/// (docs/commands.md#messages): one line each, and one quoting rule whatever found the mistake.
public enum MessageReference {
    /// The paragraphs of the section, in order.
    public static let paragraphs: [String] = [
        "Every error is one line on standard error: 'stretchy: error: ', what is wrong and where, "
            + "and '; ' with a hint where one helps. Notes go to standard error too, starting 'note: '.",
        "A message quotes every text it shows in single quotes, wherever the text came from: "
            + "a name, key, value, option or path typed on the command line, a key or string of a "
            + "document or a trace, a name held in the database, and a suggestion. So the same "
            + "mistake reads the same in every place: unknown key 'maxheight'; did you mean "
            + "'maxHeight'? from edit, preset 'hero': unknown key 'colour' from a document, "
            + "maxHeight: 'abc' is not a number.",
        "Inside the quotes a ' is written \\' and a \\ is written \\\\; a character that would not "
            + "show as itself (a control character, a bidirectional control, a zero-width space, "
            + "a line separator) is written \\u{XX} with its code; a text longer than "
            + "\(MessageText.longest) characters is cut and ends with … (a path is shown whole).",
        "What the message is about leads it bare, not quoted: the place in a file "
            + "(hero.json:3:15:, as compilers write it), a key or option stretchy knows "
            + "(maxHeight: ..., --tolerance must not be negative) and a number it has read "
            + "(damping: 2 is outside 0...1). Only a message that shows how to write something in "
            + "JSON writes JSON: a keyframe object {\"at\": ..., \"value\": ...}.",
    ]
}
