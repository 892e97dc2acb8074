/// A small well-formedness check for the SVG the renderer writes: elements nest and close,
/// attributes are quoted, text holds no raw `<` or `&` outside known entities.
enum XMLWellFormedness {
    /// The first problem found, or `nil` when the document is well-formed.
    static func problem(in document: String) -> String? {
        let s = Array(document.unicodeScalars)
        var i = 0
        var stack: [String] = []
        var roots = 0
        func entity() -> Bool {
            for name in ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"] {
                let e = Array(name.unicodeScalars)
                if i + e.count <= s.count, Array(s[i..<i + e.count]) == e { i += e.count; return true }
            }
            return false
        }
        func name() -> String {
            var n = ""
            while i < s.count, s[i].properties.isAlphabetic || "-_:0123456789".unicodeScalars.contains(s[i]) {
                n.unicodeScalars.append(s[i]); i += 1
            }
            return n
        }
        func skipSpace() { while i < s.count, " \n\t\r".unicodeScalars.contains(s[i]) { i += 1 } }
        while i < s.count {
            if s[i] == "&" { if !entity() { return "bad entity at \(i)" }; continue }
            if s[i] != "<" {
                if !stack.isEmpty || " \n\t\r".unicodeScalars.contains(s[i]) { i += 1; continue }
                return "text outside the root at \(i)"
            }
            i += 1
            if i < s.count, s[i] == "/" {
                i += 1
                let n = name()
                guard stack.popLast() == n else { return "</\(n)> does not close the open element" }
                skipSpace()
                guard i < s.count, s[i] == ">" else { return "unterminated end tag" }
                i += 1
                continue
            }
            let n = name()
            guard !n.isEmpty else { return "element without name at \(i)" }
            if stack.isEmpty { roots += 1 }
            var seen = Set<String>()
            while true {
                skipSpace()
                guard i < s.count else { return "unterminated tag <\(n)" }
                if s[i] == ">" { i += 1; stack.append(n); break }
                if s[i] == "/" {
                    i += 1
                    guard i < s.count, s[i] == ">" else { return "bad empty tag <\(n)" }
                    i += 1
                    break
                }
                let attribute = name()
                guard !attribute.isEmpty, seen.insert(attribute).inserted else { return "bad attribute in <\(n)>" }
                guard i + 1 < s.count, s[i] == "=", s[i + 1] == "\"" else { return "unquoted \(attribute) in <\(n)>" }
                i += 2
                while i < s.count, s[i] != "\"" {
                    if s[i] == "<" { return "< in attribute \(attribute)" }
                    if s[i] == "&" { if !entity() { return "bad entity in \(attribute)" }; continue }
                    i += 1
                }
                guard i < s.count else { return "unterminated attribute \(attribute)" }
                i += 1
            }
        }
        if !stack.isEmpty { return "unclosed <\(stack.last!)>" }
        return roots == 1 ? nil : "\(roots) root elements"
    }
}
