#!/usr/bin/env python3
"""Runs the benchmark cases of issue 7 and writes the table; `Benchmarks/run` calls it.

Every case times whole commands: each run spawns a fresh process (posix_spawn, then wait4), the
stretchy run and its peers' runs are interleaved round by round (the order rotates every round),
the first rounds are warm-up and are thrown away, and every figure is the median of the rest.
Ratios are stretchy / peer, both measured in the same rounds, so machine load that comes and goes
hits both sides alike.

Quick mode (`--quick`) runs the same commands on small data with few rounds, skips a peer that is
not installed (with a notice), never checks a bar and exits 0 when every command ran correctly.
Full mode checks the bars, writes BENCHMARKS.md and exits 1 when a bar is missed.
"""
import argparse
import datetime
import json
import os
import platform
import random
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "Benchmarks"
MB = 1024 * 1024


class BenchError(Exception):
    """A command failed or printed something other than what the case expects."""


def note(message):
    print(f"bench: {message}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------
# Running commands


@dataclass
class Command:
    """One side of a case: an argv, its redirections and extra environment."""
    argv: list
    stdout: Optional[Path] = None          # None: /dev/null
    stdin: Optional[Path] = None           # None: /dev/null
    env: dict = field(default_factory=dict)
    before: Optional[Callable] = None      # untimed, before every run (e.g. remove a database)

    def shell(self, work):
        """The command as one would type it from the repository's root, with the work folder
        shown as `$BENCH`."""
        def show(value):
            text = str(value)
            if text.startswith(str(work)):
                rest = text[len(str(work)):]
                if re.fullmatch(r"[\w./-]*", rest):
                    return f'"$BENCH{rest}"'
            if text.startswith(str(ROOT) + "/"):
                text = text[len(str(ROOT)) + 1:]
            return shlex.quote(text)
        parts = [f"{key}={show(value)}" for key, value in self.env.items()]
        parts += [show(a) for a in self.argv]
        if self.stdin:
            parts.append("< " + show(self.stdin))
        parts.append("> " + (show(self.stdout) if self.stdout else "/dev/null"))
        return " ".join(parts)


@dataclass
class Sample:
    seconds: float
    max_rss_kb: int


BASE_ENV = dict(os.environ)


def spin(seconds):
    """Keeps this core busy: a core that sat idle wakes slowly, and a command that starts on it
    then pays for that (measured: +40% for a 5 ms command after a 10 ms pause), which made each
    figure depend on what ran before it."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        pass


def run(command, environment):
    """Runs `command` once; returns its wall time and max RSS. Raises BenchError on failure."""
    if command.before:
        command.before()
    spin(0.005)
    env = dict(environment)
    env.update(command.env)
    stderr_path = environment["BENCH_STDERR"]
    actions = [
        (os.POSIX_SPAWN_OPEN, 0, str(command.stdin or "/dev/null"), os.O_RDONLY, 0),
        (os.POSIX_SPAWN_OPEN, 1, str(command.stdout or "/dev/null"),
         os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644),
        (os.POSIX_SPAWN_OPEN, 2, stderr_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644),
    ]
    argv = [str(a) for a in command.argv]
    start = time.perf_counter_ns()
    pid = os.posix_spawnp(argv[0], argv, env, file_actions=actions)
    _, status, usage = os.wait4(pid, 0)
    seconds = (time.perf_counter_ns() - start) / 1e9
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        errors = Path(stderr_path).read_text(errors="replace").strip().splitlines()[-5:]
        raise BenchError(f"`{' '.join(argv)}` exited {code}: " + " / ".join(errors))
    return Sample(seconds, usage.ru_maxrss)


def capture(argv, env=None, stdin=None):
    """Runs a set-up command (untimed) and returns its stdout; raises BenchError on failure."""
    environment = dict(BASE_ENV)
    environment.update(env or {})
    result = subprocess.run([str(a) for a in argv], env=environment, capture_output=True,
                            stdin=open(stdin, "rb") if stdin else subprocess.DEVNULL)
    if result.returncode != 0:
        message = result.stderr.decode(errors="replace").strip().splitlines()[-3:]
        raise BenchError(f"`{' '.join(map(str, argv))}` exited {result.returncode}: "
                         + " / ".join(message))
    return result.stdout.decode(errors="replace")


def remove_database(path):
    def remove():
        for suffix in ("", "-wal", "-shm", "-journal"):
            Path(str(path) + suffix).unlink(missing_ok=True)
    return remove


# ---------------------------------------------------------------------------------------------
# Cases and results


@dataclass
class Peer:
    name: str                 # what the table shows, e.g. "gnuplot (dumb terminal)"
    command: Command
    bar: Optional[float]      # the largest stretchy/peer ratio that passes; None: shown only
    strict: bool = False      # True: the ratio must be below the bar, not at it


@dataclass
class Row:
    case: str
    peer: str
    stretchy: str
    peer_value: str
    ratio: Optional[float]
    bar: str
    verdict: str              # pass, MISS, info, skipped, not checked


@dataclass
class Settings:
    quick: bool
    work: Path
    stretchy: Path
    geometry_bench: Path
    geometry_c: Path
    eval_c: Path
    venv: Optional[Path]
    presets: int
    memory_presets: int
    eval_to: int
    rounds: int
    slow_rounds: int
    warmups: int
    geometry_frames: int
    geometry_repeats: int
    geometry_rounds: int
    memory_rounds: int
    check_presets: int = 100_000
    verify_samples: tuple = (100_000, 1_000_000)   # flat memory: the small trace beside the large
    verify_rounds: int = 5
    export_memory_presets: tuple = (10_000, 100_000)
    baseline: Optional[Path] = None   # a stretchy built before a fix, timed beside the current one
    document_decode_bench: Optional[Path] = None  # JSONDecoder + PresetDocument (export-swift)


def spaced(number):
    """10 000: thousands set apart by a space."""
    return f"{number:,}".replace(",", " ")


def milliseconds(seconds):
    return f"{seconds * 1000:.1f} ms" if seconds < 10 else f"{seconds:.2f} s"


def time_case(settings, environment, stretchy, peers, rounds):
    """Interleaved warm-up and timed rounds; returns the median seconds of each command."""
    commands = [stretchy] + [p.command for p in peers]
    for _ in range(settings.warmups):
        for command in commands:
            run(command, environment)
    times = {id(c): [] for c in commands}
    # A fresh order every round (seeded, so runs repeat): with a fixed rotation each command always
    # followed the same one, and whatever that one left behind (dirty pages, a cold cache) biased
    # the pair by up to 30%.
    order = random.Random(len(commands) * 1000 + rounds)
    for _ in range(rounds):
        for command in order.sample(commands, len(commands)):
            times[id(command)].append(run(command, environment).seconds)
    return [statistics.median(times[id(c)]) for c in commands]


def baseline_peer(settings, stretchy):
    """The same command run by the baseline binary (`--baseline`), for before/after figures."""
    stdout = stretchy.stdout.with_name(stretchy.stdout.stem + "-baseline" + stretchy.stdout.suffix) \
        if stretchy.stdout else None
    command = Command([settings.baseline, *stretchy.argv[1:]], stdout=stdout, stdin=stretchy.stdin,
                      env=stretchy.env, before=stretchy.before)
    return Peer("stretchy before the fixes (`--baseline`)", command, None)


def compare(settings, environment, case, stretchy, peers, rounds, commands_log):
    """Times a case against its available peers and returns its table rows."""
    return timed_rows(settings, environment, case, stretchy, peers, rounds, commands_log)[0]


def timed_rows(settings, environment, case, stretchy, peers, rounds, commands_log):
    """compare()'s rows, and stretchy's median seconds (for a case with a bar in seconds)."""
    if settings.baseline:
        peers = peers + [baseline_peer(settings, stretchy)]
    commands_log.append((case, [("stretchy", stretchy)] + [(p.name, p.command) for p in peers]))
    medians = time_case(settings, environment, stretchy, peers, rounds)
    rows = []
    for peer, median in zip(peers, medians[1:]):
        ratio = medians[0] / median
        if peer.bar is None:
            bar, verdict = "—", "info"
        else:
            bar = (f"< {peer.bar:g}×" if peer.strict else f"≤ {peer.bar:g}×")
            passed = ratio < peer.bar if peer.strict else ratio <= peer.bar
            verdict = "not checked" if settings.quick else ("pass" if passed else "MISS")
        rows.append(Row(case, peer.name, milliseconds(medians[0]), milliseconds(median),
                        ratio, bar, verdict))
    return rows, medians[0]


def skipped(case, peer, why):
    note(f"{case}: skipping {peer}: {why}")
    return Row(case, peer, "—", "—", None, "—", f"skipped ({why})")


# ---------------------------------------------------------------------------------------------
# Data


def make_presets(settings, count):
    """The generated document of `count` presets and its flat twin (made once, then reused)."""
    data = settings.work / "data"
    data.mkdir(parents=True, exist_ok=True)
    document = data / f"presets-{count}.json"
    flat = data / f"presets-{count}-flat.json"
    if not document.exists() or not flat.exists():
        note(f"generating {count} presets")
        capture([sys.executable, BENCH / "make_presets.py", count, document, "--flat", flat])
    return document, flat


PEER_COLUMNS = (
    # (column, type, JSON path in a preset object): the columns of stretchy's `revision` table
    # (Migrations/0001_initial.sql), with the snap positions (a table of their own there) as JSON.
    ("name", "TEXT PRIMARY KEY", "$.name"),
    ("summary", "TEXT NOT NULL", "$.summary"),
    ("min_height", "REAL NOT NULL", "$.minHeight"),
    ("max_height", "REAL NOT NULL", "$.maxHeight"),
    ("collapse", "TEXT NOT NULL", "$.collapse"),
    ("damping", "REAL NOT NULL", "$.damping"),
    ("shadow_threshold", "REAL", "$.shadow.threshold"),
    ("shadow_radius", "REAL", "$.shadow.radius"),
    ("snap_mode", "TEXT NOT NULL", "$.snap.mode"),
    ("snap_positions", "TEXT NOT NULL", "$.snap.positions"),
    ("snap_initial", "REAL NOT NULL", "$.snap.initialPosition"),
)


def peer_import_sql(settings, document):
    """The sqlite3 shell's import: a STRICT table like stretchy's, filled through json_each in
    one transaction."""
    columns = ",\n  ".join(f"{name} {kind}" for name, kind, _ in PEER_COLUMNS)
    values = ",\n  ".join(
        f"json(value -> '{path}')" if name == "snap_positions" else f"value ->> '{path}'"
        for name, _, path in PEER_COLUMNS)
    sql = (f"CREATE TABLE presets (\n  {columns}\n) STRICT;\n"
           f"BEGIN;\n"
           f"INSERT INTO presets\nSELECT\n  {values}\n"
           f"FROM json_each(readfile('{document}'), '$.presets');\n"
           f"COMMIT;\n")
    path = settings.work / "sql" / f"import-{document.stem}.sql"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(sql)
    return path


def schema_import_sql(settings, document):
    """The same import by the sqlite3 shell into stretchy's own schema (every migration of
    Migrations/, with its CHECKs and triggers): shows how much of stretchy's time the schema
    itself costs. Shown for information; the bar is against the plain table."""
    migrations = sorted((ROOT / "Migrations").glob("*.sql"))
    if not migrations:
        return None
    columns = [(name, path) for name, _, path in PEER_COLUMNS if name != "snap_positions"]
    names = ", ".join(name for name, _ in columns)
    values = ",\n  ".join(f"value ->> '{path}'" for _, path in columns)
    # One transaction for schema and rows, as stretchy creates a database.
    sql = "BEGIN;\n" + "\n".join(m.read_text() for m in migrations)
    sql += (f"\n"
            f"INSERT INTO revision (id, lineage, number, time, action, {names})\n"
            f"SELECT key + 1, key + 1, 1, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), 'import',\n  {values}\n"
            f"FROM json_each(readfile('{document}'), '$.presets');\n"
            f"INSERT INTO snap_position (revision, position)\n"
            f"SELECT j.key + 1, p.value FROM json_each(readfile('{document}'), '$.presets') AS j,\n"
            f"  json_each(j.value, '$.snap.positions') AS p;\n"
            f"COMMIT;\n")
    path = settings.work / "sql" / f"import-schema-{document.stem}.sql"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(sql)
    return path


EXPORT_SQL = ("SELECT name, summary, min_height AS minHeight, max_height AS maxHeight, collapse, "
              "damping, shadow_threshold AS shadowThreshold, shadow_radius AS shadowRadius, "
              "snap_mode AS snapMode, snap_positions AS snapPositions, "
              "snap_initial AS snapInitialPosition FROM presets ORDER BY name")
LIST_SQL = "select name, summary from presets order by name"
# What `list`'s table shows, from the same plain table: its columns, for its bar.
LIST_TABLE_SQL = ("select name, max_height, min_height, collapse, damping, snap_mode, snap_positions, summary "
                  "from presets order by name")


# ---------------------------------------------------------------------------------------------
# The cases


def stretchy_command(settings, database, *arguments, stdout=None):
    return Command([settings.stretchy, *arguments], stdout=stdout,
                   env={"STRETCHY_DB": database})


def sticky_utah(settings, database):
    """sticky-utah's parameters as the CLI has them (docs/swift.md#1-the-built-in-catalogue)."""
    text = capture([settings.stretchy, "show", "sticky-utah", "--format", "json"],
                   env={"STRETCHY_DB": str(database)})
    preset = json.loads(text)
    return preset


