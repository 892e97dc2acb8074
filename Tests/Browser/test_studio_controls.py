"""The studio's controls as a designer and a keyboard user meet them (docs/studio.md#the-controls):
every control shows the preset's value (groups and tracks included, a key without one reads
`none` with its slider off), labels wrap only after their dots, a curve's axis spans the values
its track takes; Tab reaches every control, arrow keys nudge numbers, and every control and
handle has an accessible name (the handles follow the ARIA slider pattern), read from
Playwright's accessibility snapshot.
"""
import json

import pytest

from conftest import GENERATED_PRESETS
from test_studio import Studio, control, open_studio

TRACKS = "gen-tracks"               # 100 → 300 pt, six tracks, no shadow, default motion
SNAPPY = "gen-shrink-snap-thirds"   # a shadow (threshold 200, radius 6), snap positions 0, 0.33, 0.66, 1
DAMPED = "gen-scroll-damped"        # motion customised


@pytest.fixture(scope="module")
def studio(stretchy_binary, tmp_path_factory):
    folder = tmp_path_factory.mktemp("studio-controls-db")
    db = folder / "presets.sqlite"
    document = folder / "generated.json"
    document.write_text(json.dumps({"format": "stretchy-presets", "version": 1, "presets": GENERATED_PRESETS}))
    server = Studio(stretchy_binary, db)
    server.cli("import", document)
    server.start(TRACKS, SNAPPY, DAMPED)
    yield server
    if server.process.poll() is None:
        assert server.stop() == 0


def current(page, name, key):
    return page.locator(f'[data-stretchy-controls="{name}"] [data-studio-current="{key}"]').text_content()


def slider(page, name, key):
    return page.locator(f'[data-stretchy-controls="{name}"] [data-slider-for="{key}"]')


def test_groups_and_tracks_show_what_the_preset_holds(studio, new_page):
    page = open_studio(new_page, studio)
    assert current(page, SNAPPY, "shadow") == "threshold 200, radius 6"
    assert control(page, SNAPPY, "shadow").input_value() == ""
    assert current(page, TRACKS, "tracks") == ("6 tracks: avatar.translateX, avatar.translateY, background.blur, "
                                               "scrim.opacity, title.opacity, title.scale")
    assert current(page, TRACKS, "motion") == "defaults"
    assert current(page, DAMPED, "motion").startswith("customised: frameRate 60, decelerationRate fast")
    assert "spring.dampingRatio 0.6" in current(page, DAMPED, "motion")
    # No shadow, no tracks: the field itself reads none, with nothing repeated beside it.
    assert control(page, TRACKS, "shadow").input_value() == "none"
    assert current(page, TRACKS, "shadow") == ""
    assert control(page, SNAPPY, "tracks").input_value() == "none"
    # The summary follows an edit: a shadow set through its threshold shows at once.
    page.evaluate("""() => { const el = document.querySelector('[data-stretchy-controls="gen-tracks"] [data-stretchy-key="shadow.threshold"]');
        el.value = "150"; el.dispatchEvent(new Event("input", {bubbles: true})); }""")
    assert current(page, TRACKS, "shadow") == "threshold 150, radius 8"
    assert page.errors == []


def test_a_key_without_a_value_reads_none_with_its_slider_off(studio, new_page):
    page = open_studio(new_page, studio)
    assert control(page, TRACKS, "pullTrigger").input_value() == "none"
    off = slider(page, TRACKS, "pullTrigger")
    assert "off" in off.get_attribute("class") and off.get_attribute("aria-valuetext") == "none"
    assert off.input_value() == off.get_attribute("min")  # at its low end, not parked mid-range
    # A number turns it on; none turns it off again.
    page.evaluate("""() => { const el = document.querySelector('[data-stretchy-controls="gen-tracks"] [data-stretchy-key="pullTrigger"]');
        el.value = "80"; el.dispatchEvent(new Event("input", {bubbles: true})); }""")
    assert "off" not in off.get_attribute("class") and off.input_value() == "80"
    assert off.get_attribute("aria-valuetext") is None
    page.evaluate("""() => { const el = document.querySelector('[data-stretchy-controls="gen-tracks"] [data-stretchy-key="pullTrigger"]');
        el.value = "none"; el.dispatchEvent(new Event("input", {bubbles: true})); }""")
    assert "off" in off.get_attribute("class")
    # A shadow's members without a shadow: empty, slider off.
    assert "off" in slider(page, TRACKS, "shadow.threshold").get_attribute("class")


def test_labels_wrap_only_after_their_dots(studio, new_page):
    page = open_studio(new_page, studio, "&presets=" + TRACKS)
    # Each word of each label (the text between dots) lies on one line.
    broken = page.evaluate("""() => [...document.querySelectorAll('.control label')].flatMap(label =>
        [...label.childNodes].filter(n => n.nodeType === 3 && n.textContent.replace('.', '') !== '').filter(n => {
            const range = document.createRange(); range.selectNodeContents(n);
            return new Set([...range.getClientRects()].map(r => Math.round(r.top))).size > 1;
        }).map(n => label.textContent))""")
    assert broken == []
    label = page.locator('label[for]', has_text="snap.initialPosition").first
    assert "<wbr>" in label.inner_html()
    assert page.locator(".control label").first.evaluate("l => getComputedStyle(l).overflowWrap") != "anywhere"


