import PresetExport
import TestKit
import Testing

/// The escapers every exporter and the preview write user text through, each against the hostile
/// corpus's kinds of text (docs/platforms.md#user-text-in-generated-code). Expected outputs are
/// written out by hand from each language's rules.
struct EscaperTests {
    enum Context: String, CaseIterable, Sendable {
        case swiftComment, swiftString, kotlinComment, kotlinBlock, kotlinString, dartComment, dartString
        case htmlText, htmlComment, cssComment, cssString, cssIdentifier, jsString, scriptJSON

        func escape(_ text: String) -> String {
            switch self {
            case .swiftComment: SwiftEscaper.lineComment(text)
            case .swiftString: SwiftEscaper.stringLiteral(text)
            case .kotlinComment: KotlinEscaper.lineComment(text)
            case .kotlinBlock: KotlinEscaper.blockComment(text)
            case .kotlinString: KotlinEscaper.stringLiteral(text)
            case .dartComment: DartEscaper.lineComment(text)
            case .dartString: DartEscaper.stringLiteral(text)
            case .htmlText: HTMLEscaper.text(text)
            case .htmlComment: HTMLEscaper.comment(text)
            case .cssComment: CSSEscaper.comment(text)
            case .cssString: CSSEscaper.string(text)
            case .cssIdentifier: CSSEscaper.identifier(text)
            case .jsString: JSEscaper.stringLiteral(text)
            case .scriptJSON: JSEscaper.scriptJSON(text)
            }
        }
    }

    static let cases: [(Context, String, String)] = [
        // A newline (from a file name) cannot start a line of code; bidi controls and separators are spaces.
        (.swiftComment, "a.json\n#error(\"x\")", "a.json #error(\"x\")"),
        (.kotlinComment, "x\u{202E}y\u{2066}z\u{2028}w\u{200B}", "x y z w "),
        (.dartComment, "tab\there\u{0085}", "tab here "),
        // Kotlin nests block comments: neither `/*` nor `*/` survives, overlapping ones included.
        (.kotlinBlock, "app/src/*/res", "app/src/ * /res"),
        (.kotlinBlock, "/**/ */*", "/ ** / * / *"),
        (.kotlinBlock, "plain text", "plain text"),
        (.swiftString, "\\(x) \"\"\" \u{202E}", "\"\\\\(x) \\\"\\\"\\\" \\u{202E}\""),
        (.kotlinString, "$x ${y} \\ \" \n \u{202E} \u{1F600}", "\"\\$x \\${y} \\\\ \\\" \\n \\u202E \u{1F600}\""),
        (.kotlinString, "\u{E000}", "\"\\uE000\""),
        (.dartString, "$x ${y} ' \\ \u{2028}", "'\\$x \\${y} \\' \\\\ \\u{2028}'"),
        (.htmlText, "<img src=x onerror=\"a\"> & '\u{202E}", "&lt;img src=x onerror=&quot;a&quot;&gt; &amp; &#39;&#x202E;"),
        // Neither `-->` nor `--!>` ends the comment, `<!--` opens none.
        (.htmlComment, "x--!><img>--><!--", "x--! ><img>-- >< !--"),
        (.htmlComment, "--to web\n->", "--to web - >"),
        (.cssComment, "*/ </style> /*", "* / < /style> / *"),
        (.cssString, "a\"b\\c</style>\u{202E}", "\"a\\\"b\\\\c\\3C /style>\\202E \""),
        (.cssIdentifier, "a.b_c-d9", "a\\.b_c-d9"),
        (.jsString, "</script><!-- \" \\ \u{2028}", "\"\\u003C/script\\u003E\\u003C!-- \\\" \\\\ \\u2028\""),
        (.scriptJSON, "{\"s\": \"</script>\u{2028}\"}", "{\"s\": \"\\u003c/script>\\u2028\"}"),
    ]

    func testEscapes() {
        for (context, input, expected) in Self.cases {
            TestRow.$current.withValue(String(describing: (context, input, expected))) { self.escapes(context, input, expected) }
        }
    }

    func escapes(_ context: Context, _ input: String, _ expected: String) {
        expectEqual(context.escape(input), expected)
    }

    /// Text with nothing to escape comes back as it is, in every context but the quoted ones.
    func testPlainTextPassesUnchanged() {
        for context in Context.allCases {
            TestRow.$current.withValue(String(describing: context)) { self.plainTextPassesUnchanged(context) }
        }
    }

    func plainTextPassesUnchanged(_ context: Context) {
        let plain = "Sticky header 1 from Utah, ü 見出し"
        let quoted: [Context: String] = [.swiftString: "\"", .kotlinString: "\"", .dartString: "'", .cssString: "\"", .jsString: "\""]
        let quote = quoted[context] ?? ""
        if context == .cssIdentifier {
            expectEqual(context.escape("sticky-utah_2"), "sticky-utah_2")
        } else {
            expectEqual(context.escape(plain), quote + plain + quote)
        }
    }
}
