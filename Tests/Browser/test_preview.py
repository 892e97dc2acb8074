"""`stretchy preview` in headless Chromium: the page's header matches the geometry core (docs/preview.md).

Every expected value comes from the real binary (`stretchy eval`, `snap`) at the offset the page
reports, never from the page's own JavaScript.
"""
import base64
import json
import math

import pytest
from conftest import GENERATED_PRESETS, ROOT

TOLERANCE = 0.5          # px, docs/preview.md
# The built-in catalogue, read from the repository's Presets/ (every preset document there).
BUILT_INS = sorted(preset["name"] for path in (ROOT / "Presets").glob("*.json")
                   for preset in json.loads(path.read_text()).get("presets", []))
EVERY_PRESET = BUILT_INS + [preset["name"] for preset in GENERATED_PRESETS]

# Measures preset NAME after the next animation frame: the scroller's scrollTop, the page's
# offset, and the header's border box relative to the scroller's client box.
MEASURE = """
(name) => new Promise(resolve => requestAnimationFrame(() => {
  const scroller = document.querySelector(`[data-stretchy-scroller="${name}"]`);
  const header = document.querySelector(`[data-stretchy-header="${name}"]`);
  const s = scroller.getBoundingClientRect(), h = header.getBoundingClientRect();
  const layers = {};
  header.querySelectorAll('[data-stretchy-layer]').forEach(el => {
    const style = getComputedStyle(el);
    const m = new DOMMatrixReadOnly(style.transform === 'none' ? undefined : style.transform);
    const blur = /blur\\(([-0-9.e]+)px\\)/.exec(style.filter);
    layers[el.dataset.stretchyLayer] = {opacity: Number(style.opacity), scale: m.a, translateX: m.e,
                                        translateY: m.f, blur: blur ? Number(blur[1]) : 0};
  });
  resolve({scrollTop: scroller.scrollTop, offset: window.stretchy.offset(name),
           top: h.top - (s.top + scroller.clientTop), height: h.height, layers,
           moving: window.stretchy.isMoving(name)});
}))
"""


@pytest.fixture(scope="session")
def page_file(stretchy, tmp_path_factory):
    """``page_file(*names)``: the path of ``stretchy preview NAMES`` (written once per name list)."""
    folder = tmp_path_factory.mktemp("pages")
    written = {}

    def make(*names):
        if names not in written:
            path = folder / ("-".join(names)[:80] + ".html")
            stretchy("preview", *names, "--output", path)
            written[names] = path
        return written[names]
    return make


@pytest.fixture
def open_preview(new_page, page_file):
    def make(*names, query="", **options):
        page = new_page(**options)
        page.goto(page_file(*names).as_uri() + query)
        page.wait_for_function("window.stretchy && window.stretchy.presets.length > 0")
        return page
    return make


def frames_at(stretchy_json, name, offsets):
    """`stretchy eval NAME --at ...` on the preview's default phone (its 47 pt status bar, which
    only a preset with safeArea "added" adds to its heights) as a dict from offset to frame."""
    rows = stretchy_json("eval", name, "--at", ",".join(repr(float(y)) for y in offsets), "--safe-area-top", "47")
    return {row["offset"]: row for row in rows}


def check_header(measured, frame, what):
    assert abs(measured["top"] - frame["translation"]) <= TOLERANCE, (what, measured, frame)
    assert abs(measured["height"] - frame["height"]) <= TOLERANCE, (what, measured, frame)
    for layer, values in (frame.get("layers") or {}).items():
        shown = measured["layers"][layer]
        for key, value in values.items():
            limit = 0.01 if key in ("opacity", "scale") else TOLERANCE
            assert abs(shown[key] - value) <= limit, (what, layer, key, shown, value)


def wait_at_rest(page, name, timeout=15000):
    page.wait_for_function("(name) => !window.stretchy.isMoving(name)", arg=name, timeout=timeout)
    return page.evaluate(MEASURE, name)


def viewport_point(page, name):
    box = page.locator(f'[data-stretchy-scroller="{name}"]').bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.6


# ---- The hooks and the header's box at offsets set by scrollTop ----------------------------------

def test_catalogue_is_the_one_the_tests_expect(catalogue):
    assert set(EVERY_PRESET) <= set(catalogue)


