"""Writes the hostile export corpus (presets.json) under each hostile file name of names.txt into
DIRECTORY and prints the paths, NUL-separated, for the scripts that export from them with
`--input` (Tests/GeneratedSwift, Tests/GeneratedCode, Tests/Browser). Usage: inputs.py DIRECTORY
"""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))


def names():
    for line in open(os.path.join(here, "names.txt"), encoding="utf-8"):
        line = line.rstrip("\n")
        if line and not line.startswith("#"):
            yield line.encode("ascii").decode("unicode_escape")


def main(directory):
    corpus = open(os.path.join(here, "presets.json"), "rb").read()
    for name in names():
        path = os.path.join(directory, name)
        with open(path, "wb") as file:
            file.write(corpus)
        sys.stdout.write(path + "\0")


if __name__ == "__main__":
    main(sys.argv[1])
