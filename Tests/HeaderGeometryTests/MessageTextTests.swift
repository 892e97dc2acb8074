import HeaderGeometry
import Testing

@Suite("MessageText: a preset name in a one-line message")
struct MessageTextTests {
    @Test("double quotes, escaped as JSON escapes a string", arguments: [
        ("sticky-utah", #""sticky-utah""#),
        (#"a"b"#, #""a\"b""#),
        (#"a\b"#, #""a\\b""#),
        ("a\nb\tc", #""a\nb\tc""#),
        ("a\u{1B}b", #""a\u001bb""#),
        ("", #""""#),
    ])
    func quoted(_ text: String, _ shown: String) {
        #expect(MessageText.quoted(text) == shown)
    }

    @Test("a long text is cut after 64 characters")
    func cut() {
        #expect(MessageText.quoted(String(repeating: "x", count: 100)) == "\"" + String(repeating: "x", count: 64) + "…\"")
    }
}
