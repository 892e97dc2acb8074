"""Shared fixtures for the browser tests: the built `stretchy`, a database, headless Chromium.

`Tests/Browser/run` builds `stretchy` and runs pytest here; these fixtures are meant to be reused by
every page `stretchy` writes (the preview, the web export):

- ``stretchy_binary``: the path of the built binary (``$STRETCHY_BINARY``, else ``.build/debug/stretchy``);
- ``stretchy``: runs it against the session's database, returns the ``CompletedProcess``;
- ``stretchy_json``: runs it and parses standard output as JSON;
- ``database``: a fresh database with the built-in catalogue and ``GENERATED_PRESETS`` imported;
- ``browser``: headless Chromium (``/usr/bin/chromium-headless-shell``) driven by Playwright;
- ``new_page``: a page in a fresh context that records every request the page makes;
- ``artifacts``: ``.build/browser-artifacts/`` for screenshots a person can look at.
"""
import json
import os
import pathlib
import subprocess

import pytest
from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("STRETCHY_CHROMIUM", "/usr/bin/chromium-headless-shell")

# Generated presets beside the catalogue: each collapse mode, damping, snapping and motion key.
GENERATED_PRESETS = [
    {"name": "gen-shrink-snap-thirds", "minHeight": 90, "maxHeight": 330, "collapse": "shrink", "damping": 0.25,
     "shadow": {"threshold": 200, "radius": 6},
     "snap": {"mode": "afterFinishAccelerating", "positions": [0, 0.33, 0.66, 1], "initialPosition": 0.33}},
    {"name": "gen-scroll-damped", "minHeight": 72, "maxHeight": 260, "collapse": "scroll", "damping": 0.8,
     "snap": {"mode": "immediately", "positions": [], "initialPosition": 1},
     "motion": {"frameRate": 60, "decelerationRate": "fast", "viewportHeight": 700, "rubberBandConstant": 0.3,
                "spring": {"response": 0.45, "dampingRatio": 0.6}, "parallax": 0.5, "quickReturn": False}},
    {"name": "gen-tall-fixed", "minHeight": 480, "maxHeight": 480, "collapse": "shrink", "damping": 1,
     "snap": {"mode": "disabled", "positions": [], "initialPosition": 0}},
    {"name": "gen-slow-decel", "minHeight": 0, "maxHeight": 220, "collapse": "scroll", "damping": 0,
     "shadow": {"threshold": 50, "radius": 12},
     "snap": {"mode": "immediately", "positions": [0, 0.5, 1], "initialPosition": 0},
     "motion": {"frameRate": 120, "decelerationRate": 0.95, "viewportHeight": 844, "rubberBandConstant": 0.55,
                "spring": {"response": 0.2, "dampingRatio": 1.4}, "parallax": 0.25, "quickReturn": False}},
    {"name": "gen-quick-return", "minHeight": 64, "maxHeight": 200, "collapse": "scroll", "damping": 0.5,
     "shadow": {"threshold": 150, "radius": 8},
     "snap": {"mode": "disabled", "positions": [], "initialPosition": 0},
     "motion": {"frameRate": 120, "decelerationRate": "normal", "viewportHeight": 844, "rubberBandConstant": 0.55,
                "spring": {"response": 0.3, "dampingRatio": 1}, "parallax": 0.5, "quickReturn": True}},
    # Content tracks (docs/tracks.md) on the title, the background and layers the page must add.
    {"name": "gen-tracks", "minHeight": 100, "maxHeight": 300, "collapse": "shrink", "damping": 0,
     "snap": {"mode": "disabled", "positions": [], "initialPosition": 0},
     "tracks": [
         {"layer": "title", "property": "scale", "input": "progress", "easing": "easeInOut",
          "keyframes": [{"at": 0, "value": 1.5}, {"at": 1, "value": 1}]},
         {"layer": "title", "property": "opacity", "input": "progress", "easing": [0.8, 0, 0.8, 0.15],
          "keyframes": [{"at": 0, "value": 1}, {"at": 0.6, "value": 0}]},
         {"layer": "background", "property": "blur", "input": "pull", "easing": "linear",
          "keyframes": [{"at": 0, "value": 0}, {"at": 120, "value": 12}]},
         {"layer": "scrim", "property": "opacity", "input": "progress", "easing": "step",
          "keyframes": [{"at": 0, "value": 0}, {"at": 0.5, "value": 0.4}, {"at": 1, "value": 0.8}]},
         {"layer": "avatar", "property": "translateY", "input": "progress", "easing": "linear",
          "keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": -40}]},
         {"layer": "avatar", "property": "translateX", "input": "progress", "easing": "easeOut",
          "keyframes": [{"at": 0.2, "value": 0}, {"at": 0.9, "value": 60}]},
     ]},
]


@pytest.fixture(scope="session")
def stretchy_binary():
    path = pathlib.Path(os.environ.get("STRETCHY_BINARY", ROOT / ".build" / "debug" / "stretchy"))
    if not path.is_file():
        pytest.fail(f"no stretchy binary at {path}: run Tests/Browser/run, which builds it")
    return path


@pytest.fixture(scope="session")
def database(tmp_path_factory, stretchy_binary):
    folder = tmp_path_factory.mktemp("stretchy-db")
    db = folder / "presets.sqlite"
    document = folder / "generated.json"
    document.write_text(json.dumps({"format": "stretchy-presets", "version": 1, "presets": GENERATED_PRESETS}))
    subprocess.run([str(stretchy_binary), "--db", str(db), "import", str(document)], check=True,
                   capture_output=True)
    return db


@pytest.fixture(scope="session")
def stretchy(stretchy_binary, database):
    def run(*args, check=True, cwd=None):
        result = subprocess.run([str(stretchy_binary), "--db", str(database), *map(str, args)],
                                capture_output=True, text=True, cwd=cwd)
        if check and result.returncode != 0:
            raise AssertionError(f"stretchy {' '.join(map(str, args))} exited {result.returncode}: {result.stderr}")
        return result
    return run


@pytest.fixture(scope="session")
def stretchy_json(stretchy):
    return lambda *args: json.loads(stretchy(*args, "--format", "json").stdout)


@pytest.fixture(scope="session")
def catalogue(stretchy_json):
    """Every preset name in the session's database: the built-in catalogue and the generated ones."""
    return [entry["name"] for entry in stretchy_json("list")]


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM)
        yield chromium
        chromium.close()


@pytest.fixture
def new_page(browser):
    """``new_page(**context_options)``: a page whose ``requests`` list records every request made."""
    contexts = []

    def make(**options):
        options.setdefault("viewport", {"width": 1400, "height": 1000})
        context = browser.new_context(**options)
        contexts.append(context)
        page = context.new_page()
        page.requests = []
        page.on("request", lambda request: page.requests.append(request.url))
        return page
    yield make
    for context in contexts:
        context.close()


@pytest.fixture(scope="session")
def artifacts():
    folder = ROOT / ".build" / "browser-artifacts"
    folder.mkdir(parents=True, exist_ok=True)
    return folder
