"""The preview page as a newcomer sees it (docs/preview.md): phones side by side start level, every
preset's name shows whole, the chart draws the visible height, and a collapsed header whose
background fades out still shows its title."""
import base64

from test_preview import BUILT_INS, open_preview, page_file  # noqa: F401 (fixtures)

# How much of a PNG is near white (each channel above 235), sampled every 3rd pixel.
NEAR_WHITE = """
async (png) => {
  const bitmap = await createImageBitmap(await (await fetch('data:image/png;base64,' + png)).blob());
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  context.drawImage(bitmap, 0, 0);
  const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
  let white = 0, all = 0;
  for (let i = 0; i < pixels.length; i += 4 * 3) {
    all += 1;
    if (pixels[i] > 235 && pixels[i + 1] > 235 && pixels[i + 2] > 235) white += 1;
  }
  return white / all;
}
"""

# Every title layer's and heading's text: whether it is cut (wider than its box), and the
# width it takes on screen (scaled) beside the header's.
TITLES = """
() => [...document.querySelectorAll('section.preset')].map(section => {
  const header = section.querySelector('[data-stretchy-header]').getBoundingClientRect();
  const heading = section.querySelector('h2');
  return {
    preset: section.dataset.preset,
    heading: heading.scrollWidth <= heading.clientWidth,
    titles: [...section.querySelectorAll('[data-stretchy-header] .layer')]
      .filter(el => /title/.test(el.className))
      .map(el => { const box = el.getBoundingClientRect();
                   return {layer: el.dataset.stretchyLayer, whole: el.scrollWidth <= el.clientWidth,
                           left: box.left - header.left, right: header.right - box.right}; }),
  };
})
"""


def test_side_by_side_phones_start_at_the_same_height(open_preview, artifacts):
    # Summaries of very different lengths: the shortest and the longest of the catalogue.
    page = open_preview("stretchy-ios18", "flutter-sliver-app-bar-stretch", "sticky-utah")
    tops = [page.locator(f'section[data-preset="{name}"] .phone').bounding_box()["y"]
            for name in ("stretchy-ios18", "flutter-sliver-app-bar-stretch", "sticky-utah")]
    page.screenshot(path=str(artifacts / "side-by-side-level.png"))
    assert max(tops) - min(tops) <= 0.5, tops


def test_every_preset_name_shows_whole_in_its_header(open_preview):
    page = open_preview(*BUILT_INS)
    for preset in page.evaluate(TITLES):
        assert preset["heading"], preset
        assert preset["titles"], preset
        for title in preset["titles"]:
            assert title["whole"], (preset["preset"], title)
    # At its largest scale (the expanded header) the scaled title stays inside the header.
    page.evaluate("() => window.stretchy.setOffset('flutter-sliver-app-bar-stretch', 0)")
    page.wait_for_timeout(100)
    flutter = next(p for p in page.evaluate(TITLES) if p["preset"] == "flutter-sliver-app-bar-stretch")
    assert all(t["left"] >= 0 and t["right"] >= 0 for t in flutter["titles"]), flutter


def test_chart_draws_the_visible_height_so_a_scroll_preset_is_not_flat(open_preview):
    page = open_preview("stretchy-ios18")
    svg = page.locator('section[data-preset="stretchy-ios18"] .chart svg')
    assert "visible height" in svg.inner_html()


def test_a_collapsed_header_whose_background_faded_keeps_a_dark_bar_under_its_white_title(open_preview, new_page,
                                                                                         artifacts):
    name = "flutter-sliver-app-bar-stretch"
    page = open_preview(name, query="?offset=400")
    header = page.locator(f'[data-stretchy-header="{name}"]')
    png = header.screenshot(path=str(artifacts / "flutter-collapsed-header.png"))
    # Background opacity 0 here; before, the header was the white rows with a white title. The
    # preview's CSP refuses data: URLs, so a blank page reads the pixels.
    assert new_page().evaluate(NEAR_WHITE, base64.b64encode(png).decode()) < 0.3


# Each title layer that shows (opacity at least 0.5) of a collapsed header: its box against the
# part of the header on screen, from the scroller's top to the header's bottom edge (visible).
SHOWN_TITLES = """
(name) => {
  const scroller = document.querySelector(`[data-stretchy-scroller="${name}"]`).getBoundingClientRect();
  const header = document.querySelector(`[data-stretchy-header="${name}"]`);
  const bottom = header.getBoundingClientRect().bottom;
  return [...header.querySelectorAll('.layer')]
    .filter(el => /title/.test(el.className) && parseFloat(getComputedStyle(el).opacity) >= 0.5)
    .map(el => { const box = el.getBoundingClientRect();
                 return {layer: el.dataset.stretchyLayer, top: box.top - scroller.top, bottom: box.bottom - scroller.top,
                         visibleBottom: bottom - scroller.top}; });
}
"""


def test_a_collapsed_header_shows_a_title_in_the_part_that_stays_on_screen(open_preview, stretchy_json, artifacts):
    # scaling-header-profile collapses by scrolling up 262 of its 372 points: its small title
    # (opacity 1 there, the large one 0) must sit in the 110 that stay, not at the top of the
    # part scrolled away. Every built-in header that keeps some height shows a title collapsed.
    kept = [name for name in BUILT_INS if stretchy_json("show", name)["minHeight"] >= 40]
    assert "scaling-header-profile" in kept
    page = open_preview(*kept)
    for name in kept:
        page.evaluate(f"() => window.stretchy.setOffset('{name}', 2000)")
    page.wait_for_timeout(100)
    page.locator('[data-stretchy-header="scaling-header-profile"]').screenshot(
        path=str(artifacts / "scaling-header-profile-collapsed.png"))
    for name in kept:
        titles = page.evaluate(SHOWN_TITLES, name)
        inside = [t for t in titles if t["top"] >= -0.5 and t["bottom"] <= t["visibleBottom"] + 0.5]
        assert inside, (name, titles)
