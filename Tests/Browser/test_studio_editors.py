"""The studio's direct editors in headless Chromium (docs/studio.md#on-the-chart-and-the-curves):
snap positions dragged on the chart, a track's keyframes and its easing's bezier handles dragged on
its curves, a track added from the page; each drag ends as a control's text, applied by the next
frame and saved as a revision the command line reads.

Expected values are worked out here from docs/concepts.md and docs/tracks.md (a snap position q is
offset q × (maxHeight − minHeight); a track's value is eased between keyframes by CSS's
cubic-bezier), never read back from the page's own maths.
"""
import json

import pytest

from conftest import GENERATED_PRESETS
from test_studio import Studio, cli_message, control, error_text, open_studio

SNAPPY = "gen-shrink-snap-thirds"   # 90 → 330 pt, snap positions 0, 0.33, 0.66, 1
TRACKS = "gen-tracks"               # 100 → 300 pt, title.scale 0:1.5,1:1 easeInOut, ...
BOX, B0, B1 = 110, 15, 95            # the easing drawing's size and its unit square, in its own units
W, H, LEFT, RIGHT, TOP, BOTTOM = 220, 110, 34, 212, 8, 92  # the keyframes drawing and its plot


@pytest.fixture(scope="module")
def studio(stretchy_binary, tmp_path_factory):
    folder = tmp_path_factory.mktemp("studio-editors-db")
    db = folder / "presets.sqlite"
    document = folder / "generated.json"
    document.write_text(json.dumps({"format": "stretchy-presets", "version": 1, "presets": GENERATED_PRESETS}))
    server = Studio(stretchy_binary, db)
    server.cli("import", document)
    server.start("sticky-utah", TRACKS, SNAPPY)
    yield server
    if server.process.poll() is None:
        assert server.stop() == 0


def preset(name):
    return next(p for p in GENERATED_PRESETS if p["name"] == name)


def cubic_bezier(x1, y1, x2, y2):
    """CSS cubic-bezier(x1, y1, x2, y2) as a function of t, by bisection on x (docs/tracks.md)."""
    def b(s, a1, a2):
        u = 1 - s
        return 3 * u * u * s * a1 + 3 * u * s * s * a2 + s ** 3

    def ease(t):
        lo, hi = 0.0, 1.0
        for _ in range(100):
            mid = (lo + hi) / 2
            if b(mid, x1, x2) < t:
                lo = mid
            else:
                hi = mid
        return b((lo + hi) / 2, y1, y2)
    return ease


def next_frame(page, expression):
    """`expression`'s value at the next animation frame (the page's policy allows no eval)."""
    return page.evaluate(f"() => new Promise(r => requestAnimationFrame(() => r({expression})))")


def drag(page, locator, dx, dy, steps=6):
    locator.scroll_into_view_if_needed()
    box = locator.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + dx, y + dy, steps=steps)
    page.mouse.up()
    return x, y


def handles(page, name):
    return page.locator(f'.studio-column:has([data-stretchy-controls="{name}"]) [data-studio-snap-handle]')


