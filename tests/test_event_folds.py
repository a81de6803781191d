"""Every fold of every game over its events (issue #9, design.md §15): the folds that claim to
read every event class do, none reads a class its game never declared, and Fatal Fight's
forecast, history, marks, simulation statistics, wording and key frames are all folds."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

import engine
import screens
from engine.core.kernel.events import Event, Fold


def _import_everything() -> None:
    """Every module of engine/ and screens/, so each fold class has been defined (and checked)."""
    for package in (engine, screens):
        for info in pkgutil.walk_packages(package.__path__, f"{package.__name__}."):
            if not info.name.endswith("__main__"):
                importlib.import_module(info.name)


def all_folds() -> list[type[Fold[Any]]]:
    _import_everything()
    found: list[type[Fold[Any]]] = []
    todo = list(Fold.__subclasses__())
    while todo:
        cls = todo.pop()
        found.append(cls)
        todo.extend(cls.__subclasses__())
    return [cls for cls in found if cls.__module__.startswith(("engine.", "screens."))]


def test_each_fold_that_claims_completeness_handles_or_ignores_every_class() -> None:
    complete = [cls for cls in all_folds() if cls.complete]
    assert complete, "no fold claims completeness"
    for cls in complete:
        assert cls.events is not None, f"{cls.__name__} claims completeness over no event set"
        assert cls.missing() == [], f"{cls.__name__} misses {cls.missing()}"
        assert cls.handled() | cls.ignore == frozenset(cls.events)


def test_every_fold_reads_only_its_games_events() -> None:
    for cls in all_folds():
        family = cls.events
        if family is None:
            continue
        assert all(c in family for c in cls.handled() | cls.ignore), cls.__name__
        assert all(issubclass(c, Event) for c in cls.handled())


def test_fatal_fights_event_readers_are_all_folds() -> None:
    names = {f"{cls.__module__}.{cls.__name__}" for cls in all_folds()}
    assert names >= {
        "engine.fatal_fight.forecast.AttackOutcome",
        "engine.fatal_fight.keyframes.EnemyPhaseFrames",
        "engine.fatal_fight.sim_stats.EventTally",
        "screens.fatal_fight.history.History",
        "screens.fatal_fight.marks.MarkNotes",
        "screens.fatal_fight.wording.EventWords",
    }