def test_a_curves_axis_spans_the_values_its_track_takes(studio, new_page):
    page = open_studio(new_page, studio, "&presets=" + TRACKS)
    def axis(key):
        labels = page.locator(f'[data-studio-curve="{key}"] [data-studio-keyframes] .labels text').all_text_contents()
        return float(labels[1]), float(labels[0])  # bottom, top
    assert axis("tracks.background.blur") == (0, 12)        # was -1.8 … 13.8
    assert axis("tracks.title.scale") == (1, 1.5)
    assert axis("tracks.avatar.translateY") == (-40, 0)
    assert axis("tracks.title.opacity") == (0, 1)


def test_tab_reaches_every_control_and_arrows_nudge_numbers(studio, new_page):
    page = open_studio(new_page, studio, "&presets=" + TRACKS)
    assert page.locator('[data-slider-for][tabindex="-1"]').count() == 0
    control(page, TRACKS, "maxHeight").focus()
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.getAttribute('data-slider-for')") == "maxHeight"
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.getAttribute('data-stretchy-key')") == "collapse"
    # Tab order is reading order: every field, then its slider, as the controls are laid out.
    order = page.evaluate("""() => { const els = [...document.querySelectorAll('[data-stretchy-controls] input, [data-stretchy-controls] select')];
        return els.map(e => e.tabIndex); }""")
    assert all(index == 0 for index in order)
    field = control(page, TRACKS, "maxHeight")
    field.focus()
    page.keyboard.press("ArrowUp")
    assert field.input_value() == "301"
    page.keyboard.press("Shift+ArrowUp")
    assert field.input_value() == "311"
    page.keyboard.press("ArrowDown")
    assert field.input_value() == "310"
    height = page.evaluate("""() => new Promise(r => requestAnimationFrame(() =>
        r(document.querySelector('[data-stretchy-header="gen-tracks"]').getBoundingClientRect().height)))""")
    assert abs(height - 310) <= 0.5
    assert page.evaluate("window.stretchyStudio.edits('gen-tracks')")["maxHeight"] == "310"
    damping = control(page, TRACKS, "damping")
    damping.focus()
    page.keyboard.press("ArrowUp")
    assert damping.input_value() == "0.01"
    # A name stays a name; a key without a value starts from its slider's low end (1 pt).
    rate = control(page, TRACKS, "motion.decelerationRate")
    rate.focus()
    page.keyboard.press("ArrowUp")
    assert rate.input_value() == "normal"
    trigger = control(page, TRACKS, "pullTrigger")
    trigger.focus()
    page.keyboard.press("ArrowUp")
    assert trigger.input_value() == "2"
    assert page.errors == []


def test_every_control_has_an_accessible_name(studio, new_page):
    page = open_studio(new_page, studio, "&presets=" + TRACKS)
    nameless = page.evaluate("""() => [...document.querySelectorAll(
        '[data-stretchy-controls] input, [data-stretchy-controls] select, [data-stretchy-controls] button, [role=slider], .toolbar input, .toolbar select')]
        .filter(el => !(el.labels && el.labels.length) && !el.getAttribute('aria-label') && !el.textContent.trim())
        .map(el => el.outerHTML.slice(0, 80))""")
    assert nameless == []
    tree = page.locator('[data-stretchy-controls="gen-tracks"]').aria_snapshot()
    for line in ('textbox "maxHeight"', 'slider "maxHeight slider"', 'combobox "collapse"',
                 'textbox "tracks.title.scale"', 'slider "tracks.title.scale keyframe 1 of 2"',
                 'slider "tracks.title.scale.easing bezier handle 1"'):
        assert line in tree, f"{line} not in\n{tree}"


def test_handles_follow_the_aria_slider_pattern(studio, new_page, artifacts):
    page = open_studio(new_page, studio, "&presets=" + SNAPPY + "," + TRACKS)
    chart = page.locator(f'section[data-preset="{SNAPPY}"] .chart').aria_snapshot()
    assert 'slider "snap position 2 of 4"' in chart, chart
    handle = page.locator(f'section[data-preset="{SNAPPY}"] [data-studio-snap-handle]').nth(1)
    assert handle.get_attribute("aria-valuenow") == "0.33"
    assert handle.get_attribute("aria-valuemin") == "0" and handle.get_attribute("aria-valuemax") == "1"
    handle.focus()
    page.keyboard.press("ArrowRight")
    assert control(page, SNAPPY, "snap.positions").input_value() == "0,0.34,0.66,1"
    assert handle.get_attribute("aria-valuenow") == "0.34"
    # A keyframe: left/right move its `at`, up/down its value; the value is aria-valuenow.
    point = page.locator(f'[data-studio-curve="tracks.title.scale"] [data-studio-keyframe]').nth(0)
    assert point.get_attribute("role") == "slider"
    assert point.get_attribute("aria-valuenow") == "1.5"
    assert point.get_attribute("aria-valuetext") == "at 0 progress, value 1.5"
    point.focus()
    page.keyboard.press("ArrowUp")
    assert control(page, TRACKS, "tracks.title.scale").input_value() == "0:1.51,1:1"
    page.keyboard.press("ArrowRight")
    assert control(page, TRACKS, "tracks.title.scale").input_value() == "0.01:1.51,1:1"
    assert point.get_attribute("aria-valuenow") == "1.51"
    # A bezier handle: arrows move it by 0.01 (Shift: 0.1); easeInOut becomes its bezier.
    bezier = page.locator(f'[data-studio-curve="tracks.title.scale"] [data-studio-bezier-handle="1"]')
    assert bezier.get_attribute("role") == "slider" and bezier.get_attribute("aria-valuetext") == "x 0.42, y 0"
    bezier.focus()
    page.keyboard.press("Shift+ArrowUp")
    assert control(page, TRACKS, "tracks.title.scale.easing").input_value() == "0.42,0.1,0.58,1"
    assert bezier.get_attribute("aria-valuenow") == "0.1"
    assert page.errors == []