def chart_case(settings, environment, log, catalogue):
    case = "`chart sticky-utah --from -150 --to 250 --width 100 --height 25`, fresh process"
    out = settings.work / "out"
    preset = sticky_utah(settings, catalogue)
    H, h, d = preset["maxHeight"], preset["minHeight"], preset["damping"]
    scroll = preset["collapse"] == "scroll"
    start, end, samples = -150, 250, 200
    # The same offsets on every side: -150 (a 150-point pull) to 250 (collapsed).
    stretchy = stretchy_command(settings, catalogue, "chart", "sticky-utah", "--from", start,
                                "--to", end, "--width", "100", "--height", "25",
                                stdout=out / "chart-stretchy.txt")
    peers, rows = [], []
    if shutil.which("gnuplot"):
        scrolled = f"{H:g}" if scroll else f"(({H:g} - x) > {h:g} ? {H:g} - x : {h:g})"
        script = (f"set terminal dumb size 100,25; set samples {samples}; "
                  f"f(x) = x <= 0 ? {H:g} + {1 - d:g} * -x : {scrolled}; "
                  f"plot [{start}:{end}] f(x) notitle")
        peers.append(Peer("gnuplot, `set terminal dumb size 100,25`",
                          Command(["gnuplot", "-e", script], stdout=out / "chart-gnuplot.txt"),
                          0.5))
    else:
        rows.append(skipped(case, "gnuplot", "gnuplot is not installed"))
    python = settings.venv / "bin" / "python" if settings.venv else None
    if python and python.exists() and can_import(python, "from plotext import plot, plotsize"):
        peers.append(Peer("plotext, `plt.plotsize(100, 25)`",
                          Command([python, BENCH / "peers" / "plotext_chart.py", H, h, d,
                                   preset["collapse"], start, end, samples, 100, 25],
                                  stdout=out / "chart-plotext.txt"),
                          0.05))
    else:
        rows.append(skipped(case, "plotext", "no virtualenv with plotext 5"))
    if peers:
        rows = compare(settings, environment, case, stretchy, peers, settings.rounds, log) + rows
    else:
        run(stretchy, environment)  # no peer to time against; the chart is still checked
    check_chart(out / "chart-stretchy.txt")
    return rows


