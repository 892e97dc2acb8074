"""The Reduce Motion and text-size toggles of `stretchy preview` and `stretchy studio`
(docs/accessibility.md#in-the-preview-and-the-studio), in headless Chromium.

Every expected number is worked by hand below from docs/preview.md's frame (shrink, no damping:
height = H - y, progress = y / (H - h)), docs/tracks.md (a linear track) and
docs/accessibility.md (H_c = max(h, H + k * (size(style, c) / size(style, large) - 1))), never
from the page's JavaScript.
"""
import json
import subprocess

import pytest
from test_preview import TOLERANCE
from test_studio import Studio

NAME = "toggle-hero"
PLAIN = "toggle-plain"
# H 300, h 100, shrink, parallax 0.5, the title scaling 1.5 -> 1 with progress; body text taking
# 60 pt of the height. With Reduce Motion: no parallax, the title held at 1.
HERO = {
    "name": NAME, "minHeight": 100, "maxHeight": 300, "collapse": "shrink", "damping": 0,
    "snap": {"mode": "disabled", "positions": [], "initialPosition": 0},
    "motion": {"parallax": 0.5},
    "tracks": [{"layer": "title", "property": "scale", "input": "progress", "easing": "linear",
                "keyframes": [{"at": 0, "value": 1.5}, {"at": 1, "value": 1}]}],
    "dynamicType": {"textStyle": "body", "scaledHeight": 60},
    "reducedMotion": {"motion": {"parallax": 0},
                      "tracks": [{"layer": "title", "property": "scale", "keyframes": [{"at": 0, "value": 1}]}]},
}
PLAIN_PRESET = {"name": PLAIN, "minHeight": 120, "maxHeight": 280, "collapse": "shrink", "damping": 0,
                "snap": {"mode": "disabled", "positions": [], "initialPosition": 0}}

# At y = 100: progress 100 / 200 = 0.5, height 300 - 100 = 200; the title's scale
# 1.5 + (1 - 1.5) * 0.5 = 1.25; the backdrop moves -parallax * progress * E = -0.5 * 0.5 * 200 = -50.
Y = 100
SCALE, BACKDROP = 1.25, -50.0
# ax5: body is 53 pt against 17 at large, so H_c = 300 + 60 * (53 / 17 - 1) = 427.0588...
H_AX5 = 300 + 60 * (53 / 17 - 1)

DRAWN = """
(name) => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(() => {
  const scroller = document.querySelector(`[data-stretchy-scroller="${name}"]`);
  const header = document.querySelector(`[data-stretchy-header="${name}"]`);
  const title = header.querySelector('[data-stretchy-layer="title"]');
  const backdrop = header.querySelector('.backdrop');
  const s = scroller.getBoundingClientRect(), h = header.getBoundingClientRect();
  const scale = new DOMMatrixReadOnly(getComputedStyle(title).transform);
  const moved = new DOMMatrixReadOnly(getComputedStyle(backdrop).transform);
  const note = document.querySelector(`section[data-preset="${name}"] [data-stretchy-a11y]`);
  resolve({top: h.top - (s.top + scroller.clientTop), height: h.height, scale: scale.a, backdrop: moved.f,
           reduce: document.querySelector('[data-toggle="reduced-motion"]').checked,
           size: document.querySelector('[data-toggle="text-size"]').value,
           note: note.hidden ? "" : note.textContent});
})))
"""


@pytest.fixture(scope="module")
def toggles_db(stretchy_binary, tmp_path_factory):
    folder = tmp_path_factory.mktemp("toggles-db")
    db = folder / "presets.sqlite"
    document = folder / "toggles.json"
    document.write_text(json.dumps({"format": "stretchy-presets", "version": 1, "presets": [HERO, PLAIN_PRESET]}))
    subprocess.run([str(stretchy_binary), "--db", str(db), "import", str(document)], check=True, capture_output=True)
    return db


def preview(stretchy_binary, db, folder, *args):
    path = folder / (("-".join(a.strip("-") for a in args) or "page") + ".html")
    subprocess.run([str(stretchy_binary), "--db", str(db), "preview", NAME, PLAIN, "--output", str(path), *args],
                   check=True, capture_output=True)
    return path


