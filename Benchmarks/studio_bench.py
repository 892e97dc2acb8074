#!/usr/bin/env python3
"""How fast `stretchy studio` answers and how soon its page shows a change, for BENCHMARKS.md.

  Benchmarks/studio_bench.py [--stretchy PATH] [--inputs N] [--drags N] [--reads N] [--quick]

Starts the studio on a scratch database with three presets open (sticky-utah, stretchy-ios18,
ios-large-title-navigation-bar) and measures:
- the page's size (bar: at most 250 KB);
- input to frame in headless Chromium: real key presses (ArrowRight/ArrowLeft) on each preset's
  maxHeight slider in turn; the page records a `studio-input-to-frame` measure in its performance
  timeline from the input event's timestamp to the next animation frame, by which the header,
  layers, overlays and chart have their new values (bar: p95 at most 16 ms); beside it, the same
  presses in the same browser on a bare page of three sliders whose input handler only sets a
  height and records the same measure: what the browser and this driver cost with no page work;
- drag to frame in headless Chromium: a keyframe point, a bezier handle and a snap handle dragged
  with the mouse (scaling-header-profile's and scaling-header-snap's), measured from each
  pointermove event's timestamp to the next animation frame, by which the page has applied the new
  text and moved the header (the studio's check of it follows in the background; a refusal takes
  it back) (bar: p95 at most 16 ms, as for a key press); beside
  it, a bare page where a pointer drag only sets a height;
- API reads: `GET /api/presets/NAME` over fresh connections, client-side wall time (bar: at most
  5 ms), and for comparison `GET /api/presets/NAME/history`, `POST /api/check` and `PUT` saves.
"""
import argparse
import json
import pathlib
import re
import select
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time