def check_chart(path):
    lines = path.read_text(errors="replace").splitlines() if path.exists() else []
    if not 10 <= len(lines) <= 40:
        raise BenchError(f"`stretchy chart` printed {len(lines)} lines; expected about 25")


def can_import(python, statement):
    return subprocess.run([str(python), "-c", statement],
                          capture_output=True).returncode == 0


def sqlite_utils(settings):
    tool = settings.venv / "bin" / "sqlite-utils" if settings.venv else None
    return tool if tool and tool.exists() else None


def import_case(settings, environment, log, document, flat):
    count = settings.presets
    case = f"`import` of {spaced(count)} presets into a fresh database"
    db = settings.work / "db"
    fresh = db / "import-stretchy.sqlite"
    stretchy = stretchy_command(settings, fresh, "import", document)
    stretchy.before = remove_database(fresh)
    peers, rows = [], []
    if shutil.which("sqlite3"):
        target = db / "import-sqlite3.sqlite"
        peers.append(Peer("`sqlite3` shell, `json_each` into a STRICT table, one transaction",
                          Command(["sqlite3", target], stdin=peer_import_sql(settings, document),
                                  before=remove_database(target)), 2))
        schema = schema_import_sql(settings, document)
        if schema:
            target = db / "import-sqlite3-schema.sqlite"
            peers.append(Peer("`sqlite3` shell, `json_each` into stretchy's own schema "
                              "(Migrations/, CHECKs and triggers)",
                              Command(["sqlite3", target], stdin=schema,
                                      before=remove_database(target)), None))
    else:
        rows.append(skipped(case, "sqlite3 shell", "sqlite3 is not installed"))
    tool = sqlite_utils(settings)
    if tool:
        target = db / "import-sqlite-utils.sqlite"
        peers.append(Peer("`sqlite-utils insert` (flattened objects)",
                          Command([tool, "insert", target, "presets", flat, "--pk", "name"],
                                  before=remove_database(target)), 1, strict=True))
    else:
        rows.append(skipped(case, "sqlite-utils insert", "no virtualenv with sqlite-utils"))
    if peers:
        rows = compare(settings, environment, case, stretchy, peers, settings.slow_rounds,
                       log) + rows
    return rows


def export_case(settings, environment, log, database, peer_database):
    case = f"`export` of {spaced(settings.presets)} presets"
    out = settings.work / "out"
    stretchy = stretchy_command(settings, database, "export", stdout=out / "export-stretchy.json")
    if not shutil.which("sqlite3"):
        return [skipped(case, "sqlite3 -json", "sqlite3 is not installed")]
    peer = Peer("`sqlite3 -json` of the same rows",
                Command(["sqlite3", "-json", peer_database, EXPORT_SQL],
                        stdout=out / "export-sqlite3.json"), 2)
    return compare(settings, environment, case, stretchy, [peer], settings.rounds, log)


def export_swift_case(settings, environment, log, database, exported):
    """`export --to swift` within 2x of `export` as JSON from the same database (issue 17), and an
    app decoding that export with JSONDecoder and PresetDocument beside it, for information."""
    case = f"`export --to swift` of {spaced(settings.presets)} presets"
    out = settings.work / "out"
    swift = out / "export-stretchy.swift"
    stretchy = stretchy_command(settings, database, "export", "--to", "swift", stdout=swift)
    peers = [Peer("`export` as JSON, same database",
                  stretchy_command(settings, database, "export", stdout=out / "export-json.json"), 2)]
    if settings.document_decode_bench:
        peers.append(Peer("`PresetDocument` via Foundation's `JSONDecoder`, decoding that export",
                          Command([settings.document_decode_bench, exported],
                                  stdout=out / "export-decoded.txt"), None))
    rows = compare(settings, environment, case, stretchy, peers, settings.rounds, log)
    constants = swift.read_text().count("\n    static let ") if swift.exists() else 0
    presets = len(json.loads(exported.read_text())["presets"])
    if constants != presets + 1:  # one per preset, and `all`
        raise BenchError(f"`export --to swift` wrote {constants} constants for {presets} presets")
    decoded = out / "export-decoded.txt"
    if settings.document_decode_bench and decoded.read_text().strip() != str(presets):
        raise BenchError(f"PresetDocument decoded {decoded.read_text().strip()} presets of {presets}")
    return rows


def list_case(settings, environment, log, database, peer_database):
    case = f"`list` on {spaced(settings.presets)} presets, fresh process"
    out = settings.work / "out"
    stretchy = stretchy_command(settings, database, "list", stdout=out / "list-stretchy.txt")
    if not shutil.which("sqlite3"):
        return [skipped(case, "sqlite3", "sqlite3 is not installed")]
    # The bar is against the shell listing the table's columns; names and summaries alone (what
    # the table showed before its number columns) are shown beside it.
    peers = [Peer(f"`sqlite3 DB '{LIST_TABLE_SQL}'`",
                  Command(["sqlite3", peer_database, LIST_TABLE_SQL], stdout=out / "list-table-sqlite3.txt"), 2),
             Peer(f"`sqlite3 DB '{LIST_SQL}'`",
                  Command(["sqlite3", peer_database, LIST_SQL], stdout=out / "list-sqlite3.txt"), None)]
    rows = compare(settings, environment, case, stretchy, peers, settings.rounds, log)
    listed = (out / "list-stretchy.txt").read_text(errors="replace")
    if "p00001" not in listed and "p000001" not in listed:
        raise BenchError("`stretchy list` did not list the imported presets")
    # The same rows as JSON, against the shell's own JSON of them.
    case = f"`list --format json` on {spaced(settings.presets)} presets, fresh process"
    stretchy = stretchy_command(settings, database, "list", "--format", "json",
                                stdout=out / "list-json-stretchy.txt")
    peer = Peer(f"`sqlite3 -json DB '{LIST_SQL}'`",
                Command(["sqlite3", "-json", peer_database, LIST_SQL], stdout=out / "list-json-sqlite3.txt"), 2)
    rows += compare(settings, environment, case, stretchy, [peer], settings.rounds, log)
    ours = json.loads((out / "list-json-stretchy.txt").read_text())
    theirs = json.loads((out / "list-json-sqlite3.txt").read_text())
    generated = re.compile(r"p[0-9]+$")
    if [(o["name"], o["summary"]) for o in ours if generated.match(o["name"])] != \
            [(t["name"], t["summary"]) for t in theirs if generated.match(t["name"])]:
        raise BenchError("`stretchy list --format json` and `sqlite3 -json` disagree on the rows")
    return rows


def eval_case(settings, environment, log, catalogue):
    last = settings.eval_to
    case = (f"`eval sticky-utah --from 0 --to {last} --step 1 --format csv` "
            f"({spaced(last + 1)} offsets) to a file")
    out = settings.work / "out"
    preset = sticky_utah(settings, catalogue)
    arguments = ["eval", "sticky-utah", "--from", "0", "--to", last, "--step", "1",
                 "--format", "csv"]
    header = capture([settings.stretchy, *arguments[:5], "0", "--step", "1", "--format", "csv"],
                     env={"STRETCHY_DB": str(catalogue)}).splitlines()[0]
    shadow = preset.get("shadow")
    c_arguments = [preset["maxHeight"], preset["minHeight"], preset["damping"],
                   preset["collapse"], shadow["threshold"] if shadow else "none",
                   shadow["radius"] if shadow else 0, 0, last, 1, header]
    stretchy = stretchy_command(settings, catalogue, *arguments, stdout=out / "eval-stretchy.csv")
    peers = [
        Peer("C, `printf(\"%.17g,...\")`, gcc -O2",
             Command([settings.eval_c, *c_arguments], stdout=out / "eval-c.csv"), 3),
        Peer("C, shortest of %.15g/%.16g/%.17g, gcc -O2",
             Command([settings.eval_c, "--shortest", *c_arguments],
                     stdout=out / "eval-c-shortest.csv"), None),
    ]
    rows = compare(settings, environment, case, stretchy, peers, settings.slow_rounds, log)
    check_same_rows(out / "eval-stretchy.csv", out / "eval-c.csv", last + 2)
    return rows


