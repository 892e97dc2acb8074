"""`stretchy export --to web` in headless Chromium: for y >= 0 the header matches docs/concepts.md#the-frame-in-one-table (docs/platforms.md#the-web---to-web, docs/preview.md's hooks).

The page is written by the real binary; every expected frame comes from the binary's `eval` at
the offset the scroller reports (set through `scrollTop`, then read back, since snapping may move
it), never from the page. Runs with the preview's fixtures (conftest.py) when they are there, and
with its own (below) when this file runs alone.
"""
import json
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
TOLERANCE = 0.5  # px, docs/preview.md
OFFSETS = [0, 1, 7.5, 20, 44, 52, 60, 88, 99, 100, 101, 119.5, 140, 144, 160, 161, 180, 199, 200, 201,
           240, 256, 300, 350, 420, 600, 900]

# Extra presets for what the catalogue lacks: a bouncy spring, parallax, quick return, snap
# positions away from 0 and 1, a shadow from the start, a name CSS must escape.
EXTRA = [
    {"name": "web.parallax_snap", "minHeight": 60, "maxHeight": 280, "collapse": "scroll", "damping": 0.4,
     "shadow": {"threshold": 400, "radius": 6},
     "snap": {"mode": "afterFinishAccelerating", "positions": [0.25, 0.75], "initialPosition": 0.25},
     "motion": {"spring": {"response": 0.4, "dampingRatio": 0.5}, "parallax": 0.5}},
    {"name": "web-fixed", "minHeight": 180, "maxHeight": 180, "collapse": "shrink", "damping": 1,
     "shadow": {"threshold": 120, "radius": 4}},
    {"name": "web-shrink-shadow", "minHeight": 70, "maxHeight": 260, "collapse": "shrink", "damping": 0,
     "shadow": {"threshold": 200, "radius": 10}, "motion": {"quickReturn": True}},
    {"name": "web-quick-scroll", "minHeight": 56, "maxHeight": 240, "collapse": "scroll", "damping": 1,
     "motion": {"quickReturn": True, "parallax": 0.3},
     "tracks": [{"layer": "title", "property": "opacity", "easing": "easeIn",
                 "keyframes": [{"at": 0, "value": 1}, {"at": 1, "value": 0.2}]}]},
    {"name": "web-tracks", "minHeight": 64, "maxHeight": 300, "collapse": "shrink", "damping": 0.5,
     "tracks": [
         {"layer": "title", "property": "scale", "keyframes": [{"at": 0, "value": 1.5}, {"at": 1, "value": 1}]},
         {"layer": "title", "property": "opacity", "easing": [0.8, 0, 0.8, 0.15],
          "keyframes": [{"at": 0.2, "value": 1}, {"at": 0.8, "value": 0}]},
         {"layer": "title", "property": "translateX", "easing": "easeInOut",
          "keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": 40}]},
         {"layer": "background", "property": "translateY", "easing": "easeOut",
          "keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": -60}]},
         {"layer": "background", "property": "blur", "input": "pull",
          "keyframes": [{"at": 0, "value": 2}, {"at": 120, "value": 12}]},
         {"layer": "scrim", "property": "opacity", "easing": "step",
          "keyframes": [{"at": 0, "value": 0}, {"at": 0.5, "value": 0.6}, {"at": 1, "value": 1}]},
         {"layer": "avatar", "property": "blur", "easing": [0.3, -2, 0.7, 3],
          "keyframes": [{"at": 0, "value": 0}, {"at": 0.6, "value": 8}]},
     ]},
]

