"""`stretchy studio` in headless Chromium (docs/studio.md): the printed URL, the controls made from
the key table, live application by the next frame, the command line's messages for invalid values,
saves as revisions, merges and conflicts with the command line, and the gate (token, Host, Origin)
over raw sockets, with malformed, slow and oversize requests.

Each test module gets its own database and its own running studio, so the preview tests' presets
are never touched. Expected values come from the formulas of docs/concepts.md (the height at offset
y of a `shrink` preset is max(minHeight, maxHeight - y) for y >= 0) and from the command line.
"""
import json
from urllib.parse import urlsplit
import re
import select
import signal
import socket
import subprocess
import time
import urllib.parse

import pytest

from conftest import GENERATED_PRESETS

URL_LINE = re.compile(r"^studio: http://127\.0\.0\.1:(\d+)/\?token=([A-Za-z0-9_-]+)$")

# Every key of docs/format.md the command line sets, as `edit` spells it: one control each.
FORMAT_KEYS = [
    "summary", "minHeight", "maxHeight", "collapse", "damping", "shadow", "shadow.threshold", "shadow.radius",
    "pullTrigger", "snap.mode", "snap.positions", "snap.initialPosition", "snap.policy", "motion",
    "motion.frameRate", "motion.decelerationRate", "motion.viewportHeight", "motion.rubberBandConstant",
    "motion.spring.response", "motion.spring.dampingRatio", "motion.parallax", "motion.quickReturn",
    "motion.fling", "tracks",
]


