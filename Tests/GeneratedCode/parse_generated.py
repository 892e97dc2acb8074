"""Parses generated Kotlin and Dart with tree-sitter's grammars (PyPI: tree-sitter,
tree-sitter-kotlin, tree-sitter-dart) and fails on any ERROR or MISSING node, naming the file, line
and column; and on any occurrence of the word PWNED outside a comment or a string literal, the
mark every payload of the hostile corpus (Tests/HostileExport) carries: text that became code
parses fine, so where it lands is what shows it escaped. Usage: parse_generated.py FILE.kt|FILE.dart ...
"""
import sys

import tree_sitter
import tree_sitter_dart
import tree_sitter_kotlin

LANGUAGES = {
    ".kt": tree_sitter.Language(tree_sitter_kotlin.language()),
    ".dart": tree_sitter.Language(tree_sitter_dart.language()),
}


def problems(path):
    language = LANGUAGES[path[path.rindex("."):]]
    source = open(path, "rb").read()
    tree = tree_sitter.Parser(language).parse(source)
    found = []
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.is_error or node.is_missing:
            line, column = node.start_point
            kind = "MISSING " + node.type if node.is_missing else "ERROR"
            text = source[node.start_byte:node.end_byte].decode("utf-8", "replace")[:60]
            found.append(f"{path}:{line + 1}:{column + 1}: {kind} {text!r}")
        elif node.has_error:
            stack.extend(node.children)
    start = source.find(MARK)
    while start >= 0:
        node = tree.root_node.descendant_for_byte_range(start, start + len(MARK))
        inside = node
        while inside is not None and "comment" not in inside.type and "string" not in inside.type:
            if "interpolat" in inside.type or "substitution" in inside.type:
                inside = None  # a template's `$x` / `${x}` inside a string is code
                break
            inside = inside.parent
        if inside is None:
            line = source.count(b"\n", 0, start) + 1
            found.append(f"{path}:{line}: {MARK.decode()} outside a comment or string, in a {node.type} node")
        start = source.find(MARK, start + 1)
    return found


MARK = b"PWNED"


def main(paths):
    failures = []
    for path in paths:
        failures += problems(path)
    for failure in failures:
        print(failure, file=sys.stderr)
    print(f"parsed {len(paths)} files: {len(failures)} error or missing nodes")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