MEASURE = """
(name) => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(() => {
  const scroller = document.querySelector(`[data-stretchy-scroller="${name}"]`);
  const header = scroller.querySelector(`[data-stretchy-header="${name}"]`);
  const s = scroller.getBoundingClientRect(), h = header.getBoundingClientRect();
  const layers = {};
  header.querySelectorAll('[data-stretchy-layer]').forEach(el => {
    const style = getComputedStyle(el);
    const m = new DOMMatrixReadOnly(style.transform === 'none' ? undefined : style.transform);
    const blur = /blur\\(([-0-9.e]+)px\\)/.exec(style.filter);
    layers[el.dataset.stretchyLayer] = {opacity: Number(style.opacity), scale: m.a, translateX: m.e,
                                        translateY: m.f, blur: blur ? Number(blur[1]) : 0};
  });
  resolve({scrollTop: scroller.scrollTop, top: h.top - (s.top + scroller.clientTop), height: h.height,
           shadow: getComputedStyle(header).boxShadow, tag: scroller.tagName, layers,
           isDocument: scroller === document.scrollingElement});
})))
"""


@pytest.fixture(scope="module")
def export_env(tmp_path_factory):
    binary = pathlib.Path(os.environ.get("STRETCHY_BINARY", ROOT / ".build" / "debug" / "stretchy"))
    if not binary.is_file():
        pytest.fail(f"no stretchy binary at {binary}: build it (swift build) or run Tests/Browser/run")
    folder = tmp_path_factory.mktemp("web-export")
    db = folder / "presets.sqlite"
    document = folder / "extra.json"
    document.write_text(json.dumps({"format": "stretchy-presets", "version": 1, "presets": EXTRA}))

    def run(*args):
        result = subprocess.run([str(binary), "--db", str(db), *map(str, args)], capture_output=True, text=True)
        assert result.returncode == 0, f"stretchy {' '.join(map(str, args))}: {result.stderr}"
        return result.stdout

    run("import", document)
    names = [entry["name"] for entry in json.loads(run("list", "--format", "json"))]
    return {"run": run, "folder": folder, "names": names}


def exported(env, *names):
    path = env["folder"] / ("-".join(names) or "all")
    path = path.with_suffix(".html")
    if not path.exists():
        env["run"]("export", *names, "--to", "web", "--output", path)
    return path


def expected_frames(env, name, offsets):
    at = ",".join(str(y) for y in offsets)
    return json.loads(env["run"]("eval", name, "--at", at, "--format", "json"))


NAMED_EASINGS = {"easeIn": (0.42, 0, 1, 1), "easeOut": (0, 0, 0.58, 1), "easeInOut": (0.42, 0, 0.58, 1)}


def ease(easing, t):
    """docs/tracks.md's easings: linear, step, or By(s) where Bx(s) = t (bisection to 1e-12)."""
    if easing == "linear":
        return t
    if easing == "step":
        return 0.0 if t < 1 else 1.0
    x1, y1, x2, y2 = NAMED_EASINGS.get(easing, easing) if isinstance(easing, str) else easing
    bezier = lambda s, p1, p2: 3 * (1 - s) ** 2 * s * p1 + 3 * (1 - s) * s * s * p2 + s ** 3
    low, high = 0.0, 1.0
    while high - low > 1e-12:
        middle = (low + high) / 2
        low, high = (middle, high) if bezier(middle, x1, x2) < t else (low, middle)
    return bezier((low + high) / 2, y1, y2)


def track_values(preset, frame):
    """Each track's value in `frame` by docs/tracks.md, as eval's `layers` object."""
    layers = {}
    for track in preset.get("tracks", []):
        source = track.get("input", "progress")
        x = frame["progress"] if source == "progress" else frame["offset"] if source == "offset" else max(0.0, -frame["offset"])
        keys = track["keyframes"]
        if x <= keys[0]["at"]:
            value = keys[0]["value"]
        elif x >= keys[-1]["at"]:
            value = keys[-1]["value"]
        else:
            k = max(i for i in range(len(keys)) if keys[i]["at"] <= x)
            t = (x - keys[k]["at"]) / (keys[k + 1]["at"] - keys[k]["at"])
            value = keys[k]["value"] + (keys[k + 1]["value"] - keys[k]["value"]) * ease(track.get("easing", "linear"), t)
        layers.setdefault(track["layer"], {})[track["property"]] = value
    return layers


