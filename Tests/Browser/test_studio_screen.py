"""The screen in `stretchy studio` (docs/screen.md, docs/studio.md): the same drawing as the
preview (the strip at accessoryTop, the header under the status bar), controls for safeArea and
accessory.*, and the strip's height dragged on the phone. Expected positions are worked by hand
from docs/screen.md's formulas.
"""
import pytest

from test_studio import Studio, control, open_studio

PROFILE = "profile-pinned-tabs"   # H 130, h 44, a 150, t 48, safeArea added; the studio's phone: 47 pt status bar

STRIP = """
(name) => new Promise(resolve => requestAnimationFrame(() => {
  const scroller = document.querySelector(`[data-stretchy-scroller="${name}"]`);
  const strip = document.querySelector(`[data-stretchy-accessory="${name}"]`);
  const s = scroller.getBoundingClientRect(), a = strip.getBoundingClientRect();
  const bar = scroller.closest('.phone').querySelector('.status-bar').getBoundingClientRect();
  resolve({top: a.top - (s.top + scroller.clientTop), height: a.height, scrollerTop: s.top - bar.top});
}))
"""


@pytest.fixture(scope="module")
def studio(stretchy_binary, tmp_path_factory):
    server = Studio(stretchy_binary, tmp_path_factory.mktemp("studio-screen-db") / "presets.sqlite")
    server.cli("list")
    server.start(PROFILE)
    yield server
    if server.process.poll() is None:
        assert server.stop() == 0


def type_into(page, key, text):
    page.evaluate("""([name, key, text]) => {
        const el = document.querySelector(`[data-stretchy-controls="${name}"] [data-stretchy-key="${key}"]`);
        el.value = text; el.dispatchEvent(new Event("input", {bubbles: true})); }""", [PROFILE, key, text])


def strip_at(page, y, expected):
    page.evaluate("([name, y]) => window.stretchy.setOffset(name, y)", [PROFILE, y])
    page.wait_for_function("""([name, top]) => {
        const scroller = document.querySelector(`[data-stretchy-scroller="${name}"]`);
        const strip = document.querySelector(`[data-stretchy-accessory="${name}"]`);
        return strip && Math.abs(strip.getBoundingClientRect().top - scroller.getBoundingClientRect().top - top) <= 0.5;
    }""", arg=[PROFILE, expected], timeout=5000)
    return page.evaluate(STRIP, PROFILE)


def test_the_screen_keys_have_controls_and_move_the_strip(studio, new_page, artifacts):
    page = open_studio(new_page, studio)
    assert [control(page, PROFILE, key).input_value()
            for key in ("safeArea", "accessory.height", "accessory.offset", "accessory.behavior")] == \
        ["added", "48", "150", "pinned"]
    # At rest: H' + a = 130 + 47 + 150; pinned from P = 86 + 150 on, under h' = 44 + 47.
    assert strip_at(page, 0, 327)["scrollerTop"] == 0   # the header runs under the status bar
    strip_at(page, 400, 91)
    # accessory.offset 100: 130 + 47 + 100 at rest.
    type_into(page, "accessory.offset", "100")
    strip_at(page, 0, 277)
    # safeArea below: under the status bar again, s no longer added: 130 + 100.
    type_into(page, "safeArea", "below")
    assert strip_at(page, 0, 230)["scrollerTop"] == 47
    page.locator(f'section.preset[data-preset="{PROFILE}"] .phone').screenshot(path=str(artifacts / "studio-screen.png"))
    assert page.errors == []


def test_the_strips_height_drags_on_the_phone(studio, new_page):
    page = open_studio(new_page, studio)
    strip_at(page, 0, 327)
    grip = page.locator(f'[data-stretchy-accessory="{PROFILE}"] [data-stretchy-grip]')
    box = grip.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x, y + 10)
    page.mouse.move(x, y + 20)
    page.mouse.up()
    assert control(page, PROFILE, "accessory.height").input_value() == "68"
    page.wait_for_function("""(name) => Math.abs(document.querySelector(`[data-stretchy-accessory="${name}"]`)
        .getBoundingClientRect().height - 68) <= 0.5""", arg=PROFILE, timeout=5000)
    # The drag moved the strip's height, not the scroll.
    assert page.evaluate("(name) => window.stretchy.offset(name)", PROFILE) == 0
    assert page.errors == []