def check_same_rows(ours, theirs, expected_lines):
    """The CLI and the C peer printed the same header and the same numbers."""
    with open(ours) as a, open(theirs) as b:
        for number, (x, y) in enumerate(zip(a, b)):
            if number == 0:
                if x != y:
                    raise BenchError(f"eval headers differ: {x.strip()!r} vs {y.strip()!r}")
                continue
            if number > 5000:
                break
            if [float(v) for v in x.split(",")] != [float(v) for v in y.split(",")]:
                raise BenchError(f"eval row {number} differs: {x.strip()!r} vs {y.strip()!r}")
    for path in (ours, theirs):
        with open(path, "rb") as f:
            lines = sum(1 for _ in f)
        if lines != expected_lines:
            raise BenchError(f"{path.name} has {lines} lines; expected {expected_lines}")


def geometry_case(settings, environment, log):
    case = "geometry core in-process, `frame(at:)` (frames per second)"
    arguments = [settings.geometry_frames, settings.geometry_repeats, 300, 120, 0.5, 140, 8]
    swift = Command([settings.geometry_bench, *arguments], stdout=settings.work / "out" / "geo-swift.txt")
    c = Command([settings.geometry_c, *arguments], stdout=settings.work / "out" / "geo-c.txt")
    log.append((case, [("stretchy (Swift, `-c release`)", swift), ("C, gcc -O2", c)]))
    rates = {"swift": [], "c": []}
    checksums = set()
    for r in range(settings.geometry_rounds):
        for key, command in (("swift", swift), ("c", c))[::(1 if r % 2 == 0 else -1)]:
            run(command, environment)
            lines = command.stdout.read_text().splitlines()
            rates[key].append(float(lines[-1].split("=")[1]))
            checksums.add(float(lines[0].split("checksum=")[1]))
    if len(checksums) != 1:
        raise BenchError(f"the Swift and C geometry loops disagree: checksums {sorted(checksums)}")
    ours, theirs = statistics.median(rates["swift"]), statistics.median(rates["c"])
    ratio = ours / theirs
    verdict = "not checked" if settings.quick else ("pass" if ratio >= 0.5 else "MISS")
    return [Row(case, "C loop of the same formulas, gcc -O2", f"{ours / 1e6:.0f} M/s",
                f"{theirs / 1e6:.0f} M/s", ratio, "≥ 0.5×", verdict)]


def memory_case(settings, environment, log, document):
    count = settings.memory_presets
    case = f"peak memory, `import` of {spaced(count)} presets"
    size = document.stat().st_size
    limit = 3 * size + 30 * MB
    db = settings.work / "db" / "memory.sqlite"
    stretchy = stretchy_command(settings, db, "import", document)
    stretchy.before = remove_database(db)
    commands = [("stretchy", stretchy)]
    if settings.baseline:
        commands.append(("stretchy before the fixes (`--baseline`)",
                         baseline_peer(settings, stretchy).command))
    time_tool = Path("/usr/bin/time")
    if shutil.which("sqlite3"):
        target = settings.work / "db" / "memory-sqlite3.sqlite"
        commands.append(("sqlite3 json_each (for reference)",
                         Command(["sqlite3", target], stdin=peer_import_sql(settings, document),
                                 before=remove_database(target))))
    log.append((case, commands))
    peaks = {name: [] for name, _ in commands}
    for _ in range(settings.memory_rounds):
        for name, command in commands:
            if time_tool.exists():
                # GNU time forks (not vfork), so the figure is the child's own peak: %M, in KiB.
                report = settings.work / "out" / "time.txt"
                wrapped = Command([time_tool, "-f", "%M", "-o", report, *command.argv],
                                  stdout=command.stdout, stdin=command.stdin, env=command.env,
                                  before=command.before)
                run(wrapped, environment)
                peaks[name].append(int(report.read_text().split()[-1]) * 1024)
            else:
                peaks[name].append(run(command, environment).max_rss_kb * 1024)
    ours = statistics.median(peaks["stretchy"])
    ratio = ours / limit
    verdict = "not checked" if settings.quick else ("pass" if ratio <= 1 else "MISS")
    rows = [Row(case, f"limit: 3 × file ({size / MB:.1f} MB) + 30 MB",
                f"{ours / MB:.1f} MB", f"{limit / MB:.1f} MB", ratio, "≤ 1× limit", verdict)]
    for name, values in peaks.items():
        if name != "stretchy":
            rows.append(Row(case, name, f"{ours / MB:.1f} MB",
                            f"{statistics.median(values) / MB:.1f} MB",
                            ours / statistics.median(values), "—", "info"))
    return rows


def database_of(settings, count):
    """A database holding the catalogue and `count` generated presets (made once, then reused)."""
    document, _ = make_presets(settings, count)
    database = settings.work / "db" / f"scale-{count}.sqlite"
    if not database.exists():
        note(f"importing {count} presets for the scale cases")
        capture([settings.stretchy, "import", document], env={"STRETCHY_DB": str(database)})
    return database


def check_case(settings, environment, log):
    """`check` is linear: within 3× SQLite's own `PRAGMA integrity_check` on the same file (issue
    14: the history check's correlated NOT EXISTS made it quadratic, 57 s for 40 000 presets)."""
    count = settings.check_presets
    database = database_of(settings, count)
    case = f"`check` on {spaced(count)} presets"
    stretchy = stretchy_command(settings, database, "check")
    if not shutil.which("sqlite3"):
        return [skipped(case, "sqlite3", "sqlite3 is not installed")]
    peer = Peer("`sqlite3 DB 'PRAGMA integrity_check'` on the same file",
                Command(["sqlite3", database, "PRAGMA integrity_check"]), 3)
    return compare(settings, environment, case, stretchy, [peer], settings.slow_rounds, log)


def peak_memory(settings, environment, command, rounds):
    """The median peak RSS of `command` in bytes, as GNU time's %M reports it (else wait4's)."""
    time_tool = Path("/usr/bin/time")
    peaks = []
    for _ in range(rounds):
        if time_tool.exists():
            report = settings.work / "out" / "time.txt"
            wrapped = Command([time_tool, "-f", "%M", "-o", report, *command.argv],
                              stdout=command.stdout, stdin=command.stdin, env=command.env,
                              before=command.before)
            run(wrapped, environment)
            peaks.append(int(report.read_text().split()[-1]) * 1024)
        else:
            peaks.append(run(command, environment).max_rss_kb * 1024)
    return statistics.median(peaks)


def export_memory_case(settings, environment, log):
    """An export streams: its peak memory stays flat as the catalogue grows ten times (issue 14:
    a million presets peaked at 1 GB when the whole document was built first)."""
    small, large = settings.export_memory_presets
    out = settings.work / "out"
    rows = []
    for how in ("stdout", "-o"):
        commands, peaks = [], {}
        for count in (small, large):
            database = database_of(settings, count)
            target = out / f"export-memory-{count}.json"
            arguments = ["export"] + (["-o", target] if how == "-o" else [])
            command = stretchy_command(settings, database, *arguments,
                                       stdout=None if how == "-o" else target)
            commands.append((f"stretchy, {spaced(count)} presets", command))
            peaks[count] = peak_memory(settings, environment, command, settings.memory_rounds)
            if settings.baseline:
                before = baseline_peer(settings, command).command
                commands.append((f"stretchy before the fixes, {spaced(count)} presets", before))
                peaks[("baseline", count)] = peak_memory(settings, environment, before, settings.memory_rounds)
        log.append((f"peak memory, `export {'-o FILE' if how == '-o' else '> FILE'}`", commands))
        ratio = peaks[large] / peaks[small]
        verdict = "not checked" if settings.quick else ("pass" if ratio <= 1.5 else "MISS")
        rows.append(Row(f"peak memory, `export {'-o FILE' if how == '-o' else '> FILE'}` of {spaced(large)} presets",
                        f"the same export of {spaced(small)} presets", f"{peaks[large] / MB:.1f} MB",
                        f"{peaks[small] / MB:.1f} MB", ratio, "≤ 1.5×", verdict))
        if settings.baseline:
            rows.append(Row(f"peak memory, `export {'-o FILE' if how == '-o' else '> FILE'}` of {spaced(large)} presets",
                            "stretchy before the fixes (`--baseline`), same export", f"{peaks[large] / MB:.1f} MB",
                            f"{peaks[('baseline', large)] / MB:.1f} MB", peaks[large] / peaks[('baseline', large)],
                            "—", "info"))
    return rows