@pytest.mark.parametrize("name", EVERY_PRESET)
def test_scroll_top_offsets_match_eval(name, open_preview, stretchy_json):
    page = open_preview(name)
    show = stretchy_json("show", name)
    collapse = show["maxHeight"] - show["minHeight"]
    offsets = sorted({0, 1, 7, int(collapse / 2), int(collapse), int(collapse) + 1, int(collapse * 1.4) + 3,
                      *range(0, int(collapse * 1.3) + 40, 9)})
    measured = []
    for y in offsets:
        page.evaluate("([name, y]) => { document.querySelector(`[data-stretchy-scroller=\"${name}\"]`).scrollTop = y; }",
                      [name, y])
        measured.append(page.evaluate(MEASURE, name))
    frames = frames_at(stretchy_json, name, [m["scrollTop"] for m in measured])
    for y, m in zip(offsets, measured):
        assert m["scrollTop"] == y, (name, y, m)
        check_header(m, frames[m["scrollTop"]], f"{name} scrollTop={y}")


def test_hooks_are_where_spec_puts_them(open_preview):
    page = open_preview("sticky-utah", "scaling-header-snap")
    for name in ("sticky-utah", "scaling-header-snap"):
        facts = page.evaluate("""(name) => {
          const scroller = document.querySelector(`[data-stretchy-scroller="${name}"]`);
          const header = document.querySelector(`[data-stretchy-header="${name}"]`);
          const layers = [...header.querySelectorAll('[data-stretchy-layer]')].map(e => e.dataset.stretchyLayer);
          const phone = scroller.closest('.phone');
          const bar = phone.querySelector('.status-bar');
          return {isDocument: scroller === document.scrollingElement, layers,
                  statusBarInside: scroller.contains(bar), scrollerTop: scroller.getBoundingClientRect().top,
                  barBottom: bar.getBoundingClientRect().bottom, width: phone.getBoundingClientRect().width,
                  height: phone.getBoundingClientRect().height};
        }""", name)
        assert not facts["isDocument"]
        assert {"background", "title"} <= set(facts["layers"])
        assert not facts["statusBarInside"] and facts["scrollerTop"] >= facts["barBottom"]
        assert (facts["width"], facts["height"]) == (390, 844)


# ---- setOffset, pulls and ?offset= --------------------------------------------------------------

@pytest.mark.parametrize("name", ["sticky-utah", "stretchy-ios18", "scaling-header", "scaling-header-snap",
                                  "gen-scroll-damped", "gen-shrink-snap-thirds"])
def test_set_offset_shows_pulls_and_holds(name, open_preview, stretchy_json):
    page = open_preview(name)
    offsets = [-300, -120.5, -40, -0.5, 0, 12.25, 63, 150, 199.5, 420]
    measured = []
    for y in offsets:
        page.evaluate("([name, y]) => window.stretchy.setOffset(name, y)", [name, y])
        measured.append(page.evaluate(MEASURE, name))
    frames = frames_at(stretchy_json, name, offsets)
    for y, m in zip(offsets, measured):
        check_header(m, frames[float(y)], f"{name} setOffset({y})")
        if y >= 0:
            assert abs(m["scrollTop"] - y) <= TOLERANCE
        else:
            assert m["scrollTop"] == 0
    # It holds: no bounce back from a pull, no snap, for half a second.
    page.evaluate("([name, y]) => window.stretchy.setOffset(name, y)", [name, -90])
    page.wait_for_timeout(500)
    later = page.evaluate(MEASURE, name)
    check_header(later, frames_at(stretchy_json, name, [-90])[-90.0], f"{name} held at -90")
    assert later["offset"] == -90 and not later["moving"]


@pytest.mark.parametrize("query, expected", [("?offset=-64", -64), ("?offset=37", 37), ("?offset=0", 0), ("", None)])
def test_offset_in_the_url_starts_every_preset_there(query, expected, open_preview, stretchy_json):
    names = ["scaling-header-snap", "sticky-utah", "ios-large-title-navigation-bar", "gen-shrink-snap-thirds"]
    page = open_preview(*names, query=query)
    for name in names:
        m = page.evaluate(MEASURE, name)
        show = stretchy_json("show", name)
        start = expected if expected is not None else \
            show["snap"]["initialPosition"] * (show["maxHeight"] - show["minHeight"])
        assert abs(m["offset"] - start) <= TOLERANCE, (name, m)
        if start >= 0:
            assert abs(m["scrollTop"] - start) <= TOLERANCE
        check_header(m, frames_at(stretchy_json, name, [m["offset"]])[m["offset"]], f"{name}{query}")
        assert not m["moving"]


# ---- Real input: wheel, touch, mouse drag --------------------------------------------------------

