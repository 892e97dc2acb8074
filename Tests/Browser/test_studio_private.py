"""What `stretchy studio` keeps to itself (docs/safety.md#the-studio): the token reaches no other
server on 127.0.0.1 and no command line, unsaved edits are offered only to the studio and the
database that made them, and a database moved away is never made again behind the user's back.

Each test starts its own studio on its own database; the browser is headless Chromium.
"""
import http.server
import json
import os
import re
import select
import shutil
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