def peak_memory_and_time(settings, environment, command, rounds):
    """The median peak RSS (bytes, GNU time's %M) and the median wall time (s) of `command`."""
    time_tool = Path("/usr/bin/time")
    peaks, times = [], []
    for _ in range(rounds):
        if time_tool.exists():
            report = settings.work / "out" / "time.txt"
            wrapped = Command([time_tool, "-f", "%M", "-o", report, *command.argv],
                              stdout=command.stdout, stdin=command.stdin, env=command.env,
                              before=command.before)
            times.append(run(wrapped, environment).seconds)
            peaks.append(int(report.read_text().split()[-1]) * 1024)
        else:
            sample = run(command, environment)
            peaks.append(sample.max_rss_kb * 1024)
            times.append(sample.seconds)
    return statistics.median(peaks), statistics.median(times)


CODE_LANGUAGES = ("flutter", "web", "compose", "swift")


def export_code_case(settings, environment, log):
    """A code export streams as the JSON export does: `export --to LANGUAGE -o FILE` keeps its peak
    memory flat as the catalogue grows ten times (issue 29: 100 000 presets took 3.0 GB and 55 s
    as Flutter, 1.2 GB as web, 1.7 GB as Compose, and a fatal error under `ulimit -v`)."""
    small, large = settings.export_memory_presets
    out = settings.work / "out"
    rows = []
    for language in CODE_LANGUAGES:
        commands, peaks, times = [], {}, {}
        for count in (small, large):
            database = database_of(settings, count)
            target = out / f"export-code-{count}.{language}"
            command = stretchy_command(settings, database, "export", "--to", language, "-o", target)
            commands.append((f"stretchy, {spaced(count)} presets", command))
            peaks[count], times[count] = peak_memory_and_time(settings, environment, command, settings.memory_rounds)
            if settings.baseline and count == large:
                before = baseline_peer(settings, command).command
                commands.append((f"stretchy before the fixes, {spaced(count)} presets", before))
                peaks["baseline"], times["baseline"] = peak_memory_and_time(settings, environment, before, 1)
        case = f"`export --to {language} -o FILE` of {spaced(large)} presets"
        log.append((f"peak memory and time, `export --to {language} -o FILE`", commands))
        ratio = peaks[large] / peaks[small]
        verdict = "not checked" if settings.quick else ("pass" if ratio <= 1.5 else "MISS")
        rows.append(Row(f"peak memory, {case}", f"the same export of {spaced(small)} presets",
                        f"{peaks[large] / MB:.1f} MB", f"{peaks[small] / MB:.1f} MB", ratio, "≤ 1.5×", verdict))
        if settings.baseline:
            rows.append(Row(f"peak memory, {case}", "stretchy before the fixes (`--baseline`), one run",
                            f"{peaks[large] / MB:.1f} MB", f"{peaks['baseline'] / MB:.1f} MB",
                            peaks[large] / peaks["baseline"], "—", "info"))
            rows.append(Row(f"time, {case}", "stretchy before the fixes (`--baseline`), one run",
                            milliseconds(times[large]), milliseconds(times["baseline"]),
                            times[large] / times["baseline"], "—", "info"))
        else:
            rows.append(Row(f"time, {case}", "—", milliseconds(times[large]), "—", None, "—", "info"))
    return rows


def open_case(settings, environment, log, catalogue):
    """What opening a database costs every command: `show` of one preset, which also compares the
    file's schema with the migrations' (run on an in-memory database). Shown for information,
    against the sqlite3 shell reading the same row, and the binary before the fixes (`--baseline`)."""
    case = "`show sticky-utah` on the catalogue, fresh process (opening checks included)"
    stretchy = stretchy_command(settings, catalogue, "show", "sticky-utah")
    if not shutil.which("sqlite3"):
        return [skipped(case, "sqlite3", "sqlite3 is not installed")]
    peer = Peer("`sqlite3 DB` reading the same row",
                Command(["sqlite3", catalogue, "SELECT * FROM preset p JOIN revision r ON r.id = p.revision "
                                               "WHERE p.name = 'sticky-utah'"]), None)
    return compare(settings, environment, case, stretchy, [peer], settings.rounds, log)


# sticky-utah's heights by jq, counted: the jq peer of the verify case checks the heights alone.
VERIFY_JQ = ("reduce (inputs | select(.t != null)) as $s ({samples: 0, height: 0}; .samples += 1 | "
             "if ((if $s.offset < 0 then 300 - 0.5 * $s.offset else ([120, 300 - $s.offset] | max) end)"
             " - $s.height | fabs) > 0.5 then .height += 1 else . end)")
VERIFY_SECONDS = 2.0  # issue 28: a million samples checked in at most 2 s
FIT_SECONDS = 1.0  # issue 44: a preset fitted to 100 000 samples in under a second


def make_trace(settings, samples):
    """A trace of sticky-utah with `samples` samples from Benchmarks/make_trace.py (made once,
    then reused)."""
    data = settings.work / "data"
    data.mkdir(parents=True, exist_ok=True)
    trace = data / f"trace-{samples}.jsonl"
    if not trace.exists():
        note(f"generating a trace of {samples} samples")
        partial = trace.with_suffix(".partial")
        with open(partial, "w") as f:
            subprocess.run([sys.executable, str(BENCH / "make_trace.py"), str(samples)],
                           stdout=f, check=True)
        partial.rename(trace)
    return trace


def verified(path):
    """The samples and rests `stretchy verify` says it checked, from its table output."""
    text = path.read_text(errors="replace")
    found = re.match(r"checked (\d+) samples against sticky-utah \((\d+) rests?\)", text)
    if not found or "ok: every sample is within the tolerance" not in text:
        raise BenchError(f"`stretchy verify` printed {text[:200]!r}")
    return int(found[1]), int(found[2])


