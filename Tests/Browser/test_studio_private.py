"""What `stretchy studio` keeps to itself (docs/safety.md#the-studio): the token reaches no other
server on 127.0.0.1 and no command line, unsaved edits are offered only to the studio and the
database that made them, and a database moved away is never made again behind the user's back.

Each test starts its own studio on its own database; the browser is headless Chromium.
"""
import http.server
import json
import os
import select
import signal
import socket
import stat
import subprocess
import threading
import time

import pytest

from test_studio import Studio, URL_LINE, control, open_studio, type_value


def free_port():
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        return holder.getsockname()[1]


@pytest.fixture
def database(stretchy_binary, tmp_path):
    db = tmp_path / "presets.sqlite"
    subprocess.run([str(stretchy_binary), "--db", str(db), "list"], check=True, capture_output=True)
    return db


@pytest.fixture
def studio(stretchy_binary, database):
    server = Studio(stretchy_binary, database).start("sticky-utah")
    yield server
    if server.process.poll() is None:
        assert server.stop() == 0


class Recorder(http.server.BaseHTTPRequestHandler):
    """Another server on loopback (a dev server, a notebook): records every request it gets."""
    seen = []

    def do_GET(self):
        Recorder.seen.append((self.path, dict(self.headers.items())))
        body = b"<!DOCTYPE html><title>another server</title>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def test_the_token_reaches_no_other_server_on_loopback(studio, new_page):
    other = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Recorder)
    threading.Thread(target=other.serve_forever, daemon=True).start()
    Recorder.seen = []
    try:
        page = open_studio(new_page, studio)
        answers = []
        page.on("response", lambda r: answers.append((r.url, r.status)))
        # Every request the page makes works on the token it carries, with no cookie: a reload,
        # a check, a save, the history, another preset opened from the menu.
        page.reload()
        page.wait_for_function("() => window.stretchyStudio")
        type_value(page, "sticky-utah", "damping", "0.3")
        page.click('[data-stretchy-save="sticky-utah"]')
        page.wait_for_function("() => Object.keys(window.stretchyStudio.edits('sticky-utah')).length === 0")
        page.click('[data-stretchy-controls="sticky-utah"] [data-studio-history] summary')
        page.locator('[data-stretchy-controls="sticky-utah"] [data-studio-history] li').first.wait_for()
        page.select_option("[data-studio-open]", "stretchy-ios18")
        page.wait_for_function("() => window.stretchyStudio && window.stretchyStudio.presets.length === 2")
        studio_answers = [(u, s) for u, s in answers if u.startswith(f"http://127.0.0.1:{studio.port}/")]
        assert studio_answers and all(s < 400 for _, s in studio_answers), studio_answers
        # The same browser then visits another server on 127.0.0.1 (cookies ignore ports).
        for host in ("127.0.0.1", "localhost"):
            page.goto(f"http://{host}:{other.server_address[1]}/somewhere")
        assert len(Recorder.seen) >= 2
        for path, headers in Recorder.seen:
            assert studio.token not in path
            for name, value in headers.items():
                assert studio.token not in value, f"{name}: {value}"
            assert "stretchy" not in headers.get("Cookie", "")
        assert page.context.cookies() == []
    finally:
        other.shutdown()
        other.server_close()


OPENER = """#!/bin/sh
# A browser opener that writes down how it was started, then what the page it was given says.
printf '%s\\n' "$0" "$@" > "$RECORD/argv"
tr '\\000' '\\n' < /proc/$$/cmdline > "$RECORD/cmdline"
ls -ld "$1" "$(dirname "$1")" > "$RECORD/modes"
touch "$RECORD/done"
"""


def test_open_puts_no_token_on_a_command_line(stretchy_binary, database, tmp_path, new_page):
    bin_folder, record, temporary = tmp_path / "bin", tmp_path / "record", tmp_path / "tmp"
    for folder in (bin_folder, record, temporary):
        folder.mkdir()
    opener = bin_folder / "xdg-open"
    opener.write_text(OPENER)
    opener.chmod(0o755)
    environment = {"PATH": f"{bin_folder}:/usr/bin:/bin", "HOME": str(tmp_path), "TMPDIR": str(temporary),
                   "RECORD": str(record)}
    process = subprocess.Popen([str(stretchy_binary), "--db", str(database), "studio", "--open"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=environment)
    try:
        ready, _, _ = select.select([process.stdout], [], [], 20)
        assert ready
        match = URL_LINE.match(process.stdout.readline().rstrip("\n"))
        assert match
        port, token = match.groups()
        deadline = time.time() + 10
        while not (record / "done").exists():
            assert time.time() < deadline, "the opener was not started"
            time.sleep(0.05)
        argv = (record / "argv").read_text().splitlines()
        cmdline = (record / "cmdline").read_text()
        assert token not in "".join(argv) and token not in cmdline
        page_path = argv[1]
        assert page_path in cmdline and os.path.dirname(os.path.dirname(page_path)) == str(temporary)
        assert stat.S_IMODE(os.stat(page_path).st_mode) == 0o600
        assert stat.S_IMODE(os.stat(os.path.dirname(page_path)).st_mode) == 0o700
        # The page the browser is given goes on to the studio.
        page = new_page()
        page.goto("file://" + page_path)
        page.wait_for_url(f"http://127.0.0.1:{port}/?token={token}")
        page.wait_for_function("() => window.stretchyStudio && window.stretchyStudio.presets.length === 1")
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=10) == 0
        assert not os.path.exists(page_path) and not os.path.exists(os.path.dirname(page_path))
        assert list(temporary.iterdir()) == []
        assert process.stderr.read() == ""
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def plant(page, port, entries):
    """Writes `entries` into localStorage of http://127.0.0.1:PORT, as any page once served on that
    port could (a page of another server that used the port before)."""
    script = "".join(f"localStorage.setItem({json.dumps(k)}, {json.dumps(json.dumps(v))});" for k, v in entries.items())
    url = f"http://127.0.0.1:{port}/planted"
    page.route(url, lambda route: route.fulfill(status=200, content_type="text/html",
                                                body=f"<!DOCTYPE html><script>{script}</script>"))
    page.goto(url)
    assert page.evaluate("Object.keys(localStorage)") != []
    page.unroute(url)


