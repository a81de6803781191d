"""The app shell: start-up, frame time, idle CPU and memory (issues #3, #28).

Everything runs in child processes with a throwaway user folder, so the numbers are the
app's own; only the idle row on a real display opens a window, on a private Xvfb server:

* start → first interactive frame, as a ratio to a bare pygame-gui window with 20
  buttons started the same way (target ≤ 1.2×). The starts share one user folder, as a
  player's starts do: since issue #28 the first start writes the derived files the app keeps
  in its cache folder (the title's drawn buttons, the parsed catalogs) and the later ones read
  them, and the row keeps the fastest start;
* every table's busiest frame (Fatal Fight: its full redraw, as when the pointer moves
  from cell to cell) and the busiest shell screen's, as a ratio to 120 cached card blits
  plus a 20-button UI, measured in CPU time, the two taking turns (tables ≤ 1.0×, shell
  screens ≤ 1.5×);
* idle CPU on the title: under SDL's dummy driver, and on a real display (X11 under Xvfb,
  target ≤ 0.5 % of a core) where Xvfb is installed — otherwise the row says "not measured";
* resident memory idle on the title (≤ 80 MB), after opening each table (≤ 100 MB) and
  back on the title after leaving them all (given back: ≤ 1.1× idle), read from /proc.

The idle row of ``main.py`` reads the app's own process once its start-up work is done; since
issue #28 the start-up data check runs in a short-lived child process (``engine/start_check.py``),
which has exited by then, so the game schemas and pydantic it loads are no longer the app's.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.bench.report import Row, bytecode_cached, child_env

ROOT = Path(__file__).resolve().parents[2]
STARTS = 5
IDLE_SECONDS = 5.0
SETTLE_SECONDS = 3.0
X11_IDLE_SECONDS = 10.0
X11_IDLE_GOAL = 0.5  # % of a core
FRAME_TABLES = {  # game -> its screenshot states whose frames are measured (Fatal Fight: fully redrawn)
    "fatal-fight": ["fatal-fight+full", "fatal-fight-coop+full", "fatal-fight-playback+full", "fatal-fight-briefing+full"],
    "fertcg": ["fertcg"], "dannocomachi": ["dannocomachi"], "alchemic": ["alchemic"], "mysaga": ["mysaga"],
}

BARE_START = """
import pygame, pygame_gui
pygame.display.init(); pygame.font.init()
surface = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
manager = pygame_gui.UIManager((1280, 720))
for i in range(20):
    pygame_gui.elements.UIButton(pygame.Rect(40 + (i % 4) * 300, 40 + (i // 4) * 60, 280, 48), f"Button {i}", manager)
manager.update(0.0); surface.fill((20, 24, 32)); manager.draw_ui(surface); pygame.display.flip()
print("ready", flush=True)
"""

APP_START = """
from screens.shell.app import App
from screens.shell.settings_store import load_settings
from screens.shell.title import TitleScreen
app = App(load_settings())
app.push(TitleScreen(app))
app.frame(0.0, [])
print("ready", flush=True)
"""

FRAMES = """
import json
import pygame
from engine import registry
from engine.core.saves import userdirs
from engine.core.saves.documents import write_save
from engine.core.kernel.session import Session
from screens.shell.app import App
from screens.shell.data_errors import DataErrorScreen
from screens.shell.load_screen import LoadScreen
from screens.shell.settings_screen import SettingsScreen
from screens.shell.settings_store import load_settings
from screens.shell.title import TitleScreen
from tests.support.frame_time import best_time, reference_frame
from tests.support.high_card import HighCard
from tests.screens import HIGH_CARD, HighCardTable

registry.GAMES["high-card"] = HIGH_CARD
userdirs.saves_dir().mkdir(parents=True, exist_ok=True)
for n in range(8):
    session = Session.new(HighCard(), {}, seed=n)
    session.apply(session.legal_actions()[0])
    write_save(userdirs.saves_dir() / f"s{n}.json", session, {"saved_at": "2025-04-01T19:30:00+09:00"})
(userdirs.saves_dir() / "broken.json").write_text("{", encoding="utf-8")

app = App(load_settings())
app.push(TitleScreen(app))
def table():
    screen = HighCardTable.new_game(app, 3)
    screen.curtain.lift()
    for _ in range(2):
        screen.play(screen.session.legal_actions()[0])
        screen.curtain.lift()
    return screen
screens = {
    "title": lambda: app.top,
    "settings": lambda: SettingsScreen(app),
    "load": lambda: LoadScreen(app),
    "data-errors": lambda: DataErrorScreen(app, [f"data/x/cards.toml:{n}: c{n}.cost: expected an integer" for n in range(200)]),
    "table": table,
}
shell = {}
for name, build in screens.items():
    screen = build()
    if screen is not app.top:
        app.push(screen)
    def step():
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 360), rel=(1, 0), buttons=(0, 0, 0)))
        app.frame(1 / 60)
    shell[name] = best_time(step)
    if len(app.stack) > 1:
        app.pop()