def verify_case(settings, environment, log, catalogue):
    """`stretchy verify` checks a million samples in at most 2 s with flat memory (issue 28):
    timed beside a Python script checking the same numbers and jq checking the heights alone,
    every side's count of samples compared; peak memory at a tenth of the trace beside it."""
    small, large = settings.verify_samples
    trace = make_trace(settings, large)
    out = settings.work / "out"
    case = f"`verify sticky-utah TRACE`, {spaced(large)} samples ({trace.stat().st_size / MB:.0f} MB)"
    stretchy = stretchy_command(settings, catalogue, "verify", "sticky-utah", trace,
                                stdout=out / "verify-stretchy.txt")
    peers, rows = [Peer("Python, `json.loads` per line, the same checks (Benchmarks/peers/verify_trace.py)",
                        Command([sys.executable, BENCH / "peers" / "verify_trace.py", trace],
                                stdout=out / "verify-python.json"), None)], []
    if shutil.which("jq"):
        peers.append(Peer("jq, the heights alone (`jq -n 'reduce inputs ...'`)",
                          Command(["jq", "-n", "-c", VERIFY_JQ, trace], stdout=out / "verify-jq.json"),
                          None))
    else:
        rows.append(skipped(case, "jq", "jq is not installed"))
    timed, seconds = timed_rows(settings, environment, case, stretchy, peers, settings.verify_rounds, log)
    # Every side read the same samples and found nothing wrong, so the times are for the same work.
    samples, rests = verified(out / "verify-stretchy.txt")
    python = json.loads((out / "verify-python.json").read_text())
    if (samples, rests) != (large, python["rests"]) or python["samples"] != large or python["deviations"]:
        raise BenchError(f"`stretchy verify` checked {samples} samples and {rests} rests; "
                         f"the Python peer {python}; the trace has {large}")
    if shutil.which("jq"):
        counted = json.loads((out / "verify-jq.json").read_text())
        if counted != {"samples": large, "height": 0}:
            raise BenchError(f"jq counted {counted} in a trace of {large} samples")
    # The bar is for a million samples; the quick run's small trace shows no ratio against it.
    ratio = seconds / VERIFY_SECONDS if large == 1_000_000 else None
    verdict = "not checked" if settings.quick or ratio is None else ("pass" if ratio <= 1 else "MISS")
    rows = [Row(case, f"bar: {VERIFY_SECONDS:g} s for 1 000 000 samples", milliseconds(seconds),
                milliseconds(VERIFY_SECONDS), ratio, f"≤ 1× ({VERIFY_SECONDS:g} s)", verdict)] + timed + rows
    # Flat memory: the peak at the whole trace against the peak at a tenth of it.
    little = make_trace(settings, small)
    commands, peaks = [], {}
    for count, path in ((small, little), (large, trace)):
        command = stretchy_command(settings, catalogue, "verify", "sticky-utah", path,
                                   stdout=out / f"verify-memory-{count}.txt")
        commands.append((f"stretchy, {spaced(count)} samples", command))
        peaks[count] = peak_memory(settings, environment, command, settings.memory_rounds)
    python_peak = peak_memory(settings, environment, peers[0].command, 1)
    commands.append(("Python peer, one run", peers[0].command))
    log.append(("peak memory, `verify sticky-utah TRACE`", commands))
    memory_case = f"peak memory, `verify sticky-utah TRACE` of {spaced(large)} samples"
    ratio = peaks[large] / peaks[small]
    verdict = "not checked" if settings.quick else ("pass" if ratio <= 1.5 else "MISS")
    rows.append(Row(memory_case, f"the same verify of {spaced(small)} samples", f"{peaks[large] / MB:.1f} MB",
                    f"{peaks[small] / MB:.1f} MB", ratio, "≤ 1.5×", verdict))
    rows.append(Row(memory_case, "Python peer (one run)", f"{peaks[large] / MB:.1f} MB",
                    f"{python_peak / MB:.1f} MB", peaks[large] / python_peak, "—", "info"))
    return rows


def fit_case(settings, environment, log, catalogue):
    """`stretchy fit` finds sticky-utah's numbers in a trace of 100 000 samples in under a second
    (issue 44), reading it twice as it streams: memory at ten times the trace beside it."""
    small, large = settings.verify_samples
    fitted = small * 10 if settings.quick else small
    trace = make_trace(settings, fitted)
    out = settings.work / "out"
    case = f"`fit TRACE`, {spaced(fitted)} samples of sticky-utah ({trace.stat().st_size / MB:.0f} MB)"
    stretchy = stretchy_command(settings, catalogue, "fit", trace, stdout=out / "fit-stretchy.txt")
    log.append((case, [("stretchy", stretchy)]))
    seconds = time_case(settings, environment, stretchy, [], settings.verify_rounds)[0]
    text = (out / "fit-stretchy.txt").read_text(errors="replace")
    expected = f"# fitted to {fitted} samples"
    if not text.startswith(expected) or "maxHeight=300\nminHeight=120\ncollapse=shrink\ndamping=0.5\n" not in text:
        raise BenchError(f"`stretchy fit` printed {text[:300]!r}")
    ratio = seconds / FIT_SECONDS if fitted == 100_000 else None
    verdict = "not checked" if settings.quick or ratio is None else ("pass" if ratio < 1 else "MISS")
    rows = [Row(case, f"bar: {FIT_SECONDS:g} s for 100 000 samples", milliseconds(seconds),
                milliseconds(FIT_SECONDS), ratio, f"< 1× ({FIT_SECONDS:g} s)", verdict)]
    # Flat memory: the peak at ten times the trace against the peak at the trace.
    commands, peaks = [], {}
    for count in (fitted, large if not settings.quick else fitted):
        command = stretchy_command(settings, catalogue, "fit", make_trace(settings, count),
                                   stdout=out / f"fit-memory-{count}.txt")
        commands.append((f"stretchy, {spaced(count)} samples", command))
        peaks[count] = peak_memory(settings, environment, command, settings.memory_rounds)
    log.append(("peak memory, `fit TRACE`", commands))
    biggest = max(peaks)
    ratio = peaks[biggest] / peaks[fitted]
    verdict = "not checked" if settings.quick else ("pass" if ratio <= 1.5 else "MISS")
    rows.append(Row(f"peak memory, `fit TRACE` of {spaced(biggest)} samples", f"the same fit of {spaced(fitted)} samples",
                    f"{peaks[biggest] / MB:.1f} MB", f"{peaks[fitted] / MB:.1f} MB", ratio, "≤ 1.5×", verdict))
    return rows


def completion_case(settings, environment, log, catalogue, database):
    """What one TAB costs: the completion scripts run `stretchy __complete` once per TAB, which
    opens the database read-only. Preset names on the big database, against the sqlite3 shell
    listing the same names read-only; keys and the edited preset on the catalogue, against the
    shell reading that preset's row. For information: a TAB should feel instant (well under 50 ms)."""
    rows = []
    case = f"TAB after `show ` (`__complete bash -- show ''`) on {spaced(settings.presets)} presets, fresh process"
    out = settings.work / "out"
    stretchy = Command([settings.stretchy, "__complete", "bash", "--", "show", ""],
                       env={"STRETCHY_DB": str(database)}, stdout=out / "complete-names.txt")
    if not shutil.which("sqlite3"):
        return [skipped(case, "sqlite3", "sqlite3 is not installed")]
    names_sql = "SELECT name FROM preset ORDER BY name"
    peer = Peer(f"`sqlite3 -readonly DB '{names_sql}'`",
                Command(["sqlite3", "-readonly", database, names_sql], stdout=out / "complete-names-sqlite3.txt"),
                None)
    rows += compare(settings, environment, case, stretchy, [peer], settings.rounds, log)
    offered = (out / "complete-names.txt").read_text().splitlines()
    listed = (out / "complete-names-sqlite3.txt").read_text().splitlines()
    if offered[:1] != [":words"] or offered[1:] != listed:
        raise BenchError("`stretchy __complete bash -- show ''` did not offer every live preset's name")
    case = "TAB after `edit sticky-utah ma` on the catalogue, fresh process"
    stretchy = Command([settings.stretchy, "__complete", "bash", "--", "edit", "sticky-utah", "ma"],
                       env={"STRETCHY_DB": str(catalogue)}, stdout=out / "complete-keys.txt")
    peer = Peer("`sqlite3 -readonly DB` reading the preset's row",
                Command(["sqlite3", "-readonly", catalogue, "SELECT * FROM preset p JOIN revision r "
                                                           "ON r.id = p.revision WHERE p.name = 'sticky-utah'"]), None)
    rows += compare(settings, environment, case, stretchy, [peer], settings.rounds, log)
    if (out / "complete-keys.txt").read_text() != ":words\nmaxHeight=\n":
        raise BenchError("`stretchy __complete bash -- edit sticky-utah ma` did not offer maxHeight=")
    return rows


# ---------------------------------------------------------------------------------------------
# Report


def table(rows):
    lines = ["| case | peer | stretchy | peer | ratio | bar | result |",
             "|---|---|---:|---:|---:|---|---|"]
    for row in rows:
        ratio = f"{row.ratio:.3g}×" if row.ratio is not None else "—"
        lines.append(f"| {row.case} | {row.peer} | {row.stretchy} | {row.peer_value} | {ratio} "
                     f"| {row.bar} | {row.verdict} |")
    return "\n".join(lines)