def test_snap_positions_are_dragged_on_the_chart_and_saved(studio, new_page, artifacts):
    page = open_studio(new_page, studio)
    p = preset(SNAPPY)
    E = p["maxHeight"] - p["minHeight"]
    plot = page.evaluate(f"window.stretchy.plot('{SNAPPY}')")
    figure = page.locator(f'.studio-column:has([data-stretchy-controls="{SNAPPY}"]) .chart')
    figure.scroll_into_view_if_needed()
    left = figure.bounding_box()["x"]

    def x_of(offset):
        return left + plot[0] + (offset - plot[4]) / (plot[5] - plot[4]) * (plot[1] - plot[0])

    # One handle per position, where its offset q × E is on the chart's axis.
    assert handles(page, SNAPPY).count() == 4
    for i, q in enumerate(p["snap"]["positions"]):
        box = handles(page, SNAPPY).nth(i).bounding_box()
        assert abs(box["x"] + box["width"] / 2 - x_of(q * E)) <= 1.0, (i, q)
    # Dragged 30 px right, 0.33 goes where the pointer is, to two decimals.
    start, _ = drag(page, handles(page, SNAPPY).nth(1), 30, 0)
    offset = plot[4] + (start + 30 - left - plot[0]) / (plot[1] - plot[0]) * (plot[5] - plot[4])
    moved = round(offset / E, 2)
    assert 0.33 < moved < 0.66
    text = control(page, SNAPPY, "snap.positions").input_value()
    assert [float(v) for v in text.split(",")] == pytest.approx([0, moved, 0.66, 1], abs=0.011)
    moved = float(text.split(",")[1])
    # Its handle follows, and a focused handle moves by 0.01 with the arrow keys.
    box = handles(page, SNAPPY).nth(1).bounding_box()
    assert abs(box["x"] + box["width"] / 2 - x_of(moved * E)) <= 1.0
    handles(page, SNAPPY).nth(1).focus()
    page.keyboard.press("ArrowRight")
    assert control(page, SNAPPY, "snap.positions").input_value() == f"0,{round(moved + 0.01, 2):g},0.66,1"
    # Dragged past its neighbour, it stops 0.01 short of it: the format allows no two alike.
    drag(page, handles(page, SNAPPY).nth(1), 400, 0)
    assert control(page, SNAPPY, "snap.positions").input_value() == "0,0.65,0.66,1"
    assert error_text(page, SNAPPY, "snap.positions") == ""
    figure.screenshot(path=str(artifacts / "studio-snap-handles.png"))
    # Saved, the command line rests a release next to it there (docs/concepts.md: settle).
    page.click(f'[data-stretchy-save="{SNAPPY}"]')
    page.wait_for_function(f"() => window.stretchyStudio.edits('{SNAPPY}')['snap.positions'] === undefined")
    history = studio.history(SNAPPY)
    assert any("snap.positions" in change for change in history[-1]["changes"])
    rest = json.loads(studio.cli("snap", SNAPPY, "--offset", 0.65 * E - 2, "--format", "json").stdout)["rest"]
    assert rest == pytest.approx(0.65 * E, abs=1e-9)
    assert page.errors == []


def test_snap_handles_appear_when_snapping_is_turned_on(studio, new_page):
    page = open_studio(new_page, studio)
    assert handles(page, "sticky-utah").count() == 0 or not handles(page, "sticky-utah").first.is_visible()
    page.select_option('[data-stretchy-controls="sticky-utah"] [data-stretchy-key="snap.mode"]', "immediately")
    # No positions given: 0 and 1 (docs/format.md#preset-keys), at offsets 0 and 300 − 120.
    assert handles(page, "sticky-utah").count() == 2
    plot = page.evaluate("window.stretchy.plot('sticky-utah')")
    xs = [handles(page, "sticky-utah").nth(i).evaluate("h => h.offsetLeft + h.offsetWidth / 2") for i in range(2)]
    for x, offset in zip(xs, (0, 180)):
        assert abs(x - (plot[0] + (offset - plot[4]) / (plot[5] - plot[4]) * (plot[1] - plot[0]))) <= 1.0


