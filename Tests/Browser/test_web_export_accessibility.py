"""`stretchy export --to web` follows the browser's settings at run time (docs/accessibility.md#in-the-exports).

With `prefers-reduced-motion: reduce` a preset with `reducedMotion` is its variant: the preset
merged with it by hand here (docs/accessibility.md#reduce-motion), its frame from docs/concepts.md's
table.

A preset with `dynamicType` grows its header with the root font size (scale = font size / 16 px):
H_c = max(h, H + k · (scale − 1)), computed here from that formula, never by the page; a layer
whose opacity track is at 0 carries aria-hidden="true" and loses it when it shows again.
"""
import json
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
TOLERANCE = 0.5  # px, docs/preview.md

# An iOS large-title bar: 96 pt, 41 of them the title's line; the title fades out by half the
# collapse (E = 52 at the default size, so it is at opacity 0 from an offset of 26).
TITLE = {"name": "a11y-title", "minHeight": 44, "maxHeight": 96, "collapse": "shrink", "damping": 0,
         "tracks": [{"layer": "title", "property": "opacity",
                     "keyframes": [{"at": 0, "value": 1}, {"at": 0.5, "value": 0}]}],
         "dynamicType": {"textStyle": "largeTitle", "scaledHeight": 41}}
# Scrolls away (collapse "scroll") above its rows, 30 of its 200 pt text.
SCROLLS = {"name": "a11y-scrolls", "minHeight": 60, "maxHeight": 200, "collapse": "scroll", "damping": 0,
           "dynamicType": {"textStyle": "title1", "scaledHeight": 30}}

# A 300 pt header whose title zooms; with Reduce Motion on, 200 pt and the title still.
CALMED = {"name": "a11y-calmed", "minHeight": 100, "maxHeight": 300, "collapse": "shrink", "damping": 0,
          "tracks": [{"layer": "title", "property": "scale", "keyframes": [{"at": 0, "value": 1.5}, {"at": 1, "value": 1}]}],
          "reducedMotion": {"maxHeight": 200,
                            "tracks": [{"layer": "title", "property": "scale", "keyframes": [{"at": 0, "value": 1}]}]}}

MEASURE = """
(name) => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(() => {
  const scroller = document.querySelector(`[data-stretchy-scroller="${name}"]`);
  const header = scroller.querySelector(`[data-stretchy-header="${name}"]`);
  const s = scroller.getBoundingClientRect(), h = header.getBoundingClientRect();
  const row = scroller.querySelector('.stretchy-body li').getBoundingClientRect();
  const title = scroller.querySelector('[data-stretchy-layer="title"]');
  resolve({scrollTop: scroller.scrollTop, top: h.top - s.top, height: h.height, rows: row.top - s.top + scroller.scrollTop,
           opacity: Number(getComputedStyle(title).opacity), hidden: title.getAttribute('aria-hidden')});
})))
"""


def expected_height(preset, scale, y):
    """docs/accessibility.md#dynamic-type with the browser's scale for the size ratio, then the frame at y >= 0."""
    h, big = preset["minHeight"], preset["maxHeight"]
    height = max(h, big + preset["dynamicType"]["scaledHeight"] * (scale - 1))
    if preset["collapse"] == "shrink":
        return height, max(h, height - y), 0.0
    return height, height, -min(y, height - h)


@pytest.fixture(scope="module")
def page_for(tmp_path_factory, browser):
    binary = pathlib.Path(os.environ.get("STRETCHY_BINARY", ROOT / ".build" / "debug" / "stretchy"))
    if not binary.is_file():
        pytest.fail(f"no stretchy binary at {binary}: build it (swift build) or run Tests/Browser/run")
    folder = tmp_path_factory.mktemp("web-export-a11y")
    document = folder / "presets.json"
    document.write_text(json.dumps({"format": "stretchy-presets", "version": 1, "presets": [TITLE, SCROLLS, CALMED]}))
    contexts = []

    def open_page(name, **context):
        path = folder / f"{name}.html"
        result = subprocess.run([str(binary), "export", name, "--input", str(document), "--to", "web", "--output", str(path)],
                                capture_output=True, text=True)
        assert result.returncode == 0, result.stderr
        opened = browser.new_context(viewport={"width": 390, "height": 844}, **context)
        contexts.append(opened)
        page = opened.new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(path.as_uri())
        return page, errors

    yield open_page
    for opened in contexts:
        opened.close()


def read_out(page):
    """The names a screen reader would read in the page's body (not the document's title)."""
    return page.locator("body").aria_snapshot()