print(json.dumps({"shell": shell, "baseline": best_time(reference_frame())}), flush=True)
"""

TABLE_FRAMES = """
import gc, json, sys, time
import pygame
from engine import registry
from screens.shell.app import App
from screens.shell.settings_store import load_settings
from screens.shell.title import TitleScreen
from tests.support.frame_time import reference_frame

def best_cpu(step, rounds):
    best = float("inf")
    for _ in range(rounds):
        start = time.thread_time()
        step()
        best = min(best, time.thread_time() - start)
    return best

app = App(load_settings())
app.push(TitleScreen(app))
reference = reference_frame()
result = {}
for name in json.loads(sys.argv[1]):
    full = name.endswith("+full")
    shot = name.removesuffix("+full")
    entry = next(e for e in registry.GAMES.values() if shot in e.screenshots)
    screen = registry.resolve(entry.screenshots[shot])(app, 1)
    app.push(screen)
    def step():
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 360), rel=(1, 0), buttons=(0, 0, 0)))
        if full:
            screen.look.dirty = True  # every part of the table drawn again, not the cached layer
        app.frame(1 / 60)
    for _ in range(5):
        step(); reference()
    gc.disable()
    mine, theirs = float("inf"), float("inf")
    for _ in range(5):  # the two take turns, so a busy machine slows them alike
        mine = min(mine, best_cpu(step, 12))
        theirs = min(theirs, best_cpu(reference, 12))
    gc.enable()
    result[name] = (mine, theirs)
    app.pop()
print(json.dumps(result), flush=True)
"""

MEMORY = """
import gc, json
from engine import registry
from screens.shell.app import App
from screens.shell.settings_store import load_settings
from screens.shell.title import TitleScreen
from tests.bench.bench_shell import FRAME_TABLES, rss_mb

app = App(load_settings())
app.push(TitleScreen(app))
for _ in range(4):
    app.frame(1 / 60, [])
gc.collect()
idle = rss_mb()
after = {}
for game, shots in FRAME_TABLES.items():
    shot = shots[0].removesuffix("+full")
    entry = registry.GAMES[game]
    app.push(registry.resolve(entry.screenshots[shot])(app, 1))
    for _ in range(4):
        app.frame(1 / 60, [])
    after[game] = rss_mb()
    app.pop()
    app.frame(1 / 60, [])
