"""The screen in `stretchy preview` (docs/screen.md), in headless Chromium: the device's status bar
over a header that includes or adds the safe area, the accessory strip at the frame's
accessoryTop, and three tabs whose pages switch by the rule of docs/screen.md#pages.

Expected values come from the real binary (`stretchy eval`, `snap --page-switch`) and from the
formulas worked by hand below, never from the page's JavaScript.
"""
import pytest
from test_preview import MEASURE, TOLERANCE, check_header, frames_at  # noqa: F401

PROFILE = "profile-pinned-tabs"  # H 130, h 44, a 150, t 48, collapse scroll, safeArea added
STATUS = 47                       # the preview's default phone: 390 x 844, safe-area top 47
P = 130 - 44 + 150                # the pin offset E + a = 236

# The strip's border box relative to the scroller's client box, after the next frame, and the
# scroller's scrollTop.
STRIP = """
(name) => new Promise(resolve => requestAnimationFrame(() => {
  const scroller = document.querySelector(`[data-stretchy-scroller="${name}"]`);
  const strip = document.querySelector(`[data-stretchy-accessory="${name}"]`);
  const s = scroller.getBoundingClientRect(), a = strip.getBoundingClientRect();
  resolve({top: a.top - (s.top + scroller.clientTop), height: a.height, scrollTop: scroller.scrollTop,
           offset: window.stretchy.offset(name), page: window.stretchy.page(name),
           rows: scroller.querySelector('.rows').getBoundingClientRect().height,
           viewport: scroller.clientHeight,
           selected: [...strip.querySelectorAll('[data-stretchy-tab]')].map(t => t.getAttribute('aria-selected'))});
}))
"""


@pytest.fixture(scope="module")
def profile_page(stretchy, tmp_path_factory):
    path = tmp_path_factory.mktemp("screen") / "profile.html"
    stretchy("preview", PROFILE, "--output", path)
    return path


def open_profile(new_page, path):
    page = new_page()
    page.goto(path.as_uri())
    page.wait_for_function("window.stretchy && window.stretchy.presets.length > 0")
    return page


def accessory_tops(stretchy_json, offsets):
    rows = stretchy_json("eval", PROFILE, "--at", ",".join(repr(float(y)) for y in offsets), "--safe-area-top", str(STATUS))
    return {row["offset"]: row for row in rows}


def test_strip_sits_at_accessory_top_and_the_header_runs_under_the_status_bar(profile_page, new_page, stretchy_json,
                                                                              artifacts):
    page = open_profile(new_page, profile_page)
    offsets = [0, 40, 86, 150, P - 1, P, P + 0.5, 300, 700]
    measured = []
    for y in offsets:
        page.evaluate("([name, y]) => window.stretchy.setOffset(name, y)", [PROFILE, y])
        measured.append((page.evaluate(STRIP, PROFILE), page.evaluate(MEASURE, PROFILE)))
    frames = accessory_tops(stretchy_json, offsets)
    for y, (strip, header) in zip(offsets, measured):
        frame = frames[float(y)]
        assert abs(strip["top"] - frame["accessoryTop"]) <= TOLERANCE, (y, strip, frame)
        assert abs(strip["height"] - 48) <= TOLERANCE, strip
        check_header(header, frame, f"{PROFILE} at {y}")
    # By hand (docs/screen.md#the-accessory): at rest the strip is at H' + a = 130 + 47 + 150; from
    # P on it sits under the collapsed header, h' = 44 + 47; between, natural = H' + a - y.
    by_offset = {y: strip for y, (strip, _) in zip(offsets, measured)}
    assert abs(by_offset[0]["top"] - 327) <= TOLERANCE
    assert abs(by_offset[150]["top"] - 177) <= TOLERANCE
    assert abs(by_offset[P]["top"] - 91) <= TOLERANCE
    assert abs(by_offset[700]["top"] - 91) <= TOLERANCE
    assert frames[float(P)]["pinned"] is True and frames[float(P - 1)]["pinned"] is False
    # The header starts at the screen's top edge: 130 + 47 tall at rest, the status bar over it.
    page.evaluate("([name, y]) => window.stretchy.setOffset(name, y)", [PROFILE, 0])
    facts = page.evaluate("""(name) => {
      const header = document.querySelector(`[data-stretchy-header="${name}"]`).getBoundingClientRect();
      const phone = document.querySelector('.phone');
      const bar = phone.querySelector('.status-bar').getBoundingClientRect();
      const hit = document.elementFromPoint(bar.left + 20, bar.top + bar.height / 2);
      return {headerTop: header.top - phone.getBoundingClientRect().top, headerHeight: header.height,
              bars: phone.querySelectorAll('.status-bar').length, barOnTop: !!hit.closest('.status-bar')};
    }""", PROFILE)
    assert facts == {"headerTop": 0, "headerHeight": 177, "bars": 1, "barOnTop": True}
    page.evaluate("([name, y]) => window.stretchy.setOffset(name, y)", [PROFILE, 160])
    page.locator(".phone").screenshot(path=str(artifacts / "screen-profile-160.png"))


