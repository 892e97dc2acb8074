/// Text made safe for XML (and HTML) character data and attribute values.
public enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped and characters XML 1.0 forbids (control
    /// characters, U+FFFE, U+FFFF) replaced by `?`.
    public static func escaped(_ text: String) -> String {
        // Fast path for the common case (coordinates, plain labels): nothing to change.
        // 0xEF leads the UTF-8 of U+FFFE and U+FFFF, so its absence rules them out.
        let special: (UInt8) -> Bool = { byte in
            byte < 0x20 || byte == 0xEF || [0x26, 0x3C, 0x3E, 0x22, 0x27].contains(byte)
        }
        if !text.utf8.contains(where: special) { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                let v = scalar.value
                if (v < 0x20 && v != 0x09 && v != 0x0A && v != 0x0D) || v == 0xFFFE || v == 0xFFFF {
                    out += "?"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
