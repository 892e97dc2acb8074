"""Attacks on stretchy (docs/safety.md), as reliability scenarios.

Mixed into `Runner` (reliability.py): each method takes a `Row` and uses the runner's helpers.
Every scenario fails on a binary without the fixes and passes with them.
"""

import json
import os
import resource
import shutil
import signal
import stat
import subprocess
import time

EXIT_USAGE, EXIT_DATA, EXIT_IO = 64, 65, 74
ESC, BEL = "\x1b", "\x07"


def one_line(result):
    lines = result.err.rstrip("\n").split("\n")
    return len(lines) == 1 and lines[0].startswith("stretchy: error: ") and len(lines[0]) > 17


def limited(**limits):
    """A `preexec_fn` that sets resource limits (`fsize`, `as`) in the child only."""
    def apply():
        for name, value in limits.items():
            which = {"fsize": resource.RLIMIT_FSIZE, "as": resource.RLIMIT_AS}[name]
            resource.setrlimit(which, (value, value))
    return apply


def default_signals():
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, signal.SIG_DFL)


def folder_listing(directory):
    return sorted(os.listdir(directory))


def temporaries(directory, keep):
    """Files in `directory` that are neither expected (`keep`) nor planted by the scenario."""
    return [name for name in os.listdir(directory) if name not in keep]


