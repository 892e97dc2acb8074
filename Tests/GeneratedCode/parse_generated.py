"""Parses generated Kotlin and Dart with tree-sitter's grammars (PyPI: tree-sitter,
tree-sitter-kotlin, tree-sitter-dart) and fails on any ERROR or MISSING node, naming the file, line
and column. Usage: parse_generated.py FILE.kt|FILE.dart ...
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
    return found


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