def first_line(argv):
    try:
        out = subprocess.run(argv, capture_output=True, text=True, timeout=30)
        return (out.stdout or out.stderr).strip().splitlines()[0]
    except (OSError, IndexError, subprocess.TimeoutExpired):
        return "not installed"


def machine(settings, load_before, load_after, spawn_overhead):
    cpu = "unknown"
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            cpu = line.split(":", 1)[1].strip()
            break
    memory = next((f"{int(l.split()[1]) / 1024 / 1024:.1f} GiB"
                   for l in Path("/proc/meminfo").read_text().splitlines()
                   if l.startswith("MemTotal")), "unknown")
    os_name = next((l.split("=", 1)[1].strip('"') for l in
                    Path("/etc/os-release").read_text().splitlines()
                    if l.startswith("PRETTY_NAME=")), platform.system())
    python = settings.venv / "bin" / "python" if settings.venv else None

    def version(module):
        if not python or not python.exists():
            return "not installed"
        return first_line([str(python), "-c",
                           f"import importlib.metadata as m; print(m.version('{module}'))"])

    linked = subprocess.run(["ldd", str(settings.stretchy)], capture_output=True,
                            text=True).stdout if shutil.which("ldd") else ""
    libraries = sorted({l.split()[0] for l in linked.splitlines() if "=>" in l or "ld-linux" in l})
    swift_runtime = [l for l in libraries if "swift" in l.lower() or "Foundation" in l]
    return "\n".join([
        f"- CPU: {cpu}, {os.cpu_count()} cores; memory {memory}",
        f"- OS: {os_name}, Linux {platform.release()}",
        f"- Load average (1, 5, 15 min): {load_before} before, {load_after} after",
        f"- Swift: {first_line(['swift', '--version'])}",
        f"- stretchy binary: {settings.stretchy.relative_to(ROOT) if settings.stretchy.is_relative_to(ROOT) else settings.stretchy}"
        f", {settings.stretchy.stat().st_size / MB:.1f} MB, links {', '.join(libraries) or 'nothing'}"
        f" ({'no Swift runtime libraries' if not swift_runtime else 'Swift runtime: ' + ', '.join(swift_runtime)})",
        f"- gcc: {first_line(['gcc', '--version'])}",
        f"- sqlite3: {first_line(['sqlite3', '--version'])}",
        f"- gnuplot: {first_line(['gnuplot', '--version'])}",
        f"- plotext {version('plotext')}, sqlite-utils {version('sqlite-utils')}, "
        f"{first_line([str(python), '--version']) if python and python.exists() else 'n/a'}",
        f"- Spawning and reaping `/bin/true` from the harness: {spawn_overhead * 1000:.2f} ms "
        f"(median; included in every fresh-process figure, on both sides)",
    ])


def write_report(settings, rows, log, machine_text, started, path):
    commands = []
    for case, sides in log:
        commands.append(f"**{case}**\n")
        for name, command in sides:
            commands.append(f"- {name}:\n  ```sh\n  {command.shell(settings.work)}\n  ```")
            if command.stdin and command.stdin.suffix == ".sql":
                sql = command.stdin.read_text().replace(str(settings.work), "$BENCH").strip()
                sql = sql.replace("\n", "\n  ")
                commands.append(f"  where `{command.stdin.name}` is\n  ```sql\n  {sql}\n  ```")
        commands.append("")
    fixes = (BENCH / "fixes.md").read_text() if (BENCH / "fixes.md").exists() else ""
    mode = "quick" if settings.quick else "full"
    text = f"""# Benchmarks

Produced by `Benchmarks/run` ({mode} mode) on {started:%Y-%m-%d %H:%M} UTC. Every figure is the
median of several runs after a warm-up, and every ratio is stretchy / peer measured in the same,
interleaved rounds; see [Method](#method). Run it yourself with `Benchmarks/run` (installs the
peers if missing, a few minutes) or `Benchmarks/run --quick` (small data, seconds, what CI runs;
checks no bar).

## Results

{table(rows)}

## Machine

{machine_text}

## Method

- stretchy is built as installed: `swift build -c release --static-swift-stdlib` with, on Linux,
  the README's `-Xswiftc -static-executable` (SQLite, the C library and the C++ runtime linked in
  too), and the binary copied to `$BENCH/bin/stretchy` as an install would copy it (the linker's own output file starts
  with 5% more page faults); the geometry core's loop is `Benchmarks/GeometryBench`, a separate
  package built with `swift build -c release`; the C peers are built with `gcc -O2`.
- Data is generated by `Benchmarks/make_presets.py` (seeded, so every run uses the same
  documents): {spaced(settings.presets)} and {spaced(settings.memory_presets)} valid, varied presets named
  `p00001`... in the canonical format of docs/format.md. The database for `export` and `list` is
  the one `import` filled (the generated presets plus the built-in catalogue); the peers' database
  holds the same rows, read from that database's export.
- Every run is a fresh process, spawned with `posix_spawn` and reaped with `wait4`, with stdout
  sent to a file (in `$BENCH/out`, a link to a folder on tmpfs, /dev/shm, where there is one, so
  that no command waits for the disk to take another's output) and stderr to a file. The harness pins itself, and so every
  command, to one core and spins on it for 5 ms before each run: a command started on a core that
  had been idle ran up to 40% slower, which made a figure depend on what ran before it. Each round runs stretchy and every peer of
  the case once, in a fresh (seeded) random order; {settings.warmups} warm-up round(s) are
  discarded; then {settings.rounds} rounds (for `import` and `eval`: {settings.slow_rounds}) give
  the medians. A command that fails stops the run.
- Databases written by a case are deleted before every run, outside the timed part.
- The geometry case runs each program {settings.geometry_rounds} times, alternating; each run
  times {settings.geometry_repeats} sweeps of {spaced(settings.geometry_frames)} frames in-process by the
  thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`, so time the core spends on other processes does
  not count) and prints its median rate and a checksum (both sides must agree on it). Optimization barriers
  (`@_optimize(none)` in Swift, an empty `asm volatile` in C) keep the work inside the timed
  region.
- Peak memory is GNU time's `%M` (the child's maximum resident set), median of
  {settings.memory_rounds} runs.
- The verify case's trace comes from `Benchmarks/make_trace.py`: {spaced(settings.verify_samples[1])}
  samples of `sticky-utah` (offsets sweeping −100…600 and back, a `title` layer on every line, a
  release and its rest every 1 000 samples), all within the tolerance, in `$BENCH/data`; a trace of
  {spaced(settings.verify_samples[0])} samples gives the memory it is compared with. Its bar is absolute
  (the median wall time at most {VERIFY_SECONDS:g} s); the peers, timed in the same
  {settings.verify_rounds} rounds, are shown for information, and the harness checks that stretchy
  and the Python peer counted the same samples and rests and found no deviation (jq: the same
  samples, no height off).
- The fit case fits the same generator's trace of {spaced(settings.verify_samples[0])} samples
  with `stretchy fit` (bar: the median wall time under {FIT_SECONDS:g} s, {settings.verify_rounds}
  rounds, no peer); the harness checks that it printed `sticky-utah`'s numbers. Its memory at
  {spaced(settings.verify_samples[1])} samples is compared with that at
  {spaced(settings.verify_samples[0])}: the trace is read twice as it streams.
- The eval case's C peer prints with `printf("%.17g,...")`, one call per row: every number
  round-trips and integral values print as `300` as the CLI prints them, but some fractions get
  more digits than the CLI's shortest form (`0.0055555555555555558` for the CLI's
  `0.005555555555555556`). The shortest-form variant (first of `%.15g`, `%.16g`, `%.17g` that reads
  back) is shown for information. The harness checks that the CLI and C print the same header,
  the same number of rows, and numerically equal values in the first 5 000 rows.

## Commands

`$BENCH` is `{settings.work.relative_to(ROOT)}`.

{chr(10).join(commands)}
{fixes}"""
    path.write_text(text.rstrip() + "\n")


