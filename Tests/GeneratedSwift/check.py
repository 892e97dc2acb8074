"""Compares what the compiled generated Swift printed with what `stretchy` says.

Usage: check.py STRETCHY DB PRINTED.json DOCUMENT.json

PRINTED.json is the program's output: for every preset of the generated `all`, its JSON (as
HeaderPreset encodes it) and its frames at the grid of offsets. Each preset must equal the one in
DOCUMENT.json (the `export` of the same presets) key for key, each frame must equal
`stretchy eval NAME --at GRID --format json` exactly (every number, bit for bit, the tracks'
`layers` and, for a preset with a pull trigger, `triggered` included), and each
`rest(after:velocity:)` the program printed must equal `stretchy snap NAME --offset Y --velocity V`'s
`rest`: the Swift library and the command line agree under the preset's own motion.
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


def compare(name, mine_frames, frames, where):
    """Each frame the Swift printed against eval's, every number bit for bit."""
    for mine, theirs in zip(mine_frames, frames):
        if ("layers" in mine) != ("layers" in theirs):
            failures.append(f"{name}{where} at {mine['offset']}: layers in Swift {'layers' in mine}, from eval {'layers' in theirs}")
        if ("triggered" in mine) != ("triggered" in theirs):
            failures.append(f"{name}{where} at {mine['offset']}: triggered in Swift {'triggered' in mine}, from eval {'triggered' in theirs}")
        for key, value in mine.items():
            other = theirs.get(key)
            # Booleans only equal booleans (True == 1 in Python); numbers never equal a boolean.
            same = (type(other) is bool and type(value) is bool and other == value) if \
                isinstance(value, bool) or isinstance(other, bool) else other == value
            if not same:
                failures.append(f"{name}{where} at {mine['offset']}: {key} is {value} in Swift, {other} from eval")
    if len(mine_frames) != len(frames):
        failures.append(f"{name}{where}: {len(mine_frames)} frames, eval gave {len(frames)}")


def merged(preset, changes):
    """docs/accessibility.md#reduce-motion's merge, written here from the page: objects key by key,
    the tracks by layer and property (a new one added), any other value replaced."""
    out = json.loads(json.dumps(preset))
    out.pop("reducedMotion", None)
    for key, value in changes.items():
        if key == "tracks":
            tracks = out.get("tracks", [])
            for track in value:
                same = [i for i, t in enumerate(tracks) if (t["layer"], t["property"]) == (track["layer"], track["property"])]
                if same:
                    tracks[same[0]] = track
                else:
                    tracks.append(track)
            out["tracks"] = tracks
        elif isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merged(out[key], value)
        else:
            out[key] = value
    return out


sized_frames = 0
reduced_frames = 0
reduced_db = db + ".reduced"
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
    compare(name, entry["frames"], frames, "")
    # A preset with dynamicType at other text sizes: preset.sized(for:) against eval --text-size.
    for size, sized in (entry.get("sized") or {}).items():
        run = subprocess.run([stretchy, "--db", db, "eval", name, "--at", at, "--format", "json", "--text-size", size],
                             capture_output=True, text=True)
        if run.returncode != 0:
            failures.append(f"{name}: stretchy eval --text-size {size} failed: {run.stderr.strip()}")
            continue
        compare(name, sized, json.loads(run.stdout), f" at text size {size}")
        sized_frames += len(sized)
    # A preset with reducedMotion: reducedMotionVariant's frames and rests against eval and snap
    # of the variant merged here, imported on its own.
    if entry.get("reduced") is not None:
        variant = merged(by_name[name], by_name[name]["reducedMotion"])
        variant["name"] = name + ".reduced"
        with open(reduced_db + ".json", "w") as handle:
            json.dump({"format": "stretchy-presets", "version": 1, "presets": [variant]}, handle)
        subprocess.run([stretchy, "--db", reduced_db, "import", reduced_db + ".json", "--on-conflict", "replace"],
                       capture_output=True, text=True, check=True)
        run = subprocess.run([stretchy, "--db", reduced_db, "eval", variant["name"], "--at", at, "--format", "json"],
                             capture_output=True, text=True)
        if run.returncode != 0:
            failures.append(f"{name}: stretchy eval of the merged variant failed: {run.stderr.strip()}")
        else:
            theirs = json.loads(run.stdout)
            for frame in theirs:
                frame.pop("preset", None)
            compare(name, entry["reduced"], theirs, " with Reduce Motion")
            reduced_frames += len(entry["reduced"])
        if entry["reduced"] == entry["frames"]:
            failures.append(f"{name}: the variant's frames are the preset's; the check would not see a missing switch")
        for release in entry["reducedRests"]:
            run = subprocess.run([stretchy, "--db", reduced_db, "snap", variant["name"], "--offset", repr(release["offset"]),
                                  "--velocity", repr(release["velocity"]), "--format", "json"], capture_output=True, text=True)
            said = json.loads(run.stdout)["rest"] if run.returncode == 0 else run.stderr.strip()
            if said != release["rest"]:
                failures.append(f"{name} with Reduce Motion released at {release['offset']} moving {release['velocity']}: "
                                f"rest is {release['rest']} in Swift, stretchy snap of the merged variant says {said}")
    for release in entry["rests"]:
        run = subprocess.run([stretchy, "--db", db, "snap", name, "--offset", repr(release["offset"]),
                              "--velocity", repr(release["velocity"]), "--format", "json"],
                             capture_output=True, text=True)
        if run.returncode != 0:
            failures.append(f"{name}: stretchy snap failed: {run.stderr.strip()}")
            continue
        said = json.loads(run.stdout)["rest"]
        if said != release["rest"]:
            failures.append(f"{name} released at {release['offset']} moving {release['velocity']}: "
                            f"rest(after:velocity:) is {release['rest']} in Swift, stretchy snap says {said}")

for failure in failures[:40]:
    print("generated-swift: " + failure, file=sys.stderr)
if failures:
    sys.exit(1)
count = sum(len(e["frames"]) for e in printed["presets"])
rests = sum(len(e["rests"]) for e in printed["presets"])
print(f"generated-swift: {len(printed['presets'])} presets, {count} frames equal to stretchy eval, "
      f"{sized_frames} more at other text sizes equal to stretchy eval --text-size, {reduced_frames} of Reduce Motion variants "
      f"equal to stretchy eval of the variant merged by hand, {rests} rests equal to stretchy snap")
