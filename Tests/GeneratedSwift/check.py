"""Compares what the compiled generated Swift printed with what `stretchy` says.

Usage: check.py STRETCHY DB PRINTED.json DOCUMENT.json

PRINTED.json is the program's output: for every preset of the generated `all`, its JSON (as
HeaderPreset encodes it) and its frames at the grid of offsets. Each preset must equal the one in
DOCUMENT.json (the `export` of the same presets) key for key, and each frame must equal
`stretchy eval NAME --at GRID --format json` exactly (every number, bit for bit, the tracks'
`layers` included).
"""
import json
import subprocess
import sys

stretchy, db, printed_path, document_path = sys.argv[1:5]
printed = json.load(open(printed_path))
document = json.load(open(document_path))["presets"]
MOTION_DEFAULTS = {"frameRate": 120, "decelerationRate": "normal", "viewportHeight": 844,
                   "rubberBandConstant": 0.55, "spring": {"response": 0.3, "dampingRatio": 1},
                   "parallax": 0, "quickReturn": False}
failures = []


def normal(preset):
    preset = dict(preset)
    preset.setdefault("motion", MOTION_DEFAULTS)
    preset.setdefault("tracks", [])
    return preset


expected_names = [p["name"] for p in document]
got_names = [p["preset"]["name"] for p in printed["presets"]]
if got_names != sorted(expected_names, key=lambda n: n.encode()):
    failures.append(f"`all` holds {got_names}, expected {sorted(expected_names)} in name order")
by_name = {p["name"]: p for p in document}
grid = printed["offsets"]
at = ",".join(repr(y) for y in grid)
for entry in printed["presets"]:
    name = entry["preset"]["name"]
    if normal(entry["preset"]) != normal(by_name.get(name, {})):
        failures.append(f"{name}: generated preset {entry['preset']} differs from the export {by_name.get(name)}")
    run = subprocess.run([stretchy, "--db", db, "eval", name, "--at", at, "--format", "json"],
                         capture_output=True, text=True)
    if run.returncode != 0:
        failures.append(f"{name}: stretchy eval failed: {run.stderr.strip()}")
        continue
    frames = json.loads(run.stdout)
    for mine, theirs in zip(entry["frames"], frames):
        if ("layers" in mine) != ("layers" in theirs):
            failures.append(f"{name} at {mine['offset']}: layers in Swift {'layers' in mine}, from eval {'layers' in theirs}")
        for key, value in mine.items():
            if theirs.get(key) != value or type(theirs.get(key)) is bool:
                failures.append(f"{name} at {mine['offset']}: {key} is {value} in Swift, {theirs.get(key)} from eval")
    if len(entry["frames"]) != len(frames):
        failures.append(f"{name}: {len(entry['frames'])} frames, eval gave {len(frames)}")

for failure in failures[:40]:
    print("generated-swift: " + failure, file=sys.stderr)
if failures:
    sys.exit(1)
count = sum(len(e["frames"]) for e in printed["presets"])
print(f"generated-swift: {len(printed['presets'])} presets, {count} frames equal to stretchy eval")
