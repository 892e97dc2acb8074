"""The preview page follows the scroll session: the pull trigger fires visibly, releases snap by
the release's direction and fling as Android does (docs/preview.md#what-you-can-do-on-the-page).

Every expected value comes from the real binary (`stretchy eval`, `snap`, `show`) at the offset
the page reports, never from the page's own JavaScript.
"""
import json
import subprocess

import pytest
from test_preview import MEASURE, TOLERANCE, check_header, viewport_point, wait_at_rest

# Presets of this module's own database (beside the catalogue), so the shared one stays as the
# other browser tests expect it.
BEHAVIOUR_PRESETS = [
    {"name": "beh-direction", "minHeight": 80, "maxHeight": 320, "collapse": "shrink", "damping": 0,
     "snap": {"mode": "afterFinishAccelerating", "positions": [0, 0.5, 1], "initialPosition": 0,
              "policy": "direction"}},
    {"name": "beh-android-direction", "minHeight": 64, "maxHeight": 264, "collapse": "scroll", "damping": 0.5,
     "pullTrigger": 60,
     "snap": {"mode": "afterFinishAccelerating", "positions": [0, 0.25, 1], "initialPosition": 0,
              "policy": "direction"},
     "motion": {"fling": "android"}},
    {"name": "beh-android-free", "minHeight": 100, "maxHeight": 300, "collapse": "shrink", "damping": 1,
     "snap": {"mode": "disabled", "positions": [], "initialPosition": 0},
     "motion": {"fling": "android", "quickReturn": False}},
]
TRIGGER_PRESET = "flutter-sliver-app-bar-stretch"


@pytest.fixture(scope="module")
def behaviour(stretchy_binary, tmp_path_factory):
    """``run(*args)`` against a database of the catalogue and BEHAVIOUR_PRESETS; ``page(name)``
    opens ``stretchy preview NAME`` written from it."""
    folder = tmp_path_factory.mktemp("behaviour")
    db = folder / "presets.sqlite"
    document = folder / "behaviour.json"
    document.write_text(json.dumps({"format": "stretchy-presets", "version": 1, "presets": BEHAVIOUR_PRESETS}))

    def run(*args):
        result = subprocess.run([str(stretchy_binary), "--db", str(db), *map(str, args)],
                                capture_output=True, text=True)
        assert result.returncode == 0, (args, result.stderr)
        return result.stdout
    run("import", document)

    class Behaviour:
        folder_ = folder

        @staticmethod
        def cli(*args):
            return run(*args)

        @staticmethod
        def json(*args):
            return json.loads(run(*args, "--format", "json"))

        @staticmethod
        def frames(name, offsets):
            rows = json.loads(run("eval", name, "--at", ",".join(repr(float(y)) for y in offsets), "--format", "json"))
            return {row["offset"]: row for row in rows}

        @staticmethod
        def snap(name, offset, velocity):
            return json.loads(run("snap", name, "--offset", repr(offset), "--velocity", repr(velocity),
                                  "--format", "json"))

        @staticmethod
        def preview(name):
            path = folder / f"{name}.html"
            if not path.exists():
                run("preview", name, "--output", path)
            return path
    return Behaviour


@pytest.fixture
def open_behaviour(new_page, behaviour):
    def make(name, query="", **options):
        page = new_page(**options)
        page.goto(behaviour.preview(name).as_uri() + query)
        page.wait_for_function("window.stretchy && window.stretchy.presets.length > 0")
        # Every trigger event the page dispatches, in order.
        page.evaluate("""() => { window.__triggers = [];
          document.addEventListener('stretchy:trigger', e => window.__triggers.push(e.detail)); }""")
        return page
    return make


TRIGGER_STATE = """(name) => {
  const scroller = document.querySelector(`[data-stretchy-scroller="${name}"]`);
  const header = document.querySelector(`[data-stretchy-header="${name}"]`);
  const marker = scroller.closest('.phone').querySelector('.trigger-marker');
  const box = marker.getBoundingClientRect();
  return {scroller: scroller.getAttribute('data-stretchy-triggered'),
          header: header.getAttribute('data-stretchy-triggered'),
          count: Number(scroller.getAttribute('data-stretchy-trigger-count')),
          api: window.stretchy.triggers(name), events: window.__triggers.slice(),
          frame: window.stretchy.frame(name),
          marker: {hidden: marker.hidden, width: box.width, height: box.height,
                   classes: marker.className, display: getComputedStyle(marker).display}};
}"""


def set_offset(page, name, y):
    page.evaluate("([name, y]) => window.stretchy.setOffset(name, y)", [name, y])
    return page.evaluate(TRIGGER_STATE, name)


# ---- The pull trigger -------------------------------------------------------------------------------