def offered(page, name):
    return page.evaluate(f"window.stretchyStudio.edits({json.dumps(name)})"), \
        page.locator(f'[data-stretchy-controls="{name}"] [data-studio-status]').text_content()


def test_edits_kept_by_another_page_or_studio_are_never_offered(stretchy_binary, database, new_page):
    port = free_port()
    first = Studio(stretchy_binary, database).start("--port", str(port), "sticky-utah")
    try:
        revision = first.history("sticky-utah")[-1]["revision"]
        identity = os.stat(database)
        edits = {"base": revision, "edits": {"damping": "0.9"}}
        page = new_page()
        plant(page, port, {
            f"stretchy-studio:{port}:sticky-utah": edits,  # as the studio once kept them
            f"stretchy-studio:{'A' * 32}.{identity.st_dev}.{identity.st_ino}:sticky-utah": edits,  # forged
        })
        page.goto(first.url)
        page.wait_for_function("() => window.stretchyStudio")
        assert offered(page, "sticky-utah") == ({}, "")
        assert control(page, "sticky-utah", "damping").input_value() != "0.9"
        page.keyboard.press("Control+s")
        page.wait_for_timeout(300)  # a save would have been sent by now
        assert len(first.history("sticky-utah")) == 1
        assert page.evaluate("Object.keys(localStorage)") == []
        # The studio's own unsaved edits come back with a reload.
        type_value(page, "sticky-utah", "damping", "0.3")
        page.reload()
        page.wait_for_function("() => window.stretchyStudio")
        assert offered(page, "sticky-utah") == ({"damping": "0.3"}, "unsaved edits kept from before")
        assert first.stop() == 0
        # Another studio on the same port and database does not offer them.
        second = Studio(stretchy_binary, database).start("--port", str(port), "sticky-utah")
        try:
            page.goto(second.url)
            page.wait_for_function("() => window.stretchyStudio")
            assert offered(page, "sticky-utah") == ({}, "")
            page.keyboard.press("Control+s")
            page.wait_for_timeout(300)
            assert len(second.history("sticky-utah")) == 1
        finally:
            assert second.stop() == 0
    finally:
        if first.process.poll() is None:
            first.stop()


def test_a_database_moved_away_is_never_made_again(studio, database, new_page, artifacts):
    page = open_studio(new_page, studio)
    type_value(page, "sticky-utah", "damping", "0.2")
    moved = database.with_name("moved.sqlite")
    os.rename(database, moved)
    status_line = page.locator('[data-stretchy-controls="sticky-utah"] [data-studio-status]')
    page.click('[data-stretchy-save="sticky-utah"]')
    page.wait_for_function("el => el.textContent.includes('moved')", arg=status_line.element_handle(), timeout=5000)
    message = status_line.text_content()
    assert str(database) in message, message
    page.screenshot(path=str(artifacts / "studio-database-moved.png"), full_page=True)
    assert not database.exists()
    for method, path in (("GET", "/api/presets"), ("GET", "/api/presets/sticky-utah"), ("GET", "/")):
        status, headers, body = studio.request(method, path)
        assert 500 <= status < 600 or status == 409, (path, status)
        assert str(database) in body.decode()
        assert not database.exists()
    assert page.evaluate("window.stretchyStudio.edits('sticky-utah')") == {"damping": "0.2"}
    assert [r["action"] for r in Studio(studio.binary, moved).history("sticky-utah")] == ["builtin"]
    # A new database at the old path is not the studio's either: nothing is read or saved there.
    studio.cli("list")
    page.click('[data-stretchy-save="sticky-utah"]')
    page.wait_for_timeout(300)
    status, _, body = studio.request("GET", "/api/presets/sticky-utah")
    assert status >= 500 or status == 409
    assert [r["action"] for r in studio.history("sticky-utah")] == ["builtin"]
