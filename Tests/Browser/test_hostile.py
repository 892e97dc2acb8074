"""The hostile export corpus (Tests/HostileExport) in headless Chromium: the web export from each
hostile file name, and the preview of every corpus preset, load with nothing injected running.

The probe, installed before any of the page's own scripts: it records every Content-Security-
Policy violation (a blocked script is one that was there), traps `window.__stretchyInjected`
(which every markup payload of the corpus sets), and after load counts the elements the payloads
would add (`<img>`, extra `<script>`s).
"""
import json
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
CORPUS = ROOT / "Tests" / "HostileExport"

PROBE = """
window.__stretchyProbe = {violations: [], injected: []};
document.addEventListener("securitypolicyviolation", (event) => {
  window.__stretchyProbe.violations.push(event.violatedDirective + " " + event.blockedURI);
});
Object.defineProperty(window, "__stretchyInjected", {
  set(value) { window.__stretchyProbe.injected.push(String(value)); },
  get() { return undefined; },
});
"""


def hostile_inputs(directory):
    output = subprocess.run(["python3", str(CORPUS / "inputs.py"), str(directory)],
                            check=True, capture_output=True).stdout
    return [pathlib.Path(part.decode("utf-8")) for part in output.split(b"\0") if part]


def probed(new_page, path):
    page = new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.add_init_script(PROBE)
    page.goto(path.as_uri())
    page.wait_for_timeout(200)
    probe = page.evaluate("""() => ({
        ...window.__stretchyProbe,
        images: document.querySelectorAll("img").length,
        scripts: [...document.scripts].map((s) => s.type || "classic"),
        title: document.title,
    })""")
    return page, probe, errors


def test_the_probe_sees_an_injected_script(new_page, tmp_path):
    # The check can fail: a page with the corpus's payload as markup is caught.
    path = tmp_path / "injected.html"
    path.write_text("<!doctype html><title>x</title><img src=x onerror=\"window.__stretchyInjected='img'\">"
                    "<script>window.__stretchyInjected = 'script'</script>")
    _, probe, _ = probed(new_page, path)
    assert probe["injected"] and probe["images"] == 1


@pytest.fixture(scope="module")
def inputs(tmp_path_factory):
    found = hostile_inputs(tmp_path_factory.mktemp("hostile-inputs"))
    assert len(found) >= 5
    return found


def test_web_export_from_every_hostile_file_runs_nothing_injected(stretchy_binary, new_page, inputs, tmp_path, artifacts):
    for index, source in enumerate(inputs):
        output = tmp_path / f"hostile-{index}.html"
        subprocess.run([str(stretchy_binary), "export", "--to", "web", "--input", str(source), "--output", str(output)],
                       check=True, capture_output=True)
        page, probe, errors = probed(new_page, output)
        assert probe["injected"] == [], (source.name, probe)
        assert probe["violations"] == [], (source.name, probe)
        assert probe["images"] == 0, (source.name, probe)
        assert errors == [], (source.name, errors)
        # Every corpus preset is on the page, each with its own keyframes (x and x-a differ).
        scrollers = page.evaluate("() => [...document.querySelectorAll('[data-stretchy-scroller]')].map((e) => e.dataset.stretchyScroller)")
        corpus = json.loads((CORPUS / "presets.json").read_text())["presets"]
        assert sorted(scrollers) == sorted(p["name"] for p in corpus)
        names = page.evaluate("""() => ["x", "x-a"].map((name) => {
            const scroller = document.querySelector(`[data-stretchy-scroller="${name}"]`);
            const layer = scroller.querySelector("[data-stretchy-layer]:not([data-stretchy-layer=background]):not([data-stretchy-layer=title])");
            return getComputedStyle(layer).animationName;
        })""")
        assert names[0] != names[1] and all(names), names
        if index == 0:
            page.screenshot(path=str(artifacts / "hostile-web-export.png"))


def test_web_export_has_a_content_security_policy_that_admits_its_own_scripts(stretchy_binary, new_page, tmp_path):
    # `sliver-persistent` has quick return and `a.b_c-d` starts collapsed: both scripts run under the policy.
    output = tmp_path / "two.html"
    subprocess.run([str(stretchy_binary), "export", "sliver-persistent", "a.b_c-d", "--to", "web",
                    "--input", str(CORPUS / "presets.json"), "--output", str(output)], check=True, capture_output=True)
    html = output.read_text()
    assert '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; script-src \'sha256-' in html
    page, probe, errors = probed(new_page, output)
    assert probe["violations"] == [] and errors == []
    top = page.evaluate("() => document.querySelector('[data-stretchy-scroller=\"a.b_c-d\"]').scrollTop")
    assert top > 0  # the start script ran


def test_preview_of_the_corpus_runs_nothing_injected_and_shows_the_text(stretchy_binary, new_page, tmp_path, artifacts):
    db = tmp_path / "hostile.sqlite"
    subprocess.run([str(stretchy_binary), "--db", str(db), "import", str(CORPUS / "presets.json")],
                   check=True, capture_output=True)
    corpus = json.loads((CORPUS / "presets.json").read_text())["presets"]
    output = tmp_path / "preview.html"
    subprocess.run([str(stretchy_binary), "--db", str(db), "preview", *[p["name"] for p in corpus], "--output", str(output)],
                   check=True, capture_output=True)
    page, probe, errors = probed(new_page, output)
    assert probe["injected"] == [] and probe["images"] == 0, probe
    assert probe["violations"] == [] and errors == [], (probe, errors)
    markup = next(p["summary"] for p in corpus if p["name"] == "markup")
    shown = page.evaluate("() => document.body.innerText")
    assert "</script><script>window.__stretchyInjected" in shown
    assert markup.split("<img")[0] in shown
    page.screenshot(path=str(artifacts / "hostile-preview.png"), full_page=False)
