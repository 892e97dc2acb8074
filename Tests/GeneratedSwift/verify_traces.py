"""Checks the traces Tests/GeneratedSwift/traces.swift recorded with `stretchy verify`.

Every trace must verify (exit 0, every sample counted, each release's rest checked), and the
check must be able to fail: the first trace with one drag sample 3 pt too tall and its last
release 1000 pt/s faster exits 1, naming those lines.

Every trace of a built-in preset must also fit back to it with `stretchy fit` (docs/traces.md#fit):
each of maxHeight, minHeight, collapse and damping the trace determines within 0.5 pt, equal,
and within 0.01 of the preset's.

Usage: verify_traces.py STRETCHY DATABASE FOLDER
"""
import glob
import json
import os
import subprocess
import sys


def verify(stretchy, db, name, path):
    result = subprocess.run([stretchy, "--db", db, "verify", name, path, "--format", "json"],
                            capture_output=True, text=True)
    return result.returncode, (json.loads(result.stdout) if result.stdout else None), result.stderr


def fit(stretchy, db, name, path):
    """The failures of `stretchy fit` on the trace of the built-in preset `name`."""
    result = subprocess.run([stretchy, "--db", db, "fit", path, "--format", "json"], capture_output=True, text=True)
    shown = subprocess.run([stretchy, "--db", db, "show", name, "--format", "json"], capture_output=True, text=True)
    if result.returncode not in (0, 1) or not result.stdout:
        return [f"{name}: fit exited {result.returncode}: {result.stderr.strip()}"]
    report, preset = json.loads(result.stdout), json.loads(shown.stdout)
    fitted, failures = report["preset"], []
    for key, within in (("maxHeight", 0.5), ("minHeight", 0.5), ("damping", 0.01)):
        if key in report["keys"] and abs(fitted[key] - preset[key]) > within:
            failures.append(f"{name}: fit gives {key} {fitted[key]}, the preset {preset[key]}")
    if "collapse" in report["keys"] and fitted["collapse"] != preset["collapse"]:
        failures.append(f"{name}: fit gives collapse {fitted['collapse']}, the preset {preset['collapse']}")
    return failures


def main():
    stretchy, db, folder = sys.argv[1:4]
    manifest = json.load(open(f"{folder}/manifest.json"))
    failures = []
    for entry in manifest:
        status, report, stderr = verify(stretchy, db, entry["name"], entry["trace"])
        samples = int(entry["samples"])
        if entry["skipped"] != "0":
            failures.append(f"{entry['name']}: the recorder left out {entry['skipped']} samples")
        if status != 0 or report["samples"] != samples or report["rests"] != 4:
            worst = [(d["kind"], d["line"], d["expected"], d["recorded"]) for d in (report or {}).get("deviations", [])]
            failures.append(f"{entry['name']}: exit {status}, {report and report['samples']} of {samples} samples, "
                            f"{report and report['rests']} rests {worst} {stderr.strip()}")
    # Each trace of a built-in preset fits back to it.
    presets = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Presets")
    catalogue = {preset["name"] for file in glob.glob(os.path.join(presets, "*.json")) if "schema" not in file
                 for preset in json.load(open(file)).get("presets", [])}
    fitted = [entry for entry in manifest if entry["name"] in catalogue]
    for entry in fitted:
        failures += fit(stretchy, db, entry["name"], entry["trace"])
    # The check can fail, and says where.
    first = manifest[0]
    lines = open(first["trace"]).read().splitlines()
    samples = [json.loads(line) for line in lines[1:]]
    drag = next(i for i, s in enumerate(samples, start=2) if s.get("phase") == "drag" and s["offset"] > 10)
    release = max(i for i, s in enumerate(samples, start=2) if s.get("phase") == "release")
    rest = next(i for i, s in enumerate(samples, start=2) if i > release and s.get("phase") == "rest")
    lines[drag - 1] = json.dumps(dict(samples[drag - 2], height=samples[drag - 2]["height"] + 3))
    lines[release - 1] = json.dumps(dict(samples[release - 2], velocity=samples[release - 2]["velocity"] + 1000))
    broken = f"{folder}/broken.jsonl"
    open(broken, "w").write("\n".join(lines) + "\n")
    status, report, _ = verify(stretchy, db, first["name"], broken)
    kinds = {d["kind"]: d for d in report["deviations"]} if report else {}
    if status != 1 or kinds.get("height", {}).get("line") != drag or kinds.get("rest", {}).get("line") != rest:
        failures.append(f"the edited trace of {first['name']}: exit {status}, {report}; expected height at line "
                        f"{drag} and rest at line {rest}")
    total = sum(int(entry["samples"]) for entry in manifest)
    if failures:
        print("generated-swift traces:\n  " + "\n  ".join(failures), file=sys.stderr)
        return 1
    print(f"generated-swift: {len(manifest)} traces recorded by HeaderTraceRecorder ({total} samples) verify; "
          f"an edited one fails at its lines; {len(fitted)} fit back to their presets")
    return 0


if __name__ == "__main__":
    sys.exit(main())
