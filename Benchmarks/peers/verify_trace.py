"""What a user would otherwise write to check a trace of sticky-utah: json.loads per line, the
height and top from the formulas, layers at rest, each release's rest (the verify case of
Benchmarks/bench.py). Prints what it checked as one JSON object, so the harness can see that it
and `stretchy verify` read the same samples and found the same (no) deviations."""
import json, sys
# sticky-utah's checks by hand: height and top against the frame, each release's rest.
worst = {}
pending = None
n = 0
rests = 0
with open(sys.argv[1]) as f:
    next(f)
    for line in f:
        s = json.loads(line)
        n += 1
        y = s["offset"]
        h = 300 + 0.5 * -y if y < 0 else max(120.0, 300 - y)
        for kind, exp, rec in (("height", h, s["height"]), ("top", 0, s["top"])):
            if abs(rec - exp) > 0.5 + 1e-9:
                worst[kind] = max(worst.get(kind, 0), abs(rec - exp))
        for layer, values in s.get("layers", {}).items():
            for prop, v in values.items():
                if abs(v - 1) > 0.01:
                    worst[layer + "." + prop] = 1
        if s.get("phase") == "release":
            pending = max(0.0, y + 0.499 * s["velocity"])
        elif s.get("phase") == "rest" and pending is not None:
            rests += 1
            if abs(y - pending) > 0.5 + 1e-9:
                worst["rest"] = 1
            pending = None
print(json.dumps({"samples": n, "rests": rests, "deviations": worst}))