@pytest.mark.parametrize("name", BUILT_INS + ["gen-scroll-damped", "gen-slow-decel"])
def test_wheel_offsets_match_eval(name, open_preview, stretchy_json):
    page = open_preview(name, query="?offset=0")
    x, y = viewport_point(page, name)
    page.mouse.move(x, y)
    measured = []
    for delta in [13, 40, 7, 55, 100, -30, 120, -61, 250, -500, 33, 17, 90]:
        page.mouse.wheel(0, delta)
        measured.append(page.evaluate(MEASURE, name))
    frames = frames_at(stretchy_json, name, [m["scrollTop"] for m in measured])
    for m in measured:
        assert m["offset"] >= 0 and abs(m["offset"] - m["scrollTop"]) <= TOLERANCE, m
        check_header(m, frames[m["scrollTop"]], f"{name} wheel")
    assert len({m["scrollTop"] for m in measured}) > 5


def test_quick_return_header_follows_the_scroll_history(open_preview, stretchy_json):
    # A quick-return header comes back on any scroll toward the top: `simulate --trace` of the
    # offsets the wheel reached gives each frame.
    name = "gen-quick-return"
    page = open_preview(name, query="?offset=0")
    x, y = viewport_point(page, name)
    page.mouse.move(x, y)
    measured = []
    for delta in [100, 150, 200, -60, -40, 30, -90, 300, -20]:
        page.mouse.wheel(0, delta)
        measured.append(page.evaluate(MEASURE, name))
    trace = stretchy_json("simulate", name, "--trace", ",".join(str(m["scrollTop"]) for m in measured))
    for m, frame in zip(measured, trace):
        check_header(m, frame, f"quick return at {m['scrollTop']}")
    assert any(abs(f["translation"] - -min(f["offset"], 136)) > 1 for f in trace), "the header came back early"



def test_set_offset_past_the_end_keeps_a_quick_return_header_collapsed(open_preview, stretchy_json):
    # setOffset past the end of the content holds the end: the clamp is no scroll toward the
    # top, so a quick-return header stays collapsed there; a scroll back then shows it again,
    # as `simulate --trace` of the offsets gives it.
    name = "gen-quick-return"
    page = open_preview(name, query="?offset=0")
    page.evaluate("([name, y]) => window.stretchy.setOffset(name, y)", [name, 100000])
    end = page.evaluate(MEASURE, name)
    scroll_max = page.evaluate("(name) => { const s = document.querySelector(`[data-stretchy-scroller=\"${name}\"]`);"
                               " return s.scrollHeight - s.clientHeight; }", name)
    assert abs(end["scrollTop"] - scroll_max) <= TOLERANCE and end["offset"] == end["scrollTop"], end
    assert end["scrollTop"] > 136, "the content is longer than the collapse range"
    x, y = viewport_point(page, name)
    page.mouse.move(x, y)
    page.mouse.wheel(0, -50)
    back = page.evaluate(MEASURE, name)
    trace = stretchy_json("simulate", name, "--trace", f"{end['scrollTop']},{back['scrollTop']}")
    check_header(end, trace[0], "quick return set past the end")
    assert abs(end["top"] - -136) <= TOLERANCE, end    # collapsed: E = 200 - 64
    check_header(back, trace[1], "quick return scrolled back from the end")


@pytest.mark.parametrize("gesture, start, lift, velocity", [
    ("fling", 40, 100, 1800),          # drags 60 pt into the content, lifts at 1 800 pt/s
    ("fling-back", 200, 140, -2400),   # drags 60 pt back, lifts at -2 400 pt/s
    ("drag", 50, None, 0),             # drags 160 pt toward the top (a pull), lifts still
])
def test_played_gesture_releases_where_the_finger_lifts(gesture, start, lift, velocity, open_preview, stretchy):
    name = "gen-shrink-snap-thirds"
    page = open_preview(name, query=f"?offset={start}")
    page.click(f'section[data-preset="{name}"] [data-gesture="{gesture}"]')
    release = page.evaluate("(name) => window.stretchy.lastRelease(name)", name)
    assert release["velocity"] == velocity, release
    if lift is not None:
        assert abs(release["offset"] - lift) <= 1e-9, release
    else:
        assert release["offset"] < 0, release     # 160 pt from offset 50 ends past the top
    expected = json.loads(stretchy("snap", name, "--offset", repr(release["offset"]),
                                   "--velocity", repr(release["velocity"]), "--format", "json").stdout)["rest"]
    assert abs(release["rest"] - expected) <= 1e-6, (release, expected)
    rest = wait_at_rest(page, name)
    assert abs(rest["scrollTop"] - expected) <= TOLERANCE, (release, expected, rest)


