"""The studio's layout for working (docs/studio.md#the-page): the phone and the chart stay in view
while the controls scroll beside them, at a laptop's, a desktop's and a tablet's size; at a phone's
width the page stacks, the phone shrinks and stays on top, and nothing scrolls sideways. Each size
leaves a screenshot in .build/browser-artifacts/ for a person to look at.
"""
import json

import pytest

from conftest import GENERATED_PRESETS
from test_studio import Studio

TRACKS = "gen-tracks"  # the longest list of controls: six tracks, each with three

SIZES = [(1280, 800), (1920, 1080), (1024, 1366), (820, 1180), (390, 844)]


@pytest.fixture(scope="module")
def studio(stretchy_binary, tmp_path_factory):
    folder = tmp_path_factory.mktemp("studio-layout-db")
    db = folder / "presets.sqlite"
    document = folder / "generated.json"
    document.write_text(json.dumps({"format": "stretchy-presets", "version": 1, "presets": GENERATED_PRESETS}))
    server = Studio(stretchy_binary, db)
    server.cli("import", document)
    server.start(TRACKS)
    yield server
    if server.process.poll() is None:
        assert server.stop() == 0


def inside(page, selector):
    """The element's box against the window's: True when all of it shows."""
    return page.evaluate("""selector => new Promise(resolve => requestAnimationFrame(() => {
        const r = document.querySelector(selector).getBoundingClientRect();
        resolve(r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5);
    }))""", selector)


@pytest.mark.parametrize("width,height", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_header_stays_in_view_while_the_controls_are_focused(studio, new_page, artifacts, width, height):
    page = new_page(viewport={"width": width, "height": height})
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(studio.url)
    page.wait_for_function("() => window.stretchyStudio && window.stretchy")
    controls = page.locator(f'[data-stretchy-controls="{TRACKS}"] [data-stretchy-key]')
    count = controls.count()
    assert count > 30
    header = f'[data-stretchy-header="{TRACKS}"]'
    for index, where in ((0, "first"), (count // 2, "middle"), (count - 1, "last")):
        controls.nth(index).focus()
        assert inside(page, f'[data-stretchy-controls="{TRACKS}"] [data-stretchy-key]:focus'), where
        assert inside(page, header), f"{width}x{height}: the header left the window with the {where} control focused"
        if width >= 1270:
            # Wide enough for the chart beside the phone: it stays in view too.
            assert inside(page, f'section[data-preset="{TRACKS}"] .chart svg'), f"{width}x{height}: chart, {where}"
        page.screenshot(path=str(artifacts / f"studio-layout-{width}x{height}-{where}.png"))
    scroll = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert scroll[0] <= scroll[1], f"{width}x{height} scrolls sideways: {scroll}"
    assert errors == []


def test_at_a_phones_width_the_page_stacks_without_scrolling_sideways(studio, new_page, artifacts):
    page = new_page(viewport={"width": 390, "height": 844})
    page.goto(studio.url + "&presets=sticky-utah," + TRACKS)
    page.wait_for_function("() => window.stretchyStudio && window.stretchy")
    widths = page.evaluate("""() => [document.documentElement.scrollWidth, document.documentElement.clientWidth,
        ...[...document.querySelectorAll('.phone, .panel, .chart svg, .studio-controls')].map(e => e.getBoundingClientRect().right)]""")
    assert widths[0] <= widths[1] and max(widths[2:]) <= 390.5, widths
    page.screenshot(path=str(artifacts / "studio-layout-390x844-two-presets.png"), full_page=True)