from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium-headless-shell"
PRESETS = ["sticky-utah", "stretchy-ios18", "ios-large-title-navigation-bar"]
DRAGGED = ["scaling-header-profile", "scaling-header-snap"]
# Each pointermove, from its timestamp to the next animation frame. Registered in the capture phase
# before the page's own handlers run, so its frame is the first one after the page has handled the
# move; the header's height then says whether that move changed anything.
MEASURE_DRAGS = """() => {
  window.dragFrames = [];
  document.addEventListener("pointermove", event => {
    if (!event.buttons) return;
    const start = event.timeStamp;
    requestAnimationFrame(() => window.dragFrames.push(performance.now() - start));
  }, true);
}"""
BARE_DRAG_PAGE = """<!doctype html><meta charset="utf-8"><body style="margin:0">
<div id="handle" style="position:absolute;left:100px;top:100px;width:40px;height:40px;background:#889"></div>
<div id="header" style="position:absolute;left:300px;top:0;width:100px;height:300px;background:#ccd"></div>
<script>
const handle = document.getElementById("handle");
handle.addEventListener("pointerdown", event => {
  handle.setPointerCapture(event.pointerId);
  const move = e => { document.getElementById("header").style.height = (200 + e.clientY) + "px"; };
  handle.addEventListener("pointermove", move);
  handle.addEventListener("pointerup", () => handle.removeEventListener("pointermove", move), { once: true });
});
</script>"""
BARE_PAGE = """<!doctype html><meta charset="utf-8"><body>
<input type="range" min="100" max="600" step="1" value="300" data-slider-for="a">
<input type="range" min="100" max="600" step="1" value="300" data-slider-for="b">
<input type="range" min="100" max="600" step="1" value="300" data-slider-for="c">
<div id="header" style="height: 300px; background: #ccd"></div>
<script>
for (const slider of document.querySelectorAll("input")) slider.addEventListener("input", event => {
  const start = event.timeStamp;
  document.getElementById("header").style.height = slider.value + "px";
  requestAnimationFrame(() => performance.measure("bare-input-to-frame", { start, end: performance.now() }));
});
</script>"""


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def press_in_turn(page, selectors, inputs):
    """Focuses each slider in turn and presses an arrow key on it, then waits two frames: three
    presses right, three left, and so on."""
    for i in range(inputs):
        page.locator(selectors[i % len(selectors)]).focus()
        page.keyboard.press("ArrowRight" if (i // 3) % 2 == 0 else "ArrowLeft")
        page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def drag_back_and_forth(page, locator, dx, dy, moves):
    """Presses the mouse on `locator`'s centre and moves it `moves` times, a step of (dx, dy) per
    move, turning back every ten moves, waiting a frame after each; then releases it."""
    locator.scroll_into_view_if_needed()
    box = locator.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    for i in range(moves):
        sign = 1 if (i // 10) % 2 == 0 else -1
        x, y = x + sign * dx, y + sign * dy
        page.mouse.move(x, y)
        page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    page.mouse.up()


def request(port, token, method, path, body=None):
    payload = b"" if body is None else json.dumps(body).encode()
    head = (f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Stretchy-Token: {token}\r\n"
            f"Connection: close\r\nContent-Length: {len(payload)}\r\n\r\n").encode()
    start = time.perf_counter()
    with socket.create_connection(("127.0.0.1", port)) as connection:
        connection.sendall(head + payload)
        data = b""
        while True:
            chunk = connection.recv(65536)
            if not chunk:
                break
            data += chunk
    elapsed = (time.perf_counter() - start) * 1000
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split(b" ")[1]), body, elapsed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--stretchy", default=str(ROOT / ".build" / "release" / "stretchy"))
    parser.add_argument("--inputs", type=int, default=300)
    parser.add_argument("--reads", type=int, default=200)
    parser.add_argument("--drags", type=int, default=100, help="pointer moves per dragged editor")
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    inputs, reads = (30, 20) if args.quick else (args.inputs, args.reads)
    drags_per_editor = 20 if args.quick else args.drags
    folder = pathlib.Path(tempfile.mkdtemp(prefix="studio-bench-"))
    db = folder / "presets.sqlite"
    process = subprocess.Popen([args.stretchy, "--db", str(db), "studio", *PRESETS, *DRAGGED],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        ready, _, _ = select.select([process.stdout], [], [], 30)
        if not ready:
            sys.exit("studio_bench: the studio printed no URL line")
        line = process.stdout.readline().strip()
        match = re.match(r"^studio: (http://127\.0\.0\.1:(\d+)/\?token=(\S+))$", line)
        if not match:
            sys.exit(f"studio_bench: not a URL line: {line!r}")
        url, port, token = match.group(1), int(match.group(2)), match.group(3)
        results = {}
        status, page_bytes, _ = request(port, token, "GET", f"/?token={token}&presets={','.join(PRESETS)}")
        results["page_kb"] = len(page_bytes) / 1024

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM)
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(f"{url}&presets={','.join(PRESETS)}")
            page.wait_for_function("() => window.stretchyStudio && window.stretchyStudio.presets.length === 3")
            press_in_turn(page, [f'[data-stretchy-controls="{name}"] [data-slider-for="maxHeight"]'
                                 for name in PRESETS], inputs)
            durations = page.evaluate(
                "() => performance.getEntriesByName('studio-input-to-frame').map(e => e.duration)")
            errors = page.evaluate("() => [...document.querySelectorAll('[data-stretchy-error]')].map(e => e.textContent).filter(Boolean)")
            bare = browser.new_page(viewport={"width": 1400, "height": 1000})
            bare.set_content(BARE_PAGE)
            press_in_turn(bare, [f'[data-slider-for="{key}"]' for key in "abc"], inputs)
            floor = bare.evaluate(
                "() => performance.getEntriesByName('bare-input-to-frame').map(e => e.duration)")
            drags = {}
            studio = browser.new_page(viewport={"width": 1400, "height": 1000})
            studio.goto(f"{url}&presets={','.join(DRAGGED)}")
            studio.wait_for_function("() => window.stretchyStudio && window.stretchyStudio.presets.length === 2")
            studio.evaluate(MEASURE_DRAGS)
            column = '.studio-column:has([data-stretchy-controls="{}"])'
            for label, selector, dx, dy in [
                ("keyframe point", column.format(DRAGGED[0]) + ' [data-studio-curve="tracks.title.opacity"] [data-studio-keyframe] >> nth=1', 0, 2),
                ("bezier handle", column.format(DRAGGED[0]) + ' [data-studio-curve="tracks.title.opacity"] [data-studio-bezier-handle="1"]', 1, 1),
                ("snap handle", column.format(DRAGGED[1]) + ' [data-studio-snap-handle] >> nth=1', 2, 0),
            ]:
                studio.evaluate("() => { window.dragFrames = []; }")
                drag_back_and_forth(studio, studio.locator(selector), dx, dy, drags_per_editor)
                drags[label] = studio.evaluate("() => window.dragFrames")
            results["drag_messages"] = studio.evaluate("() => [...document.querySelectorAll('[data-stretchy-error]')].map(e => e.textContent).filter(Boolean)")
            bare_drag = browser.new_page(viewport={"width": 1400, "height": 1000})
            bare_drag.set_content(BARE_DRAG_PAGE)
            bare_drag.evaluate(MEASURE_DRAGS)
            drag_back_and_forth(bare_drag, bare_drag.locator("#handle"), 0, 2, drags_per_editor)
            drags["bare page"] = bare_drag.evaluate("() => window.dragFrames")
            browser.close()
        results["drags"] = drags
        results["inputs"] = len(durations)
        results["input_to_frame_p50"] = statistics.median(durations)
        results["input_to_frame_p95"] = percentile(durations, 95)
        results["input_to_frame_max"] = max(durations)
        results["messages"] = errors
        results["floor"] = (statistics.median(floor), percentile(floor, 95), max(floor))

        for label, method, path, body in [
            ("GET preset", "GET", "/api/presets/sticky-utah", None),
            ("GET history", "GET", "/api/presets/sticky-utah/history", None),
            ("GET list", "GET", "/api/presets", None),
        ]:
            times = [request(port, token, method, path, body)[2] for _ in range(reads)]
            results[label] = (statistics.median(times), percentile(times, 95))
        doc = json.loads(request(port, token, "GET", "/api/presets/stretchy-ios18")[1])
        check = {"preset": doc["preset"], "assignments": [["maxHeight", "400"]]}
        times = [request(port, token, "POST", "/api/check", check)[2] for _ in range(reads)]
        results["POST check"] = (statistics.median(times), percentile(times, 95))
        times = []
        for i in range(max(5, reads // 10)):
            current = json.loads(request(port, token, "GET", "/api/presets/stretchy-ios18")[1])
            preset = dict(current["preset"], damping=round(0.01 * (i % 50 + 1), 2))
            times.append(request(port, token, "PUT", "/api/presets/stretchy-ios18",
                                 {"base": current["revision"], "preset": preset})[2])
        results["PUT save"] = (statistics.median(times), percentile(times, 95))
    finally:
        process.send_signal(signal.SIGTERM)
        code = process.wait(timeout=10)
    print(f"page, three presets: {results['page_kb']:.1f} KB (bar 250 KB)")
    print(f"input to frame over {results['inputs']} slider key presses across 3 presets: "
          f"p50 {results['input_to_frame_p50']:.1f} ms, p95 {results['input_to_frame_p95']:.1f} ms, "
          f"max {results['input_to_frame_max']:.1f} ms (bar p95 16 ms)")
    print("the same presses on a bare page of three sliders (no page work): p50 {:.1f} ms, p95 {:.1f} ms, "
          "max {:.1f} ms".format(*results["floor"]))
    for label, durations in results["drags"].items():
        print(f"drag to frame, {label}, {len(durations)} pointer moves: p50 {statistics.median(durations):.1f} ms, "
              f"p95 {percentile(durations, 95):.1f} ms, max {max(durations):.1f} ms"
              + ("" if label == "bare page" else " (bar p95 16 ms)"))
    print(f"messages on the page after the drags: {results['drag_messages']}")
    for label in ("GET preset", "GET history", "GET list", "POST check", "PUT save"):
        median, p95 = results[label]
        print(f"{label}: median {median:.2f} ms, p95 {p95:.2f} ms")
    print(f"studio exit status after SIGTERM: {code}; messages on the page: {results['messages']}")


if __name__ == "__main__":
    main()
