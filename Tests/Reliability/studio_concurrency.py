"""The studio's saves while the command line edits the same preset: nothing acknowledged is undone.

Two API clients save their own key of one preset (`damping`, `maxHeight`) against the revision they
last read, while `stretchy edit` raises a third key (`shadow.threshold`) in a loop. Every value the
loop writes is larger than the one before, so any revision whose `shadow.threshold` is smaller than
its predecessor's undid an acknowledged edit; a 409 that names a key its client never touched is a
conflict made up from a torn read (a revision's number paired with another revision's values).
"""

import json
import threading
import time
import urllib.error
import urllib.request


class StudioClient:
    """The studio's JSON API over loopback, with the token as the page sends it."""

    def __init__(self, port, token):
        self.base = f"http://127.0.0.1:{port}"
        self.token = token

    def request(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"X-Stretchy-Token": self.token, "Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"null")


class StudioConcurrencyScenarios:
    def studio_saves(self, row):
        seconds = 6 if self.quick else 30
        db = self.fresh_db("studiosaves", ("create", "torn", "shadow.threshold=100"))
        studio = self.cli.start(db, "studio", "torn", "--port", "0")
        try:
            first = studio.stdout.readline().decode().strip()
            if not first.startswith("studio: http://127.0.0.1:"):
                raise RuntimeError(f"the studio's first line was {first!r}")
            port = int(first.split(":")[3].split("/")[0])
            token = first.split("token=")[1]
            self.run_studio_saves(row, db, StudioClient(port, token), seconds)
        finally:
            studio.terminate()
            studio.wait(timeout=30)

    def run_studio_saves(self, row, db, client, seconds):
        stop = threading.Event()
        problems = []
        saves = [0, 0]
        conflicts = [0]
        edits = [0]

        def saver(index, key):
            n = 0
            while not stop.is_set():
                status, state = client.request("GET", "/api/presets/torn")
                if status != 200:
                    problems.append(f"GET answered {status}: {state}")
                    return
                n += 1
                preset = state["preset"]
                preset[key] = (0.1 + (n % 8) / 10) if key == "damping" else 300 + n % 50
                status, answer = client.request("PUT", "/api/presets/torn", {"base": state["revision"], "preset": preset})
                if status == 200:
                    saves[index] += 1
                elif status == 409:
                    conflicts[0] += 1
                    foreign = [k for k in answer.get("conflicts", []) if k != key]
                    if foreign:
                        problems.append(f"a save of {key} conflicted on {foreign}, which its client never changed")
                else:
                    problems.append(f"PUT answered {status}: {answer}")
                    return

        def editor():
            threshold = 100
            while not stop.is_set():
                threshold += 1
                result = self.cli.run(db, "edit", "torn", f"shadow.threshold={threshold}")
                if result.code == 0:
                    edits[0] += 1
                else:
                    problems.append(f"edit failed: {result.describe()}")

        threads = [threading.Thread(target=saver, args=(0, "damping")), threading.Thread(target=saver, args=(1, "maxHeight")),
                   threading.Thread(target=editor)]
        for thread in threads:
            thread.start()
        time.sleep(seconds)
        stop.set()
        for thread in threads:
            thread.join()
        row.tries = sum(saves) + conflicts[0] + edits[0]
        for problem in problems:
            row.fail(problem)
        reverted = 0
        previous = None
        for revision in self.history(db, "torn"):
            preset = revision.get("preset")
            threshold = (preset or {}).get("shadow", {}).get("threshold") if preset else None
            if threshold is not None and previous is not None and threshold < previous:
                reverted += 1
                row.fail(f"revision {revision['revision']} ({revision['action']}) set shadow.threshold {previous} → {threshold}, undoing an acknowledged edit", lost=1)
            if threshold is not None:
                previous = threshold
        row.note(f"{sum(saves)} studio saves and {conflicts[0]} conflicts from two clients, {edits[0]} command-line edits of a third key, in {seconds} s: {reverted} edits undone")