def touch(page, kind, x, y):
    points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 1}]
    page.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})


@pytest.mark.parametrize("name", BUILT_INS + ["gen-shrink-snap-thirds", "gen-scroll-damped"])
def test_touch_drag_pull_and_release_land_on_snap_rest(name, open_preview, stretchy_json, stretchy):
    page = open_preview(name, query="?offset=0", has_touch=True)
    page.cdp = page.context.new_cdp_session(page)
    x, y0 = viewport_point(page, name)
    touch(page, "touchStart", x, y0)
    measured = []
    # Down past the top (a pull, rubber-banded), then up into the content.
    for dy in [20, 60, 110, 160, 90, 30, -40, -90, -150, -210, -260]:
        touch(page, "touchMove", x, y0 + dy)
        measured.append(page.evaluate(MEASURE, name))
    frames = frames_at(stretchy_json, name, [m["offset"] for m in measured])
    for m in measured:
        check_header(m, frames[m["offset"]], f"{name} touch")
        assert abs(m["scrollTop"] - max(m["offset"], 0)) <= TOLERANCE
    assert min(m["offset"] for m in measured) < -20, "the drag pulled past the top"
    # Hold still, then lift: a release at 0 pt/s, which rests where `stretchy snap` says.
    page.wait_for_timeout(120)
    touch(page, "touchEnd", x, y0)
    release = page.evaluate("(name) => window.stretchy.lastRelease(name)", name)
    assert release["velocity"] == 0 and release["offset"] == measured[-1]["offset"]
    expected = json.loads(stretchy("snap", name, "--offset", repr(release["offset"]), "--velocity", "0",
                                   "--format", "json").stdout)["rest"]
    rest = wait_at_rest(page, name)
    assert abs(rest["scrollTop"] - expected) <= TOLERANCE, (name, release, expected, rest)
    check_header(rest, frames_at(stretchy_json, name, [rest["scrollTop"]])[rest["scrollTop"]], f"{name} rest")


@pytest.mark.parametrize("name", ["scaling-header-snap", "material3-large-top-app-bar", "ios-large-title-navigation-bar",
                                  "gen-shrink-snap-thirds", "gen-scroll-damped", "gen-slow-decel", "sticky-utah"])
@pytest.mark.parametrize("fling", [(-40, 6), (-25, 3), (30, 4), (-70, 10)])
def test_mouse_fling_lands_on_snap_rest(name, fling, open_preview, stretchy):
    start = {"scaling-header-snap": 100}.get(name, 40)
    page = open_preview(name, query=f"?offset={start}")
    x, y = viewport_point(page, name)
    dy, steps = fling
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x, y + dy, steps=steps)
    page.mouse.up()
    release = page.evaluate("(name) => window.stretchy.lastRelease(name)", name)
    expected = json.loads(stretchy("snap", name, "--offset", repr(release["offset"]),
                                   "--velocity", repr(release["velocity"]), "--format", "json").stdout)["rest"]
    rest = wait_at_rest(page, name)
    scroll_max = page.evaluate("(name) => { const s = document.querySelector(`[data-stretchy-scroller=\"${name}\"]`);"
                               " return s.scrollHeight - s.clientHeight; }", name)
    assert abs(rest["scrollTop"] - min(expected, scroll_max)) <= TOLERANCE, (name, release, expected, rest)
    assert abs(release["rest"] - expected) <= 1e-6


# ---- Content tracks: each track's layer, its computed style -----------------------------------

# gen-tracks (conftest): H 300, h 100, E 200. Values worked out by hand from docs/tracks.md.
TRACK_CASES = [
    # offset, layer, property, value
    (100, "title", "scale", 1.25),          # progress 0.5; easeInOut is symmetric: ease(0.5) = 0.5
    (0, "title", "scale", 1.5),
    (250, "title", "scale", 1.0),           # progress 1, after the last keyframe
    (120, "title", "opacity", 0.0),         # progress 0.6: the last keyframe
    (100, "scrim", "opacity", 0.4),         # step: at the keyframe 0.5 the value is 0.4
    (98, "scrim", "opacity", 0.0),          # progress 0.49: step holds 0
    (200, "scrim", "opacity", 0.8),
    (100, "avatar", "translateY", -20.0),   # linear, progress 0.5
    (40, "avatar", "translateX", 0.0),      # progress 0.2: the first keyframe
    (-60, "background", "blur", 6.0),       # pull 60 of 120 → 6
    (-200, "background", "blur", 12.0),     # past the last keyframe
    (50, "background", "blur", 0.0),        # no pull
]


