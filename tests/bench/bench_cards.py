"""Card rendering for print (issue #6) and the gallery's frame time while scrolling.

* ``render-cards`` throughput: cards drawn, bled and written as PNG per second at 300 DPI;
  the target is at least 50 cards/s (20 ms a card). The first run of a fresh output folder
  is timed (nothing to skip), after one warm-up run.
* The PDF sheets of the same cards: time per page (information).
* The gallery scrolled from top to bottom by the mouse wheel, one notch a frame, with its
  thumbnails drawn lazily as they come into view: the 95th-percentile frame must stay
  under 16.7 ms (60 fps).

Both targets are judged on CPU time (``time.process_time`` for the export, which counts
its PNG-writing threads too, and ``time.thread_time`` per gallery frame): the machine
these run on is shared, and wall-clock time there measures the neighbours. Wall-clock
figures are printed beside them, with their ratio to CPU time (the load: 1.0 = alone).
The sets drawn include card art (Fatal Fight's items), so art loading and scaling count.

Every registered game whose layouts.toml has templates is measured; when none has, a
stand-in set (the gallery test cards, copied to ``STAND_IN_CARDS`` cards) is used.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

from tests.bench.report import Row

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

CARDS_PER_S = 50.0
FRAME_MS = 1000 / 60
STAND_IN_CARDS = 120
MAX_FRAMES = 5000


def _stand_in(root: Path) -> None:
    """The gallery test game with its fitting cards copied to about ``STAND_IN_CARDS`` cards."""
    from tests.screens.fixtures_layouts import BOSS, THUG, UPPERCUT
    from tests.screens.test_gallery_sample import SPEC, toml_table, write_game

    folder = write_game(root)
    (folder / "enemies.toml").unlink()  # its long-text and broken cards are test cases, not a set
    per_kind = STAND_IN_CARDS // 3
    for name, kind, card in (
        ("enemies", "enemy", THUG),
        ("arts", "art", UPPERCUT),
        ("bosses", "boss", BOSS),
    ):
        tables = (
            toml_table(kind, {**card, "id": f"{card['id']}-{i}", "name": f"{card['name']}{i}"})
            for i in range(per_kind)
        )
        (folder / f"{name}.toml").write_text("".join(tables), encoding="utf-8")
    assert SPEC.folder == folder.name


def _sets(root: Path) -> list:
    from engine.catalog import all_data_specs
    from engine.core.saves.userdirs import SHIPPED_DATA
    from screens.gallery.cardset import load_game_set
    from tests.screens.test_gallery_sample import SPEC

    real = [load_game_set(spec, SHIPPED_DATA, None) for spec in all_data_specs()]
    real = [s for s in real if s.layouts is not None and any(s.has_template(e.kind) for e in s)]
    if real:
        return real
    _stand_in(root)
    return [load_game_set(SPEC, root, None)]


def _render_rows(sets: list, tmp: Path) -> list[Row]:
    from screens.print.export import ExportOptions, GameExport
    from screens.print.manifest import Manifest
    from screens.print.sheets import SheetOptions, write_sheets

    label = ", ".join(s.game for s in sets)
    with_art = sum(1 for s in sets for e in s if e.data.get("art"))
    GameExport(sets[0], tmp / "warm-up", ExportOptions(pdf=False)).run()
    best, best_wall, cards = float("inf"), float("inf"), 0
    for attempt in range(3):
        start, cpu = time.perf_counter(), time.process_time()
        results = [
            GameExport(s, tmp / f"run{attempt}", ExportOptions(pdf=False)).run() for s in sets
        ]
        best = min(best, time.process_time() - cpu)
        best_wall = min(best_wall, time.perf_counter() - start)
        cards = sum(len(r.drawn) for r in results)
    ms = best * 1000 / max(1, cards)
    exporter = GameExport(sets[0], tmp / "run0", ExportOptions())
    groups = list(exporter.sheet_groups(exporter.entries(), Manifest.load(exporter.folder)))
    start = time.perf_counter()
    pages = write_sheets(tmp / "sheets.pdf", groups, sets[0].game, SheetOptions(duplex=True))
    pdf_ms = (time.perf_counter() - start) * 1000 / max(1, pages)
    return [
        Row(
            f"cards {label} ({cards}, {with_art} with art): PNG with bleed at 300 dpi, CPU",
            cards / best,
            "cards/s",
        ),
        Row(
            f"cards {label}: CPU ms per card vs 50 cards/s",
            ms,
            "ms",
            ms / (1000 / CARDS_PER_S),
            target=1,
            basis="20 ms",
        ),
        Row(
            f"cards {label}: wall clock (shared machine)",
            cards / best_wall,
            "cards/s",
            best_wall / best,
            basis="CPU time",
        ),
        Row(f"cards {sets[0].game}: PDF sheet page (A4, duplex)", pdf_ms, "ms/page"),
    ]


def _scroll_rows(tmp: Path, sets: list) -> list[Row]:
    import pygame

    from engine.core.data.watch import DataWatcher
    from screens.gallery.model import GalleryModel
    from screens.gallery.screen import GalleryScreen
    from screens.shell.app import App
    from screens.shell.settings_store import LoadedSettings, Settings

    os.environ["TABLETOP_HOME"] = str(tmp / "home")
    watcher = DataWatcher([s.spec for s in sets], sets[0].folder.parent, None)
    model = GalleryModel(watcher)
    model.check_all()
    app = App(LoadedSettings(Settings(language="ja")), persist=False)
    try:
        screen = GalleryScreen(app, model)
        app.push(screen)
        app.frame(1 / 60, [])
        grid = screen.grid
        assert grid is not None and grid.max_scroll > 0, "nothing to scroll"
        times, walls = [], []
        wheel = pygame.event.Event(
            pygame.MOUSEWHEEL, x=0, y=-1, precise_x=0.0, precise_y=-1.0, flipped=False, which=0
        )
        while grid.scroll < grid.max_scroll and len(times) < MAX_FRAMES:
            start, cpu = time.perf_counter(), time.thread_time()
            app.frame(1 / 60, [wheel])
            times.append((time.thread_time() - cpu) * 1000)
            walls.append((time.perf_counter() - start) * 1000)
    finally:
        pygame.quit()
    p95 = statistics.quantiles(times, n=20)[-1]
    wall95 = statistics.quantiles(walls, n=20)[-1]
    label = f"gallery ({len(list(model.entries()))} cards) scrolling {len(times)} frames"
    return [
        Row(f"{label}: mean frame, CPU", statistics.fmean(times), "ms"),
        Row(
            f"{label}: 95th percentile frame, CPU",
            p95,
            "ms",
            p95 / FRAME_MS,
            target=1,
            basis="16.7 ms",
        ),
        Row(f"{label}: 95th percentile, wall clock", wall95, "ms", wall95 / p95, basis="CPU"),
    ]


def run() -> list[Row]:
    with tempfile.TemporaryDirectory(prefix="bench-cards-") as name:
        tmp = Path(name)
        sets = _sets(tmp / "data")
        return _render_rows(sets, tmp) + _scroll_rows(tmp, sets)