def open_page(new_page, url, **options):
    page = new_page(**options)
    page.console = []
    page.on("console", lambda message: page.console.append(message.text))
    page.on("pageerror", lambda error: page.console.append(str(error)))
    page.goto(url)
    page.wait_for_function("window.stretchy && window.stretchy.presets.length > 0")
    return page


def drawn_at(page, name, y):
    page.evaluate("([name, y]) => window.stretchy.setOffset(name, y)", [name, y])
    return page.evaluate(DRAWN, name)


def test_reduce_motion_swaps_in_the_variant(stretchy_binary, toggles_db, tmp_path, new_page, artifacts):
    page = open_page(new_page, preview(stretchy_binary, toggles_db, tmp_path).as_uri())
    before = drawn_at(page, NAME, Y)
    assert not before["reduce"] and before["note"] == ""
    assert abs(before["height"] - 200) <= TOLERANCE and abs(before["top"]) <= TOLERANCE
    assert abs(before["scale"] - SCALE) <= 0.01, before
    assert abs(before["backdrop"] - BACKDROP) <= TOLERANCE, before
    page.screenshot(path=str(artifacts / "toggles-motion-off.png"))
    page.locator('[data-toggle="reduced-motion"]').check()
    after = drawn_at(page, NAME, Y)
    # The variant: same frame, the title held at 1, the background still.
    assert after["reduce"] and abs(after["height"] - 200) <= TOLERANCE
    assert abs(after["scale"] - 1) <= 0.01 and abs(after["backdrop"]) <= TOLERANCE, after
    assert after["note"] == "Reduce Motion: reducedMotion applied"
    # A preset without reducedMotion is its own variant, and says so.
    assert page.evaluate(DRAWN, PLAIN)["note"] == "no reducedMotion: unchanged"
    page.screenshot(path=str(artifacts / "toggles-motion-on.png"))
    page.locator('[data-toggle="reduced-motion"]').uncheck()
    again = drawn_at(page, NAME, Y)
    assert abs(again["scale"] - SCALE) <= 0.01 and abs(again["backdrop"] - BACKDROP) <= TOLERANCE
    assert page.console == []


def test_prefers_reduced_motion_starts_in_reduce_motion(stretchy_binary, toggles_db, tmp_path, new_page):
    path = preview(stretchy_binary, toggles_db, tmp_path)
    page = open_page(new_page, path.as_uri(), reduced_motion="reduce")
    drawn = drawn_at(page, NAME, Y)
    assert drawn["reduce"] and abs(drawn["scale"] - 1) <= 0.01 and abs(drawn["backdrop"]) <= TOLERANCE, drawn
    # Without the browser's setting the page starts as the preset is...
    plain = open_page(new_page, path.as_uri(), reduced_motion="no-preference")
    assert not drawn_at(plain, NAME, Y)["reduce"]
    # ...unless --reduce-motion says otherwise.
    flagged = open_page(new_page, preview(stretchy_binary, toggles_db, tmp_path, "--reduce-motion").as_uri(),
                        reduced_motion="no-preference")
    drawn = drawn_at(flagged, NAME, Y)
    assert drawn["reduce"] and abs(drawn["scale"] - 1) <= 0.01, drawn
    assert page.console == [] and plain.console == [] and flagged.console == []


