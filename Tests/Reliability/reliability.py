#!/usr/bin/env python3
"""Reliability scenarios for the real `stretchy` binary (run through Tests/Reliability/run).

Each scenario drives the built binary on throwaway databases under a temporary directory and
counts tries, failures (any promise broken: an exit status, a message, a check) and data lost
(a committed change that is gone, or bytes that changed when they must not). Standard library only.
"""

import argparse
import datetime
import hashlib
import json
import os
import platform
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

from hardening import HardeningScenarios
from studio_concurrency import StudioConcurrencyScenarios

EXIT_OK, EXIT_DATA, EXIT_IO = 0, 65, 74
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


# ---------------------------------------------------------------------------------------------
# Driving the binary


class Result:
    """One finished `stretchy` process."""

    def __init__(self, args, code, out, err, seconds):
        self.args, self.code, self.out, self.err, self.seconds = args, code, out, err, seconds

    def json(self):
        return json.loads(self.out)

    def describe(self):
        err = self.err.strip().replace("\n", " ⏎ ")
        if len(err) > 160:
            err = err[:160] + "…"
        return f"`stretchy {' '.join(self.args)}` → exit {self.code}" + (f" ({err})" if err else "")


class Stretchy:
    """The binary under test, with the environment every run gets."""

    def __init__(self, binary, scratch):
        self.binary = binary
        home = os.path.join(scratch, "home")
        os.makedirs(home, exist_ok=True)
        self.env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": home,
            "XDG_DATA_HOME": os.path.join(home, "data"),
            "NO_COLOR": "1",
            "LANG": "C.UTF-8",
            "SWIFT_BACKTRACE": "enable=no",
            # Where an editor session's file lives (and stays when the session cannot save it).
            "TMPDIR": os.path.join(scratch, "tmp"),
        }
        os.makedirs(self.env["TMPDIR"], exist_ok=True)

    def argv(self, db, args):
        return [self.binary, *args, "--db", db]

    def run(self, db, *args, stdin=None, env=None, user=None, timeout=120):
        argv = self.argv(db, args)
        if user:
            argv = ["setpriv", f"--reuid={user[0]}", f"--regid={user[1]}", "--clear-groups", *argv]
        start = time.monotonic()
        proc = subprocess.run(argv, input=stdin, capture_output=True, env={**self.env, **(env or {})},
                              timeout=timeout, stdin=None if stdin is not None else subprocess.DEVNULL)
        return Result(list(args), proc.returncode, proc.stdout.decode("utf-8", "replace"),
                      proc.stderr.decode("utf-8", "replace"), time.monotonic() - start)

    def start(self, db, *args, env=None, new_session=False):
        return subprocess.Popen(self.argv(db, args), stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env={**self.env, **(env or {})}, start_new_session=new_session)


def sqlite3_connect(path):
    """A connection that holds the database's write lock when told `BEGIN IMMEDIATE`."""
    import sqlite3
    return sqlite3.connect(path, timeout=10, isolation_level=None)


def one_line_error(result):
    """Whether stderr is one line `stretchy: error: ...` (the contract of docs/commands.md#exit-status)."""
    lines = result.err.rstrip("\n").split("\n")
    return len(lines) == 1 and lines[0].startswith("stretchy: error: ") and len(lines[0]) > 17


def sha256(path):
    if not os.path.exists(path):
        return None
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def db_state(db):
    """What "unchanged" means for a WAL database between commands.

    Once the last connection closes SQLite checkpoints the WAL into the main file and deletes it,
    so after a `stretchy` process exits the main file holds everything. The state is the main
    file's sha256 plus the sha256 of a -wal file if one was left behind (none should be).
    """
    return (sha256(db), sha256(db + "-wal"))


def copy_db(source, target):
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(source + suffix):
            shutil.copyfile(source + suffix, target + suffix)


def leftovers(db):
    return [db + s for s in ("", "-wal", "-shm", "-journal") if os.path.exists(db + s)]


# ---------------------------------------------------------------------------------------------
# Documents


def preset_object(name, **keys):
    preset = {"name": name, "summary": "", "minHeight": 150, "maxHeight": 350, "collapse": "shrink",
              "damping": 0, "shadow": None,
              "snap": {"mode": "disabled", "positions": [], "initialPosition": 0}}
    preset.update(keys)
    return preset


def document(presets):
    return json.dumps({"format": "stretchy-presets", "version": 1, "presets": presets}, indent=2) + "\n"


def bulk_document(prefix, count):
    return document([preset_object(f"{prefix}-{i:05d}", summary=f"bulk preset {i}", maxHeight=200 + i % 800,
                                   minHeight=i % 150, damping=(i % 10) / 10)
                     for i in range(count)])


# ---------------------------------------------------------------------------------------------
# Report


class Row:
    def __init__(self, key, scenario):
        self.key, self.scenario = key, scenario
        self.tries = self.failures = self.lost = 0
        self.notes = []
        self.problems = []
        self.counts = {}
        self.skipped = None

    def fail(self, problem, lost=0):
        """One broken promise; identical problems are listed once with a count."""
        self.failures += 1
        self.lost += lost
        self.counts[problem] = self.counts.get(problem, 0) + 1
        if self.counts[problem] == 1:
            self.problems.append(problem)

    def listed_problems(self, limit=20):
        shown = [p + (f" (×{self.counts[p]})" if self.counts[p] > 1 else "") for p in self.problems[:limit]]
        if len(self.problems) > limit:
            shown.append(f"… and {len(self.problems) - limit} more different problems")
        return shown

    def note(self, text):
        if text not in self.notes:
            self.notes.append(text)


