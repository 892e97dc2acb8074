"""`stretchy studio` ends cleanly however it is told to (docs/studio.md): SIGINT or SIGTERM exit 0
whenever they arrive and however many do — while it starts, while it serves, and while it shuts
down, as `timeout` sends one signal to the child and another to its group. Each case runs 20
times, since a second signal that slips past the handler does so only now and then."""
import select
import signal
import subprocess
import time

import pytest

ROUNDS = 20


def start(binary, database):
    return subprocess.Popen([str(binary), "--db", str(database), "studio", "sticky-utah"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def catching(process, sig):
    """Waits until `process` catches `sig` (Linux's /proc/PID/status, SigCgt): from then on the
    studio has started, and a signal is its to handle, not the default action's."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        with open(f"/proc/{process.pid}/status") as status:
            for line in status:
                if line.startswith("SigCgt:") and int(line.split()[1], 16) >> (sig - 1) & 1:
                    return
        time.sleep(0.0005)
    raise AssertionError(f"the studio never caught {sig.name}")


def serving(process):
    ready, _, _ = select.select([process.stdout], [], [], 20)
    assert ready, "studio printed no URL line within 20 s"
    assert process.stdout.readline().startswith("studio: http://127.0.0.1:")


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["TERM", "INT"])
@pytest.mark.parametrize("when", ["serving", "starting"])
def test_two_signals_in_a_row_exit_0_every_time(stretchy_binary, database, sig, when):
    statuses = []
    for _ in range(ROUNDS):
        process = start(stretchy_binary, database)
        if when == "serving":
            serving(process)
        else:
            catching(process, sig)  # start-up: the presets not yet read, the socket not yet bound
        process.send_signal(sig)
        process.send_signal(sig)
        _, err = process.communicate(timeout=10)
        statuses.append(process.returncode)
        assert process.returncode == 0, f"exit {process.returncode} after two {sig.name}s while {when}: {err.strip()[:200]}"
    assert statuses == [0] * ROUNDS


def test_a_signal_during_shutdown_exits_0(stretchy_binary, database):
    for _ in range(ROUNDS):
        process = start(stretchy_binary, database)
        serving(process)
        process.send_signal(signal.SIGTERM)
        for delay in (0.001, 0.005, 0.02):
            time.sleep(delay)
            if process.poll() is None:
                process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=10)
        assert process.returncode == 0, f"exit {process.returncode} after a signal during shutdown: {err.strip()[:200]}"
