"""The project verifies its own pages with the tool users run (docs/traces.md#recording-a-trace).

For every preset of the session's database (the built-in catalogue and conftest's generated ones),
the web export (`stretchy export NAME --to web`) and the preview (`stretchy preview NAME`) are
opened in headless Chromium, recorded with `window.stretchy.record(NAME)`, scrolled with real
input (touch drags through Chromium's input pipeline, released with the finger still or moving,
the wheel; a mouse drag, a pull and a fling on the preview), and the text `stopRecording(NAME)`
returns is saved and checked with `stretchy verify NAME trace.jsonl`, which must exit 0. Nothing
here computes an expected value: `verify` does, from the preset. A trace with one sample edited
must then fail (exit 1) with the deviation on that line.

The web export runs under its Content-Security-Policy, so a recorder whose hash were missing
from it would not run and these tests would fail.
"""
import json

import pytest
from conftest import ROOT

ARTIFACTS = ROOT / ".build" / "browser-artifacts"

TOUCH_STEPS = 12
FRAME_MS = 16


@pytest.fixture(scope="module")
def pages(stretchy, catalogue, tmp_path_factory):
    """``pages(kind, *names)``: the web export or the preview of NAMES, every preset of the
    database side by side when none is given (written once)."""
    folder = tmp_path_factory.mktemp("verify-pages")
    written = {}

    def make(kind, *names):
        if (kind, names) not in written:
            path = folder / f"{kind}-{len(written)}.html"
            if kind == "web":
                stretchy("export", *names, "--to", "web", "--output", path)
            else:
                stretchy("preview", *(names or catalogue), "--output", path)
            written[(kind, names)] = path
        return written[(kind, names)]
    return make


SCROLLER = "[...document.querySelectorAll('[data-stretchy-scroller]')].find(el => el.getAttribute('data-stretchy-scroller') === name)"


def bring_into_view(page, name):
    """Scrolls the page (not the scroller) until NAME's scroller shows below anything sticky at
    the top of the page (the preview's toolbar); returns a point inside it, 70% of the way down,
    and its height. Every point a gesture starts from must hit that preset's scroller or header
    (a strip, drawn over the scroller at rest, is above those points)."""
    box = page.evaluate(f"""(name) => {{
      const s = {SCROLLER};
      const bar = document.querySelector('.toolbar');
      const below = bar && getComputedStyle(bar).position === 'sticky' ? bar.getBoundingClientRect().height : 0;
      const r0 = s.getBoundingClientRect();
      window.scrollBy(r0.left - 10, r0.top - below - 10);
      const r = s.getBoundingClientRect();
      // The points the gestures start from and pass through, below the header and below a
      // preset's strip (drawn over the scroller, as an app draws its tabs, wherever it pins).
      const misses = [0.6, 0.7, 0.8].filter(share => {{
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height * share);
        const owner = hit && hit.closest('[data-stretchy-scroller], [data-stretchy-header]');
        return !(owner && (owner.getAttribute('data-stretchy-scroller') || owner.getAttribute('data-stretchy-header')) === name);
      }}).map(share => {{
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height * share);
        return share + ": " + (hit ? hit.outerHTML.slice(0, 80) : "nothing");
      }});
      const hits = misses.length === 0;
      return {{x: r.left + r.width / 2, y: r.top + r.height * 0.7, height: r.height, hits, misses}};
    }}""", name)
    assert box["hits"], f"{name}: the gestures' points are not on its scroller: {box['misses']}"
    return box["x"], box["y"], box["height"]


def touch_drag(page, cdp, x, y, dy, hold_ms):
    """A finger down at (x, y), moved by `dy` in TOUCH_STEPS frames, held `hold_ms`, lifted."""
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y, "id": 1}]})
    for step in range(1, TOUCH_STEPS + 1):
        cdp.send("Input.dispatchTouchEvent",
                 {"type": "touchMove", "touchPoints": [{"x": x, "y": y + dy * step / TOUCH_STEPS, "id": 1}]})
        page.wait_for_timeout(FRAME_MS)
    if hold_ms:
        page.wait_for_timeout(hold_ms)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def mouse_drag(page, x, y, dy, steps):
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x, y + dy, steps=steps)
    page.mouse.up()


