"""The app shell: start-up, frame time, idle CPU and memory (issue #3).

Everything runs in child processes with the SDL dummy drivers and a throwaway user
folder, so the numbers are the app's own and never open a window:

* start → first interactive frame, as a ratio to a bare pygame-gui window with 20
  buttons started the same way (target ≤ 2×);
* the busiest shell screen's frame time, as a ratio to 120 cached card blits plus a
  20-button UI (target ≤ 1.5×);
* the idle app's CPU over 5 s (target ≤ 2 % of a core) and its resident memory
  (target ≤ 100 MB), read from /proc (Linux only; elsewhere those rows are skipped).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.bench.report import Row

ROOT = Path(__file__).resolve().parents[2]
STARTS = 5
IDLE_SECONDS = 5.0
SETTLE_SECONDS = 3.0

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
from screens.app import App
from screens.settings_store import load_settings
from screens.title import TitleScreen
app = App(load_settings())
app.push(TitleScreen(app))
app.frame(0.0, [])
print("ready", flush=True)
"""

FRAMES = """
import json
import pygame
from engine import registry
from engine.core import userdirs
from engine.core.saves import write_save
from engine.core.session import Session
from screens.app import App
from screens.data_errors import DataErrorScreen
from screens.load_screen import LoadScreen
from screens.settings_screen import SettingsScreen
from screens.settings_store import load_settings
from screens.fatal_fight.screenshots import table_mid_round
from screens.title import TitleScreen
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
    "fatal-fight": lambda: table_mid_round(app, 1),
    "fatal-fight, full redraw": lambda: table_mid_round(app, 1),
}
shell = {}
for name, build in screens.items():
    screen = build()
    if screen is not app.top:
        app.push(screen)
    def step():
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 360), rel=(1, 0), buttons=(0, 0, 0)))
        if name.endswith("full redraw"):
            screen._dirty = True  # every part of the table drawn again, not the cached layer
        app.frame(1 / 60)
    shell[name] = best_time(step)
    if len(app.stack) > 1:
        app.pop()

print(json.dumps({"shell": shell, "baseline": best_time(reference_frame())}), flush=True)
"""


def _env(home: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
        TABLETOP_HOME=home, PYTHONPATH=str(ROOT),
    )
    return env


def _start_seconds(code: str, home: str) -> float:
    """Fewest seconds from spawning a Python child to its "ready" line, over STARTS runs."""
    best = float("inf")
    for _ in range(STARTS):
        start = time.perf_counter()
        child = subprocess.run(
            [sys.executable, "-c", code], cwd=ROOT, env=_env(home), capture_output=True, text=True, timeout=60
        )
        elapsed = time.perf_counter() - start
        if child.returncode != 0 or "ready" not in child.stdout:
            raise RuntimeError(f"start-up bench child failed: {child.stderr.strip()[-500:]}")
        best = min(best, elapsed)
    return best


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def _rss_mb(pid: int) -> float:
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
        time.sleep(SETTLE_SECONDS)  # start-up, the first frame, the data check, the hover period
        if child.poll() is not None:
            raise RuntimeError(f"the app exited early: {child.stderr.read().decode()[-500:] if child.stderr else ''}")
        before = _cpu_seconds(child.pid)
        time.sleep(IDLE_SECONDS)
        share = (_cpu_seconds(child.pid) - before) / IDLE_SECONDS
        rss = _rss_mb(child.pid)
    finally:
        child.terminate()
        child.wait(timeout=10)
    return [
        Row("shell: idle CPU (title, 5 s)", share * 100, "% core", share * 100 / 2.0, 1.0, "of 2 %"),
        Row("shell: resident memory, idle", rss, "MB", rss / 100, 1.0, "of 100 MB"),
    ]


def run() -> list[Row]:
    with tempfile.TemporaryDirectory(prefix="bench-shell-") as home:
        bare = _start_seconds(BARE_START, home)
        app = _start_seconds(APP_START, home)
        child = subprocess.run(
            [sys.executable, "-c", FRAMES], cwd=ROOT, env=_env(home), capture_output=True, text=True, timeout=300
        )
        if child.returncode != 0:
            raise RuntimeError(f"frame bench child failed: {child.stderr.strip()[-800:]}")
        frames = json.loads(child.stdout.strip().splitlines()[-1])
        busiest = max(frames["shell"], key=frames["shell"].get)
        worst, baseline = frames["shell"][busiest], frames["baseline"]
        rows = [
            Row("shell: start → first frame (title)", app * 1000, "ms", app / bare, 2.0, "bare 20-button window"),
            Row(f"shell: frame, busiest screen ({busiest})", worst * 1000, "ms", worst / baseline, 1.5, "120 blits + UI"),
        ]
        rows.extend(_idle(home))
    return rows