def check_preset(page, env, name, fallback=False):
    measured = []
    for y in OFFSETS:
        page.evaluate("([n, y]) => { document.querySelector(`[data-stretchy-scroller=\"${n}\"]`).scrollTop = y; }", [name, y])
        measured.append(page.evaluate(MEASURE, name))
    frames = expected_frames(env, name, [m["scrollTop"] for m in measured])
    # Without scroll-driven animations the collapse progress plays a track keyed to the offset,
    # so it follows the offset up to E and holds there (the fidelity note says so).
    shown = json.loads(env["run"]("show", name, "--format", "json"))
    held = {(t["layer"], t["property"]) for t in shown.get("tracks", []) if fallback and t.get("input") == "offset"}
    if held:
        collapse = shown["maxHeight"] - shown["minHeight"]
        clamped = expected_frames(env, name, [min(m["scrollTop"], collapse) for m in measured])
        for frame, at_e in zip(frames, clamped):
            for layer, prop in held:
                frame["layers"][layer][prop] = at_e["layers"][layer][prop]
    failures = []
    for y, m, frame in zip(OFFSETS, measured, frames):
        assert m["tag"] != "HTML" and not m["isDocument"], "the scroller must be an element, not the document"
        assert m["scrollTop"] >= 0
        if abs(m["top"] - frame["translation"]) > TOLERANCE or abs(m["height"] - frame["height"]) > TOLERANCE:
            failures.append(f"{name} scrollTop={y}→{m['scrollTop']}: top {m['top']} height {m['height']}, "
                            f"core {frame['translation']} / {frame['height']}")
        # Tracks (docs/tracks.md): each layer's computed values equal the core's, where eval gives them.
        preset = next((p for p in EXTRA if p["name"] == name), {})
        expected_layers = frame.get("layers") or track_values(preset, frame)
        for layer, properties in expected_layers.items():
            for prop, value in properties.items():
                # CSS clamps an opacity to [0, 1] and draws a negative blur as none (the note says so).
                value = min(max(value, 0.0), 1.0) if prop == "opacity" else max(value, 0.0) if prop == "blur" else value
                got = m["layers"].get(layer, {}).get(prop)
                limit = 0.01 if prop in ("opacity", "scale") else TOLERANCE
                if got is None or abs(got - value) > limit:
                    failures.append(f"{name} at {m['scrollTop']}: {layer}.{prop} {got}, core {value}")
        has_shadow = m["shadow"] not in ("none", "rgba(0, 0, 0, 0) 0px 0px 0px 0px")
        if has_shadow != (frame["shadowRadius"] > 0):
            failures.append(f"{name} at {m['scrollTop']}: shadow {m['shadow']!r}, core radius {frame['shadowRadius']}")
    return failures


def test_every_preset_matches_the_core_at_many_offsets(export_env, browser):
    failures = []
    for name in export_env["names"]:
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.goto(exported(export_env, name).as_uri())
        assert page.evaluate("document.compatMode") == "CSS1Compat", "the comment before the doctype must not cause quirks mode"
        failures += check_preset(page, export_env, name)
        page.close()
    assert not failures, "\n".join(failures)


def test_several_presets_side_by_side_each_match(export_env, browser):
    names = ["scaling-header-snap", "sticky-utah", "stretchy-ios18", "web.parallax_snap"]
    page = browser.new_page(viewport={"width": 1800, "height": 844})
    page.goto(exported(export_env, *names).as_uri())
    failures = []
    for name in names:
        failures += check_preset(page, export_env, name)
    page.close()
    assert not failures, "\n".join(failures)