gc.collect()
print(json.dumps({"idle": idle, "after": after, "left": rss_mb()}), flush=True)
"""


def _env(home: str) -> dict[str, str]:
    return child_env(home)


def _start_seconds(code: str, home: str) -> float:
    """Seconds from spawning a Python child to its "ready" line."""
    start = time.perf_counter()
    child = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=_env(home), capture_output=True, text=True, timeout=60
    )
    elapsed = time.perf_counter() - start
    if child.returncode != 0 or "ready" not in child.stdout:
        raise RuntimeError(f"start-up bench child failed: {child.stderr.strip()[-500:]}")
    return elapsed


def _starts(home: str) -> tuple[float, float]:
    """Fewest seconds to the first frame of the bare window and of the app, over STARTS runs each,
    the two taking turns (so a change of load on the shared machine slows both alike)."""
    bare = app = float("inf")
    for _ in range(STARTS):
        bare = min(bare, _start_seconds(BARE_START, home))
        app = min(app, _start_seconds(APP_START, home))
    return bare, app


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def rss_mb(pid: int | str = "self") -> float:
    """Resident memory of a process, from /proc (Linux)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc")


def _idle(home: str) -> list[Row]:
    """The real app (``main.py``) idling on the title: CPU share over IDLE_SECONDS and RSS."""
    if not Path("/proc/self/stat").exists():
        return []
    child = subprocess.Popen(
        [sys.executable, "main.py"], cwd=ROOT, env=_env(home), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    try:
        _settle(child.pid)  # start-up, the first frame, the data check, the hover period
        if child.poll() is not None:
            raise RuntimeError(f"the app exited early: {child.stderr.read().decode()[-500:] if child.stderr else ''}")
        before = _cpu_seconds(child.pid)
        time.sleep(IDLE_SECONDS)
        share = (_cpu_seconds(child.pid) - before) / IDLE_SECONDS
        rss = rss_mb(child.pid)
    finally:
        child.terminate()
        child.wait(timeout=10)
    return [
        Row("shell: idle CPU, dummy driver (title, 5 s)", share * 100, "% core", share * 100 / 2.0, 1.0, "of 2 %"),
        Row("shell: resident memory, idle (main.py)", rss, "MB", rss / 80, 1.0, "of 80 MB"),
    ]


def _settle(pid: int, most: float = 40.0) -> None:
    """Wait for the start-up work (first frames, the data check) to end: until the process used
    under 5 % of a core over a second with no child process running (the data check's, which the
    app waits on quietly), at most ``most`` seconds (a busy machine starts slowly)."""
    time.sleep(SETTLE_SECONDS)
    deadline = time.perf_counter() + most
    last = _cpu_seconds(pid)
    while time.perf_counter() < deadline:
        time.sleep(1.0)
        now = _cpu_seconds(pid)
        if now - last < 0.05 and not _has_children(pid):
            return
        last = now


def _has_children(pid: int) -> bool:
    """Is a child of ``pid`` still running (from /proc: each process's state and parent)?"""
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            state, parent = stat.read_text().rsplit(")", 1)[1].split()[:2]
        except (OSError, ValueError):
            continue  # gone meanwhile
        if int(parent) == pid and state != "Z":
            return True
    return False


def _free_display() -> int:
    for number in range(90, 200):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            return number
    raise RuntimeError("no free X display number")


def _idle_x11(home: str) -> list[Row]:
    """The real app idling on the title on a real display: X11 under a private Xvfb."""
    name = "shell: idle CPU on a real display (X11, Xvfb, title)"
    if not Path("/proc/self/stat").exists():
        return [Row.unmeasured(name, "no /proc on this system", 1.0, f"of {X11_IDLE_GOAL} %")]
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        return [Row.unmeasured(name, "Xvfb is not installed", 1.0, f"of {X11_IDLE_GOAL} %")]
    number = _free_display()
    server = subprocess.Popen([xvfb, f":{number}", "-screen", "0", "1280x720x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(50):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                break
            time.sleep(0.1)
        env = _env(home)
        env.pop("SDL_VIDEODRIVER")
        env.update(DISPLAY=f":{number}", SDL_FRAMEBUFFER_ACCELERATION="0")
        child = subprocess.Popen([sys.executable, "main.py"], cwd=ROOT, env=env,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            _settle(child.pid)
            if child.poll() is not None:
                why = child.stderr.read().decode()[-300:] if child.stderr else ""
                return [Row.unmeasured(name, f"the app did not start on Xvfb: {why}", 1.0, f"of {X11_IDLE_GOAL} %")]
            before, start = _cpu_seconds(child.pid), time.perf_counter()
            time.sleep(X11_IDLE_SECONDS)
            share = 100 * (_cpu_seconds(child.pid) - before) / (time.perf_counter() - start)
        finally:
            child.kill()  # SDL swallows SIGTERM
            child.wait(timeout=10)
    finally:
        server.kill()
        server.wait(timeout=10)
    return [Row(name, share, "% core", share / X11_IDLE_GOAL, 1.0, f"of {X11_IDLE_GOAL} %")]


def _table_frames(home: str) -> list[Row]:
    """Each table's busiest frame against the yardstick, in CPU time (see the module docstring)."""
    names = [name for shots in FRAME_TABLES.values() for name in shots]
    child = subprocess.run([sys.executable, "-c", TABLE_FRAMES, json.dumps(names)], cwd=ROOT, env=_env(home),
                           capture_output=True, text=True, timeout=600)
    if child.returncode != 0:
        raise RuntimeError(f"table frame bench child failed: {child.stderr.strip()[-800:]}")
    frames = json.loads(child.stdout.strip().splitlines()[-1])
    rows = []
    for game, shots in FRAME_TABLES.items():
        busiest = max(shots, key=lambda shot: frames[shot][0] / frames[shot][1])
        mine, theirs = frames[busiest]
        rows.append(Row(f"table frame: {game}, busiest ({busiest})", mine * 1000, "ms CPU", mine / theirs, 1.0,
                        "120 blits + UI"))
    return rows


def _memory(home: str) -> list[Row]:
    """Resident memory on the title, after each table, and back on the title after them all."""
    if not Path("/proc/self/status").exists():
        return [Row.unmeasured("memory: after every table", "no /proc on this system", 1.0, "of 100 MB")]
    child = subprocess.run([sys.executable, "-c", MEMORY], cwd=ROOT, env=_env(home), capture_output=True,
                           text=True, timeout=600)
    if child.returncode != 0:
        raise RuntimeError(f"memory bench child failed: {child.stderr.strip()[-800:]}")
    seen = json.loads(child.stdout.strip().splitlines()[-1])
    idle, after, left = seen["idle"], seen["after"], seen["left"]
    worst = max(after, key=after.get)
    return [
        Row("memory: idle on the title", idle, "MB", idle / 80, 1.0, "of 80 MB"),
        Row(f"memory: after every table (most: {worst})", after[worst], "MB", after[worst] / 100, 1.0, "of 100 MB"),
        Row("memory: back on the title after every table", left, "MB", left / idle, 1.1, "idle"),
    ]


def run() -> list[Row]:
    bytecode_cached()
    with tempfile.TemporaryDirectory(prefix="bench-shell-") as home:
        bare, app = _starts(home)
        child = subprocess.run(
            [sys.executable, "-c", FRAMES], cwd=ROOT, env=_env(home), capture_output=True, text=True, timeout=300
        )
        if child.returncode != 0:
            raise RuntimeError(f"frame bench child failed: {child.stderr.strip()[-800:]}")
        frames = json.loads(child.stdout.strip().splitlines()[-1])
        busiest = max(frames["shell"], key=frames["shell"].get)
        worst, baseline = frames["shell"][busiest], frames["baseline"]
        rows = [
            Row("shell: start → first frame (title)", app * 1000, "ms", app / bare, 1.2, "bare 20-button window"),
            Row(f"shell: frame, busiest screen ({busiest})", worst * 1000, "ms", worst / baseline, 1.5, "120 blits + UI"),
        ]
        rows.extend(_table_frames(home))
        rows.extend(_idle(home))
        rows.extend(_idle_x11(home))
        rows.extend(_memory(home))
    return rows
