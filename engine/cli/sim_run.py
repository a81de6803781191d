"""What ``simulate`` does for every game (issue #22): play a game's plan (``engine.cli.sim_hook``)
on one or several processes, and keep its games as saves.

Every game of a plan follows from the run's options and its place in the plan alone, so
``--jobs 1`` and ``--jobs 4`` play exactly the same games; records come back in plan order.
"""

from __future__ import annotations

import gc
import multiprocessing
import signal
import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from engine.cli.sim_hook import Plan, Playbook
from engine.core.kernel.bots import decide
from engine.core.kernel.game import Game
from engine.core.kernel.selfplay import play_out

Progress = Callable[[int, int], None]  # (games done, games planned)
BATCHES_PER_WORKER = 16


class SimulationError(RuntimeError):
    """A game of the plan that could not be played to its end; the message names it (and its seed)."""


def play_job(game: Game[Any], sim: Playbook, job: Any, settings: Any) -> Any:
    """One game of the plan, played by its bots to the end and tallied."""
    match = sim.match(game, job, settings)
    try:
        state, events = game.start(match.setup, match.seed)
        tally = sim.tally(game, job, settings)
        tally.feed(None, events)
        decisions = play_out(game, state, match.bots, match.rngs, tally.feed)
        return tally.record(state, decisions)
    except Exception as err:  # an engine or bot bug: say which game replays it
        raise SimulationError(f"{match.label} failed: {type(err).__name__}: {err}") from err


@dataclass
class _Worker:
    """A worker process's game, simulator, settings and plan, set once by the pool initializer."""

    game: Game[Any] | None = None
    sim: Playbook | None = None
    settings: Any = None
    jobs: tuple[Any, ...] = ()


_WORKER = _Worker()


def _init_worker(game: Game[Any], sim: Playbook, settings: Any, jobs: tuple[Any, ...]) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C stops the parent, which ends the pool
    _WORKER.game, _WORKER.sim, _WORKER.settings, _WORKER.jobs = game, sim, settings, jobs


def _play_batch(numbers: list[int]) -> list[tuple[int, Any]]:
    """The games of the plan with these numbers, each with its number."""
    assert _WORKER.game is not None and _WORKER.sim is not None
    return [(n, play_job(_WORKER.game, _WORKER.sim, _WORKER.jobs[n], _WORKER.settings)) for n in numbers]


def batches(total: int, workers: int) -> list[list[int]]:
    """The plan's game numbers dealt into ``BATCHES_PER_WORKER`` batches per worker, every batch
    taking every n-th game: a plan's kinds of game (quick sets, then long paired ones) are spread
    over all batches, so the workers' shares even out; the parent collects a batch, not a game."""
    count = min(total, workers * BATCHES_PER_WORKER)
    return [list(range(first, total, count)) for first in range(count)]


def run(sim: Playbook, plan: Plan[Any], workers: int = 1, progress: Progress | None = None) -> list[Any]:
    """Play every game of ``plan`` on ``workers`` processes; the records in plan order."""
    total = len(plan.jobs)
    if workers <= 1 or total <= 1:
        records = []
        for job in plan.jobs:
            records.append(play_job(plan.game, sim, job, plan.settings))
            if progress:
                progress(len(records), total)
        return records
    context = multiprocessing.get_context("fork" if sys.platform == "linux" else None)  # elsewhere: spawn
    done: list[tuple[int, Any]] = []
    gc.freeze()  # what the workers inherit stays out of their collections: no copy-on-write of every page
    initargs = (plan.game, sim, plan.settings, tuple(plan.jobs))
    with context.Pool(min(workers, total), initializer=_init_worker, initargs=initargs) as pool:
        for batch in pool.imap_unordered(_play_batch, batches(total, workers)):
            done.extend(batch)
            if progress:
                progress(len(done), total)
    gc.unfreeze()
    return [record for _, record in sorted(done, key=lambda d: d[0])]


def save_games(sim: Playbook, plan: Plan[Any], folder: Path) -> list[Path]:
    """Every game of the plan played again through a Session (the same bots with fresh generators:
    the same game) and written as an ordinary save, so Load and the replay viewer open it.
    The paths in plan order. Raises OSError or SaveError."""
    from engine.core.kernel.session import Session
    from engine.core.saves.documents import write_save
    from engine.core.saves.slots import Slot

    folder.mkdir(parents=True, exist_ok=True)
    game = plan.game
    written = []
    for job in plan.jobs:
        match = sim.match(game, job, plan.settings)
        session: Session[Any] = Session.new(game, dict(match.setup), match.seed, "lenient")
        while not game.is_over(session.state):
            seat = session.decision().seats[0]
            session.apply(decide(game, session.state, seat, match.bots[seat], match.rngs[seat]))
        meta: dict[str, Any] = {"saved_at": datetime.now().astimezone().isoformat(timespec="seconds"),
                                "name": match.label, **Slot.new(game.id).meta()}
        summary = getattr(game, "save_summary", None)
        if callable(summary):
            words = summary(session.state)
            meta["summary"] = {"en": words.en, "ja": words.ja}
        path = folder / f"{match.file}.json"
        write_save(path, session, meta)
        written.append(path)
    return written