def test_a_tracks_bezier_handles_and_keyframes_are_dragged(studio, new_page, artifacts):
    page = open_studio(new_page, studio)
    name, key = TRACKS, "tracks.title.opacity"
    editor = page.locator(f'[data-stretchy-controls="{name}"] [data-studio-curve="{key}"]')
    assert editor.count() == 1
    box = editor.locator("[data-studio-easing]")
    box.scroll_into_view_if_needed()
    size = box.bounding_box()
    unit = size["width"] / BOX * (B1 - B0)  # screen pixels per unit of the easing's square
    # The first handle sits at (0.8, 0), the second at (0.8, 0.15): [0.8, 0, 0.8, 0.15].
    for n, (hx, hy) in ((1, (0.8, 0)), (2, (0.8, 0.15))):
        handle = editor.locator(f'[data-studio-bezier-handle="{n}"]').bounding_box()
        cx, cy = handle["x"] + handle["width"] / 2, handle["y"] + handle["height"] / 2
        assert abs(cx - (size["x"] + (B0 + hx * (B1 - B0)) * size["width"] / BOX)) <= 1
        assert abs(cy - (size["y"] + (B1 - hy * (B1 - B0)) * size["height"] / BOX)) <= 1
    drag(page, editor.locator('[data-studio-bezier-handle="1"]'), -0.4 * unit, -0.5 * unit)
    values = [float(v) for v in control(page, name, key + ".easing").input_value().split(",")]
    assert values == pytest.approx([0.4, 0.5, 0.8, 0.15], abs=0.02)
    # The layer follows the new curve: at progress 0.3 (offset 60 of 200), t = 0.3 / 0.6 of the
    # way from opacity 1 to 0.
    page.evaluate(f"window.stretchy.setOffset('{name}', 60)")
    opacity = next_frame(page, f"window.stretchy.layers('{name}').title.opacity")
    assert opacity == pytest.approx(1 - cubic_bezier(*values)(0.5), abs=1e-6)
    shown = next_frame(page, f"getComputedStyle(document.querySelector('[data-stretchy-header=\"{name}\"] [data-stretchy-layer=\"title\"]')).opacity")
    assert float(shown) == pytest.approx(opacity, abs=1e-3)

    # title.scale's first keyframe dragged up: the value grows by what the drag covers on the axis.
    scale = page.locator(f'[data-stretchy-controls="{name}"] [data-studio-curve="tracks.title.scale"]')
    graph = scale.locator("[data-studio-keyframes]")
    graph.scroll_into_view_if_needed()
    g = graph.bounding_box()
    lo, hi = 1.0, 1.5  # the axis spans the values the track takes, no more (docs/studio.md)
    per_px = (hi - lo) / (BOTTOM - TOP) * W / g["width"]  # value per screen pixel
    drag(page, scale.locator("[data-studio-keyframe]").nth(0), 0, -20)
    frames = [tuple(map(float, pair.split(":"))) for pair in control(page, name, "tracks.title.scale").input_value().split(",")]
    assert frames[0][0] == 0 and frames[1] == (1, 1)
    assert frames[0][1] == pytest.approx(1.5 + 20 * per_px, abs=0.015)
    page.evaluate(f"window.stretchy.setOffset('{name}', 0)")
    assert next_frame(page, f"window.stretchy.layers('{name}').title.scale") == pytest.approx(frames[0][1], abs=1e-9)
    # The point's tooltip, out of it during the drag, is back and names its new place.
    at, value = control(page, name, "tracks.title.scale").input_value().split(",")[0].split(":")
    tips = scale.locator("[data-studio-keyframe]").nth(0).locator("title")
    assert tips.count() == 1
    assert tips.text_content() == f"at {at}, value {value}: drag to move, double-click to remove"
    # Double-click on the curve adds a keyframe there, on the curve (easeInOut between them).
    x = g["x"] + (LEFT + 0.5 * (RIGHT - LEFT)) * g["width"] / W
    page.mouse.dblclick(x, g["y"] + g["height"] / 2)
    frames = [tuple(map(float, pair.split(":"))) for pair in control(page, name, "tracks.title.scale").input_value().split(",")]
    assert len(frames) == 3 and frames[1][0] == pytest.approx(0.5, abs=0.011)
    t = frames[1][0]
    expected = frames[0][1] + (1 - frames[0][1]) * cubic_bezier(0.42, 0, 0.58, 1)(t)
    assert frames[1][1] == pytest.approx(expected, abs=0.006)
    editor.screenshot(path=str(artifacts / "studio-easing-editor.png"))
    scale.screenshot(path=str(artifacts / "studio-keyframes-editor.png"))
    # Double-click on a keyframe removes it.
    scale.locator("[data-studio-keyframe]").nth(1).dblclick()
    assert len(control(page, name, "tracks.title.scale").input_value().split(",")) == 2
    assert page.errors == []


