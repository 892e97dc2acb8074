# `awk -v output=TestList.swift -f TestList.awk FILE.swift...`: reads a test target's Swift
# files and writes to `output` the Swift that lists each suite's tests (Plugins/TestListPlugin).
# A test is `func testName()` (optionally `static`, `async`, `throws`) declared four spaces in,
# inside a type declared at the start of a line; the first paragraph of its documentation comment
# is its summary.
function fail(message) {
    printf "%s:%d: error: %s\n", FILENAME, FNR, message > "/dev/stderr"
    failed = 1
    exit 1
}
function quoted(text,    out, i, c) {
    # A Swift string literal of `text`, character by character: awks differ on backslashes in
    # gsub's replacement.
    out = ""
    for (i = 1; i <= length(text); i++) {
        c = substr(text, i, 1)
        if (c == "\\" || c == "\"") out = out "\\"
        out = out c
    }
    return "\"" out "\""
}
FNR == 1 { type = ""; summary = "" }
/^[^ \/}#]/ {
    for (i = 1; i <= NF; i++) {
        if ($i ~ /^(struct|class|enum|actor|extension)$/) {
            hidden = $0 ~ /(^| )(private|fileprivate) /
            type = $(i + 1)
            sub(/[^A-Za-z0-9_.].*/, "", type)
            break
        }
    }
    summary = ""; stop = 0
    next
}
/^    \/\/\// {
    line = $0
    sub(/^    \/\/\/ ?/, "", line)
    if (line == "") { stop = 1 } else if (!stop) { summary = summary == "" ? line : summary " " line }
    next
}
/^    @/ { next }
/^ *(@[A-Za-z]+ |(static|nonisolated|private|fileprivate|internal|public|mutating|final|override) )*func test[A-Z0-9_]/ {
    if ($0 !~ /^    ((static|nonisolated) )*func test[A-Za-z0-9_]*\(\)/)
        fail("a test is `func testName()`, four spaces into a type declared at the start of a line, without parameters")
    if ($0 !~ /\(\) *(async *)?(throws *)?\{/)
        fail("a test is declared on one line: `func testName() async throws {`")
    if (type == "") fail("a test outside a type")
    if (hidden) fail("a test in a private type, which the list (another file) cannot reach")
    name = $0
    sub(/^.*func /, "", name)
    sub(/\(.*/, "", name)
    if (!(type in seen)) { seen[type] = 1; types[++count] = type }
    if ($0 ~ /^    (nonisolated )?static /)
        entry = "TestCase(static: " quoted(name) ", " quoted(summary) ", " type "." name ")"
    else
        entry = "TestCase(" quoted(name) ", " quoted(summary) ", " type ".init, " type "." name ")"
    entries[type] = entries[type] "        " entry ",\n"
    summary = ""; stop = 0
    next
}
{ summary = ""; stop = 0 }
END {
    if (failed) exit 1
    print "// The tests of this target's suites, written by Plugins/TestListPlugin: each suite's" > output
    print "// `func test…()` methods, run by one `@Test` per suite (Tests/TestKit/TestCase.swift)." > output
    print "import TestKit" > output
    print "import Testing" > output
    for (k = 1; k <= count; k++) {
        t = types[k]
        print "" > output
        print "extension " t " {" > output
        print "    @Test(arguments: testCases)" > output
        print "    static func tests(_ test: TestCase<" t ">) async throws { try await test.run() }" > output
        print "" > output
        print "    static let testCases: [TestCase<" t ">] = [" > output
        printf "%s", entries[t] > output
        print "    ]" > output
        print "}" > output
    }
}