def test_every_preset_in_one_file_matches_even_off_screen(export_env, browser):
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.goto(exported(export_env).as_uri())
    failures = []
    for name in export_env["names"]:
        failures += check_preset(page, export_env, name)
    page.close()
    assert not failures, "\n".join(failures)


def without_scroll_timelines(path):
    """The page as a browser without scroll-driven animations runs it: every `scroll()` made an
    unknown function, so `@supports (animation-timeline: scroll())` and the script's
    `CSS.supports("animation-timeline", "scroll()")` are false, as there."""
    fallback = path.with_name(path.stem + "-fallback.html")
    text = path.read_text()
    assert "@supports (animation-timeline: scroll())" in text or "--stretchy-progress" in text
    fallback.write_text(text.replace("scroll()", "stretchy-unsupported()"))
    return fallback


def test_without_scroll_driven_animations_the_script_plays_them(export_env, browser):
    """The @supports fallback (docs/platforms.md#the-web---to-web): where animation-timeline is
    not supported, the header still collapses, shadows and moves its layers as the core says."""
    # The rewritten script no longer matches its hash in the page's policy.
    context = browser.new_context(viewport={"width": 390, "height": 844}, bypass_csp=True)
    failures = []
    for name in export_env["names"]:
        page = context.new_page()
        page.goto(exported(export_env, name).as_uri())
        assert page.evaluate("CSS.supports('animation-timeline', 'scroll()')"), "Chromium runs the designed path"
        page.goto(without_scroll_timelines(exported(export_env, name)).as_uri())
        header = page.evaluate("""(n) => {
          const style = getComputedStyle(document.querySelector(`[data-stretchy-header="${n}"]`));
          return {timeline: style.animationTimeline, playState: style.animationPlayState, names: style.animationName};
        }""", name)
        assert "scroll" not in header["timeline"], f"{name}: {header}"
        if header["names"] != "none":
            assert set(header["playState"].split(", ")) == {"paused"}, f"{name}: {header}"
        failures += check_preset(page, export_env, name, fallback=True)
        page.close()
    context.close()
    assert not failures, "\n".join(failures)


def test_initial_position_and_snapping(export_env, browser):
    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.goto(exported(export_env, "scaling-header-snap").as_uri())
    # initialPosition 0.5 of E = 200: the page starts at 100.
    assert page.evaluate(MEASURE, "scaling-header-snap")["scrollTop"] == 100
    # Mandatory snapping keeps the free scroll past the last position (E = 200).
    page.evaluate("document.querySelector('[data-stretchy-scroller=\"scaling-header-snap\"]').scrollTop = 640")
    assert page.evaluate(MEASURE, "scaling-header-snap")["scrollTop"] == 640
    page.close()


def quick_return_frame(preset, offsets):
    """docs/concepts.md's quick return, by hand: `shown` in [0, E] drops by each scroll in and grows back by
    each scroll toward the top; shrink has height H - c, scroll translation -c (c = E - shown)."""
    H, h = preset["maxHeight"], preset["minHeight"]
    E = H - h
    shown, previous = E, 0
    for y in offsets:
        shown = min(max(shown - (max(y, 0) - max(previous, 0)), 0), E)
        previous = y
    collapsed = E - shown
    if preset["collapse"] == "shrink":
        return H - collapsed, 0
    return H, -collapsed


@pytest.mark.parametrize("name", ["web-shrink-shadow", "web-quick-scroll"])
def test_quick_return_comes_back_on_a_scroll_toward_the_top(export_env, browser, name):
    preset = next(p for p in EXTRA if p["name"] == name)
    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.goto(exported(export_env, name).as_uri())
    trace = [120, 400, 700, 650, 610, 560, 590, 300, 250, 40, 0, 90]
    seen = []
    failures = []
    for y in trace:
        page.evaluate("([n, y]) => { document.querySelector(`[data-stretchy-scroller=\"${n}\"]`).scrollTop = y; }", [name, y])
        m = page.evaluate(MEASURE, name)
        seen.append(m["scrollTop"])
        height, top = quick_return_frame(preset, seen)
        if abs(m["top"] - top) > TOLERANCE or abs(m["height"] - height) > TOLERANCE:
            failures.append(f"{name} after {seen}: top {m['top']} height {m['height']}, expected {top} / {height}")
    page.close()
    assert not failures, "\n".join(failures)