# ---------------------------------------------------------------------------------------------


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--work", type=Path, required=True)
    parser.add_argument("--stretchy", type=Path, required=True)
    parser.add_argument("--geometry-bench", type=Path, required=True)
    parser.add_argument("--geometry-c", type=Path, required=True)
    parser.add_argument("--eval-c", type=Path, required=True)
    parser.add_argument("--venv", type=Path)
    parser.add_argument("--case", action="append",
                        choices=["chart", "import", "export", "export-swift", "eval", "list",
                                 "geometry", "memory", "check", "export-memory", "export-code", "open", "completion",
                                 "verify", "fit"],
                        help="run only these cases (repeatable)")
    parser.add_argument("--document-decode-bench", type=Path,
                        help="Benchmarks/GeometryBench's DocumentDecodeBench (export-swift case)")
    parser.add_argument("--output", type=Path, help="where to write the report")
    parser.add_argument("--baseline", type=Path,
                        help="a stretchy binary from before a fix, timed beside the current one")
    options = parser.parse_args()

    quick = options.quick
    settings = Settings(
        quick=quick, work=options.work.absolute(), stretchy=options.stretchy.absolute(),
        geometry_bench=options.geometry_bench.absolute(), geometry_c=options.geometry_c.absolute(),
        eval_c=options.eval_c.absolute(), venv=options.venv.absolute() if options.venv else None,
        presets=200 if quick else 10_000, memory_presets=2_000 if quick else 100_000,
        eval_to=9_999 if quick else 999_999,
        rounds=3 if quick else 15, slow_rounds=2 if quick else 7, warmups=1 if quick else 2,
        geometry_frames=1_000_000 if quick else 50_000_000,
        geometry_repeats=3 if quick else 5, geometry_rounds=1 if quick else 5,
        memory_rounds=1 if quick else 3,
        check_presets=2_000 if quick else 100_000,
        export_memory_presets=(200, 2_000) if quick else (10_000, 100_000),
        verify_samples=(1_000, 10_000) if quick else (100_000, 1_000_000),
        verify_rounds=2 if quick else 5,
        baseline=options.baseline.absolute() if options.baseline else None,
        document_decode_bench=(options.document_decode_bench.absolute()
                               if options.document_decode_bench else None),
    )
    cases = options.case or ["chart", "import", "export", "export-swift", "eval", "list", "geometry",
                             "memory", "check", "export-memory", "export-code", "open", "completion",
                             "verify", "fit"]
    work = settings.work
    for sub in ("db", "data", "xdg"):
        (work / sub).mkdir(parents=True, exist_ok=True)
    # Outputs (28 MB for eval) go to memory when there is a tmpfs: on disk, whichever command
    # wrote while the kernel was flushing the previous one's pages was throttled.
    out, shm = work / "out", Path("/dev/shm")
    if shm.is_dir() and os.access(shm, os.W_OK):
        target = shm / f"stretchy-bench-{os.getuid()}-{work.name}"
        target.mkdir(exist_ok=True)
        if out.is_dir() and not out.is_symlink():
            shutil.rmtree(out)
        if not out.is_symlink():
            out.symlink_to(target)
    out.mkdir(exist_ok=True)
    environment = dict(BASE_ENV)
    environment.update({"XDG_DATA_HOME": str(work / "xdg"), "BENCH_STDERR": str(work / "out" / "stderr.txt")})
    environment.pop("STRETCHY_DB", None)
    BASE_ENV.update({"XDG_DATA_HOME": str(work / "xdg")})
    BASE_ENV.pop("STRETCHY_DB", None)

    # One core for the harness and every command it starts (they inherit it), kept busy by spin()
    # between runs, so each command starts on a warm core that no command has just left.
    core = max(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {core})
    started = datetime.datetime.now(datetime.timezone.utc)
    load_before = ", ".join(f"{v:.2f}" for v in os.getloadavg())
    note(f"{'quick' if quick else 'full'} run, load average {load_before}")
    spawn = time_case(settings, environment, Command(["/bin/true"]), [], 21)[0]

    rows, log = [], []
    try:
        db = work / "db"
        catalogue = db / "catalogue.sqlite"
        needs_cli = set(cases) - {"geometry"}
        if needs_cli:
            remove_database(catalogue)()
            capture([settings.stretchy, "list"], env={"STRETCHY_DB": str(catalogue)})
        if set(cases) & {"import", "export", "export-swift", "list", "completion"}:
            document, flat = make_presets(settings, settings.presets)
        if set(cases) & {"export", "export-swift", "list", "completion"}:
            # The database export and list read: what import makes of the generated document.
            database = db / f"presets-{settings.presets}.sqlite"
            remove_database(database)()
            capture([settings.stretchy, "import", document], env={"STRETCHY_DB": str(database)})
            exported = work / "data" / f"export-{settings.presets}.json"
            exported.write_text(capture([settings.stretchy, "export"],
                                        env={"STRETCHY_DB": str(database)}))
            check_round_trip(document, exported)
            peer_database = db / f"peer-{settings.presets}.sqlite"
            if shutil.which("sqlite3"):
                remove_database(peer_database)()
                capture(["sqlite3", peer_database], stdin=peer_import_sql(settings, exported))
        for name in cases:
            note(f"case: {name}")
            if name == "chart":
                rows += chart_case(settings, environment, log, catalogue)
            elif name == "import":
                rows += import_case(settings, environment, log, document, flat)
            elif name == "export":
                rows += export_case(settings, environment, log, database, peer_database)
            elif name == "export-swift":
                rows += export_swift_case(settings, environment, log, database, exported)
            elif name == "eval":
                rows += eval_case(settings, environment, log, catalogue)
            elif name == "list":
                rows += list_case(settings, environment, log, database, peer_database)
            elif name == "geometry":
                rows += geometry_case(settings, environment, log)
            elif name == "memory":
                big, _ = make_presets(settings, settings.memory_presets)
                rows += memory_case(settings, environment, log, big)
            elif name == "check":
                rows += check_case(settings, environment, log)
            elif name == "export-memory":
                rows += export_memory_case(settings, environment, log)
            elif name == "export-code":
                rows += export_code_case(settings, environment, log)
            elif name == "open":
                rows += open_case(settings, environment, log, catalogue)
            elif name == "completion":
                rows += completion_case(settings, environment, log, catalogue, database)
            elif name == "verify":
                rows += verify_case(settings, environment, log, catalogue)
            elif name == "fit":
                rows += fit_case(settings, environment, log, catalogue)
    except BenchError as error:
        print(table(rows))
        note(f"FAILED: {error}")
        return 2

    load_after = ", ".join(f"{v:.2f}" for v in os.getloadavg())
    print(table(rows))
    report = options.output or (ROOT / "BENCHMARKS.md" if not quick
                                else work / "BENCHMARKS-quick.md")
    write_report(settings, rows, log, machine(settings, load_before, load_after, spawn),
                 started, report)
    note(f"wrote {report}")
    missed = [r for r in rows if r.verdict == "MISS"]
    if missed:
        note(f"{len(missed)} bar(s) missed: " + "; ".join(f"{r.case} vs {r.peer}" for r in missed))
        return 1
    return 0


def check_round_trip(document, exported):
    """The export holds every generated preset unchanged (and the built-in catalogue besides)."""
    ours = {p["name"]: p for p in json.loads(exported.read_text())["presets"]}
    for preset in json.loads(document.read_text())["presets"]:
        if ours.get(preset["name"]) != preset:
            raise BenchError(f"export after import changed preset {preset['name']}: "
                             f"{json.dumps(preset)} became {json.dumps(ours.get(preset['name']))}")


if __name__ == "__main__":
    sys.exit(main())