def test_text_size_grows_the_header_to_h_c(stretchy_binary, toggles_db, tmp_path, new_page, artifacts):
    page = open_page(new_page, preview(stretchy_binary, toggles_db, tmp_path).as_uri())
    assert abs(drawn_at(page, NAME, 0)["height"] - 300) <= TOLERANCE
    page.locator('[data-toggle="text-size"]').select_option("ax5")
    grown = drawn_at(page, NAME, 0)
    assert abs(grown["height"] - H_AX5) <= TOLERANCE, grown
    assert grown["note"] == "text size ax5: maxHeight 300 → 427.06"
    # Shrinking by y keeps h: at y = 100 the header is H_c - 100 tall.
    assert abs(drawn_at(page, NAME, Y)["height"] - (H_AX5 - Y)) <= TOLERANCE
    # Without dynamicType the header keeps H (280).
    plain = drawn_at(page, PLAIN, 0)
    assert abs(plain["height"] - 280) <= TOLERANCE and plain["note"] == "no dynamicType: unchanged at ax5"
    page.screenshot(path=str(artifacts / "toggles-text-ax5.png"))
    # xSmall: body 14 pt, H_c = 300 + 60 * (14 / 17 - 1) = 289.41...
    page.locator('[data-toggle="text-size"]').select_option("xSmall")
    assert abs(drawn_at(page, NAME, 0)["height"] - (300 + 60 * (14 / 17 - 1))) <= TOLERANCE
    # --text-size starts the page there.
    started = open_page(new_page, preview(stretchy_binary, toggles_db, tmp_path, "--text-size", "ax5").as_uri())
    drawn = drawn_at(started, NAME, 0)
    assert drawn["size"] == "ax5" and abs(drawn["height"] - H_AX5) <= TOLERANCE
    assert page.console == [] and started.console == []


def test_toggles_are_reached_by_tab_and_named(stretchy_binary, toggles_db, tmp_path, new_page):
    page = open_page(new_page, preview(stretchy_binary, toggles_db, tmp_path).as_uri())
    reached = []
    for _ in range(6):
        page.keyboard.press("Tab")
        reached.append(page.evaluate("document.activeElement.getAttribute('data-toggle')"))
    assert reached[:2] == ["reduced-motion", "text-size"], reached
    snapshot = page.locator("header.toolbar").aria_snapshot()
    assert '- checkbox "Reduce Motion"' in snapshot, snapshot
    assert '- combobox "Text size"' in snapshot, snapshot
    # Space flips the focused checkbox: the keyboard alone switches it.
    page.locator('[data-toggle="reduced-motion"]').focus()
    page.keyboard.press("Space")
    assert drawn_at(page, NAME, Y)["reduce"]
    assert page.console == []