def test_requests_nothing_and_screenshot(export_env, browser):
    page = browser.new_page(viewport={"width": 390, "height": 844})
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    path = exported(export_env, "sticky-utah")
    page.goto(path.as_uri())
    page.evaluate("document.querySelector('[data-stretchy-scroller=\"sticky-utah\"]').scrollTop = 170")
    page.evaluate(MEASURE, "sticky-utah")
    artifacts = ROOT / ".build" / "browser-artifacts"
    artifacts.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(artifacts / "web-export-sticky-utah-170.png"))
    assert requests == [path.as_uri()]
    page.close()
    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.goto(exported(export_env, "web-tracks").as_uri())
    page.evaluate("document.querySelector('[data-stretchy-scroller=\"web-tracks\"]').scrollTop = 90")
    page.evaluate(MEASURE, "web-tracks")
    page.screenshot(path=str(artifacts / "web-export-tracks-90.png"))
    page.close()


# ---- The screen (docs/screen.md): a sticky strip under the header, tabs by the page rule ------------

STRIP = """
(name) => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(() => {
  const scroller = document.querySelector(`[data-stretchy-scroller="${name}"]`);
  const strip = scroller.querySelector(`[data-stretchy-accessory="${name}"]`);
  const s = scroller.getBoundingClientRect(), a = strip.getBoundingClientRect();
  resolve({scrollTop: scroller.scrollTop, top: a.top - (s.top + scroller.clientTop), height: a.height});
})))
"""


def test_the_accessory_strip_is_sticky_at_accessory_top_and_tabs_switch_by_the_page_rule(export_env, browser):
    name = "profile-pinned-tabs"   # H 130, h 44, a 150, t 48: P = 86 + 150 = 236 (no status bar on the web)
    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.goto(exported(export_env, name).as_uri())
    offsets = [0, 50, 120, 235, 236, 300, 900]
    measured = []
    for y in offsets:
        page.evaluate("([n, y]) => { document.querySelector(`[data-stretchy-scroller=\"${n}\"]`).scrollTop = y; }", [name, y])
        measured.append(page.evaluate(STRIP, name))
    frames = expected_frames(export_env, name, [m["scrollTop"] for m in measured])
    for y, m, frame in zip(offsets, measured, frames):
        assert m["scrollTop"] == y
        assert abs(m["top"] - frame["accessoryTop"]) <= TOLERANCE, (y, m, frame)
        assert abs(m["height"] - 48) <= TOLERANCE
    # By hand: 130 + 150 - y until it meets the collapsed header's 44.
    assert abs(measured[1]["top"] - 230) <= TOLERANCE and abs(measured[-1]["top"] - 44) <= TOLERANCE

    def switch(tab):
        page.click(f'[data-stretchy-scroller="{name}"] [data-stretchy-tab="{tab}"]')
        return page.evaluate(STRIP, name)["scrollTop"]

    def rule(ya, yb):
        return json.loads(export_env["run"]("snap", name, "--page-switch", f"{ya},{yb}", "--format", "json"))["offset"]

    page.evaluate("([n]) => { document.querySelector(`[data-stretchy-scroller=\"${n}\"]`).scrollTop = 100; }", [name])
    assert switch(1) == rule(100, 0) == 100
    page.evaluate("([n]) => { document.querySelector(`[data-stretchy-scroller=\"${n}\"]`).scrollTop = 500; }", [name])
    assert switch(0) == rule(500, 100) == 236
    assert switch(1) == rule(236, 500) == 500
    page.close()
