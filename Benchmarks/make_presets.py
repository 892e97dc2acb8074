#!/usr/bin/env python3
"""Writes COUNT valid, varied presets (`p00001`, `p00002`, ...; six digits from 100 000 on) as a document of docs/format.md.

Usage: make_presets.py COUNT OUT.json [--flat OUT-flat.json] [--seed N]

The document is written in the canonical form (key order, two-space indent, shortest numbers,
presets sorted by name, a final newline), so `stretchy export` of an empty database after importing
it gives the same presets back. `--flat` also writes the same presets as a bare array of flat
objects (`shadow_threshold`, `snap_positions` as JSON text, ...) for `sqlite-utils insert`.
The output depends only on COUNT and the seed.
"""
import json
import random
import sys

WORDS = ("header pinned stretchy sticky shrinking snapping collapses hero image title bar "
         "large navigation profile album cover pulls away half speed scrolls under the content "
         "until only toolbar shows fades blur parallax card detail screen music photos settings "
         "café résumé naïve — “quoted” 'single' back\\slash \"double\" tab-free ünïcödé 日本語 🎸").split()
STEPS = (0, 0.25, 0.5, 0.75, 1, 0.2, 0.4, 0.6, 0.8, 0.125, 0.375)


def number(value):
    """An integral float as an int, so JSON shows `300`, not `300.0`."""
    return int(value) if float(value).is_integer() else value


def summary(rng):
    shape = rng.random()
    if shape < 0.05:
        return ""
    count = rng.randint(3, 12) if shape < 0.9 else rng.randint(30, 70)
    text = " ".join(rng.choice(WORDS) for _ in range(count))
    if rng.random() < 0.05:
        text += "\nSecond line: numbers from the design file."
    return text[:480]


def preset(rng, index, width):
    max_height = number(rng.choice((rng.randint(44, 600), rng.randint(88, 1200) / 2)))
    min_height = number(rng.choice((0, 44, 64, 96, 120, rng.randint(0, int(max_height)))))
    if min_height > max_height:
        min_height = 0
    damping = number(rng.choice((0, 0, 0.5, 1, 0.25, round(rng.random(), 3))))
    shadow = None
    if rng.random() < 0.6:
        shadow = {"threshold": number(rng.randint(0, int(max_height))),
                  "radius": number(rng.choice((8, 4, 12, 16, 2.5, 0)))}
    mode = rng.choice(("disabled", "disabled", "immediately", "afterFinishAccelerating"))
    positions = []
    if mode != "disabled" or rng.random() < 0.1:
        positions = sorted(set(rng.sample(STEPS, rng.randint(0, 4))))
    initial = rng.choice(positions) if positions and rng.random() < 0.5 else 0
    return {
        "name": f"p{index:0{width}d}",
        "summary": summary(rng),
        "minHeight": min_height,
        "maxHeight": max_height,
        "collapse": rng.choice(("shrink", "scroll")),
        "damping": damping,
        "shadow": shadow,
        "snap": {"mode": mode, "positions": [number(p) for p in positions],
                 "initialPosition": number(initial)},
    }


def flat(p):
    shadow = p["shadow"] or {}
    return {
        "name": p["name"], "summary": p["summary"],
        "minHeight": p["minHeight"], "maxHeight": p["maxHeight"],
        "collapse": p["collapse"], "damping": p["damping"],
        "shadow_threshold": shadow.get("threshold"), "shadow_radius": shadow.get("radius"),
        "snap_mode": p["snap"]["mode"], "snap_positions": json.dumps(p["snap"]["positions"]),
        "snap_initialPosition": p["snap"]["initialPosition"],
    }


def main(argv):
    args = list(argv)
    seed = 7
    flat_path = None
    if "--seed" in args:
        i = args.index("--seed")
        seed = int(args[i + 1])
        del args[i:i + 2]
    if "--flat" in args:
        i = args.index("--flat")
        flat_path = args[i + 1]
        del args[i:i + 2]
    if len(args) != 2 or not args[0].isdigit() or not 0 < int(args[0]) <= 999999:
        sys.exit("usage: make_presets.py COUNT OUT.json [--flat OUT-flat.json] [--seed N]")
    rng = random.Random(seed)
    count = int(args[0])
    # Wide enough that numeric order is name order (p00001 ... p10000, p000001 ... p100000).
    width = max(5, len(str(count)))
    presets = [preset(rng, i + 1, width) for i in range(count)]
    document = {"format": "stretchy-presets", "version": 1, "presets": presets}
    with open(args[1], "w", encoding="utf-8") as out:
        out.write(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
    if flat_path:
        with open(flat_path, "w", encoding="utf-8") as out:
            json.dump([flat(p) for p in presets], out, ensure_ascii=False)


if __name__ == "__main__":
    main(sys.argv[1:])