def test_a_track_added_on_the_page_moves_its_layer_and_survives_a_reload(studio, new_page, artifacts):
    page = open_studio(new_page, studio)
    name = "sticky-utah"
    panel = f'[data-stretchy-controls="{name}"]'
    page.fill(panel + " [data-studio-new-layer]", "title")
    page.select_option(panel + " [data-studio-new-property]", "scale")
    page.click(panel + " [data-studio-add]")
    assert control(page, name, "tracks.title.scale").input_value() == "0:1,1:0.8"
    assert control(page, name, "tracks.title.scale.easing").input_value() == "linear"
    assert "tracks.title.scale=0:1,1:0.8" in page.evaluate(f"window.stretchyStudio.command('{name}')")
    # Halfway (offset 90 of 300 − 120), the title is at 0.9 of its size.
    page.evaluate(f"window.stretchy.setOffset('{name}', 90)")
    assert next_frame(page, f"window.stretchy.layers('{name}').title.scale") == pytest.approx(0.9, abs=1e-9)
    assert page.locator(f'.studio-column:has({panel}) [data-studio-curve="tracks.title.scale"]').count() == 1
    # A typo of a layer the preset has gets the command line's message and is not applied.
    page.fill(panel + " [data-studio-new-layer]", "titel")
    page.select_option(panel + " [data-studio-new-property]", "opacity")
    page.click(panel + " [data-studio-add]")
    assert "did you mean" in error_text(page, name, "tracks.titel.opacity")
    assert "titel" not in page.evaluate(f"window.stretchyStudio.command('{name}')")
    # Unsaved, the new track comes back with a reload.
    page.reload()
    page.wait_for_function("() => window.stretchyStudio && window.stretchy")
    assert control(page, name, "tracks.title.scale").input_value() == "0:1,1:0.8"
    assert page.evaluate(f"window.stretchyStudio.edits('{name}')")["tracks.title.scale"] == "0:1,1:0.8"
    page.locator(f".studio-column:has({panel}) [data-group=tracks]").screenshot(path=str(artifacts / "studio-added-track.png"))
    # Saved, it is a revision the command line shows.
    before = len(studio.history(name))
    page.click(f'[data-stretchy-save="{name}"]')
    page.wait_for_function(f"() => window.stretchyStudio.edits('{name}')['tracks.title.scale'] === undefined")
    assert len(studio.history(name)) == before + 1
    shown = json.loads(studio.cli("export", name).stdout)
    document = shown["presets"][0] if "presets" in shown else shown
    assert {"layer": "title", "property": "scale", "input": "progress", "easing": "linear",
            "keyframes": [{"at": 0, "value": 1}, {"at": 1, "value": 0.8}]} in [
        {**{"input": "progress", "easing": "linear"}, **t} for t in document["tracks"]]
    assert page.errors == []


# Every XMLHttpRequest the page opens, with whether it waits for the answer (`async` false).
RECORD_REQUESTS = """(() => {
  const open = XMLHttpRequest.prototype.open;
  window.requestLog = [];
  XMLHttpRequest.prototype.open = function (method, url, async) {
    window.requestLog.push({ url: String(url), waits: async === false });
    return open.apply(this, arguments);
  };
})()"""