@pytest.mark.parametrize("offset, layer, prop, value", TRACK_CASES)
def test_tracks_move_their_layers(offset, layer, prop, value, open_preview, stretchy_json):
    name = "gen-tracks"
    page = open_preview(name)
    page.evaluate("([name, y]) => window.stretchy.setOffset(name, y)", [name, offset])
    m = page.evaluate(MEASURE, name)
    assert {"background", "title", "scrim", "avatar"} <= set(m["layers"])
    limit = 0.01 if prop in ("opacity", "scale") else TOLERANCE
    assert abs(m["layers"][layer][prop] - value) <= limit, (offset, layer, prop, m["layers"][layer])
    check_header(m, frames_at(stretchy_json, name, [offset])[float(offset)], f"tracks at {offset}")


# ---- Gestures played from the panel --------------------------------------------------------------

@pytest.mark.parametrize("gesture", ["drag", "fling", "fling-back", "quick-return"])
def test_gesture_buttons_play_and_come_to_rest(gesture, open_preview, stretchy_json):
    name = "gen-shrink-snap-thirds"
    page = open_preview(name)
    page.click(f'section[data-preset="{name}"] [data-gesture="{gesture}"]')
    page.wait_for_timeout(50)
    rest = wait_at_rest(page, name)
    check_header(rest, frames_at(stretchy_json, name, [rest["scrollTop"]])[rest["scrollTop"]], gesture)


# ---- Self-contained: no request, a CSP, screenshots ----------------------------------------------

def test_page_makes_no_request(open_preview, page_file):
    page = open_preview(*BUILT_INS[:4])
    name = BUILT_INS[0]
    assert len(BUILT_INS) >= 10
    x, y = viewport_point(page, name)
    page.mouse.move(x, y)
    page.mouse.wheel(0, 200)
    for gesture in ("fling", "drag"):
        page.click(f'section[data-preset="{name}"] [data-gesture="{gesture}"]')
        wait_at_rest(page, name)
    page.click('[data-toggle="dark"]')
    assert page.requests == [page_file(*BUILT_INS[:4]).as_uri()]
    csp = page.get_attribute('meta[http-equiv="Content-Security-Policy"]', "content")
    assert "default-src 'none'" in csp and "connect-src 'none'" in csp
    blocked = page.evaluate("() => fetch('https://example.com/x').then(() => 'fetched', () => 'blocked')")
    assert blocked == "blocked"
    html = page_file(*BUILT_INS[:4]).read_text()
    for needle in ('src="http', "src='http", 'href="http', "@import", "url(http"):
        assert needle not in html


DISTINCT_COLOURS = """
async (png) => {
  const bitmap = await createImageBitmap(await (await fetch('data:image/png;base64,' + png)).blob());
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  context.drawImage(bitmap, 0, 0);
  const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
  const colours = new Set();
  for (let i = 0; i < pixels.length; i += 4 * 7) colours.add((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
  return {colours: colours.size, width: bitmap.width, height: bitmap.height};
}
"""


def test_screenshot_of_every_preset_is_not_blank(catalogue, open_preview, new_page, artifacts):
    checker = new_page()
    for name in catalogue:
        page = open_preview(name, query="?offset=-40" if name.endswith("stretch") else "")
        png = page.locator(f'section[data-preset="{name}"]').screenshot(path=str(artifacts / f"{name}.png"))
        phone = page.locator(f'section[data-preset="{name}"] .phone').screenshot()
        facts = checker.evaluate(DISTINCT_COLOURS, base64.b64encode(phone).decode())
        assert abs(facts["width"] - 390) <= 1 and abs(facts["height"] - 844) <= 1
        assert facts["colours"] > 50, (name, facts)
        assert len(png) > 20000
    page = open_preview(*BUILT_INS[:3], query="?offset=60")
    page.screenshot(path=str(artifacts / "side-by-side.png"), full_page=True)


# ---- Sizes -----------------------------------------------------------------------------------------

def test_other_phone_sizes(stretchy, tmp_path, new_page, stretchy_json):
    path = tmp_path / "small.html"
    stretchy("preview", "sticky-utah", "--width", 375, "--height", 667, "--output", path)
    page = new_page()
    page.goto(path.as_uri() + "?offset=50")
    page.wait_for_function("window.stretchy")
    box = page.locator(".phone").bounding_box()
    assert (box["width"], box["height"]) == (375, 667)
    m = page.evaluate(MEASURE, "sticky-utah")
    check_header(m, frames_at(stretchy_json, "sticky-utah", [50])[50.0], "375x667")