def test_trigger_fires_once_per_crossing_where_eval_says(open_behaviour, behaviour, artifacts):
    name = TRIGGER_PRESET
    trigger = behaviour.json("show", name)["pullTrigger"]
    assert trigger == 100, "Flutter's default stretchTriggerOffset"
    page = open_behaviour(name)
    offsets = [-40, -trigger + 0.5, -trigger, -trigger - 30, -trigger + 10, -trigger * 1.5, 0, -trigger * 2]
    frames = behaviour.frames(name, offsets)
    crossings = 0
    before = False
    for y in offsets:
        state = set_offset(page, name, y)
        expected = frames[float(y)]["triggered"]
        if expected and not before:
            crossings += 1
        before = expected
        assert state["scroller"] == state["header"] == ("true" if expected else "false"), (y, state)
        assert state["frame"]["triggered"] is expected, (y, state)
        assert state["count"] == state["api"]["count"] == len(state["events"]) == crossings, (y, state)
        if expected:
            assert state["marker"]["display"] != "none" and state["marker"]["width"] > 20, (y, state)
            assert "triggered" in state["marker"]["classes"]
            if y == -trigger:
                page.locator(f'section[data-preset="{name}"] .phone').screenshot(
                    path=str(artifacts / "trigger-fired.png"))
    assert crossings == 3
    events = page.evaluate("() => window.__triggers")
    # Each event says where it fired: a pull at or past the trigger, as eval has it.
    assert [e["offset"] for e in events] == [-trigger, -trigger * 1.5, -trigger * 2]
    assert all(e["pull"] >= trigger and e["pullTrigger"] == trigger and e["name"] == name for e in events)


def test_trigger_fires_from_a_real_drag_and_the_pull_bounces_back(open_behaviour, behaviour):
    name = TRIGGER_PRESET
    page = open_behaviour(name, query="?offset=0")
    x, y0 = viewport_point(page, name)
    page.mouse.move(x, y0)
    page.mouse.down()
    measured = []
    for dy in range(20, 400, 20):
        page.mouse.move(x, y0 + dy)
        measured.append((page.evaluate(MEASURE, name), page.evaluate(TRIGGER_STATE, name)))
    frames = behaviour.frames(name, [m["offset"] for m, _ in measured])
    fired_at = None
    for m, state in measured:
        frame = frames[m["offset"]]
        check_header(m, frame, f"drag to {m['offset']}")
        assert state["scroller"] == ("true" if frame["triggered"] else "false"), (m, state)
        if frame["triggered"] and fired_at is None:
            fired_at = m["offset"]
    assert fired_at is not None, "the drag pulled past the trigger"
    state = page.evaluate(TRIGGER_STATE, name)
    assert state["count"] == 1 and state["events"][0]["offset"] == fired_at
    page.wait_for_timeout(120)
    page.mouse.up()
    release = page.evaluate("(name) => window.stretchy.lastRelease(name)", name)
    expected = behaviour.snap(name, release["offset"], release["velocity"])
    assert expected["rest"] == 0
    rest = wait_at_rest(page, name)
    assert abs(rest["offset"] - expected["rest"]) <= TOLERANCE
    after = page.evaluate(TRIGGER_STATE, name)
    assert after["scroller"] == "false" and after["count"] == 1


def test_pull_button_plays_a_pull_past_the_trigger(open_behaviour, behaviour):
    name = TRIGGER_PRESET
    page = open_behaviour(name)
    button = page.locator(f'section[data-preset="{name}"] [data-gesture="pull"]')
    assert button.is_visible()
    button.click()
    wait_at_rest(page, name)
    state = page.evaluate(TRIGGER_STATE, name)
    assert state["count"] == 1 and state["events"][0]["pull"] >= 100
    # A preset without a trigger has no such button and no trigger state.
    other = open_behaviour("beh-direction")
    assert not other.locator('section[data-preset="beh-direction"] [data-gesture="pull"]').is_visible()
    assert other.evaluate("() => document.querySelector('[data-stretchy-scroller]').hasAttribute('data-stretchy-triggered')") is False


# ---- Direction snapping and Android's fling --------------------------------------------------------

def release_from(page, name, start, dy, steps):
    """Mouse drag of `dy` px (down pulls the content toward the top) from offset `start`, then up."""
    page.evaluate("([name, y]) => window.stretchy.setOffset(name, y)", [name, start])
    x, y = viewport_point(page, name)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x, y + dy, steps=steps)
    page.mouse.up()
    return page.evaluate("(name) => window.stretchy.lastRelease(name)", name)


@pytest.mark.parametrize("name", ["beh-direction", "beh-android-direction", "beh-android-free",
                                  "material3-large-top-app-bar", "android-collapsing-toolbar"])
@pytest.mark.parametrize("start, dy, steps", [(70, -30, 4), (70, 30, 4), (130, 25, 3), (20, -45, 8), (100, -6, 6)])
def test_release_rests_where_snap_says(name, start, dy, steps, open_behaviour, behaviour):
    page = open_behaviour(name)
    release = release_from(page, name, start, dy, steps)
    expected = behaviour.snap(name, release["offset"], release["velocity"])
    assert abs(release["rest"] - expected["rest"]) <= 1e-6, (release, expected)
    assert abs(release["projected"] - expected["projected"]) <= 1e-6, (release, expected)
    assert (release["snappedTo"] is None) == (expected["snappedTo"] is None), (release, expected)
    rest = wait_at_rest(page, name)
    scroll_max = page.evaluate("(name) => { const s = document.querySelector(`[data-stretchy-scroller=\"${name}\"]`);"
                               " return s.scrollHeight - s.clientHeight; }", name)
    assert abs(rest["scrollTop"] - min(expected["rest"], scroll_max)) <= TOLERANCE, (release, expected, rest)
    check_header(rest, behaviour.frames(name, [rest["scrollTop"]])[rest["scrollTop"]], f"{name} rest")