class HardeningScenarios:
    """The scenarios; `self` is the Runner."""

    def run_limited(self, db, *args, preexec=None, timeout=60, stdout_path=None):
        argv = self.cli.argv(db, args)
        start = time.monotonic()
        stdout = open(stdout_path, "wb") if stdout_path else subprocess.PIPE
        try:
            proc = subprocess.run(argv, stdin=subprocess.DEVNULL, stdout=stdout, stderr=subprocess.PIPE,
                                  env=self.cli.env, timeout=timeout, preexec_fn=preexec)
        finally:
            if stdout_path:
                stdout.close()
        from reliability import Result
        out = proc.stdout.decode("utf-8", "replace") if proc.stdout is not None else ""
        return Result(list(args), proc.returncode, out, proc.stderr.decode("utf-8", "replace"), time.monotonic() - start)

    def bulk_db(self, name, count):
        """A database with the catalogue and `count` bulk presets (made once per count)."""
        cache = getattr(self, "_bulk_dbs", {})
        self._bulk_dbs = cache
        if count not in cache:
            from reliability import bulk_document
            source = os.path.join(self.path(f"{name}-source"), "bulk.json")
            with open(source, "w") as f:
                f.write(bulk_document("bulk", count))
            db = self.fresh_db(f"{name}-{count}", ("import", source))
            cache[count] = db
        return cache[count]

    # output files ----------------------------------------------------------------------------

    def output_files(self, row):
        db = self.fresh_db("outputs")
        expected = self.cli.run(db, "export").out
        # 1. Symlinks planted where the old temporary name (FILE.tmp-PID) would be, for the next
        #    pids: the export must not write through them.
        directory = self.path("outputs-planted")
        victim = os.path.join(self.path("outputs-victim"), "victim.txt")
        with open(victim, "w") as f:
            f.write("precious\n")
        try:
            with open("/proc/sys/kernel/ns_last_pid") as f:
                last = int(f.read())
        except OSError:
            last = os.getpid()
        planted = []
        for pid in range(last + 1, last + 400):
            link = os.path.join(directory, f"out.json.tmp-{pid}")
            os.symlink(victim, link)
            planted.append(os.path.basename(link))
        for _ in range(3):
            row.tries += 1
            result = self.cli.run(db, "export", "-o", os.path.join(directory, "out.json"))
            if open(victim).read() != "precious\n":
                row.fail("`export -o` wrote through a planted symlink into a file outside the destination", lost=1)
                with open(victim, "w") as f:
                    f.write("precious\n")
            if result.code != 0:
                row.fail(f"`export -o` beside planted symlinks: {result.describe()}")
        stray = temporaries(directory, set(planted) | {"out.json"})
        if stray:
            row.fail(f"`export -o` left {stray[:3]} beside the destination")
        row.note(f"{len(planted)} symlinks planted at the old temporary names FILE.tmp-PID for the next pids, pointing outside the folder: the file they point to is untouched")
        # 2. A symlink at the destination: written through, the link stays.
        directory = self.path("outputs-link")
        target = os.path.join(directory, "real.json")
        link = os.path.join(directory, "link.json")
        with open(target, "w") as f:
            f.write("old\n")
        os.symlink("real.json", link)
        row.tries += 1
        result = self.cli.run(db, "export", "-o", link)
        if result.code != 0 or not os.path.islink(link) or open(target).read() != expected:
            row.fail(f"`export -o LINK`: the link must stay and its target get the document ({result.describe()}, "
                     f"link {'kept' if os.path.islink(link) else 'replaced'})")
        # 3. An existing file's mode is kept.
        private = os.path.join(directory, "private.json")
        with open(private, "w") as f:
            f.write("old\n")
        os.chmod(private, 0o600)
        row.tries += 1
        result = self.cli.run(db, "export", "-o", private)
        mode = stat.S_IMODE(os.stat(private).st_mode)
        if result.code != 0 or mode != 0o600:
            row.fail(f"`export -o` over a mode-600 file left mode {oct(mode)} ({result.describe()})")
        # 4. A 255-byte file name (NAME_MAX): the temporary name must fit too.
        long_name = os.path.join(directory, "n" * 250 + ".json")
        row.tries += 1
        result = self.cli.run(db, "export", "-o", long_name)
        if result.code != 0 or not os.path.exists(long_name):
            row.fail(f"`export -o` to a 255-byte file name: {result.describe()}")
        # 5. chart -o goes through the same mechanism.
        chart_link = os.path.join(directory, "chart-link.txt")
        chart_target = os.path.join(directory, "chart.txt")
        with open(chart_target, "w") as f:
            f.write("old\n")
        os.symlink("chart.txt", chart_link)
        row.tries += 1
        result = self.cli.run(db, "chart", "sticky-utah", "--width", "60", "--height", "20", "--ascii", "-o", chart_link)
        if result.code != 0 or not os.path.islink(chart_link) or open(chart_target).read() == "old\n":
            row.fail(f"`chart -o LINK`: {result.describe()}")
        # 6. A folder that does not exist: one error line, nothing created.
        missing = os.path.join(directory, "missing", "out.json")
        row.tries += 1
        result = self.cli.run(db, "export", "-o", missing)
        if result.code != EXIT_IO or not one_line(result) or os.path.exists(os.path.dirname(missing)):
            row.fail(f"`export -o` into a missing folder: {result.describe()}")
        stray = temporaries(directory, {"real.json", "link.json", "private.json", os.path.basename(long_name),
                                        "chart.txt", "chart-link.txt"})
        if stray:
            row.fail(f"output files left {stray[:3]} behind")
        row.note("a symlink at the destination is written through (the link stays); a mode-600 file stays 600; "
                 "a 255-byte file name works; `chart -o` the same; a missing folder is one error line; no temporary file is left")

    # symlinks another user planted in a shared folder ----------------------------------------------

    def output_links_in_shared_folders(self, row):
        """`-o` through a symlink in a sticky, world-writable folder, as the kernel's
        `protected_symlinks` would: followed only when the link is the user's or the folder owner's."""
        if not self.is_root:
            row.skipped = "not root: links owned by another user cannot be made"
            return
        import pwd
        nobody = pwd.getpwnam("nobody")
        db = self.fresh_db("links")
        shared = self.path("links-shared")
        os.chmod(shared, 0o1777)
        private = self.path("links-private")
        os.chmod(private, 0o700)
        secret = os.path.join(private, "secret.json")
        before = {}

        def make_secret():
            if os.path.lexists(secret):
                os.remove(secret)
            with open(secret, "w") as f:
                f.write("root only\n")
            os.chmod(secret, 0o600)
            before["inode"] = os.stat(secret).st_ino

        make_secret()

        def planted(name, target, owner=nobody, folder=shared):
            link = os.path.join(folder, name)
            os.symlink(target, link)
            os.lchown(link, owner.pw_uid, owner.pw_gid)
            return link

        def refused(label, args, link, must_not_exist=None):
            row.tries += 1
            result = self.cli.run(db, *args)
            if result.code != EXIT_IO or not one_line(result) or "symbolic link" not in result.err:
                row.fail(f"{label}: expected exit 74 and one line naming the symbolic link, got {result.describe()}")
            now = os.stat(secret)
            if open(secret).read() != "root only\n" or (now.st_ino, stat.S_IMODE(now.st_mode)) != (before["inode"], 0o600):
                row.fail(f"{label}: the root-only file the link points to was replaced", lost=1)
                make_secret()
            if must_not_exist and os.path.lexists(must_not_exist):
                row.fail(f"{label}: a file was created in the private folder", lost=1)
                os.remove(must_not_exist)
            if not os.path.islink(link):
                row.fail(f"{label}: the link was replaced")
            stray = [n for n in os.listdir(private) if n not in {"secret.json"}] + \
                [n for n in os.listdir(shared) if n.endswith(".tmp")]
            if stray:
                row.fail(f"{label}: left {stray[:3]} behind")

        # 1. nobody's link to a root-only file, through each command that writes -o.
        link = planted("presets.json", secret)
        refused("`export -o` through nobody's link in a 1777 folder", ("export", "sticky-utah", "-o", link), link)
        for args in (("chart", "sticky-utah", "--width", "60", "--height", "20", "--ascii", "-o"),
                     ("simulate", "sticky-utah", "-o"),
                     ("preview", "sticky-utah", "-o")):
            # Each command's own kind of file name (chart -o x.json would be a usage error).
            named = planted(f"{args[0]}.{ {'chart': 'txt', 'simulate': 'csv', 'preview': 'html'}[args[0]] }", secret)
            refused(f"`{args[0]} -o` through nobody's link in a 1777 folder", (*args, named), named)
        # 2. A dangling link into a 0700 folder: nothing is created there.
        created = os.path.join(private, "created.json")
        dangling = planted("dangling.json", created)
        refused("`export -o` through nobody's dangling link", ("export", "sticky-utah", "-o", dangling), dangling, created)
        # 3. A chain: root's own link to nobody's link, both in the shared folder.
        hop = planted("hop.json", secret)
        first = planted("chain.json", "hop.json", owner=pwd.getpwuid(0))
        refused("`export -o` through root's link to nobody's link", ("export", "sticky-utah", "-o", first), first)
        # 4. What stays as documented: the user's own link in the shared folder is followed, and
        #    so is a link owned by the folder's owner (protected_symlinks allows both).
        mine = os.path.join(private, "mine.json")
        with open(mine, "w") as f:
            f.write("old\n")
        own = planted("own.json", mine, owner=pwd.getpwuid(0))
        row.tries += 1
        result = self.cli.run(db, "export", "sticky-utah", "-o", own)
        if result.code != 0 or not os.path.islink(own) or open(mine).read() == "old\n":
            row.fail(f"`export -o` through the user's own link in a 1777 folder must write its target: {result.describe()}")
        owned = self.path("links-owned")
        os.chmod(owned, 0o1777)
        os.chown(owned, nobody.pw_uid, nobody.pw_gid)
        theirs = planted("theirs.json", mine, folder=owned)
        row.tries += 1
        result = self.cli.run(db, "export", "-o", theirs)
        if result.code != 0 or not os.path.islink(theirs) or json.loads(open(mine).read())["format"] != "stretchy-presets":
            row.fail(f"`export -o` through the folder owner's link must write its target: {result.describe()}")
        row.note("as root, symlinks owned by nobody in a 1777 folder (to a root-only 0600 file, dangling into a 0700 "
                 "folder, and behind root's own link): export, chart, simulate and preview -o exit 74 with one line, "
                 "the file pointed to is untouched and nothing is created; root's own link and the folder owner's "
                 "link are followed")

    # signals and the file size limit -------------------------------------------------------------

    def output_signals(self, row):
        count = 20000 if self.quick else 100000
        db = self.bulk_db("signals", count)
        directory = self.path("signals")
        destination = os.path.join(directory, "big.json")
        with open(destination, "w") as f:
            f.write("the previous export\n")
        timed = self.cli.run(db, "export", "-o", os.path.join(self.path("signals-timed"), "big.json"))
        if timed.code != 0:
            raise Exception(f"an uninterrupted export failed: {timed.describe()}")
        duration = timed.seconds
        tries = 6 if self.quick else 30
        interrupted = 0
        for attempt in range(tries):
            row.tries += 1
            sig = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)[attempt % 3]
            # A shell's background job ignores SIGINT, and the child would inherit that: reset it.
            proc = subprocess.Popen(self.cli.argv(db, ("export", "-o", destination)), stdin=subprocess.DEVNULL,
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=self.cli.env,
                                    preexec_fn=default_signals)
            # Signal while the temporary file exists: as soon as it appears, after a random moment.
            deadline = time.monotonic() + 4 * duration + 10
            while proc.poll() is None and time.monotonic() < deadline and not temporaries(directory, {"big.json"}):
                time.sleep(0.001)
            time.sleep(self.rng.uniform(0, 0.02))
            proc.send_signal(sig)
            proc.communicate()
            interrupted += proc.returncode == -sig
            stray = temporaries(directory, {"big.json"})
            if stray:
                row.fail(f"{signal.Signals(sig).name} during `export -o` left {stray[:2]} ({sum(os.path.getsize(os.path.join(directory, s)) for s in stray)} bytes)")
                for name in stray:
                    os.remove(os.path.join(directory, name))
            if proc.returncode != 0 and open(destination, "rb").read() != b"the previous export\n":
                row.fail("an interrupted export changed the destination", lost=1)
            with open(destination, "w") as f:
                f.write("the previous export\n")
        row.note(f"{count} presets; an export takes {duration:.2f} s; SIGINT, SIGTERM, SIGHUP within 20 ms of its temporary file appearing: "
                 f"{interrupted} of {tries} interrupted; no temporary file left, the previous file intact")
        # ulimit -f: a one-line error, exit 74, nothing left.
        for how in ("-o", "stdout"):
            row.tries += 1
            if how == "-o":
                result = self.run_limited(db, "export", "-o", destination, preexec=limited(fsize=1 << 16))
            else:
                result = self.run_limited(db, "export", preexec=limited(fsize=1 << 16),
                                          stdout_path=os.path.join(directory, "redirected.json"))
                os.remove(os.path.join(directory, "redirected.json"))
            if result.code != EXIT_IO or not one_line(result) or "file size limit" not in result.err:
                row.fail(f"`export {how}` under `ulimit -f 128`: expected exit 74 and one line saying the file size limit "
                         f"was reached, got {result.describe()}")
            stray = temporaries(directory, {"big.json"})
            if stray:
                row.fail(f"`export {how}` under `ulimit -f` left {stray[:2]}")
            if open(destination).read() != "the previous export\n":
                row.fail("`export -o` under `ulimit -f` changed the destination", lost=1)
        row.note("under `ulimit -f 128` (64 KiB) `export -o FILE` and `export > FILE` exit 74 with one line "
                 "(\"file size limit reached\"), not SIGXFSZ (exit 153); the destination is unchanged")

    # databases stretchy did not make ---------------------------------------------------------

    FOREIGN_SCHEMA = [
        ("a trigger that drops every new revision", "evil_ignore",
         "CREATE TRIGGER evil_ignore BEFORE INSERT ON revision BEGIN SELECT RAISE(IGNORE); END;"),
        ("a trigger that writes to another table", "evil_log",
         "CREATE TABLE audit (x); CREATE TRIGGER evil_log AFTER INSERT ON revision BEGIN INSERT INTO audit VALUES (NEW.name); END;"),
        ("a view", "evil_view", "CREATE VIEW evil_view AS SELECT name FROM preset;"),
        ("an extra table", "evil_table", "CREATE TABLE evil_table (x);"),
        ("an extra index", "evil_index", "CREATE INDEX evil_index ON preset (revision);"),
        ("a trigger of stretchy's, altered", "revision_is_never_deleted",
         "DROP TRIGGER revision_is_never_deleted; CREATE TRIGGER revision_is_never_deleted BEFORE DELETE ON revision BEGIN SELECT 1; END;"),
        ("a trigger of stretchy's, dropped", "revision_is_never_changed", "DROP TRIGGER revision_is_never_changed;"),
    ]

    def foreign_schema(self, row):
        if shutil.which("sqlite3") is None:
            row.skipped = "no sqlite3 shell to alter the schema"
            return
        template = self.fresh_db("schema-template", ("create", "mine"))
        commands = [("edit", "mine", "maxHeight=333"), ("create", "another"), ("list",), ("show", "mine"),
                    ("export",), ("delete", "mine")]
        for label, name, sql in self.FOREIGN_SCHEMA:
            db = os.path.join(self.path("schema"), "presets.sqlite")
            shutil.copyfile(template, db)
            subprocess.run(["sqlite3", db, sql], check=True, capture_output=True)
            before = self.db_bytes(db)
            for args in commands:
                row.tries += 1
                result = self.cli.run(db, *args)
                if result.code != EXIT_IO or not one_line(result) or name not in result.err:
                    row.fail(f"{label}: `{args[0]}` must exit 74 with one line naming '{name}', got {result.describe()}")
            row.tries += 1
            check = self.cli.run(db, "check")
            if check.code != EXIT_IO or name not in check.out:
                row.fail(f"{label}: `check` must report '{name}' and exit 74, got {check.describe()} / {check.out.strip()[:120]}")
            if self.db_bytes(db) != before:
                row.fail(f"{label}: the database changed", lost=1)
        row.note(f"{len(self.FOREIGN_SCHEMA)} schemas altered with the sqlite3 shell (extra and altered triggers, a view, "
                 "a table, an index, a dropped trigger) × edit, create, list, show, export, delete: each exits 74 naming "
                 "the object before anything runs; `check` lists it; the file's bytes stay the same")

    def db_bytes(self, db):
        from reliability import db_state
        return db_state(db)

    # rows written around the CHECKs ------------------------------------------------------------

    def broken_rows(self, row):
        if shutil.which("sqlite3") is None:
            row.skipped = "no sqlite3 shell to write around the CHECKs"
            return
        template = self.fresh_db("rows-template", ("create", "victim", "summary=fine"))
        cases = [
            ("a summary holding ESC [2J and BEL", "summary", "'evil ' || char(27) || '[2J' || char(7)"),
            ("an infinite maxHeight", "max_height", "1e999"),
            ("a missing minHeight", "min_height", "NULL"),
        ]
        for label, column, value in cases:
            db = os.path.join(self.path("rows"), "presets.sqlite")
            shutil.copyfile(template, db)
            columns = ["summary", "min_height", "max_height", "collapse", "damping", "snap_mode", "snap_initial"]
            values = [value if c == column else c for c in columns]
            sql = ("PRAGMA ignore_check_constraints = 1; INSERT INTO revision (lineage, number, time, action, name, "
                   + ", ".join(columns) + ") SELECT lineage, number + 1, '2026-01-01T00:00:00Z', 'edit', name, "
                   + ", ".join(values) + " FROM revision WHERE name = 'victim' ORDER BY number DESC LIMIT 1;")
            subprocess.run(["sqlite3", db, sql], check=True, capture_output=True)
            for args in [("show", "victim"), ("eval", "victim", "--at", "0,50"), ("eval", "victim", "--at", "0", "--format", "json"),
                         ("history", "victim"), ("export",), ("chart", "victim", "--width", "60", "--height", "20")]:
                row.tries += 1
                result = self.cli.run(db, *args)
                raw = ESC in result.out or ESC in result.err or BEL in result.out or BEL in result.err
                if raw:
                    row.fail(f"{label}: `{args[0]}` wrote a stored control character raw to the terminal")
                if result.code != EXIT_IO or not one_line(result) or "victim" not in result.err:
                    row.fail(f"{label}: `{' '.join(args[:2])}` must refuse the row with exit 74 and one line naming the preset, got {result.describe()}")
            for fmt in ("table", "csv", "json"):
                row.tries += 1
                result = self.cli.run(db, "list", "--format", fmt)
                if ESC in result.out or BEL in result.out:
                    row.fail(f"{label}: `list --format {fmt}` wrote a stored control character raw")
                if fmt == "json" and result.code == 0:
                    json.loads(result.out)
            out_dir = self.path("rows-export")
            row.tries += 1
            result = self.cli.run(db, "export", "-o", os.path.join(out_dir, "backup.json"))
            if result.code != EXIT_IO or os.listdir(out_dir):
                row.fail(f"{label}: `export -o` must refuse and leave nothing, got {result.describe()}, {os.listdir(out_dir)}")
            row.tries += 1
            check = self.cli.run(db, "check")
            if check.code != EXIT_IO or "victim" not in check.out:
                row.fail(f"{label}: `check` must name the preset, got {check.describe()} / {check.out.strip()[:160]}")
            # The way out: delete it; then an export is a valid backup again.
            row.tries += 1
            deleted = self.cli.run(db, "delete", "victim")
            exported = self.cli.run(db, "export", "-o", os.path.join(out_dir, "backup.json"))
            valid = self.cli.run(db, "validate", os.path.join(out_dir, "backup.json"))
            if deleted.code != 0 or exported.code != 0 or valid.code != 0:
                row.fail(f"{label}: after `delete victim` the export must be valid: {deleted.describe()}; {exported.describe()}; {valid.describe()}")
        row.note(f"{len(cases)} rows forged with the sqlite3 shell past the CHECKs ({', '.join(c[0] for c in cases)}): "
                 "show, eval, history, export and chart refuse the preset by name (exit 74); `list` shows control characters "
                 "escaped (`\\u{1B}`, JSON's `\\u001b`); `check` names the preset; `delete` still works and the export then validates")

    # a WAL from another database -------------------------------------------------------------------

    def foreign_wal(self, row):
        import sqlite3
        template = self.fresh_db("wal-template", ("create", "mine"))
        directory = self.path("wal")
        db = os.path.join(directory, "presets.sqlite")
        shutil.copyfile(template, db)
        other = os.path.join(directory, "other.sqlite")
        connection = sqlite3.connect(other)
        connection.execute("PRAGMA page_size = 1024")
        connection.execute("PRAGMA journal_mode = WAL")
        connection.execute("PRAGMA wal_autocheckpoint = 0")
        connection.execute("CREATE TABLE t (x)")
        connection.execute("INSERT INTO t VALUES (randomblob(5000))")
        connection.commit()
        shutil.copyfile(other + "-wal", db + "-wal")
        connection.close()
        os.remove(other)
        wal = open(db + "-wal", "rb").read()
        before = open(db, "rb").read()
        for args in [("list",), ("show", "mine"), ("edit", "mine", "maxHeight=333"), ("check",)]:
            row.tries += 1
            result = self.cli.run(db, *args)
            if result.code != EXIT_IO or not one_line(result) or "WAL" not in result.err:
                row.fail(f"a WAL of another database (1 KiB pages): `{args[0]}` must exit 74 naming the WAL, got {result.describe()}")
            if open(db, "rb").read() != before:
                row.fail(f"a WAL of another database: `{args[0]}` let SQLite copy it over the database", lost=1)
                with open(db, "wb") as f:
                    f.write(before)
                with open(db + "-wal", "wb") as f:
                    f.write(wal)
        row.note("a -wal file of another database (1 KiB pages beside 4 KiB) is refused before SQLite applies it: "
                 "list, show, edit and check exit 74 naming the WAL; the database's bytes stay the same")
        # Another stretchy database's WAL, with the same page size: self-consistent (its salts and
        # checksums are its own), so only the identity on its page 1 tells it apart.
        same = os.path.join(self.path("wal-same"), "presets.sqlite")
        shutil.copyfile(template, same)
        theirs = self.fresh_db("wal-theirs", ("create", "theirs"))
        connection = sqlite3.connect(theirs)
        connection.execute("PRAGMA wal_autocheckpoint = 0")
        connection.execute("PRAGMA journal_mode = WAL")
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        connection.execute(f"PRAGMA user_version = {version}")   # a commit that writes page 1
        connection.commit()
        shutil.copyfile(theirs + "-wal", same + "-wal")
        connection.close()
        before = open(same, "rb").read()
        for args in [("list",), ("show", "mine"), ("edit", "mine", "maxHeight=333"), ("check",)]:
            row.tries += 1
            result = self.cli.run(same, *args)
            if result.code != EXIT_IO or not one_line(result) or "WAL" not in result.err:
                row.fail(f"a WAL of another stretchy database (same page size): `{args[0]}` must exit 74 naming the WAL, got {result.describe()}")
            if open(same, "rb").read() != before:
                row.fail(f"a WAL of another stretchy database: `{args[0]}` let SQLite copy it over the database", lost=1)
                with open(same, "wb") as f:
                    f.write(before)
        os.remove(same + "-wal")
        row.tries += 1
        shown = self.cli.run(same, "show", "mine")
        if shown.code != 0:
            row.fail(f"with the foreign WAL moved away, `show mine` must work: {shown.describe()}", lost=1)
        row.note("a -wal file of another stretchy database with the same page size is refused too (the identity stamped on "
                 "page 1 differs): list, show, edit and check exit 74 naming the WAL; moved away, the database is intact")
        # A copy shares the identity: `cp`, both written, the copy's -wal (kept by a connection
        # holding the copy open, as a killed writer keeps it) moved beside the original. Only the
        # generation each write records tells that it does not continue the original's state.
        original = os.path.join(self.path("wal-copy"), "presets.sqlite")
        shutil.copyfile(template, original)
        copy = os.path.join(self.path("wal-copy"), "copy.sqlite")
        shutil.copyfile(original, copy)
        row.tries += 2
        mine = self.cli.run(original, "create", "mine-too")
        holder = sqlite3.connect(copy)
        holder.execute("SELECT count(*) FROM preset").fetchall()
        theirs = self.cli.run(copy, "create", "theirs")
        if mine.code != 0 or theirs.code != 0:
            row.fail(f"writing the original and its copy must work: {mine.describe()}; {theirs.describe()}")
        shutil.copyfile(copy + "-wal", original + "-wal")
        holder.close()
        before = open(original, "rb").read()
        wal = open(original + "-wal", "rb").read()
        for args in [("list",), ("show", "mine"), ("edit", "mine", "maxHeight=333"), ("check",)]:
            row.tries += 1
            result = self.cli.run(original, *args)
            if result.code != EXIT_IO or not one_line(result) or "WAL" not in result.err:
                row.fail(f"the WAL of a copy written apart: `{args[0]}` must exit 74 naming the WAL, got {result.describe()}")
            if open(original, "rb").read() != before or open(original + "-wal", "rb").read() != wal:
                row.fail(f"the WAL of a copy written apart: `{args[0]}` changed the database or its WAL", lost=1)
                with open(original, "wb") as f:
                    f.write(before)
                with open(original + "-wal", "wb") as f:
                    f.write(wal)
        os.remove(original + "-wal")
        row.tries += 1
        listed = self.cli.run(original, "list", "--names-only")
        names = listed.out.split("\n")
        if listed.code != 0 or "mine-too" not in names or "theirs" in names:
            row.fail(f"with the copy's WAL moved away, the original must hold its own presets only: {listed.describe()}", lost=1)
        row.note("the -wal file of a copy (cp, both written, the copy's WAL moved beside the original) carries the same identity "
                 "but starts from another generation: list, show, edit and check exit 74 naming the WAL, nothing changes; "
                 "moved away, the original holds its own presets")

    # files that are not databases at all: devices, folders, FIFOs ---------------------------------

    def not_files(self, row):
        directory = self.path("devices")
        paths = {}
        if self.is_root:
            for name, minor in (("null", 3), ("zero", 5), ("full", 7)):
                path = os.path.join(directory, name)
                os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, minor))
                paths[f"a character device like /dev/{name}"] = path
        fifo = os.path.join(directory, "fifo")
        os.mkfifo(fifo)
        paths["a FIFO"] = fifo
        folder = os.path.join(directory, "folder")
        os.mkdir(folder)
        paths["a folder"] = folder
        for label, path in paths.items():
            for args in [("list",), ("create", "x"), ("check",)]:
                row.tries += 1
                try:
                    result = self.cli.run(path, *args, timeout=20)
                except subprocess.TimeoutExpired:
                    row.fail(f"{label}: `{args[0]}` hung")
                    continue
                if result.code != EXIT_IO or not one_line(result) or "may or may not" in result.err:
                    row.fail(f"{label} as --db: `{args[0]}` must exit 74 with one line, got {result.describe()}")
        stray = [name for name in os.listdir(directory) if name not in {"null", "zero", "full", "fifo", "folder"}]
        stray += [f"folder/{name}" for name in os.listdir(folder)]
        if stray:
            row.fail(f"--db on devices left {stray} (as /dev/null-journal would be, world-writable, in /dev)")
        row.note(f"--db naming {', '.join(paths)}: list, create, check exit 74 with one line before SQLite opens it; "
                 "no -journal, -wal or -shm appears beside it"
                 + ("" if self.is_root else " (not root: the device nodes were not made)"))

    # paths: too long, folders left behind --------------------------------------------------------

    def paths(self, row):
        # An explicit --db in folders that exist: the path is too long for SQLite.
        base = self.path("paths")
        deep_folder = os.path.join(base, *(["d"] * 260))
        os.makedirs(deep_folder)
        deep = os.path.join(deep_folder, "presets.sqlite")
        row.tries += 1
        result = self.cli.run(deep, "list")
        if result.code != EXIT_IO or not one_line(result) or "too long" not in result.err:
            row.fail(f"a {len(deep)}-byte --db path: expected exit 74 and one line saying the path is too long, got {result.describe()}")
        if os.listdir(deep_folder):
            row.fail(f"a failed open left {os.listdir(deep_folder)} in the folder")
        # The default location ($XDG_DATA_HOME/stretchy/presets.sqlite) makes its folders: when
        # opening then fails (here: too long), they are removed again.
        data = os.path.join(self.path("paths-default"), *(["x"] * 250))
        row.tries += 1
        proc = subprocess.run([self.cli.binary, "list"], capture_output=True, stdin=subprocess.DEVNULL,
                              env={**self.cli.env, "XDG_DATA_HOME": data})
        err = proc.stderr.decode("utf-8", "replace")
        parent = os.path.dirname(os.path.join(data.split("/x/")[0], "x"))
        if proc.returncode != EXIT_IO or "too long" not in err or os.path.exists(os.path.join(parent, "x")):
            row.fail(f"the default location {len(data) + 24} bytes deep: expected exit 74 saying the path is too long and "
                     f"no folder left, got exit {proc.returncode} ({err.strip()[:120]}), "
                     f"folders {'left' if os.path.exists(os.path.join(parent, 'x')) else 'removed'}")
        row.note(f"a {len(deep)}-byte --db path fails with \"the path is too long\" (SQLite opens at most 504 bytes); "
                 "at the default location ($XDG_DATA_HOME 250 folders deep) the same, and the folders stretchy made for it are removed")

    # sizes and counts a user can type ---------------------------------------------------------------

    def limits(self, row):
        db = self.fresh_db("limits")
        cases = [
            ("simulate", "sticky-utah", "--width", "100000", "--height", "100000"),
            ("simulate", "sticky-utah", "--width", "3000000000"),
            ("simulate", "sticky-utah", "--height", "3000000000", "--format", "svg"),
            ("chart", "sticky-utah", "--width", "3000000000"),
            ("chart", "sticky-utah", "--width", "100000", "--height", "100000"),
            ("eval", "sticky-utah", "--from", "-1e300", "--to", "1e300", "--step", "1e-300"),
            ("revert", "sticky-utah", "99999999999999999999"),
        ]
        for args in cases:
            row.tries += 1
            try:
                result = self.run_limited(db, *args, preexec=limited(**{"as": 2 << 30}), timeout=20)
            except subprocess.TimeoutExpired:
                row.fail(f"`stretchy {' '.join(args)}` ran for more than 20 s")
                continue
            if result.code != EXIT_USAGE or not one_line(result):
                row.fail(f"`stretchy {' '.join(args)}`: expected exit 64 and one line, got {result.describe()}")
        row.note(f"{len(cases)} sizes and counts far out of range (simulate/chart --width 100000 --height 100000, "
                 "--width 3000000000, an eval range of 1e600 steps, revision 99999999999999999999): each a one-line usage error (exit 64), "
                 "under a 2 GiB address-space limit and a 20 s timeout")

    # reading documents under an address-space limit -------------------------------------------------

    def import_memory(self, row):
        """`ulimit -v` too small for a document: one line (exit 74) before anything is written,
        never Swift's "Fatal error: failed to allocate" (exit 134); large enough: it works."""
        from reliability import bulk_document
        count = 20000 if self.quick else 100000
        source = os.path.join(self.path("memory-source"), "bulk.json")
        with open(source, "w") as f:
            f.write(bulk_document("mem", count))
        changed = os.path.join(self.path("memory-changed"), "bulk.json")
        with open(changed, "w") as f:
            f.write(bulk_document("mem", count).replace("bulk preset", "other preset"))
        size = os.path.getsize(source)
        template = self.fresh_db("memory-template")
        stored = self.fresh_db("memory-stored", ("import", source))
        out = os.path.join(self.path("memory-out"), "out.json")
        commands = {
            "import": (template, ("import", source)),
            "import --on-conflict replace": (stored, ("import", changed, "--on-conflict", "replace")),
            "validate": (template, ("validate", source)),
            "export --input": (template, ("export", "--input", source, "-o", out)),
        }
        limits = (32, 64) if self.quick else (48, 64, 96, 128, 160, 256, 512)
        outcomes = {}
        for label, (db_template, args) in commands.items():
            for megabytes in limits:
                row.tries += 1
                db = os.path.join(self.path("memory"), "presets.sqlite")
                shutil.copyfile(db_template, db)
                before = self.db_bytes(db)
                result = self.run_limited(db, *args, preexec=limited(**{"as": megabytes << 20}), timeout=300)
                outcomes.setdefault(label, []).append(f"{megabytes}→{result.code}")
                if result.code != 0 and not (result.code == EXIT_IO and one_line(result)):
                    row.fail(f"`{label}` of {size >> 20} MB under `ulimit -v {megabytes << 10}`: expected exit 0 or one "
                             f"line with exit 74, got {result.describe()}")
                if "Fatal error" in result.err or "failed to allocate" in result.err:
                    row.fail(f"`{label}` under `ulimit -v {megabytes << 10}` crashed: {result.describe()}")
                if result.code != 0 and self.db_bytes(db) != before:
                    row.fail(f"a refused `{label}` under `ulimit -v {megabytes << 10}` changed the database", lost=1)
                if result.code == 0 and megabytes == limits[0]:
                    row.note(f"`{label}` fit under the smallest limit, {megabytes} MB: the scenario needs a larger document")
            if not outcomes[label][-1].endswith("→0"):
                row.fail(f"`{label}` of {size >> 20} MB did not fit under {limits[-1]} MB")
        row.note(f"{count} presets ({size / 1e6:.1f} MB) under address-space limits (MB → exit): "
                 + "; ".join(f"{label}: {', '.join(codes)}" for label, codes in outcomes.items()))
        # Standard input past the 256 MiB cap: reached within twice the cap, refused in one line.
        row.tries += 1
        limit = 512
        proc = subprocess.run(f"(echo '['; yes '        ') | {self.cli.binary} validate -", shell=True,
                              capture_output=True, env=self.cli.env, timeout=300, preexec_fn=limited(**{"as": limit << 20}))
        err = proc.stderr.decode("utf-8", "replace")
        from reliability import Result
        result = Result(["validate", "-"], proc.returncode, "", err, 0)
        if proc.returncode != EXIT_IO or not one_line(result) or "larger than 256 MiB" not in err:
            row.fail(f"an endless standard input under `ulimit -v {limit << 10}` must reach the 256 MiB cap and say so "
                     f"(exit 74, one line), got {result.describe()}")
        row.note(f"an endless document on standard input under a {limit} MB address-space limit (twice the cap): "
                 f"refused at the 256 MiB cap in one line (exit {proc.returncode})")
        # One array far past its rule's bound (16 snap positions, 16 keyframes): refused in one line (65), or 74 when
        # the document itself does not fit; never a crash, whatever the limit.
        positions = 1_500_000 if self.quick else 3_000_000
        keyframes = 300_000 if self.quick else 1_000_000
        arrays = {
            f"{positions} snap positions": '{"name": "p", "snap": {"mode": "immediately", "positions": ['
                + ",".join(["0.5"] * positions) + "]}}",
            f"{keyframes} keyframes": '{"name": "p", "tracks": [{"layer": "title", "property": "scale", "keyframes": ['
                + ",".join(f'{{"at": {i / keyframes:.9f}, "value": 1}}' for i in range(keyframes)) + "]}]}",
        }
        for label, text in arrays.items():
            document = os.path.join(self.path("memory-arrays"), "arrays.json")
            with open(document, "w") as f:
                f.write(text)
            for megabytes in (64, 128):
                row.tries += 1
                result = self.run_limited(template, "validate", document, preexec=limited(**{"as": megabytes << 20}),
                                          timeout=300)
                if result.code not in (EXIT_DATA, EXIT_IO) or not one_line(result):
                    row.fail(f"`validate` of a document with {label} under `ulimit -v {megabytes << 10}` must be one line "
                             f"(65, or 74 when it does not fit), got {result.describe()}")
        row.note(f"documents of {positions} snap positions and {keyframes} keyframes under 64 and 128 MB: one line each")
        # Code exports stream: of the document's presets (stored above), each fits under 256 MB, or says it does not
        # in one line. Only in the full run: the quick run is CI's, on a debug build, where exporting 20 000 presets
        # as code takes minutes.
        if self.quick:
            return
        exported = {}
        for language in ("flutter", "web", "compose", "swift"):
            row.tries += 1
            target = os.path.join(self.path("memory-export"), f"presets.{language}")
            result = self.run_limited(stored, "export", "--to", language, "-o", target,
                                      preexec=limited(**{"as": 256 << 20}), timeout=300)
            exported[language] = result.code
            if result.code != 0 and not (result.code == EXIT_IO and one_line(result)):
                row.fail(f"`export --to {language}` of {count} presets under `ulimit -v {256 << 10}` must succeed or "
                         f"fail with one line (74), got {result.describe()}")
        row.note(f"`export --to LANGUAGE -o FILE` of the {count} presets under a 256 MB address-space limit: "
                 + ", ".join(f"{language} → exit {code}" for language, code in exported.items()))