def test_a_drag_is_drawn_without_waiting_and_the_studio_still_decides(studio, new_page):
    """A drag's moves are drawn in their own frame, so the page never waits for the studio while
    one runs; the studio's answer still decides: a refused value shows the command line's own
    message and the page shows what a save would store, every edit but the refused one, as for a
    typed value (docs/studio.md#on-the-chart-and-the-curves)."""
    fresh = new_page()
    fresh.add_init_script(RECORD_REQUESTS)
    page = open_studio(lambda: fresh, studio)
    name, key = TRACKS, "tracks.title.opacity"
    curve = page.locator(f'[data-stretchy-controls="{name}"] [data-studio-curve="{key}"]')
    graph = curve.locator("[data-studio-keyframes]")
    graph.scroll_into_view_if_needed()
    g = graph.bounding_box()
    per_px = (1 - 0) / (BOTTOM - TOP) * W / g["width"]  # opacity's axis is always 0 to 1
    start = [tuple(map(float, pair.split(":"))) for pair in control(page, name, key).input_value().split(",")]
    assert start[0] == (0, 1)

    # Down 20 px: opacity 1 − 20 px's worth, checked in the background only.
    page.evaluate("() => { window.requestLog = []; }")
    # The studio is asked once the drag pauses, not once per move: fewer checks than the eight moves.
    drag(page, curve.locator("[data-studio-keyframe]").nth(0), 0, 20, steps=8)
    page.wait_for_function("() => window.requestLog.some(r => r.url.startsWith('/api/check'))")
    page.wait_for_timeout(200)
    checks = page.evaluate("() => window.requestLog.filter(r => r.url.startsWith('/api/check'))")
    assert 1 <= len(checks) < 8 and not any(check["waits"] for check in checks)
    text = control(page, name, key).input_value()
    value = float(text.split(",")[0].split(":")[1])
    assert value == pytest.approx(1 - 20 * per_px, abs=0.015)
    command = page.locator(f'[data-stretchy-controls="{name}"] [data-studio-command]')
    page.wait_for_function("([el, word]) => el.textContent.includes(word)", arg=[command.element_handle(), f"{key}={text}"])
    assert error_text(page, name, key) == ""
    page.evaluate(f"window.stretchy.setOffset('{name}', 0)")
    assert next_frame(page, f"window.stretchy.layers('{name}').title.opacity") == pytest.approx(value, abs=1e-9)

    # Up past the top of the axis: an opacity over 1, which `edit` refuses with its message.
    drag(page, curve.locator("[data-studio-keyframe]").nth(0), 0, -60, steps=8)
    refused = control(page, name, key).input_value()
    assert float(refused.split(",")[0].split(":")[1]) > 1
    page.wait_for_function("([el]) => el.textContent !== ''",
                           arg=[page.locator(f'[data-stretchy-controls="{name}"] [data-stretchy-error="{key}"]').element_handle()])
    assert error_text(page, name, key) == cli_message(studio, "edit", name, f"{key}={refused}")
    assert "invalid" in control(page, name, key).get_attribute("class")
    assert next_frame(page, f"window.stretchy.layers('{name}').title.opacity") == pytest.approx(start[0][1], abs=1e-9)
    assert f"{key}=" not in command.text_content()
    assert page.errors == []


def test_a_keyframe_drags_moves_are_laid_out_in_their_frames(studio, new_page):
    """Each move of a keyframe point is laid out once, in the frame that draws it, as a bezier
    handle's is: nothing the browser does after the move's event (its tooltip under the pointer)
    lays the page out before the frame's callbacks run. Read from Chromium's timeline."""
    page = open_studio(new_page, studio)
    point = page.locator(f'[data-stretchy-controls="{TRACKS}"] [data-studio-curve="tracks.title.opacity"] [data-studio-keyframe]').nth(1)
    point.scroll_into_view_if_needed()
    box = point.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    session = page.context.new_cdp_session(page)
    events, done = [], []
    session.on("Tracing.dataCollected", lambda data: events.extend(data["value"]))
    session.on("Tracing.tracingComplete", lambda _: done.append(True))
    page.mouse.move(x, y)
    page.mouse.down()
    session.send("Tracing.start", {"categories": "devtools.timeline", "transferMode": "ReportEvents"})
    for i in range(12):
        page.mouse.move(x, y + 2 * (i % 6 + 1))
        next_frame(page, "0")
    session.send("Tracing.end")
    for _ in range(100):
        if done:
            break
        page.wait_for_timeout(50)
    page.mouse.up()
    moves = [e for e in events if e.get("name") == "EventDispatch" and e.get("args", {}).get("data", {}).get("type") == "pointermove"]
    assert len(moves) >= 10
    thread = (moves[0]["pid"], moves[0]["tid"])
    timeline = sorted((e["ts"], e["name"]) for e in events if (e.get("pid"), e.get("tid")) == thread and e.get("ph") == "X"
                      and e["name"] in ("EventDispatch", "FireAnimationFrame", "Layout"))
    early = 0
    for move in moves:
        after = [name for ts, name in timeline if ts > move["ts"] + move["dur"]]
        frame = after.index("FireAnimationFrame") if "FireAnimationFrame" in after else len(after)
        early += "Layout" in after[:frame]
    assert early == 0, f"{early} of {len(moves)} moves laid the page out before their frame"
    assert page.errors == []