def scroll(page, name, y):
    page.evaluate("([n, y]) => { document.querySelector(`[data-stretchy-scroller=\"${n}\"]`).scrollTop = y; }", [name, y])
    return page.evaluate(MEASURE, name)


@pytest.mark.parametrize("preset", [TITLE, SCROLLS], ids=lambda p: p["name"])
@pytest.mark.parametrize("font_size", [16, 24, 32, 10])
def test_the_header_grows_with_the_root_font_size(page_for, preset, font_size):
    name, scale = preset["name"], font_size / 16
    page, errors = page_for(name)
    # The user's text size as the page sees it: the root element's font size, read again on resize.
    page.evaluate("(size) => { document.documentElement.style.fontSize = `${size}px`; dispatchEvent(new Event('resize')); }", font_size)
    failures = []
    for y in [0, 10, 30, 60, 100, 200]:
        m = scroll(page, name, y)
        rest, height, top = expected_height(preset, scale, m["scrollTop"])
        if abs(m["height"] - height) > TOLERANCE or abs(m["top"] - top) > TOLERANCE or abs(m["rows"] - rest) > TOLERANCE:
            failures.append(f"{name} at {font_size}px, y={m['scrollTop']}: height {m['height']} top {m['top']} rows at {m['rows']}, "
                            f"expected {height} / {top} / {rest}")
    assert not failures, "\n".join(failures)
    assert not errors
    page.close()


def test_a_transparent_layer_is_hidden_from_assistive_technology(page_for):
    page, errors = page_for(TITLE["name"])
    # E = 96 - 44 = 52: progress 0.25 at 13 (opacity 0.5), 0.5 at 26 (opacity 0), 1 at 52.
    for y, opacity, hidden in [(0, 1.0, None), (13, 0.5, None), (26, 0.0, "true"), (52, 0.0, "true"), (13, 0.5, None)]:
        m = scroll(page, TITLE["name"], y)
        assert abs(m["opacity"] - opacity) < 0.01, m
        assert m["hidden"] == hidden, f"at y={y}: aria-hidden {m['hidden']!r} with opacity {m['opacity']}"
    # The accessibility tree Chromium builds leaves the hidden title's text out.
    scroll(page, TITLE["name"], 52)
    assert TITLE["name"] not in read_out(page), read_out(page)
    scroll(page, TITLE["name"], 0)
    assert TITLE["name"] in read_out(page), read_out(page)
    artifacts = ROOT / ".build" / "browser-artifacts"
    artifacts.mkdir(parents=True, exist_ok=True)
    page.evaluate("document.documentElement.style.fontSize = '32px'; dispatchEvent(new Event('resize'))")
    scroll(page, TITLE["name"], 10)
    page.screenshot(path=str(artifacts / "web-export-a11y-title-32px-10.png"))
    assert not errors
    page.close()


def shrink_height(preset, y):
    return max(preset["minHeight"], preset["maxHeight"] - y)


@pytest.mark.parametrize("reduce", [False, True])
def test_reduced_motion_plays_the_variant(page_for, reduce):
    variant = dict(CALMED, **{"maxHeight": CALMED["reducedMotion"]["maxHeight"]})
    shown = variant if reduce else CALMED
    page, errors = page_for(CALMED["name"], reduced_motion="reduce" if reduce else "no-preference")
    failures = []
    for y in [0, 40, 100, 150, 250]:
        m = scroll(page, CALMED["name"], y)
        height = shrink_height(shown, m["scrollTop"])
        if abs(m["height"] - height) > TOLERANCE or abs(m["rows"] - shown["maxHeight"]) > TOLERANCE:
            failures.append(f"reduce={reduce} y={m['scrollTop']}: height {m['height']} rows at {m['rows']}, expected {height} / {shown['maxHeight']}")
    assert not failures, "\n".join(failures)
    assert not errors
    page.close()


def test_reduced_motion_follows_the_setting_as_it_changes(page_for):
    page, errors = page_for(CALMED["name"])
    assert abs(scroll(page, CALMED["name"], 50)["height"] - 250) <= TOLERANCE  # 300 - 50
    page.emulate_media(reduced_motion="reduce")
    m = scroll(page, CALMED["name"], 50)
    assert abs(m["height"] - 150) <= TOLERANCE, m  # the variant: 200 - 50
    assert abs(m["rows"] - 200) <= TOLERANCE, m
    artifacts = ROOT / ".build" / "browser-artifacts"
    artifacts.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(artifacts / "web-export-a11y-reduced-motion-50.png"))
    page.emulate_media(reduced_motion="no-preference")
    assert abs(scroll(page, CALMED["name"], 50)["height"] - 250) <= TOLERANCE
    assert not errors
    page.close()