def test_studio_toggles_and_reduced_motion_rows(stretchy_binary, toggles_db, new_page, artifacts):
    studio = Studio(stretchy_binary, toggles_db).start(NAME, "--reduce-motion", "--text-size", "ax5")
    try:
        page = open_page(new_page, studio.url)
        page.wait_for_function("() => window.stretchyStudio")
        drawn = drawn_at(page, NAME, 0)
        assert drawn["reduce"] and drawn["size"] == "ax5"
        assert abs(drawn["height"] - H_AX5) <= TOLERANCE, drawn
        controls = f'[data-stretchy-controls="{NAME}"]'
        # The groups as the key table has them (docs/format.md): each title once, dynamicType and
        # reducedMotion together under accessibility, a group a screen reader names by its title.
        legends = page.eval_on_selector_all(f"{controls} fieldset > legend", "ls => ls.map(l => l.textContent)")
        assert legends == ["preset", "snap", "motion", "tracks", "accessibility"]
        assert len(set(legends)) == len(legends)
        group = page.locator(controls).get_by_role("group", name="accessibility", exact=True)
        assert group.count() == 1
        assert [group.locator(f'[data-stretchy-key="{key}"]').count() for key in (
            "dynamicType", "dynamicType.textStyle", "dynamicType.scaledHeight", "reducedMotion",
            "reducedMotion.motion.parallax", "reducedMotion.tracks.title.scale")] == [1] * 6
        parallax = page.locator(f'{controls} [data-stretchy-key="reducedMotion.motion.parallax"]')
        assert parallax.input_value() == "0"
        assert page.locator(f'{controls} [data-stretchy-key="reducedMotion"]').input_value() == ""
        # An edit of the variant's key shows at once with Reduce Motion on, and saves as one revision.
        assert abs(drawn_at(page, NAME, Y)["backdrop"]) <= TOLERANCE
        parallax.fill("0.25")
        page.wait_for_function("""() => {
          const b = document.querySelector('[data-stretchy-header="toggle-hero"] .backdrop');
          return Math.abs(new DOMMatrixReadOnly(getComputedStyle(b).transform).f) > 1; }""")
        # y = 100 at ax5: E = 327.06, progress = 100 / E, the backdrop at -0.25 * progress * E = -25.
        assert abs(drawn_at(page, NAME, Y)["backdrop"] - (-25)) <= TOLERANCE
        before = len(studio.history(NAME))
        page.locator(f'[data-stretchy-save="{NAME}"]').click()
        page.wait_for_function(f"""() => document.querySelector('{controls} [data-studio-revision]').textContent
                                   === 'revision {before + 1}'""")
        history = studio.history(NAME)
        assert len(history) == before + 1
        shown = studio.cli("show", NAME).stdout
        assert "reducedMotion.motion.parallax" in shown and "0.25" in shown
        page.screenshot(path=str(artifacts / "toggles-studio.png"), full_page=True)
        # Snap handles sit on the chart drawn at ax5: position 1 at E_c = H_c - h = 327.06.
        control = f'{controls} [data-stretchy-key="snap.mode"]'
        page.select_option(control, "immediately")
        page.wait_for_function("""() => document.querySelectorAll('[data-studio-snap-handles] [aria-label]').length === 2
                                   && !document.querySelector('[data-studio-snap-handles]').hidden""")
        at = page.evaluate("""(name) => {
          const plot = window.stretchy.plot(name);
          const handle = document.querySelectorAll('[data-studio-snap-handles] [aria-label]')[1];
          return {left: parseFloat(handle.style.left) + 6, x: plot[0] + (%r - plot[4]) / (plot[5] - plot[4]) * (plot[1] - plot[0])};
        }""" % (H_AX5 - 100), NAME)
        assert abs(at["left"] - at["x"]) <= 0.5, at
        # A key reducedMotion did not set gets its control: maxHeight 250 with Reduce Motion, so at
        # ax5 the header is 250 + 60 * (53 / 17 - 1) = 377.06 tall at rest.
        page.fill(f'{controls} [data-studio-new-reduced]', "maxHeight")
        page.click(f'{controls} [data-studio-add-reduced-key]')
        added = page.locator(f'{controls} [data-stretchy-key="reducedMotion.maxHeight"]')
        assert group.locator('[data-stretchy-key="reducedMotion.maxHeight"]').count() == 1
        assert abs(drawn_at(page, NAME, 0)["height"] - H_AX5) <= TOLERANCE
        added.fill("250")
        page.wait_for_function("""() => document.querySelector('[data-stretchy-header="toggle-hero"]')
                                   .getBoundingClientRect().height < 400""")
        assert abs(drawn_at(page, NAME, 0)["height"] - (250 + 60 * (53 / 17 - 1))) <= TOLERANCE
        assert page.console == []
    finally:
        assert studio.stop() == 0


def test_studio_draws_a_toggled_states_chart_when_asked(stretchy_binary, toggles_db, new_page):
    """The studio's page holds the chart of the state it starts in only (docs/studio.md#the-json-api):
    another text size's chart is drawn by the studio when the toggle asks for it, and the default
    state's comes back from the page itself."""
    studio = Studio(stretchy_binary, toggles_db).start(NAME, "--text-size", "large")
    try:
        asked = []
        page = open_page(new_page, studio.url)
        page.on("request", lambda r: "/api/check" in r.url and asked.append(r.url.split("?", 1)[1]))
        page.wait_for_function("() => window.stretchyStudio")
        # The horizontal axis spans the offsets; at large it ends short of ax5's E_c = H_c - h.
        large = page.evaluate(f"() => window.stretchy.plot('{NAME}')")
        assert large[5] < H_AX5 - 100, large
        page.select_option('[data-toggle="text-size"]', "ax5")
        page.wait_for_function(f"() => window.stretchy.plot('{NAME}')[5] >= {H_AX5 - 100}")
        assert "reduceMotion=false&textSize=ax5" in asked, asked
        assert abs(drawn_at(page, NAME, 0)["height"] - H_AX5) <= TOLERANCE
        page.select_option('[data-toggle="text-size"]', "large")
        page.wait_for_function(f"() => window.stretchy.plot('{NAME}')[5] === {large[5]}")
        assert asked.count("reduceMotion=false&textSize=ax5") == 1
        # The way back to the preset's own chart asks nothing: the page has it.
        assert not any("textSize=large" in query for query in asked), asked
        assert page.console == []
    finally:
        assert studio.stop() == 0