def settle(page, names, kind):
    """Until every scroll has come to rest and the recorder has written it (the web export's
    recorder: after 250 ms without a change; the preview says when it rests)."""
    if kind == "preview":
        page.wait_for_function("(names) => names.every(name => !window.stretchy.isMoving(name))",
                               arg=names, timeout=20000)
    else:
        page.wait_for_function("""(names) => {
          const tops = () => names.map(name => """ + SCROLLER + """.scrollTop).join();
          const before = tops();
          return new Promise(resolve => setTimeout(() => resolve(tops() === before), 400));
        }""", arg=names, timeout=20000)
    page.wait_for_timeout(100)


# Each round is played on every preset in turn (while the ones before it coast and snap), then
# the page settles. A round: (what, gesture(page, cdp, x, y, height)).
WEB_ROUNDS = [
    # Into the content, held still and lifted: a release at 0 pt/s, which rests where it is or
    # on the nearest snap offset.
    ("touch drag in, held", lambda page, cdp, x, y, h: touch_drag(page, cdp, x, y, -0.3 * h, hold_ms=120)),
    ("wheel", lambda page, cdp, x, y, h: (page.mouse.move(x, y), page.mouse.wheel(0, 90))),
    ("touch drag back, held", lambda page, cdp, x, y, h: touch_drag(page, cdp, x, y - 0.3 * h, 0.2 * h, hold_ms=120)),
]
PREVIEW_ROUNDS = [
    ("touch drag in, held", lambda page, cdp, x, y, h: touch_drag(page, cdp, x, y - 0.2 * h, -0.25 * h, hold_ms=100)),
    # Down past the top (a pull, rubber-banded), lifted moving: the bounce back to 0.
    ("mouse pull", lambda page, cdp, x, y, h: mouse_drag(page, x, y - 0.5 * h, 0.45 * h, steps=8)),
    # A fling into the content: the preset's own deceleration (or fling model) and snapping.
    ("mouse fling", lambda page, cdp, x, y, h: mouse_drag(page, x, y, -45, steps=4)),
    # The wheel, which the page releases at 0 pt/s once it stops.
    ("wheel", lambda page, cdp, x, y, h: (page.mouse.move(x, y), page.mouse.wheel(0, 80))),
]


def record_all(browser, path, names, kind):
    """Opens the page, records every preset of `names` through the rounds, returns the traces."""
    context = browser.new_context(viewport={"width": 500, "height": 1000}, has_touch=True)
    page = context.new_page()
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.goto(path.as_uri())
    page.wait_for_function("window.stretchy && typeof window.stretchy.record === 'function'")
    page.wait_for_timeout(150)  # the web export's start script and scroll snapping settle
    for name in names:
        page.evaluate("(name) => window.stretchy.record(name)", name)
    cdp = page.context.new_cdp_session(page)
    for _, gesture in WEB_ROUNDS if kind == "web" else PREVIEW_ROUNDS:
        for name in names:
            gesture(page, cdp, *bring_into_view(page, name))
        settle(page, names, kind)
    traces = {name: page.evaluate("(name) => window.stretchy.stopRecording(name)", name) for name in names}
    assert not errors, errors
    assert not requests[1:], f"the page made requests: {requests[1:]}"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"verify-{kind}.png"))
    context.close()
    return traces


def verify(stretchy, path, name, *options):
    result = stretchy("verify", name, path, "--format", "json", *options, check=False)
    report = json.loads(result.stdout) if result.stdout else None
    return result, report


def summarise(result, report):
    worst = [(d["kind"], d["count"], d["line"], d["offset"], d["expected"], d["recorded"])
             for d in (report or {}).get("deviations", [])]
    return f"exit {result.returncode}: {result.stderr.strip()} {worst}"