def test_tabs_switch_pages_by_the_rule(profile_page, new_page, stretchy_json, artifacts):
    page = open_profile(new_page, profile_page)

    def switch_offset(ya, yb):
        return stretchy_json("snap", PROFILE, "--page-switch", f"{ya},{yb}")["offset"]

    def click(tab):
        page.locator(f'[data-stretchy-accessory="{PROFILE}"] [data-stretchy-tab="{tab}"]').click()
        return page.evaluate(STRIP, PROFILE)

    # Not pinned (100 < P): the new page shows where the old one was.
    page.evaluate("([name, y]) => window.stretchy.setOffset(name, y)", [PROFILE, 100])
    shown = click(1)
    assert shown["page"] == 1 and shown["selected"] == ["false", "true", "false"]
    assert shown["scrollTop"] == switch_offset(100, 0) == 100
    # Page 1 scrolled to 400 (pinned); back to page 0, saved at 100: max(100, P) = 236.
    page.evaluate("([name, y]) => window.stretchy.setOffset(name, y)", [PROFILE, 400])
    shown = click(0)
    assert shown["scrollTop"] == switch_offset(400, 100) == P
    frames = accessory_tops(stretchy_json, [P, 400])
    assert abs(shown["top"] - frames[float(P)]["accessoryTop"]) <= TOLERANCE, shown
    # And to page 1 again: it kept its 400.
    shown = click(1)
    assert shown["scrollTop"] == switch_offset(P, 400) == 400
    assert abs(shown["top"] - frames[400.0]["accessoryTop"]) <= TOLERANCE, shown
    page.locator(".phone").screenshot(path=str(artifacts / "screen-profile-tab-1.png"))
    # window.stretchy.selectPage: the short page 2, padded to minimumPageHeight = V - h' - t.
    page.evaluate("([name]) => window.stretchy.selectPage(name, 2)", [PROFILE])
    shown = page.evaluate(STRIP, PROFILE)
    assert shown["scrollTop"] == switch_offset(400, 0) == P
    assert shown["rows"] >= shown["viewport"] - (44 + STATUS) - 48 - TOLERANCE, shown
    # The padding lets the header collapse fully there: the furthest offset still pins the strip.
    page.evaluate("([name, y]) => window.stretchy.setOffset(name, y)", [PROFILE, 100000])
    end = page.evaluate(STRIP, PROFILE)
    assert end["offset"] >= P and abs(end["top"] - (44 + STATUS)) <= TOLERANCE, end
    page.locator(".phone").screenshot(path=str(artifacts / "screen-profile-tab-2.png"))


def test_offset_tracks_and_the_scale_anchor(profile_page, new_page):
    page = open_profile(new_page, profile_page)
    page.evaluate("([name, y]) => window.stretchy.setOffset(name, y)", [PROFILE, 170])
    m = page.evaluate(MEASURE, PROFILE)
    # title.opacity keyed to the offset: 0 at 150 pt, 1 at 190 pt, so 0.5 at 170.
    assert abs(m["layers"]["title"]["opacity"] - 0.5) <= 0.01
    # avatar.scale about [0, 1], its bottom-leading corner: transform-origin 0 and its height.
    origin = page.evaluate("""(name) => {
      const el = document.querySelector(`[data-stretchy-header="${name}"] [data-stretchy-layer="avatar"]`);
      return [getComputedStyle(el).transformOrigin, el.offsetHeight];
    }""", PROFILE)
    assert origin[0] == f"0px {origin[1]}px"
    assert abs(m["layers"]["avatar"]["scale"] - 0.6) <= 0.01      # past 86 pt: the last keyframe


@pytest.mark.parametrize("device, inset", [("iphone-15", 59), ("iphone-se", 20)])
def test_the_issue_large_title_with_the_status_bar_is_not_drawn_twice(device, inset, stretchy, tmp_path, new_page,
                                                                       artifacts):
    # The issue's case: a large title with the status bar added by hand (155/103 on an iPhone 15)
    # says so with safeArea included; the catalogue's safeArea "added" preset adds the device's own.
    stretchy("create", "large-title-safe", "--from", "ios-large-title-navigation-bar", "maxHeight=155",
             "minHeight=103", "safeArea=included", check=False)
    path = tmp_path / "large.html"
    stretchy("preview", "large-title-safe", "ios-large-title-safe-area", "--device", device, "--output", path)
    page = new_page()
    page.goto(path.as_uri())
    page.wait_for_function("window.stretchy && window.stretchy.presets.length === 2")
    boxes = page.evaluate("""() => [...document.querySelectorAll('.phone')].map(phone => {
      const header = phone.querySelector('[data-stretchy-header]').getBoundingClientRect();
      const p = phone.getBoundingClientRect(), bar = phone.querySelector('.status-bar').getBoundingClientRect();
      const hit = document.elementFromPoint(bar.left + 20, bar.top + bar.height / 2);
      return {top: header.top - p.top, bottom: header.bottom - p.top, bar: bar.height,
              bars: phone.querySelectorAll('.status-bar').length, barOnTop: !!hit.closest('.status-bar')};
    })""")
    included, added = boxes
    # Included: from the screen's top edge, 155 tall as written, not 155 below a status bar.
    assert included == {"top": 0, "bottom": 155, "bar": inset, "bars": 1, "barOnTop": True}
    # Added: 96 + the device's inset.
    assert added == {"top": 0, "bottom": 96 + inset, "bar": inset, "bars": 1, "barOnTop": True}
    page.screenshot(path=str(artifacts / f"screen-large-title-{device}.png"), full_page=True)