class Runner(HardeningScenarios, StudioConcurrencyScenarios):
    def __init__(self, options):
        self.options = options
        self.quick = options.quick
        self.rng = random.Random(options.seed)
        self.scratch = tempfile.mkdtemp(prefix="stretchy-reliability-")
        os.chmod(self.scratch, 0o755)
        self.cli = Stretchy(options.binary, self.scratch)
        self.rows = []
        self.count = 0
        self.is_root = os.geteuid() == 0

    # helpers ---------------------------------------------------------------------------------

    def path(self, name):
        self.count += 1
        directory = os.path.join(self.scratch, f"{self.count:04d}-{name}")
        os.makedirs(directory)
        return directory

    def presets(self, db):
        """Name → `list --format json` object (at least `name` and `summary`) of every preset."""
        result = self.cli.run(db, "list", "--format", "json")
        if result.code != 0:
            raise Failure(f"list failed: {result.describe()}")
        return {p["name"]: p for p in result.json()}

    def preset(self, db, name):
        """The preset object of docs/format.md#preset-keys, through `show NAME --format json`."""
        result = self.cli.run(db, "show", name, "--format", "json")
        if result.code != 0:
            raise Failure(f"show failed: {result.describe()}")
        return result.json()

    def history(self, db, name):
        result = self.cli.run(db, "history", name, "--format", "json")
        if result.code != 0:
            raise Failure(f"history failed: {result.describe()}")
        return result.json()

    def fresh_db(self, name, *setup):
        """A new database with the catalogue, plus the given commands run on it."""
        db = os.path.join(self.path(name), "presets.sqlite")
        for args in (("list",), *setup):
            result = self.cli.run(db, *args)
            if result.code != 0:
                raise Failure(f"setting up {name}: {result.describe()}")
        return db

    def catalogue(self):
        if not hasattr(self, "_catalogue"):
            db = self.fresh_db("catalogue")
            self._catalogue = sorted(self.presets(db))
        return self._catalogue

    def scenario(self, key, title, function):
        if self.options.only and key not in self.options.only:
            return
        row = Row(key, title)
        self.rows.append(row)
        print(f"== {title}", file=sys.stderr, flush=True)
        started = time.monotonic()
        try:
            function(row)
        except Failure as failure:
            row.fail(str(failure))
        except Exception as error:  # a bug in the runner or a surprise from the binary: report it
            row.fail(f"runner stopped: {type(error).__name__}: {error}")
        row.seconds = time.monotonic() - started
        status = "skipped" if row.skipped else f"{row.tries} tries, {row.failures} failures, {row.lost} lost"
        print(f"   {status} ({row.seconds:.1f} s)", file=sys.stderr, flush=True)
        for note in row.notes:
            print(f"   · {note}", file=sys.stderr, flush=True)
        for problem in row.listed_problems():
            print(f"   ✗ {problem}", file=sys.stderr, flush=True)

    # kill -9 during a 5 000-preset import ------------------------------------------------------

    def kill_import(self, row):
        count = 1000 if self.quick else 5000
        tries = 3 if self.quick else 50
        source = os.path.join(self.path("bulk"), "bulk.json")
        with open(source, "w") as f:
            f.write(bulk_document("bulk", count))
        template = self.fresh_db("import-template")
        catalogue = set(self.presets(template))
        # How long an import takes when nothing interrupts it: kills land in [0, 1.2 × that].
        timed = os.path.join(self.path("import-timed"), "presets.sqlite")
        copy_db(template, timed)
        result = self.cli.run(timed, "import", source)
        if result.code != 0:
            raise Failure(f"an uninterrupted import failed: {result.describe()}")
        if set(self.presets(timed)) != catalogue | {f"bulk-{i:05d}" for i in range(count)}:
            row.fail("an uninterrupted import did not create exactly the document's presets", lost=1)
        duration = result.seconds
        row.note(f"{count} presets; an uninterrupted import takes {duration:.2f} s; kills at uniform random in [0, {1.2 * duration:.2f}] s")
        completed = interrupted = 0
        for _ in range(tries):
            row.tries += 1
            db = os.path.join(self.path("import-kill"), "presets.sqlite")
            copy_db(template, db)
            proc = self.cli.start(db, "import", source)
            time.sleep(self.rng.uniform(0, 1.2 * duration))
            proc.kill()
            _, err = proc.communicate()
            check = self.cli.run(db, "check")
            if check.code != 0:
                row.fail(f"check after kill: {check.describe()}", lost=1)
                continue
            names = set(self.presets(db))
            bulk = names - catalogue
            if proc.returncode == 0:
                completed += 1
            else:
                interrupted += 1
            if not catalogue <= names:
                row.fail(f"catalogue presets lost: {sorted(catalogue - names)[:5]}", lost=1)
            elif proc.returncode == 0 and len(bulk) != count:
                row.fail(f"import reported success but {len(bulk)} of {count} presets are there", lost=1)
            elif len(bulk) not in (0, count):
                row.fail(f"import was not all or nothing: {len(bulk)} of {count} presets after kill -9", lost=1)
            elif proc.returncode not in (0, -signal.SIGKILL):
                row.fail(f"import exited {proc.returncode}: {err.decode(errors='replace').strip()}")
        row.note(f"{interrupted} killed mid-way, {completed} finished before the kill")

    # kill -9 during a burst of edits -----------------------------------------------------------

    def kill_edits(self, row):
        tries = 3 if self.quick else 40
        template = self.fresh_db("edits-template", ("create", "burst"))
        base_revisions = len(self.history(template, "burst"))
        timed = self.cli.run(template, "show", "burst")
        edit_seconds = max(timed.seconds, 0.005)
        burst = 10 if self.quick else 30
        acknowledged_total = killed_total = 0
        for _ in range(tries):
            row.tries += 1
            db = os.path.join(self.path("edits-kill"), "presets.sqlite")
            copy_db(template, db)
            outcomes = []  # (value, exit status)
            state = {"proc": None, "stop": False}
            lock = threading.Lock()

            def loop():
                for i in range(burst):
                    value = 400 + i
                    with lock:
                        if state["stop"]:
                            return
                        state["proc"] = self.cli.start(db, "edit", "burst", f"maxHeight={value}")
                    proc = state["proc"]
                    proc.communicate()
                    outcomes.append((value, proc.returncode))

            thread = threading.Thread(target=loop)
            thread.start()
            time.sleep(self.rng.uniform(0, burst * edit_seconds * 1.5))
            with lock:
                state["stop"] = True
                if state["proc"] is not None and state["proc"].poll() is None:
                    state["proc"].kill()
            thread.join()
            acknowledged = [v for v, code in outcomes if code == 0]
            killed = [v for v, code in outcomes if code == -signal.SIGKILL]
            others = [(v, code) for v, code in outcomes if code not in (0, -signal.SIGKILL)]
            acknowledged_total += len(acknowledged)
            killed_total += len(killed)
            if others:
                row.fail(f"edits exited with {others[:3]} (no kill was sent to them)")
            check = self.cli.run(db, "check")
            if check.code != 0:
                row.fail(f"check after kill: {check.describe()}", lost=1)
                continue
            final = self.preset(db, "burst")["maxHeight"]
            allowed = ([acknowledged[-1]] if acknowledged else [350]) + [v for v in killed if not acknowledged or v > acknowledged[-1]]
            if final not in allowed:
                row.fail(f"maxHeight is {final}; the last acknowledged edit set {acknowledged[-1] if acknowledged else 'nothing'}", lost=1)
            revisions = self.history(db, "burst")
            values = [r["preset"]["maxHeight"] for r in revisions if r.get("preset")]
            missing = [v for v in acknowledged if v not in values]
            if missing:
                row.fail(f"acknowledged edits without a revision: {missing[:5]}", lost=len(missing))
            added = len(revisions) - base_revisions
            if not len(acknowledged) <= added <= len(acknowledged) + len(killed):
                row.fail(f"{added} new revisions for {len(acknowledged)} acknowledged and {len(killed)} killed edits")
        row.note(f"bursts of up to {burst} sequential `edit burst maxHeight=V`; {acknowledged_total} edits acknowledged, {killed_total} killed mid-way in total")

    # kill -9 during the creation (migration + catalogue) of a new database ---------------------

    def kill_create(self, row):
        tries = 3 if self.quick else 40
        catalogue = self.catalogue()
        timed = os.path.join(self.path("create-timed"), "presets.sqlite")
        duration = self.cli.run(timed, "list").seconds
        killed = 0
        for _ in range(tries):
            row.tries += 1
            db = os.path.join(self.path("create-kill"), "presets.sqlite")
            proc = self.cli.start(db, "list")
            time.sleep(self.rng.uniform(0, 1.2 * duration))
            proc.kill()
            proc.communicate()
            killed += proc.returncode == -signal.SIGKILL
            if proc.returncode not in (0, -signal.SIGKILL):
                row.fail(f"first run exited {proc.returncode}")
            check = self.cli.run(db, "check")
            if check.code != 0:
                row.fail(f"check after a killed first run: {check.describe()}", lost=1)
                continue
            names = sorted(self.presets(db))
            if names != catalogue:
                row.fail(f"after a killed first run the database holds {len(names)} presets, the catalogue has {len(catalogue)}", lost=1)
        row.note(f"first use of a new database (migrations + catalogue) takes {duration:.2f} s; {killed} of {tries} runs killed mid-way; afterwards `check` passes and `list` shows exactly the catalogue")
        self.kill_migrate(row)

    def kill_migrate(self, row):
        """Older schema versions (SQL fixtures in Tests/) migrated under kill -9, when there are any."""
        fixtures = []
        for directory, _, files in os.walk(os.path.join(ROOT, "Tests")):
            if "Reliability" in directory:
                continue
            fixtures += [os.path.join(directory, f) for f in files
                         if f.endswith(".sql") and ("schema" in f.lower() or "fixture" in directory.lower() or f[:4].isdigit())]
        if not fixtures:
            row.fail("no older-schema fixture (*.sql) found under Tests/: the migration under kill -9 was not tried")
            return
        if not self.has_sqlite3_shell(row, "build the older-schema fixtures"):
            return
        tries = 2 if self.quick else 10
        current = self.user_version(os.path.join(self.path("migrate-current"), "presets.sqlite"), create=True)
        for fixture in sorted(fixtures):
            source = os.path.join(self.path("migrate-fixture"), "old.sqlite")
            with open(fixture, "rb") as f:
                made = subprocess.run(["sqlite3", source], input=f.read(), capture_output=True)
            if made.returncode != 0:
                continue
            version = self.user_version(source)
            if version >= current:
                row.note(f"fixture {os.path.relpath(fixture, ROOT)} is schema version {version}, the current one: nothing to migrate")
                continue
            timed = os.path.join(self.path("migrate-timed"), "presets.sqlite")
            copy_db(source, timed)
            first = self.cli.run(timed, "list")
            if first.code != 0:
                row.note(f"fixture {os.path.relpath(fixture, ROOT)} does not open: {first.describe()}")
                continue
            expected = sorted(self.presets(timed))
            for _ in range(tries):
                row.tries += 1
                db = os.path.join(self.path("migrate-kill"), "presets.sqlite")
                copy_db(source, db)
                proc = self.cli.start(db, "list")
                time.sleep(self.rng.uniform(0, 1.2 * first.seconds))
                proc.kill()
                proc.communicate()
                check = self.cli.run(db, "check")
                if check.code != 0:
                    row.fail(f"check after a killed migration of {os.path.basename(fixture)}: {check.describe()}", lost=1)
                    continue
                names = sorted(self.presets(db))
                if names != expected:
                    row.fail(f"after a killed migration of {os.path.basename(fixture)}: {len(names)} presets, expected {len(expected)}", lost=1)
            row.note(f"migrated fixture {os.path.relpath(fixture, ROOT)} under kill -9")

    def user_version(self, db, create=False):
        if create:
            self.cli.run(db, "list")
        probe = subprocess.run(["sqlite3", db, "PRAGMA user_version"], capture_output=True, text=True)
        return int(probe.stdout.strip() or 0)

    # concurrent writers and readers ------------------------------------------------------------

    WRITER_KEYS = [
        ("summary", lambda w, i: f"writer {w} edit {i}", lambda w, i: f"writer {w} edit {i}"),
        ("minHeight", lambda w, i: str(i), lambda w, i: i),
        ("maxHeight", lambda w, i: str(400 + i), lambda w, i: 400 + i),
        ("damping", lambda w, i: str(i / 1000), lambda w, i: i / 1000),
        ("shadow.threshold", lambda w, i: str(100 + i), lambda w, i: 100 + i),
        ("shadow.radius", lambda w, i: str(i / 10), lambda w, i: i / 10),
        ("snap.initialPosition", lambda w, i: str(i / 1000), lambda w, i: i / 1000),
        ("snap.positions", lambda w, i: f"0,{(i + 1) / 1000}", lambda w, i: [0, (i + 1) / 1000]),
    ]

    @staticmethod
    def lookup(preset, key_path):
        value = preset
        for part in key_path.split("."):
            value = value[part]
        return value

    def concurrency(self, row):
        writers = 4 if self.quick else 8
        readers = 2 if self.quick else 4
        edits = 5 if self.quick else 25
        db = self.fresh_db("concurrency", ("create", "shared", "shadow.threshold=90"))
        base = len(self.history(db, "shared"))
        failures = []
        last = {}
        created = []
        done = threading.Event()
        reads = [0]

        def writer(w):
            key, text, _ = self.WRITER_KEYS[w % len(self.WRITER_KEYS)]
            for i in range(1, edits + 1):
                result = self.cli.run(db, "edit", "shared", f"{key}={text(w, i)}")
                if result.code == 0:
                    last[w] = i
                else:
                    failures.append(result.describe())
                if i % 5 == 0:
                    name = f"writer{w}-{i}"
                    result = self.cli.run(db, "create", name, f"maxHeight={300 + i}")
                    if result.code == 0:
                        created.append(name)
                    else:
                        failures.append(result.describe())

        def reader(r):
            commands = [("list", "--format", "json"), ("show", "shared", "--format", "json"), ("export",)]
            n = 0
            while not done.is_set():
                args = commands[(n + r) % len(commands)]
                n += 1
                result = self.cli.run(db, *args)
                reads[0] += 1
                if result.code != 0:
                    failures.append(result.describe())
                    continue
                try:
                    result.json()
                except ValueError:
                    failures.append(f"`stretchy {' '.join(args)}` printed invalid JSON while writers ran")

        threads = [threading.Thread(target=writer, args=(w,)) for w in range(writers)]
        reader_threads = [threading.Thread(target=reader, args=(r,)) for r in range(readers)]
        started = time.monotonic()
        for t in threads + reader_threads:
            t.start()
        for t in threads:
            t.join()
        done.set()
        for t in reader_threads:
            t.join()
        elapsed = time.monotonic() - started
        commands = writers * (edits + edits // 5) + reads[0]
        row.tries = commands
        for problem in failures:
            row.fail(f"failed command: {problem}")
        check = self.cli.run(db, "check")
        if check.code != 0:
            row.fail(f"check: {check.describe()}", lost=1)
        presets = self.presets(db)
        shared = self.preset(db, "shared")
        for w in range(writers):
            key, _, expected = self.WRITER_KEYS[w % len(self.WRITER_KEYS)]
            if w in last and self.lookup(shared, key) != expected(w, last[w]):
                row.fail(f"lost update: {key} is {self.lookup(shared, key)!r}, writer {w}'s last value was {expected(w, last[w])!r}", lost=1)
        successes = sum(last.values())
        revisions = len(self.history(db, "shared")) - base
        if revisions != successes:
            row.fail(f"shared has {revisions} new revisions for {successes} successful edits", lost=max(0, successes - revisions))
        missing = [n for n in created if n not in presets]
        if missing:
            row.fail(f"created presets missing: {missing[:5]}", lost=len(missing))
        row.note(f"{writers} writer processes × {edits} edits of their own key of one preset (+ a create every 5th), {readers} readers looping list/show/export: {commands} commands in {elapsed:.1f} s")
        self.concurrent_first_use(row)

    def concurrent_first_use(self, row):
        """Several processes opening a database that does not exist yet, at the same moment."""
        processes = 4 if self.quick else 8
        catalogue = self.catalogue()
        tries = 2 if self.quick else 5
        for _ in range(tries):
            db = os.path.join(self.path("first-use-race"), "presets.sqlite")
            procs = [self.cli.start(db, "list") for _ in range(processes)]
            for proc in procs:
                _, err = proc.communicate()
                row.tries += 1
                if proc.returncode != 0:
                    row.fail(f"concurrent first use: `list` exited {proc.returncode}: {err.decode(errors='replace').strip()}")
            names = sorted(self.presets(db))
            if names != catalogue:
                row.fail(f"concurrent first use left {len(names)} presets, the catalogue has {len(catalogue)}")
            counts = {}
            for name in names:
                counts[name] = len(self.history(db, name))
            if any(c != 1 for c in counts.values()):
                row.fail(f"concurrent first use wrote the catalogue more than once: {[n for n, c in counts.items() if c != 1][:3]}")
        row.note(f"and {tries} × {processes} processes creating one new database at once")

    # disk full -----------------------------------------------------------------------------------

    def disk_full(self, row):
        if not self.is_root or shutil.which("mount") is None:
            row.skipped = "needs root to mount a tmpfs"
            return
        mount = self.path("diskfull-mnt")
        made = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", mount], capture_output=True)
        if made.returncode != 0:
            row.skipped = f"mounting a tmpfs is not allowed here ({made.stderr.decode().strip()})"
            return
        try:
            self.disk_full_on(row, mount)
        finally:
            subprocess.run(["umount", "-l", mount], capture_output=True)

    def disk_full_on(self, row, mount):
        db = os.path.join(mount, "presets.sqlite")
        first = self.cli.run(db, "list")
        if first.code != 0:
            raise Failure(f"cannot create a database on a 1 MB tmpfs: {first.describe()}")
        committed = set(self.presets(db))
        chunk = 200 if self.quick else 25
        batches = 0
        filled_by = None
        # Fill the disk through stretchy itself: imports of 25 presets until one fails.
        for batch in range(400):
            source = os.path.join(self.scratch, f"diskfull-{batch}.json")
            with open(source, "w") as f:
                f.write(bulk_document(f"fill{batch}", chunk))
            row.tries += 1
            result = self.cli.run(db, "import", source)
            if result.code == 0:
                committed |= {f"fill{batch}-{i:05d}" for i in range(chunk)}
                batches += 1
                continue
            filled_by = result
            break
        if filled_by is None:
            raise Failure("400 imports of 25 presets fit on a 1 MB disk?")
        self.expect_full(row, filled_by, "import into a full disk")
        # Then single creates, and a filler file for the last bytes.
        for i in range(200):
            row.tries += 1
            result = self.cli.run(db, "create", f"last-{i}")
            if result.code == 0:
                committed.add(f"last-{i}")
            else:
                self.expect_full(row, result, "create on a full disk")
                break
        filler = os.path.join(mount, "filler")
        with open(filler, "wb", buffering=0) as f:
            for size in (4096, 1):
                try:
                    while True:
                        f.write(b"\0" * size)
                except OSError:
                    pass
        before = db_state(db)
        changed = os.path.join(self.scratch, "diskfull-changed.json")
        with open(changed, "w") as f:  # different from what is stored, so `replace` must write
            f.write(document([preset_object("fill0-00000", maxHeight=999), preset_object("brand-new")]))
        for args in (("create", "one-more"), ("edit", "sticky-utah", "maxHeight=333"),
                     ("delete", "stretchy-ios18"), ("import", changed, "--on-conflict", "replace")):
            row.tries += 1
            self.expect_full(row, self.cli.run(db, *args), f"`{args[0]}` on a full disk")
        if db_state(db)[0] != before[0]:
            row.note("the main database file changed during the refused writes (checkpoint of earlier commits)")
        # Reads and check while the disk is full.
        row.tries += 1
        check = self.cli.run(db, "check")
        if check.code != 0:
            row.fail(f"check on the full disk: {check.describe()}")
        reads = []
        for args in (("list",), ("show", "sticky-utah"), ("export",)):
            result = self.cli.run(db, *args)
            reads.append(f"`{args[0]}` exit {result.code}")
        row.note("while full: check exit %d; %s" % (check.code, ", ".join(reads)))
        # A new database in the full directory: a clean error and no file left behind.
        new = os.path.join(mount, "new.sqlite")
        row.tries += 1
        result = self.cli.run(new, "list")
        if result.code != EXIT_IO or not one_line_error(result):
            row.fail(f"creating a database on a full disk: {result.describe()}")
        if leftovers(new):
            row.fail(f"creating a database on a full disk left {[os.path.basename(p) for p in leftovers(new)]} behind")
        # Free space (remove the filler, grow the tmpfs to 4 MB): everything acknowledged before
        # is there and writes work again.
        os.remove(filler)
        subprocess.run(["mount", "-o", "remount,size=4m", mount], capture_output=True)
        row.tries += 1
        check = self.cli.run(db, "check")
        if check.code != 0:
            row.fail(f"check after freeing space: {check.describe()}", lost=1)
        names = set(self.presets(db))
        lost = committed - names
        if lost:
            row.fail(f"{len(lost)} acknowledged presets are gone after the disk filled: {sorted(lost)[:5]}", lost=len(lost))
        row.tries += 1
        again = self.cli.run(db, "create", "after-space-freed")
        if again.code != 0:
            row.fail(f"a write after freeing space: {again.describe()}")
        row.note(f"writes on the full disk (create, edit, delete, import --on-conflict replace) each exit 74 with one `stretchy: error:` line; afterwards the tmpfs is grown to 4 MB, `check` passes and a new write succeeds")
        row.note(f"1 MB tmpfs filled by {batches} imports of {chunk} presets, then creates, then a filler file; {len(committed)} acknowledged presets kept; refused with: {filled_by.err.strip()[:240]}")

    def expect_full(self, row, result, what):
        if result.code != EXIT_IO or not one_line_error(result):
            row.fail(f"{what}: expected exit 74 and one `stretchy: error:` line, got {result.describe()}")

    # read-only -------------------------------------------------------------------------------------

    def read_only(self, row):
        if not self.is_root or shutil.which("setpriv") is None:
            row.skipped = "needs root and setpriv to run as an unprivileged user"
            return
        user = ("nobody", "nogroup")
        # The binary must be reachable by nobody: copy it next to the databases.
        bin_dir = self.path("readonly-bin")
        binary = os.path.join(bin_dir, "stretchy")
        shutil.copy(self.options.binary, binary)
        os.chmod(binary, 0o755)
        cli = Stretchy(binary, self.scratch)
        os.chmod(cli.env["HOME"], 0o777)
        # `mine` has two revisions, so `revert mine 1` is a real change.
        template = self.fresh_db("readonly-template", ("create", "mine"), ("edit", "mine", "maxHeight=360"))
        cases = {
            "read-only file in a read-only directory": 0o755,
            "read-only file in a writable directory": 0o1777,
        }
        reads = [("list",), ("show", "sticky-utah"), ("export",), ("history", "mine"), ("eval", "sticky-utah", "--at", "0,100"), ("check",)]
        writes = [("create", "other"), ("edit", "mine", "maxHeight=333"), ("delete", "mine"),
                  ("rename", "mine", "yours"), ("revert", "mine", "1"),
                  ("import", os.path.join(bin_dir, "one.json"))]
        with open(os.path.join(bin_dir, "one.json"), "w") as f:
            f.write(document([preset_object("imported")]))
        os.chmod(os.path.join(bin_dir, "one.json"), 0o644)
        for case, mode in cases.items():
            directory = self.path("readonly")
            db = os.path.join(directory, "presets.sqlite")
            copy_db(template, db)
            os.chmod(db, 0o644)
            os.chmod(directory, mode)
            before = db_state(db)
            outcome = []
            for args in reads:
                row.tries += 1
                result = cli.run(db, *args, user=user)
                outcome.append(f"`{args[0]}` {'works' if result.code == 0 else 'exit %d' % result.code}")
                if result.code != 0 and (result.code != EXIT_IO or not one_line_error(result)):
                    row.fail(f"{case}: read {result.describe()}")
            for args in writes:
                row.tries += 1
                result = cli.run(db, *args, user=user)
                if result.code != EXIT_IO or not one_line_error(result):
                    row.fail(f"{case}: write expected exit 74 and one error line, got {result.describe()}")
            after = db_state(db)
            if after[0] != before[0]:
                row.fail(f"{case}: the database file's bytes changed", lost=1)
            elif after[1] != before[1]:
                left = ", ".join(f"{os.path.basename(p)} ({os.path.getsize(p)} bytes, uid {os.stat(p).st_uid})"
                                 for p in leftovers(db)[1:])
                row.fail(f"{case}: left {left} beside the database")
            row.note(f"{case}: " + ", ".join(outcome) + "; every write exit 74")
        self.read_only_older_version(row, cli, user)
        # A database that does not exist, in a directory nobody may write.
        directory = self.path("readonly-new")
        os.chmod(directory, 0o755)
        db = os.path.join(directory, "presets.sqlite")
        row.tries += 1
        result = cli.run(db, "list", user=user)
        if result.code != EXIT_IO or not one_line_error(result) or leftovers(db):
            row.fail(f"creating a database in a directory the user may not write: {result.describe()}")
        else:
            row.note("creating a new database in a directory the user may not write: exit 74, nothing left behind")

    def read_only_older_version(self, row, cli, user):
        """A version 2 file (before migration 3, which changes rules but no column, and 4, which adds
        one that a TEMP view shows as NULL) that the user may only read: it is read as it is, and
        left as it is."""
        fixture = os.path.join(ROOT, "Tests", "PresetStoreTests", "Fixtures", "schema-v2.sql")
        if not self.has_sqlite3_shell(row, "build the older read-only file"):
            return
        directory = self.path("readonly-v2")
        db = os.path.join(directory, "presets.sqlite")
        with open(fixture) as f:
            subprocess.run(["sqlite3", db], input="PRAGMA journal_mode = WAL;\n" + f.read(), text=True,
                           capture_output=True, check=True)
        os.chmod(db, 0o644)
        os.chmod(directory, 0o755)
        before = db_state(db)
        for args in [("list",), ("show", "pinned"), ("export",), ("history", "pinned"), ("check",)]:
            row.tries += 1
            result = cli.run(db, *args, user=user)
            if result.code != 0:
                row.fail(f"older read-only file: read {result.describe()}")
        row.tries += 1
        result = cli.run(db, "edit", "pinned", "maxHeight=333", user=user)
        if result.code != EXIT_IO or not one_line_error(result):
            row.fail(f"older read-only file: write expected exit 74 and one error line, got {result.describe()}")
        if db_state(db) != before:
            row.fail("older read-only file: the database changed", lost=1)
        else:
            row.note("a version 2 file the user may only read: every read works at version 2, a write exits 74, nothing changes")

    # files that are not (good) databases ----------------------------------------------------------

    def corrupt(self, row):
        template = self.fresh_db("corrupt-template", ("create", "mine", "maxHeight=333"))
        with open(template, "rb") as f:
            good = f.read()
        page = int.from_bytes(good[16:18], "big") or 65536
        version = None
        if shutil.which("sqlite3"):
            probe = subprocess.run(["sqlite3", template, "PRAGMA user_version"], capture_output=True, text=True)
            version = int(probe.stdout.strip() or 0)
        rng = random.Random(self.rng.random())
        variants = {
            "random bytes (8 KiB)": bytes(rng.getrandbits(8) for _ in range(8192)),
            "a text file": b"name = sticky-utah\nmaxHeight = 300\n" * 40,
            "a JSON document": document([preset_object("x")]).encode(),
            "truncated to 100 bytes": good[:100],
            "truncated to one page minus a byte": good[:page - 1],
            "truncated to half": good[:len(good) // 2],
            "header magic flipped": bytes([good[0] ^ 0xFF]) + good[1:],
            "page size field corrupted": good[:16] + b"\x00\x07" + good[18:],
        }
        pages = len(good) // page
        # Every b-tree page header from page 2 on gets an invalid page type: any read of a table fails.
        broken = bytearray(good)
        for p in range(1, pages):
            broken[p * page] = 0x6B
        variants["every table page's type byte flipped"] = bytes(broken)
        flips = 3 if self.quick else 12
        for n in range(flips):
            mutated = bytearray(good)
            for _ in range(64):
                at = rng.randrange(100, len(good))
                mutated[at] ^= 1 << rng.randrange(8)
            variants[f"64 random bit flips #{n + 1}"] = bytes(mutated)
        if version is not None:
            newer = os.path.join(self.path("newer"), "presets.sqlite")
            copy_db(template, newer)
            subprocess.run(["sqlite3", newer, f"PRAGMA user_version = {version + 1}"], check=True)
            with open(newer, "rb") as f:
                variants[f"a newer schema (user_version {version + 1})"] = f.read()
        else:
            self.has_sqlite3_shell(row, "make a newer-schema file")
        commands = [("list",), ("show", "mine"), ("export",), ("edit", "mine", "maxHeight=334"),
                    ("create", "new-one"), ("check",)]
        benign = 0
        undetected = set()
        for label, content in variants.items():
            directory = self.path("corrupt")
            db = os.path.join(directory, "presets.sqlite")
            with open(db, "wb") as f:
                f.write(content)
            truth = self.sqlite_verdict(db)
            for args in commands:
                row.tries += 1
                before = sha256(db)
                result = self.cli.run(db, *args)
                after = sha256(db)
                write = args[0] in ("edit", "create")
                flipped = label.startswith("64 random")
                if after != before and not (write and result.code == 0):
                    row.fail(f"{label}: `{args[0]}` exited {result.code} and changed the file's bytes", lost=1)
                if after != before:
                    with open(db, "wb") as f:
                        f.write(content)
                if result.code < 0:
                    row.fail(f"{label}: `{args[0]}` crashed (signal {-result.code})")
                elif result.code == EXIT_IO and one_line_error(result):
                    if args[0] == "check" and truth == "ok" and flipped:
                        row.fail(f"{label}: `check` says the database is damaged but SQLite's integrity_check finds it intact")
                elif result.code == 0 and flipped and args[0] == "check":
                    if truth != "ok":
                        row.fail(f"{label}: `check` passed a database that SQLite's integrity_check finds damaged ({truth.splitlines()[0][:80]})")
                elif result.code == 0 and flipped:
                    # The flips missed every page this command reads; SQLite cannot know.
                    benign += 1
                    if write and truth != "ok":
                        undetected.add(label)
                else:
                    row.fail(f"{label}: expected exit 74 and one `stretchy: error:` line, got {result.describe()}")
            stray = [os.path.basename(p) for p in leftovers(db) if not p.endswith("presets.sqlite")]
            if stray:
                row.fail(f"{label}: left {stray} beside the file")
        row.note(f"{len(variants)} files × {len(commands)} commands ({', '.join(a[0] for a in commands)}); "
                 "each must exit 74 with one error line and leave the bytes unchanged; "
                 "`check` must agree with `sqlite3`'s own `PRAGMA integrity_check` on the file")
        if benign:
            row.note(f"{benign} commands on files with 64 random bit flips succeeded: the flips missed every page they read "
                     "(SQLite verifies a page only when it reads it); allowed, as long as `check` reports the damage")
        if undetected:
            row.note(f"writes succeeded on {len(undetected)} damaged file(s) whose damage lay outside the pages the write touched "
                     "(not a failure: only `check` reads every page)")

    def has_sqlite3_shell(self, row, purpose):
        """Whether the sqlite3 shell is installed; its absence fails the scenario, never skips it."""
        if shutil.which("sqlite3") is not None:
            return True
        row.fail(f"the sqlite3 shell is missing (apt-get install sqlite3): cannot {purpose}")
        return False

    def sqlite_verdict(self, db):
        if shutil.which("sqlite3") is None:
            return None
        probe = os.path.join(self.path("probe"), "probe.sqlite")
        shutil.copyfile(db, probe)
        result = subprocess.run(["sqlite3", "-readonly", probe, "PRAGMA integrity_check"], capture_output=True)
        return result.stdout.decode("utf-8", "replace").strip() if result.returncode == 0 else "error"

    # hostile JSON ----------------------------------------------------------------------------------

    def hostile_files(self):
        files = []
        # The one hostile JSON corpus; HostileCorpusTests holds the error each file must give.
        corpus = "Tests/HostileJSON"
        for name in sorted(os.listdir(os.path.join(ROOT, corpus))):
            path = os.path.join(ROOT, corpus, name)
            if os.path.isfile(path) and not name.startswith(".") and not name.endswith((".md", ".txt", ".expected")):
                files.append((f"{corpus}/{name}", path))
        generated = self.path("hostile-generated")
        big = {
            "one-megabyte-name.json": document([preset_object("n" * (1 << 20))]),
            "one-megabyte-summary.json": document([preset_object("long", summary="s" * (1 << 20))]),
            "ten-thousand-presets-one-bad.json": document([preset_object(f"p{i:05d}") for i in range(9999)]
                                                          + [preset_object("bad", damping=2)]),
        }
        for name, text in big.items():
            path = os.path.join(generated, name)
            with open(path, "w") as f:
                f.write(text)
            files.append((f"(generated) {name}", path))
        return files

    def hostile(self, row):
        files = self.hostile_files()
        db = self.fresh_db("hostile", ("create", "mine"))
        editor = os.path.join(self.path("editor"), "editor")
        with open(editor, "w") as f:
            f.write('#!/bin/sh\n# A scripted $EDITOR: replaces the file it is given with $HOSTILE_FILE.\ncat "$HOSTILE_FILE" > "$1"\n')
        os.chmod(editor, 0o755)
        baseline = db_state(db)
        if baseline[1] is not None:
            row.note("a -wal file stays after a command exits")
        exported = self.cli.run(db, "export").out
        corpora = set()
        accepted = 0
        for label, path in files:
            corpora.add(label.split("/")[1] if "/" in label else "generated")
            if os.path.basename(path).startswith("valid-"):
                # The corpus's deliberately valid files (a BOM, an SQL-looking summary): accepted.
                row.tries += 1
                result = self.cli.run(db, "validate", path)
                accepted += 1
                if result.code != 0:
                    row.fail(f"{label} is valid but `validate` refused it: {result.describe()}")
                continue
            runs = [("import", ("import", path), None, None),
                    ("import -", ("import", "-"), open(path, "rb").read(), None),
                    ("validate", ("validate", path), None, None),
                    ("edit via $EDITOR", ("edit", "mine"), None, {"EDITOR": editor, "VISUAL": editor, "HOSTILE_FILE": path})]
            for what, args, stdin, env in runs:
                row.tries += 1
                result = self.cli.run(db, *args, stdin=stdin, env=env)
                if result.code != EXIT_DATA or not one_line_error(result):
                    row.fail(f"{label} via {what}: expected exit 65 and one `stretchy: error:` line, got {result.describe()}")
                if db_state(db) != baseline:
                    row.fail(f"{label} via {what}: the database changed", lost=1)
                    baseline = db_state(db)
        if self.cli.run(db, "export").out != exported:
            row.fail("export differs after the hostile corpus", lost=1)
        if accepted:
            row.note(f"{accepted} `valid-` files of the corpus pass `validate`")
        row.note(f"{len(files) - accepted} hostile files ({', '.join(sorted(corpora))}) × import FILE, import - (stdin), validate, edit via $EDITOR; "
                 "unchanged = same sha256 of the .sqlite file and no -wal file left behind after each command (SQLite checkpoints and removes the WAL when the last connection closes), and identical `export` at the end")

    # $EDITOR sessions ----------------------------------------------------------------------------

    def editor_script(self, name, body):
        """A scripted $EDITOR: `$1` is the file; it signals readiness with `$1.ready` and waits
        for `$GO` (a file the runner creates) before it exits."""
        path = os.path.join(self.path("editor-" + name), "editor")
        with open(path, "w") as f:
            f.write("#!/bin/sh\n" + body + '\ntouch "$1.ready"\nwhile [ ! -f "$GO" ]; do sleep 0.01; done\n')
        os.chmod(path, 0o755)
        return path

    def kept_files(self, name):
        folder = self.cli.env["TMPDIR"]
        return {os.path.join(folder, f) for f in os.listdir(folder) if f.startswith(f"stretchy-{name}-") and f.endswith(".json")}

    def wait_ready(self, before, name, count=1, timeout=30):
        """The session files (new since `before`) once `count` editors have written theirs."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            files = self.kept_files(name) - before
            if len([f for f in files if os.path.exists(f + ".ready")]) >= count:
                return files
            time.sleep(0.01)
        raise Failure(f"no editor became ready within {timeout} s")

    def editor_sessions(self, row):
        tries = 2 if self.quick else 10
        go = os.path.join(self.path("editor-go"), "go")
        env = {"GO": go}
        texts_kept = 0
        # kill -9 and SIGTERM while the editor is open: the user's text stays in the file.
        for sig in (signal.SIGKILL, signal.SIGTERM):
            for attempt in range(tries):
                row.tries += 1
                if os.path.exists(go):
                    os.remove(go)
                db = self.fresh_db("editor-signal", ("create", "open"))
                state = db_state(db)
                value = 500 + attempt
                editor = self.editor_script("signal", f"sed -i 's/\"maxHeight\": 350/\"maxHeight\": {value}/' \"$1\"")
                before = self.kept_files("open")
                proc = self.cli.start(db, "edit", "open", env={**env, "EDITOR": editor}, new_session=True)
                files = self.wait_ready(before, "open")
                os.kill(proc.pid, sig)
                proc.wait(timeout=30)
                try:
                    os.killpg(proc.pid, signal.SIGKILL)  # the editor, orphaned, holds the pipes
                except ProcessLookupError:
                    pass
                with open(go, "w"):
                    pass
                out, err = proc.communicate(timeout=30)
                err = err.decode("utf-8", "replace")
                text = "".join(open(f).read() for f in files)
                if f'"maxHeight": {value}' not in text:
                    row.fail(f"signal {sig}: the edited text is not in the session's file", lost=1)
                else:
                    texts_kept += 1
                if sig == signal.SIGTERM:
                    lines = err.rstrip("\n").split("\n")
                    if proc.returncode != 128 + sig or len(lines) != 1 or not any(f in lines[0] for f in files):
                        row.fail(f"SIGTERM: expected exit {128 + sig} and one line naming the file, got {proc.returncode}: {err.strip()[:160]}")
                # A killed process leaves its (empty) -wal and -shm behind; the data is the main file.
                wal = db + "-wal"
                if sha256(db) != state[0] or (os.path.exists(wal) and os.path.getsize(wal) > 0):
                    row.fail(f"signal {sig}: the database changed although nothing was saved")
                check = self.cli.run(db, "check")
                if check.code != 0:
                    row.fail(f"check after signal {sig}: {check.describe()}", lost=1)
        # Two sessions on one preset at once: different keys merge, the same key is refused
        # (the refused text kept); no acknowledged change is lost.
        for attempt in range(tries):
            same_key = attempt % 2 == 1
            row.tries += 1
            if os.path.exists(go):
                os.remove(go)
            db = self.fresh_db("editor-two", ("create", "shared"))
            first = self.editor_script("first", "sed -i 's/\"maxHeight\": 350/\"maxHeight\": 401/' \"$1\"")
            second = self.editor_script("second", "sed -i 's/\"maxHeight\": 350/\"maxHeight\": 402/' \"$1\"" if same_key
                                        else "sed -i 's/\"damping\": 0,/\"damping\": 0.25,/' \"$1\"")
            before = self.kept_files("shared")
            procs = [self.cli.start(db, "edit", "shared", env={**env, "EDITOR": editor}) for editor in (first, second)]
            files = self.wait_ready(before, "shared", count=2)
            with open(go, "w"):
                pass
            results = [p.communicate(timeout=60) + (p.returncode,) for p in procs]
            codes = [r[2] for r in results]
            final = self.preset(db, "shared")
            saved = [i for i, code in enumerate(codes) if code == 0]
            refused = [i for i, code in enumerate(codes) if code == EXIT_DATA]
            if len(saved) + len(refused) != 2 or not saved:
                row.fail(f"two sessions exited {codes}: {[r[1].decode()[:120] for r in results]}")
                continue
            if same_key:
                if len(saved) != 1:
                    row.fail(f"both sessions changed maxHeight and both saved: {codes}", lost=1)
                elif final["maxHeight"] != (401, 402)[saved[0]]:
                    row.fail(f"maxHeight is {final['maxHeight']}, not the saved session's", lost=1)
                leftover = "".join(open(f).read() for f in self.kept_files("shared") - before if not f.endswith(".ready"))
                if refused and f'"maxHeight": {(401, 402)[refused[0]]}' not in leftover:
                    row.fail("the refused session's text is not kept", lost=1)
                elif refused:
                    texts_kept += 1
            else:
                if codes != [0, 0] or final["maxHeight"] != 401 or final["damping"] != 0.25:
                    row.fail(f"different keys: exits {codes}, maxHeight {final['maxHeight']}, damping {final['damping']}", lost=1)
        # A save that meets a lock held past the timeout: exit 75, nothing written, text kept.
        for attempt in range(1 if self.quick else 3):
            row.tries += 1
            if os.path.exists(go):
                os.remove(go)
            db = self.fresh_db("editor-lock", ("create", "locked"))
            editor = self.editor_script("lock", "sed -i 's/\"maxHeight\": 350/\"maxHeight\": 450/' \"$1\"")
            before = self.kept_files("locked")
            proc = self.cli.start(db, "edit", "locked", env={**env, "EDITOR": editor})
            self.wait_ready(before, "locked")
            holder = sqlite3_connect(db)
            holder.execute("BEGIN IMMEDIATE")
            state = db_state(db)
            with open(go, "w"):
                pass
            out, err = proc.communicate(timeout=60)
            holder.rollback()
            holder.close()
            kept = "".join(open(f).read() for f in self.kept_files("locked") - before if not f.endswith(".ready"))
            if proc.returncode != 75 or not one_line_error(Result([], proc.returncode, "", err.decode(), 0)):
                row.fail(f"save under a held lock: expected exit 75 and one error line, got {proc.returncode}: {err.decode()[:160]}")
            if '"maxHeight": 450' not in kept:
                row.fail("save under a held lock: the text is not kept", lost=1)
            else:
                texts_kept += 1
            if self.preset(db, "locked")["maxHeight"] != 350:
                row.fail("save under a held lock changed the preset")
        row.note(f"`edit NAME` with a scripted $EDITOR: kill -9 and SIGTERM while it is open ({tries} each), two sessions at once "
                 f"({tries}, alternating different and same keys), a save meeting a write lock held past the 5 s timeout; "
                 f"{texts_kept} unsaved texts found in the session's file afterwards")

    # history across names ----------------------------------------------------------------------------

    def history_reach(self, row):
        tries = 2 if self.quick else 10
        for attempt in range(tries):
            row.tries += 1
            db = self.fresh_db("history")
            steps = [("edit", "sticky-utah", f"maxHeight={310 + attempt}"), ("delete", "sticky-utah"),
                     ("restore", "sticky-utah"), ("rename", "sticky-utah", "old-utah"),
                     ("create", "sticky-utah", "--from", "scaling-header", "damping=0.25"), ("delete", "sticky-utah"),
                     ("copy", "old-utah", "sticky-utah")]
            hints = []
            for step in steps:
                result = self.cli.run(db, *step)
                if result.code != 0:
                    raise Failure(f"history setup: {result.describe()}")
                found = re.search(r"undo with: stretchy revert (\S+) (\d+)", result.out)
                if found:
                    hints.append((found.group(1), int(found.group(2))))
            history = self.history(db, "sticky-utah")
            if [r["revision"] for r in history] != list(range(1, len(history) + 1)):
                row.fail(f"history numbers are not 1...{len(history)}: {[r['revision'] for r in history]}")
            actions = [r["action"] for r in history]
            for expected in ("builtin", "edit", "delete", "restore", "rename", "copy"):
                if expected not in actions:
                    row.fail(f"history sticky-utah lacks a `{expected}` revision: {actions}", lost=1)
            for name, number in hints:  # delete's undo hints, after the name was used again
                result = self.cli.run(db, "revert", name, str(number))
                if result.code != 0:
                    row.fail(f"the undo hint `revert {name} {number}` failed: {result.describe()}", lost=1)
            for entry in self.history(db, "sticky-utah"):
                if entry["preset"] is None:
                    continue
                result = self.cli.run(db, "revert", "sticky-utah", str(entry["revision"]))
                now = self.preset(db, "sticky-utah")
                wanted = {k: v for k, v in entry["preset"].items() if k != "name"}
                if result.code != 0 or {k: v for k, v in now.items() if k != "name"} != wanted:
                    row.fail(f"revert sticky-utah {entry['revision']} did not bring that revision back: {result.describe()}", lost=1)
        row.note(f"edit, delete, restore, rename away, create --from, delete, copy into the name; then every undo hint "
                 f"`delete` printed and every listed revision of the name is reverted to and compared")

    # fuzzing -----------------------------------------------------------------------------------------

    def fuzz(self, row, target="json"):
        seconds = self.options.fuzz_seconds
        if seconds <= 0:
            row.skipped = "--fuzz-seconds 0"
            return
        build = subprocess.run([os.path.join(ROOT, "Fuzz/build")], capture_output=True, text=True)
        if build.returncode != 0:
            first = next((l for l in (build.stderr + build.stdout).splitlines() if "error" in l), "Fuzz/build failed")
            row.fail(f"Fuzz/build could not compile the libFuzzer target: {first.strip()[:200]}")
            return
        run = [os.path.join(ROOT, "Fuzz/run"), "--target", target]
        replay = subprocess.run(run + ["--replay"], capture_output=True, text=True)
        # Tries: the seeds replayed plus every input the fuzzer ran.
        row.tries += int(replay.stdout.split("fuzz replay: ")[-1].split(" ")[0]) if "fuzz replay: " in replay.stdout else 1
        if replay.returncode != 0:
            row.fail(f"replaying the seeds: {(replay.stdout + replay.stderr).strip()[:300]}")
        result = subprocess.run(run + ["--seconds", str(seconds)], capture_output=True, text=True)
        inputs = re.search(r"(\d+) inputs", result.stdout)
        row.tries += int(inputs.group(1)) if inputs else 1
        if result.returncode != 0:
            row.fail(f"fuzzing found: {(result.stdout + result.stderr).strip()[:600]}")
        row.note(replay.stdout.strip() + "; " + result.stdout.strip())

    def fuzz_http(self, row):
        self.fuzz(row, target="http")

    # running ----------------------------------------------------------------------------------------

    def run(self):
        print(f"reliability: binary {self.options.binary}, seed {self.options.seed}, scratch {self.scratch}", file=sys.stderr)
        self.scenario("import", "kill -9 during a 5 000-preset import" if not self.quick else "kill -9 during a 1 000-preset import", self.kill_import)
        self.scenario("edits", "kill -9 during a burst of edits", self.kill_edits)
        self.scenario("create", "kill -9 during creation/migration of a database", self.kill_create)
        self.scenario("concurrency", "concurrent writers and readers", self.concurrency)
        self.scenario("studiosaves", "studio saves while the command line edits the same preset", self.studio_saves)
        self.scenario("diskfull", "disk full (1 MB tmpfs)", self.disk_full)
        self.scenario("readonly", "read-only database (as nobody)", self.read_only)
        self.scenario("corrupt", "not a database, truncated, flipped bytes, newer schema", self.corrupt)
        self.scenario("hostile", "hostile JSON: import, validate, edit via $EDITOR", self.hostile)
        self.scenario("editor", "$EDITOR sessions: kill -9 and SIGTERM while open, two at once, a held lock", self.editor_sessions)
        self.scenario("history", "history across delete, re-create, rename and restore; every number reverts", self.history_reach)
        self.scenario("outputs", "output files: planted symlinks, a symlinked or private destination, 255-byte names", self.output_files)
        self.scenario("links", "output files through symlinks another user planted in a sticky shared folder", self.output_links_in_shared_folders)
        self.scenario("signals", "SIGINT/SIGTERM/SIGHUP during `export -o`, `ulimit -f`", self.output_signals)
        self.scenario("schema", "foreign schema objects: triggers, views, tables, indexes", self.foreign_schema)
        self.scenario("rows", "rows written around the CHECKs: control characters, infinity, NULL", self.broken_rows)
        self.scenario("wal", "a -wal file of another database", self.foreign_wal)
        self.scenario("devices", "--db naming a device, a FIFO or a folder", self.not_files)
        self.scenario("paths", "--db paths too long for SQLite; folders made for a failed open", self.paths)
        self.scenario("limits", "sizes and counts out of range", self.limits)
        self.scenario("memory", "import, validate and export --input under an address-space limit (ulimit -v)", self.import_memory)
        self.scenario("fuzz", f"libFuzzer on the JSON reader ({self.options.fuzz_seconds} s)", self.fuzz)
        self.scenario("fuzzhttp", f"libFuzzer on the studio's HTTP request parser ({self.options.fuzz_seconds} s)", self.fuzz_http)
        if not self.options.keep:
            shutil.rmtree(self.scratch, ignore_errors=True)
        return self.report()

    def table(self):
        lines = ["| scenario | tries | failures | data lost |", "|---|---:|---:|---:|"]
        for row in self.rows:
            if row.skipped:
                lines.append(f"| {row.scenario} | skipped: {row.skipped} | – | – |")
            else:
                lines.append(f"| {row.scenario} | {row.tries} | {row.failures} | {row.lost} |")
        return "\n".join(lines)

    def report(self):
        table = self.table()
        print(table)
        failed = any(row.failures for row in self.rows)
        if not self.options.no_report:
            self.write_markdown(table)
        return 1 if failed else 0

    def write_markdown(self, table):
        now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
        swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.strip().splitlines()
        try:
            cpu = next(l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name"))
        except (OSError, StopIteration):
            cpu = platform.processor() or "unknown CPU"
        sqlite = subprocess.run(["sqlite3", "--version"], capture_output=True, text=True).stdout.split(" ")[0] if shutil.which("sqlite3") else "?"
        commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
        mode = "--quick" if self.quick else "full"
        argv = " ".join(["Tests/Reliability/run", *self.options.original])
        out = [
            "# Reliability",
            "",
            "What `Tests/Reliability/run` found when it drove the real `stretchy` binary through crashes,",
            "contention, a full disk, a read-only database, damaged files and hostile JSON, and fuzzed the",
            "JSON reader and the studio's HTTP request parser. **Failures** are broken promises (an exit status, an error that is not one",
            "`stretchy: error:` line, a failed `check`, a changed file); **data lost** counts acknowledged",
            "changes that are gone and files whose bytes changed when they must not.",
            "",
            f"- Date: {now}; commit `{commit}`; mode: {mode}; random seed {self.options.seed}",
            f"- Machine: {platform.system()} {platform.release()}, {os.cpu_count()} × {cpu}; {swift[0] if swift else 'swift ?'}; SQLite {sqlite} (libsqlite3)",
            f"- Binary: `{self.options.build_command}` → `{os.path.relpath(self.options.binary, ROOT)}`",
            f"- Command: `{argv}` (as root: the disk-full and read-only scenarios mount a tmpfs and use `setpriv`)",
            "",
            table,
            "",
            "## Scenarios",
            "",
        ]
        for row in self.rows:
            out.append(f"### {row.scenario}")
            out.append("")
            if row.skipped:
                out.append(f"Skipped: {row.skipped}.")
            for note in row.notes:
                out.append(f"- {note}")
            for problem in row.listed_problems():
                out.append(f"- **FAILED**: {problem}")
            if not row.skipped:
                out.append(f"- Time: {row.seconds:.1f} s")
            out.append("")
        extra = os.path.join(ROOT, "Tests/Reliability/FINDINGS.md")
        if os.path.exists(extra):
            out.append(open(extra).read().rstrip() + "\n")
        with open(os.path.join(ROOT, "RELIABILITY.md"), "w") as f:
            f.write("\n".join(out))


class Failure(Exception):
    pass


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--build-command", default="swift build -c release --product stretchy")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--fuzz-seconds", type=int)
    parser.add_argument("--seed", type=int, default=random.randrange(1 << 31))
    parser.add_argument("--only", type=lambda s: set(s.split(",")))
    parser.add_argument("--keep", action="store_true")
    parser.add_argument("--no-report", action="store_true", help="do not write RELIABILITY.md")
    parser.add_argument("--report", action="store_true", help="write RELIABILITY.md also in --quick mode")
    options = parser.parse_args()
    options.original = os.environ.get("RELIABILITY_ARGS", "").split()
    if options.quick and not options.report:
        options.no_report = True
    if options.fuzz_seconds is None:
        options.fuzz_seconds = 10 if options.quick else 600
    options.binary = os.path.abspath(options.binary)
    sys.exit(Runner(options).run())


if __name__ == "__main__":
    main()