def check_recorded(kind, name, text, tmp_path, stretchy, artifacts):
    path = tmp_path / f"{kind}-{name}.jsonl"
    path.write_text(text)
    (artifacts / "traces").mkdir(exist_ok=True)
    (artifacts / "traces" / f"{kind}-{name}.jsonl").write_text(text)
    lines = text.splitlines()
    assert json.loads(lines[0]) == {"format": "stretchy-trace", "version": 1, "preset": name}
    samples = [json.loads(line) for line in lines[1:]]
    phases = [s.get("phase") for s in samples]
    assert phases.count("release") >= 2 and phases.count("rest") >= 2, phases
    assert max(s["offset"] for s in samples) - min(s["offset"] for s in samples) > 50, "the page did not scroll"
    # The preview draws its default phone, a 47 pt status bar (docs/preview.md), which a preset
    # with safeArea added grows by; the web export draws the heights as written (no status bar).
    screen = ("--safe-area-top", "47") if kind == "preview" else ()
    result, report = verify(stretchy, path, name, *screen)
    assert result.returncode == 0, f"{kind} export of {name}: {summarise(result, report)}"
    assert report["ok"] and report["samples"] == len(samples) and report["rests"] >= 2, report
    return path, samples


@pytest.fixture(scope="module")
def recorded(catalogue, pages, browser):
    """``recorded(kind)``: NAME → trace text for every preset, on one page of them all."""
    traces = {}

    def get(kind):
        if kind not in traces:
            traces[kind] = record_all(browser, pages(kind), catalogue, kind)
        return traces[kind]
    return get


@pytest.mark.parametrize("kind", ["web", "preview"])
def test_every_preset_records_a_trace_that_verifies(kind, catalogue, recorded, stretchy, tmp_path, artifacts):
    traces = recorded(kind)
    failures = []
    for name in catalogue:
        try:
            check_recorded(kind, name, traces[name], tmp_path, stretchy, artifacts)
        except AssertionError as error:
            failures.append(str(error).splitlines()[0])
    assert not failures, f"{len(failures)} of {len(catalogue)} traces fail:\n" + "\n".join(failures)


@pytest.mark.parametrize("kind", ["web", "preview"])
def test_an_edited_trace_fails_with_the_deviation_on_its_line(kind, recorded, stretchy, tmp_path, artifacts):
    name = "sticky-utah"
    path, samples = check_recorded(kind, name, recorded(kind)[name], tmp_path, stretchy, artifacts)
    # One drag sample 7 pt too tall, and the last release 1000 pt/s faster, so the rest after it
    # is not where the preset says it rests.
    lines = path.read_text().splitlines()
    drag = next(i for i, s in enumerate(samples, start=2) if s.get("phase") == "drag" and s["offset"] > 20)
    release = max(i for i, s in enumerate(samples, start=2) if s.get("phase") == "release")
    rest = next(i for i, s in enumerate(samples, start=2) if i > release and s.get("phase") == "rest")
    tall = dict(samples[drag - 2], height=samples[drag - 2]["height"] + 7)
    faster = dict(samples[release - 2], velocity=samples[release - 2]["velocity"] + 1000)
    lines[drag - 1], lines[release - 1] = json.dumps(tall), json.dumps(faster)
    broken = tmp_path / f"{kind}-broken.jsonl"
    broken.write_text("\n".join(lines) + "\n")
    result, report = verify(stretchy, broken, name)
    assert result.returncode == 1, summarise(result, report)
    by_kind = {d["kind"]: d for d in report["deviations"]}
    assert set(by_kind) == {"height", "rest"}, report
    assert by_kind["height"]["line"] == drag and by_kind["height"]["count"] == 1
    assert abs(by_kind["height"]["recorded"] - tall["height"]) < 1e-9
    assert by_kind["rest"]["line"] == rest and by_kind["rest"]["release"]["line"] == release
    # The table names the same lines.
    table = stretchy("verify", name, broken, check=False).stdout
    rows = {line.split()[0]: line.split() for line in table.splitlines()[2:-1]}
    assert rows["height"][2] == str(drag) and rows["rest"][2] == str(rest), table