class Studio:
    def __init__(self, binary, db):
        self.binary, self.db = binary, db
        self.process = None

    def cli(self, *args, check=True):
        result = subprocess.run([str(self.binary), "--db", str(self.db), *map(str, args)],
                                capture_output=True, text=True)
        if check and result.returncode != 0:
            raise AssertionError(f"stretchy {' '.join(map(str, args))} exited {result.returncode}: {result.stderr}")
        return result

    def start(self, *names):
        self.process = subprocess.Popen([str(self.binary), "--db", str(self.db), "studio", *names],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        ready, _, _ = select.select([self.process.stdout], [], [], 20)
        assert ready, "studio printed no URL line within 20 s"
        self.line = self.process.stdout.readline().rstrip("\n")
        match = URL_LINE.match(self.line)
        assert match, f"first line is not the URL line: {self.line!r}"
        self.port, self.token = int(match.group(1)), match.group(2)
        self.url = f"http://127.0.0.1:{self.port}/?token={self.token}"
        return self

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        return self.process.wait(timeout=10)

    def history(self, name):
        return json.loads(self.cli("history", name, "--format", "json").stdout)

    def request(self, method, path, body=None, headers=None):
        """One request over a raw socket; returns (status, headers, body bytes)."""
        payload = b"" if body is None else (body if isinstance(body, bytes) else json.dumps(body).encode())
        head = {"Host": f"127.0.0.1:{self.port}", "X-Stretchy-Token": self.token, "Connection": "close"}
        head.update(headers or {})
        lines = [f"{method} {path} HTTP/1.1"] + [f"{k}: {v}" for k, v in head.items() if v is not None]
        if payload or method in ("PUT", "POST"):
            lines.append(f"Content-Length: {len(payload)}")
        return raw(self.port, ("\r\n".join(lines) + "\r\n\r\n").encode() + payload)

    def json(self, method, path, body=None, headers=None):
        status, _, data = self.request(method, path, body, headers)
        return status, json.loads(data) if data else None


def raw(port, data, timeout=10):
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        connection.sendall(data)
        received = b""
        while True:
            chunk = connection.recv(65536)
            if not chunk:
                break
            received += chunk
            head, _, rest = received.partition(b"\r\n\r\n")
            length = re.search(rb"(?i)\r\ncontent-length: *(\d+)", head)
            if _ and length and len(rest) >= int(length.group(1)):
                break
    head, _, body = received.partition(b"\r\n\r\n")
    status = int(head.split(b" ")[1]) if head.startswith(b"HTTP/1.") else 0
    headers = {}
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.decode("latin-1").partition(":")
        headers[name.strip().lower()] = value.strip()
    return status, headers, body


@pytest.fixture(scope="module")
def studio(stretchy_binary, tmp_path_factory):
    folder = tmp_path_factory.mktemp("studio-db")
    db = folder / "presets.sqlite"
    document = folder / "generated.json"
    document.write_text(json.dumps({"format": "stretchy-presets", "version": 1, "presets": GENERATED_PRESETS}))
    subprocess.run([str(stretchy_binary), "--db", str(db), "import", str(document)], check=True, capture_output=True)
    server = Studio(stretchy_binary, db).start("sticky-utah", "gen-tracks")
    yield server
    if server.process.poll() is None:
        assert server.stop() == 0


def open_studio(new_page, studio, query=""):
    page = new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors
    page.goto(studio.url + query)
    page.wait_for_function("() => window.stretchyStudio && window.stretchy")
    return page


def header_box(page, name):
    return page.evaluate("""name => new Promise(resolve => requestAnimationFrame(() => {
        const scroller = document.querySelector(`[data-stretchy-scroller="${name}"]`);
        const header = document.querySelector(`[data-stretchy-header="${name}"]`);
        const s = scroller.getBoundingClientRect(), h = header.getBoundingClientRect();
        resolve({top: h.top - s.top, height: h.height});
    }))""", name)


def type_value(page, name, key, text):
    """Sets a control's text as a person typing would end: one `input` event, then the next frame."""
    page.evaluate("""([name, key, text]) => {
        const el = document.querySelector(`[data-stretchy-controls="${name}"] [data-stretchy-key="${key}"]`);
        el.value = text;
        el.dispatchEvent(new Event("input", {bubbles: true}));
    }""", [name, key, text])


def control(page, name, key):
    return page.locator(f'[data-stretchy-controls="{name}"] [data-stretchy-key="{key}"]')


def error_text(page, name, key):
    return page.locator(f'[data-stretchy-controls="{name}"] [data-stretchy-error="{key}"]').text_content()


def cli_message(studio, *args):
    """The command line's one-line message for a failing command (which changes nothing)."""
    result = studio.cli(*args, check=False)
    assert result.returncode in (64, 65), result.stderr
    line = result.stderr.strip().splitlines()[0]
    assert line.startswith("stretchy: error: ")
    return line[len("stretchy: error: "):]


def test_url_line_token_and_controls_from_the_key_table(studio, new_page, artifacts):
    assert len(studio.token) >= 22  # 128 bits in base64url is 22 characters; it prints 32 (192 bits)
    page = open_studio(new_page, studio)
    for name in ("sticky-utah", "gen-tracks"):
        keys = page.eval_on_selector_all(f'[data-stretchy-controls="{name}"] [data-stretchy-key]',
                                         "els => els.map(e => [e.getAttribute('data-stretchy-key'), e.tagName])")
        paths = [k for k, _ in keys]
        for key in FORMAT_KEYS:
            assert key in paths, f"{name}: no control for {key}"
        assert all(tag in ("INPUT", "SELECT") for _, tag in keys)
        for key in paths:
            assert page.locator(f'[data-stretchy-controls="{name}"] [data-stretchy-error="{key}"]').count() == 1
        assert page.locator(f'[data-stretchy-save="{name}"]').count() == 1
    tracks = next(p for p in GENERATED_PRESETS if p["name"] == "gen-tracks")["tracks"]
    for track in tracks:
        base = f"tracks.{track['layer']}.{track['property']}"
        for key in (base, base + ".input", base + ".easing"):
            assert control(page, "gen-tracks", key).count() == 1, key
    # The values are the command line's spelling.
    assert control(page, "sticky-utah", "maxHeight").input_value() == "300"
    assert control(page, "gen-tracks", "tracks.title.scale").input_value() == "0:1.5,1:1"
    assert control(page, "gen-tracks", "tracks.title.opacity.easing").input_value() == "0.8,0,0.8,0.15"
    assert control(page, "sticky-utah", "collapse").input_value() == "shrink"
    # Two presets side by side.
    a = page.locator('[data-stretchy-header="sticky-utah"]').bounding_box()
    b = page.locator('[data-stretchy-header="gen-tracks"]').bounding_box()
    assert b["x"] > a["x"] + a["width"] and abs(a["y"] - b["y"]) < a["height"]
    page.screenshot(path=str(artifacts / "studio-two-presets.png"), full_page=True)
    assert page.errors == []
    # Nothing left the machine: every request went to the studio.
    assert all(url.startswith(f"http://127.0.0.1:{studio.port}/") for url in page.requests)


def test_page_keeps_the_preview_hooks_and_a_hashed_csp(studio, new_page):
    status, headers, body = studio.request("GET", f"/?token={studio.token}")
    assert status == 200
    csp = headers["content-security-policy"]
    assert "script-src 'sha256-" in csp and "unsafe-inline" not in csp.split("script-src")[1].split(";")[0]
    assert "frame-ancestors 'none'" in csp and "connect-src 'self'" in csp
    assert "access-control-allow-origin" not in headers
    assert len(body) <= 250 * 1024
    page = open_studio(new_page, studio)
    page.evaluate("window.stretchy.setOffset('sticky-utah', 100)")
    box = header_box(page, "sticky-utah")
    assert abs(box["height"] - max(120, 300 - 100)) <= 0.5  # docs/concepts.md: shrink
    assert abs(box["top"]) <= 0.5


def test_side_by_side_phones_start_at_the_same_height(studio, new_page, artifacts):
    # As on the preview page (docs/preview.md): summaries of very different lengths, the shortest
    # and the longest of the catalogue, and the phones still start level.
    names = ["stretchy-ios18", "flutter-sliver-app-bar-stretch", "sticky-utah"]
    page = open_studio(new_page, studio, "&presets=" + ",".join(names))
    tops = [page.locator(f'section[data-preset="{name}"] .phone').bounding_box()["y"] for name in names]
    page.screenshot(path=str(artifacts / "studio-side-by-side.png"))
    assert max(tops) - min(tops) <= 0.5, tops
    assert page.errors == []


def test_a_control_moves_the_header_by_the_next_frame(studio, new_page, artifacts):
    page = open_studio(new_page, studio)
    page.evaluate("window.stretchy.setOffset('sticky-utah', 0)")
    type_value(page, "sticky-utah", "maxHeight", "360")
    assert abs(header_box(page, "sticky-utah")["height"] - 360) <= 0.5
    page.evaluate("window.stretchy.setOffset('sticky-utah', 100)")
    assert abs(header_box(page, "sticky-utah")["height"] - (360 - 100)) <= 0.5
    # The slider beside it drives the same value; the text is never clamped to the slider's range.
    type_value(page, "sticky-utah", "maxHeight", "4000")
    assert control(page, "sticky-utah", "maxHeight").input_value() == "4000"
    assert abs(header_box(page, "sticky-utah")["height"] - (4000 - 100)) <= 0.5
    type_value(page, "sticky-utah", "maxHeight", "300")
    assert "maxHeight" not in page.evaluate("window.stretchyStudio.edits('sticky-utah')")
    # A track's keyframes: the title's scale at progress 0 follows (docs/tracks.md).
    page.evaluate("window.stretchy.setOffset('gen-tracks', 0)")
    type_value(page, "gen-tracks", "tracks.title.scale", "0:2,1:1")
    scale = page.evaluate("""() => new Promise(r => requestAnimationFrame(() =>
        r(window.stretchy.layers('gen-tracks').title.scale)))""")
    assert abs(scale - 2) <= 0.01
    page.screenshot(path=str(artifacts / "studio-live-edit.png"), full_page=True)
    type_value(page, "gen-tracks", "tracks.title.scale", "0:1.5,1:1")
    assert page.errors == []


def checks_made(page):
    """The assignments of every `POST /api/check` the page sends from now on, and a function that
    waits until some of them have been sent (`"sent"`) or answered (`"answered"`, the default).
    Playwright reports a request to this process after the page has sent it, so a request made
    inside a key press may not be in `sent` yet when the press returns: wait, never assume."""
    sent, answered = [], []

    def body(request):
        # The page asks with its toggles' state as the query (`/api/check?reduceMotion=false&...`).
        return json.loads(request.post_data)["assignments"] if urlsplit(request.url).path == "/api/check" else None

    page.on("request", lambda r: body(r) is not None and sent.append(body(r)))
    page.on("requestfinished", lambda r: body(r) is not None and answered.append(body(r)))

    def wait_for(*assignments, until="answered"):
        seen = {"sent": sent, "answered": answered}[until]
        deadline = time.time() + 10
        while not all(a in seen for a in assignments):
            assert time.time() < deadline, f"{assignments} not {until} within 10 s ({until}: {seen})"
            page.wait_for_timeout(20)
    return sent, wait_for


def test_an_arrow_key_on_a_slider_is_applied_from_an_answer_asked_ahead(studio, new_page):
    # docs/studio.md#the-controls: a focused slider's next step either way is checked in
    # the background, so the arrow key is applied with no round trip, and exactly as the studio
    # answers it: a valid step moves the header, a refused one shows the command line's message.
    page = open_studio(new_page, studio)
    page.evaluate("window.stretchy.setOffset('sticky-utah', 0)")
    sent, wait_for = checks_made(page)
    base = int(control(page, "sticky-utah", "maxHeight").input_value())
    min_base = control(page, "sticky-utah", "minHeight").input_value()
    summary = control(page, "sticky-utah", "summary").input_value()
    damping = control(page, "sticky-utah", "damping").input_value()
    assert float(damping) != 0.25
    slider = page.locator('[data-stretchy-controls="sticky-utah"] [data-slider-for="maxHeight"]')
    slider.focus()
    wait_for([["maxHeight", str(base + 1)]], [["maxHeight", str(base - 1)]])
    del sent[:]
    page.keyboard.press("ArrowRight")
    assert abs(header_box(page, "sticky-utah")["height"] - (base + 1)) <= 0.5  # shrink: maxHeight at 0
    wait_for([["maxHeight", str(base + 2)]], until="sent")  # the next step from there
    assert [["maxHeight", str(base + 1)]] not in sent, "the step was asked for again when it came"
    # A step the rules refuse: minHeight one above maxHeight.
    type_value(page, "sticky-utah", "maxHeight", str(base))
    type_value(page, "sticky-utah", "minHeight", str(base))
    min_slider = page.locator('[data-stretchy-controls="sticky-utah"] [data-slider-for="minHeight"]')
    min_slider.focus()
    wait_for([["minHeight", str(base + 1)]])
    del sent[:]
    page.keyboard.press("ArrowRight")
    assert error_text(page, "sticky-utah", "minHeight") == cli_message(studio, "edit", "sticky-utah", f"minHeight={base + 1}")
    assert [["minHeight", str(base + 1)]] not in sent
    assert abs(header_box(page, "sticky-utah")["height"] - base) <= 0.5
    # An answer is for the base it was asked against: after a save that merged a change made
    # meanwhile (damping, from the command line), a step answered before it is not reused.
    type_value(page, "sticky-utah", "minHeight", min_base)
    slider.focus()
    wait_for([["maxHeight", str(base + 1)]])
    studio.cli("edit", "sticky-utah", "damping=0.25")
    type_value(page, "sticky-utah", "summary", "asked ahead")
    page.evaluate("window.stretchyStudio.save('sticky-utah')")
    page.wait_for_function("() => Object.keys(window.stretchyStudio.edits('sticky-utah')).length === 0")
    slider.focus()
    page.keyboard.press("ArrowRight")
    page.evaluate("window.stretchy.setOffset('sticky-utah', -100)")
    # docs/concepts.md#damping: pulled by p, height = maxHeight + (1 - damping) * p.
    assert abs(header_box(page, "sticky-utah")["height"] - (base + 1 + (1 - 0.25) * 100)) <= 0.5
    studio.cli("edit", "sticky-utah", f"damping={damping}", f"summary={summary}")  # as the other tests expect it
    assert page.errors == []


def test_an_invalid_value_is_not_applied_and_shows_the_command_lines_message(studio, new_page, artifacts):
    page = open_studio(new_page, studio)
    page.evaluate("window.stretchy.setOffset('sticky-utah', 0)")
    for text in ("-5", "abc"):
        type_value(page, "sticky-utah", "maxHeight", text)
        assert abs(header_box(page, "sticky-utah")["height"] - 300) <= 0.5
        assert error_text(page, "sticky-utah", "maxHeight") == cli_message(studio, "edit", "sticky-utah", f"maxHeight={text}")
    type_value(page, "sticky-utah", "minHeight", "400")
    assert error_text(page, "sticky-utah", "minHeight") == cli_message(studio, "edit", "sticky-utah", "minHeight=400")
    page.screenshot(path=str(artifacts / "studio-invalid-value.png"), full_page=True)
    # Fixed: the message goes, the value applies.
    type_value(page, "sticky-utah", "minHeight", "120")
    type_value(page, "sticky-utah", "maxHeight", "300")
    assert error_text(page, "sticky-utah", "maxHeight") == ""
    assert error_text(page, "sticky-utah", "minHeight") == ""
    assert studio.history("sticky-utah")[-1]["preset"]["maxHeight"] == 300  # nothing was saved


def test_save_makes_one_revision_and_the_edit_command_is_shown(studio, new_page):
    before = studio.history("gen-shrink-snap-thirds")
    page = open_studio(new_page, studio, "&presets=gen-shrink-snap-thirds")
    type_value(page, "gen-shrink-snap-thirds", "damping", "0.4")
    type_value(page, "gen-shrink-snap-thirds", "snap.positions", "0,0.5,1")
    assert page.evaluate("window.stretchyStudio.command('gen-shrink-snap-thirds')") == \
        "stretchy edit gen-shrink-snap-thirds damping=0.4 snap.positions=0,0.5,1"
    page.click('[data-stretchy-save="gen-shrink-snap-thirds"]')
    page.wait_for_function("() => window.stretchyStudio.revision('gen-shrink-snap-thirds') > %d" % before[-1]["revision"])
    after = studio.history("gen-shrink-snap-thirds")
    assert len(after) == len(before) + 1
    assert after[-1]["action"] == "edit"
    assert after[-1]["preset"]["damping"] == 0.4 and after[-1]["preset"]["snap"]["positions"] == [0, 0.5, 1]
    assert sorted(after[-1]["changes"]) == sorted(["damping 0.25 → 0.4", "snap.positions [0, 0.33, 0.66, 1] → [0, 0.5, 1]"])
    assert page.evaluate("window.stretchyStudio.revision('gen-shrink-snap-thirds')") == after[-1]["revision"]
    # Ctrl-S saves too.
    type_value(page, "gen-shrink-snap-thirds", "damping", "0.3")
    control(page, "gen-shrink-snap-thirds", "damping").focus()
    page.keyboard.press("Control+s")
    page.wait_for_function("() => window.stretchyStudio.revision('gen-shrink-snap-thirds') > %d" % after[-1]["revision"])
    assert studio.history("gen-shrink-snap-thirds")[-1]["preset"]["damping"] == 0.3


def test_changes_made_meanwhile_merge_and_a_same_key_change_is_a_conflict(studio, new_page, artifacts):
    name = "gen-slow-decel"
    page = open_studio(new_page, studio, f"&presets={name}")
    type_value(page, name, "damping", "0.2")
    studio.cli("edit", name, "minHeight=10")  # another key, meanwhile: merged
    page.click(f'[data-stretchy-save="{name}"]')
    page.wait_for_function(f"() => window.stretchyStudio.edits('{name}').damping === undefined")
    last = studio.history(name)[-1]["preset"]
    assert last["damping"] == 0.2 and last["minHeight"] == 10
    # The same key, meanwhile: a conflict, nothing saved, the user's edit kept and shown with both values.
    type_value(page, name, "maxHeight", "250")
    studio.cli("edit", name, "maxHeight=270")
    count = len(studio.history(name))
    page.click(f'[data-stretchy-save="{name}"]')
    box = page.locator(f'[data-stretchy-controls="{name}"] [data-studio-conflict]')
    try:
        box.wait_for(state="visible", timeout=5000)
    except Exception:
        raise AssertionError(page.locator(f'[data-stretchy-controls="{name}"] [data-studio-status]').text_content())
    assert box.locator('[data-conflict-key="maxHeight"] [data-mine]').text_content() == "250"
    assert box.locator('[data-conflict-key="maxHeight"] [data-theirs]').text_content() == "270"
    assert len(studio.history(name)) == count
    page.screenshot(path=str(artifacts / "studio-conflict.png"), full_page=True)
    # Kept through a reload.
    page.reload()
    page.wait_for_function("() => window.stretchyStudio")
    assert control(page, name, "maxHeight").input_value() == "250"
    assert page.evaluate(f"window.stretchyStudio.edits('{name}')") == {"maxHeight": "250"}
    page.click(f'[data-stretchy-save="{name}"]')
    box = page.locator(f'[data-stretchy-controls="{name}"] [data-studio-conflict]')
    box.wait_for(state="visible")
    page.click(f'[data-stretchy-controls="{name}"] [data-studio-keep-mine]')
    page.click(f'[data-stretchy-save="{name}"]')
    page.wait_for_function(f"() => window.stretchyStudio.edits('{name}').maxHeight === undefined")
    assert studio.history(name)[-1]["preset"]["maxHeight"] == 250
    assert len(studio.history(name)) == count + 1


def test_history_and_revert(studio, new_page):
    name = "gen-quick-return"
    studio.cli("edit", name, "damping=0.9")
    page = open_studio(new_page, studio, f"&presets={name}")
    page.click(f'[data-stretchy-controls="{name}"] [data-studio-history] summary')
    first = studio.history(name)[0]["revision"]
    button = page.locator(f'[data-stretchy-controls="{name}"] [data-studio-revert="{first}"]')
    button.wait_for()
    button.click()
    page.wait_for_function(f"() => document.querySelector('[data-stretchy-controls=\"{name}\"] [data-stretchy-key=\"damping\"]').value === '0.5'")
    assert studio.history(name)[-1]["action"] == "revert"
    assert studio.history(name)[-1]["preset"]["damping"] == 0.5


def test_the_json_api(studio):
    status, listing = studio.json("GET", "/api/presets")
    assert status == 200 and "sticky-utah" in [p["name"] for p in listing], listing
    status, current = studio.json("GET", "/api/presets/gen-tall-fixed")
    assert status == 200 and current["preset"]["maxHeight"] == 480
    assert current["revision"] == studio.history("gen-tall-fixed")[-1]["revision"]
    status, history = studio.json("GET", "/api/presets/gen-tall-fixed/history")
    assert history == studio.history("gen-tall-fixed")
    preset = dict(current["preset"], damping=0.5)
    status, saved = studio.json("PUT", "/api/presets/gen-tall-fixed", {"base": current["revision"], "preset": preset})
    assert status == 200 and saved["revision"] == studio.history("gen-tall-fixed")[-1]["revision"]
    stale = dict(current["preset"], damping=0.7)
    status, conflict = studio.json("PUT", "/api/presets/gen-tall-fixed", {"base": current["revision"], "preset": stale})
    assert status == 409 and conflict["conflicts"] == ["damping"] and conflict["revision"] == saved["revision"]
    assert conflict["preset"]["damping"] == 0.5
    bad = dict(current["preset"], maxHeight=-5)
    status, error = studio.json("PUT", "/api/presets/gen-tall-fixed", {"base": saved["revision"], "preset": bad})
    assert status == 422 and error["error"].startswith("preset 'gen-tall-fixed' ")
    assert "maxHeight" in error["error"] and "-5" in error["error"]
    status, error = studio.json("GET", "/api/presets/no-such-preset")
    assert status == 404 and error["error"].startswith("no preset named 'no-such-preset'")
    status, _ = studio.json("PUT", "/api/presets/no-such-preset", {"base": 1, "preset": dict(preset, name="no-such-preset")})
    assert status == 404


def test_foreign_host_token_and_origin_get_403_and_change_nothing(studio):
    count = len(studio.history("gen-tall-fixed"))
    status, current = studio.json("GET", "/api/presets/gen-tall-fixed")
    body = {"base": current["revision"], "preset": dict(current["preset"], damping=0.1)}
    path = "/api/presets/gen-tall-fixed"
    for headers in ({"Host": f"evil.example:{studio.port}"}, {"Host": "127.0.0.1"}, {"Host": f"127.0.0.1.evil.example:{studio.port}"},
                    {"Host": None}, {"X-Stretchy-Token": None}, {"X-Stretchy-Token": studio.token[:-1] + ("y" if studio.token[-1] == "x" else "x")},
                    {"Origin": "http://evil.example"}, {"Origin": "null"}, {"Origin": f"http://127.0.0.1:{studio.port + 1}"}):
        status, answer_headers, _ = studio.request("PUT", path, body, headers)
        assert status == 403, headers
        assert "access-control-allow-origin" not in answer_headers
        status, _, _ = studio.request("GET", path, None, {k: v for k, v in headers.items() if k != "Origin"} or {"X-Stretchy-Token": None})
        assert status == 403
    assert len(studio.history("gen-tall-fixed")) == count
    # The token in the query works as the header does; in a cookie it is refused (a cookie of
    # 127.0.0.1 goes to every server there, whatever its port).
    status, _, _ = studio.request("GET", f"{path}?token={studio.token}", None, {"X-Stretchy-Token": None})
    assert status == 200
    status, _, _ = studio.request("GET", path, None, {"X-Stretchy-Token": None, "Cookie": f"stretchy-studio-{studio.port}={studio.token}"})
    assert status == 403
    status, _, _ = studio.request("GET", path, None, {"Host": f"localhost:{studio.port}"})
    assert status == 200
    status, headers, _ = studio.request("OPTIONS", path, None, {"Origin": "http://evil.example", "Access-Control-Request-Method": "PUT"})
    assert status in (403, 405) and "access-control-allow-origin" not in headers


def test_malformed_slow_and_oversize_requests(studio):
    port = studio.port
    status, _, _ = raw(port, b"GARBAGE\r\n\r\n")
    assert status == 400
    status, _, _ = raw(port, b"GET /%%2e%%2e/%%2e%%2e/etc/passwd HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port)
    assert status in (400, 403, 404)
    big = b"PUT /api/presets/sticky-utah HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nX-Stretchy-Token: %s\r\nContent-Length: %d\r\n\r\n" % (
        port, studio.token.encode(), (1 << 20) + 1)
    status, _, _ = raw(port, big)
    assert status == 413
    status, body = studio.json("PUT", "/api/presets/sticky-utah", b"{not json")
    assert status in (400, 422) and "error" in body
    # A connection that sends nothing (and one that sends half a request) does not stop others.
    silent = socket.create_connection(("127.0.0.1", port))
    half = socket.create_connection(("127.0.0.1", port))
    half.sendall(b"GET /api/presets HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n" % port)
    try:
        started = time.monotonic()
        status, _ = studio.json("GET", "/api/presets/sticky-utah")
        assert status == 200
        assert time.monotonic() - started < 5
    finally:
        silent.close()
        half.close()
    assert studio.process.poll() is None


def test_bad_arguments_exit_before_serving_and_sigterm_exits_0(stretchy_binary, tmp_path):
    db = tmp_path / "p.sqlite"
    run = lambda *args: subprocess.run([str(stretchy_binary), "--db", str(db), "studio", *args],
                                       capture_output=True, text=True, timeout=20)
    missing = run("no-such-preset")
    assert missing.returncode == 66 and missing.stdout == ""
    assert missing.stderr.startswith("stretchy: error: no preset named 'no-such-preset'")
    for host in ("0.0.0.0", "192.168.1.1", "example.com"):
        wrong = run("--host", host)
        assert wrong.returncode == 64 and wrong.stdout == "" and len(wrong.stderr.strip().splitlines()) == 1
    holder = socket.socket()
    holder.bind(("127.0.0.1", 0))
    holder.listen()
    try:
        taken = run("--port", str(holder.getsockname()[1]))
        assert taken.returncode == 74 and len(taken.stderr.strip().splitlines()) == 1
    finally:
        holder.close()
    server = Studio(stretchy_binary, db).start()
    status, _, _ = server.request("GET", "/api/presets")
    assert status == 200
    assert server.stop() == 0
    assert server.process.stderr.read() == ""
    assert sorted(p.name for p in tmp_path.iterdir()) == ["p.sqlite"]


def test_every_control_shows_a_value_edit_accepts(studio, new_page, tmp_path, artifacts):
    """The shadow control once showed `{threshold 140, radius 8}` (show's text), which `edit`
    refuses; every control's shown value must be one `stretchy edit NAME KEY=VALUE` takes."""
    page = open_studio(new_page, studio)
    db = tmp_path / "copy.sqlite"
    document = tmp_path / "generated.json"
    document.write_text(json.dumps({"format": "stretchy-presets", "version": 1, "presets": GENERATED_PRESETS}))
    subprocess.run([str(studio.binary), "--db", str(db), "import", str(document)], check=True, capture_output=True)
    copy = Studio(studio.binary, db)
    assert control(page, "sticky-utah", "shadow.threshold").input_value() != "null"
    for name in ("sticky-utah", "gen-tracks"):
        shown = page.evaluate("""name => [...document.querySelectorAll(
            `[data-stretchy-controls="${name}"] [data-stretchy-key]`)].map(el => [el.dataset.stretchyKey, el.value])""", name)
        for key, value in shown:
            if value == "":
                continue
            result = copy.cli("edit", name, f"{key}={value}", check=False)
            assert result.returncode == 0, f"{name}: edit {key}={value!r} refused: {result.stderr.strip()}"
    assert page.errors == []


def test_the_console_stays_quiet_through_a_normal_session(studio, new_page):
    """Nothing in the browser's console while a designer works: the page loading, valid and refused
    values (a refused value is the page's message, not a failed request), an arrow key, a save."""
    page = new_page()
    messages = []
    page.on("console", lambda message: messages.append(f"{message.type}: {message.text}"))
    page.on("pageerror", lambda error: messages.append(f"pageerror: {error}"))
    page.goto(studio.url + "&presets=gen-tracks")
    page.wait_for_function("() => window.stretchyStudio && window.stretchy")
    type_value(page, "gen-tracks", "maxHeight", "-5")
    assert error_text(page, "gen-tracks", "maxHeight") != ""
    type_value(page, "gen-tracks", "maxHeight", "abc")
    type_value(page, "gen-tracks", "maxHeight", "310")
    assert error_text(page, "gen-tracks", "maxHeight") == ""
    control(page, "gen-tracks", "damping").focus()
    page.keyboard.press("ArrowUp")
    revision = page.evaluate("window.stretchyStudio.revision('gen-tracks')")
    page.click('[data-stretchy-save="gen-tracks"]')
    page.wait_for_function("() => window.stretchyStudio.revision('gen-tracks') > %d" % revision)
    page.wait_for_timeout(200)
    noisy = [m for m in messages if not m.startswith(("log:", "debug:", "info:"))]
    assert noisy == [], f"the console was not quiet: {noisy}"
