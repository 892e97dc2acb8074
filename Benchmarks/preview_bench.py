#!/usr/bin/env python3
"""How fast and light `stretchy preview`'s page is, for BENCHMARKS.md's preview section.

  Benchmarks/preview_bench.py [--stretchy PATH] [--rounds N] [--quick]

Measures, for the built-in catalogue:
- the page's size for each preset (bar: at most 150 KB);
- the first frame in headless Chromium: the `stretchy-first-frame` mark (set in the first
  animation frame after the page's script ran), in ms after navigation start (bar: 100 ms);
- a scripted 2-second fling (a real mouse drag released fast): animation frames, dropped frames
  (gaps of more than 1.5 frame intervals, counted in missed intervals), and from the browser's
  trace every Layout event: how many there were per frame and how many layout objects each one
  touched, against the page's total;
- `stretchy preview NAME -o FILE` against `stretchy chart NAME --format svg -o FILE`, fresh
  processes, interleaved, median (bar: at most 2x).
"""
import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium-headless-shell"
BUILT_INS = sorted(preset["name"] for path in (ROOT / "Presets").glob("*.json")
                   for preset in json.loads(path.read_text()).get("presets", []))

FRAME_TIMES = """
(name) => new Promise(resolve => {
  const times = [];
  const start = performance.now();
  function frame(now) {
    times.push(now);
    if (now - start < 2000) requestAnimationFrame(frame); else resolve({times, offset: window.stretchy.offset(name)});
  }
  requestAnimationFrame(frame);
})
"""


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return (time.perf_counter() - start) * 1000


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--stretchy", default=str(ROOT / ".build" / "release" / "stretchy"))
    parser.add_argument("--rounds", type=int, default=21)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    rounds = 3 if args.quick else args.rounds
    binary = args.stretchy
    folder = pathlib.Path(tempfile.mkdtemp(prefix="stretchy-preview-bench-"))
    db = folder / "presets.sqlite"
    run = lambda *a: subprocess.run([binary, "--db", str(db), *a], check=True, capture_output=True, text=True)
    run("list")

    report = {"binary": binary}
    # Page sizes.
    sizes = {}
    for name in BUILT_INS:
        path = folder / f"{name}.html"
        run("preview", name, "-o", str(path))
        sizes[name] = path.stat().st_size
    report["size_max_bytes"] = max(sizes.values())
    report["size_min_bytes"] = min(sizes.values())
    several = folder / "all.html"
    run("preview", *BUILT_INS, "-o", str(several))
    report["size_all_ten_bytes"] = several.stat().st_size

    # Command time: preview against chart --format svg, interleaved.
    preview_ms, chart_ms = [], []
    for i in range(rounds + 2):
        a = timed([binary, "--db", str(db), "preview", "sticky-utah", "-o", str(folder / "p.html")])
        b = timed([binary, "--db", str(db), "chart", "sticky-utah", "--format", "svg", "-o", str(folder / "c.svg")])
        if i >= 2:
            preview_ms.append(a)
            chart_ms.append(b)
    report["preview_ms"] = statistics.median(preview_ms)
    report["chart_svg_ms"] = statistics.median(chart_ms)
    report["preview_over_chart"] = report["preview_ms"] / report["chart_svg_ms"]

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM)
        # First frame, every built-in preset, several loads each.
        first, phases = {}, []
        for name in BUILT_INS:
            values = []
            for _ in range(3 if args.quick else 7):
                context = browser.new_context(viewport={"width": 1400, "height": 1000})
                page = context.new_page()
                page.goto((folder / f"{name}.html").as_uri())
                page.wait_for_function("performance.getEntriesByName('stretchy-first-frame').length > 0")
                marks = page.evaluate("""() => {
                  const at = k => performance.getEntriesByName(k)[0].startTime;
                  return [at('stretchy-script'), at('stretchy-ready'), at('stretchy-first-frame')]; }""")
                values.append(marks[2])
                phases.append(marks)
                context.close()
            first[name] = statistics.median(values)
        report["first_frame_ms"] = first
        report["first_frame_worst_median_ms"] = max(first.values())
        report["first_frame_best_ms"] = min(p[2] for p in phases)
        report["first_frame_median_all_ms"] = statistics.median(p[2] for p in phases)
        # Where the time goes: parsing up to the first script, the scripts (setting up every
        # phone and drawing the first frame's state), then the wait for the first frame.
        report["median_parse_to_script_ms"] = statistics.median(p[0] for p in phases)
        report["median_script_to_ready_ms"] = statistics.median(p[1] - p[0] for p in phases)
        report["median_ready_to_frame_ms"] = statistics.median(p[2] - p[1] for p in phases)
        report["load_average"] = os.getloadavg()

        # The 2-second fling, traced.
        flings = []
        for name in ["sticky-utah", "scaling-header", "stretchy-ios18"]:
            context = browser.new_context(viewport={"width": 1400, "height": 1000})
            page = context.new_page()
            page.goto((folder / f"{name}.html").as_uri() + "?offset=0")
            page.wait_for_function("window.stretchy")
            total_objects = page.evaluate("document.querySelectorAll('*').length")
            box = page.locator(f'[data-stretchy-scroller="{name}"]').bounding_box()
            x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.7
            browser.start_tracing(page=page, categories=["devtools.timeline", "disabled-by-default-devtools.timeline"])
            page.mouse.move(x, y)
            page.mouse.down()
            page.mouse.move(x, y - 120, steps=4)
            page.mouse.up()
            frames = page.evaluate(FRAME_TIMES, name)
            trace = json.loads(browser.stop_tracing())
            release = page.evaluate("(name) => window.stretchy.lastRelease(name)", name)
            context.close()
            times = frames["times"]
            gaps = [b - a for a, b in zip(times, times[1:])]
            interval = statistics.median(gaps)
            dropped = sum(max(0, round(g / interval) - 1) for g in gaps if g > 1.5 * interval)
            events = trace["traceEvents"] if isinstance(trace, dict) else trace
            layouts = [e for e in events if e.get("name") == "Layout" and e.get("ph") in ("B", "X")]
            dirty = [e.get("args", {}).get("beginData", {}).get("dirtyObjects") for e in layouts]
            dirty = [d for d in dirty if d is not None]
            total = [e.get("args", {}).get("beginData", {}).get("totalObjects") for e in layouts]
            total = [t for t in total if t is not None]
            flings.append({
                "preset": name, "release_velocity": release["velocity"], "frames": len(times),
                "frame_interval_ms": interval, "dropped_frames": dropped, "longest_gap_ms": max(gaps),
                "layouts": len(layouts), "layouts_per_frame": len(layouts) / max(1, len(times)),
                "dirty_objects_median": statistics.median(dirty) if dirty else None,
                "dirty_objects_max": max(dirty) if dirty else None,
                "layout_objects_total": max(total) if total else None, "elements": total_objects,
            })
        report["flings"] = flings
        browser.close()
    json.dump(report, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
