"""Sample saves for the Load screen's picture: branches of one campaign, a named save, broken files."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

from engine.core.kernel.session import Session
from engine.core.saves import userdirs
from engine.core.saves.documents import write_save
from engine.core.saves.slots import Slot
from screens.kit.table_saves import summary_meta

TIMES = ("2025-04-01T19:30:00+09:00", "2025-04-02T21:05:00+09:00", "2025-04-03T20:40:00+09:00")


def play(session: Session[Any], steps: int, seed: int) -> None:
    """``steps`` random legal steps (fewer if the game ends)."""
    chooser = random.Random(seed)
    for _ in range(steps):
        actions = session.legal_actions()
        if not actions:
            return
        session.apply(chooser.choice(actions))


def write_branches(session: Session[Any], folder: Path) -> None:
    """A campaign autosaved at 120 steps, a named save of it at 40, and the branch played on from that."""
    game = session.game.id
    first = Slot.new(game)
    play(session, 40, 1)
    named = folder / "before-the-boss.json"
    write_save(named, session, {"saved_at": TIMES[0], "name": "Before the boss", **first.meta(), **summary_meta(session)})
    branch_from = Session.replay(session.game, session.setup, session.seed, list(session.log), session.undo_mode)
    for steps in (60, 20):  # autosaved twice: the first is kept as its backup
        play(session, steps, 2 + steps)
        write_save(first.path(folder), session, {"saved_at": TIMES[1], "autosave": True, **first.meta(), **summary_meta(session)})
    branch = Slot(game, "b" * 12, first.match_id, len(branch_from.log))
    play(branch_from, 25, 3)
    write_save(branch.path(folder), branch_from, {"saved_at": TIMES[2], "autosave": True, **branch.meta(), **summary_meta(branch_from)})
    os.utime(named, (1, 1))  # list order follows the file times: the named save is the oldest


def write_samples(sessions: list[Session[Any]]) -> None:
    folder = userdirs.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for session in sessions:
        write_branches(session, folder)
    (folder / "evening-game.json").write_text('{"format": "tabletop-client-save", "format_ver', encoding="utf-8")
    (folder / "evening-game.json.bak").write_text("{}", encoding="utf-8")
    (folder / "notes.json").write_text('{"shopping": ["tea"]}', encoding="utf-8")
    for name in ("evening-game.json", "notes.json"):  # listed by file time: older than the campaign
        os.utime(folder / name, (10, 10))


def replay_screen(app: Any, seed: int) -> Any:
    """The replay viewer halfway through a sample Fatal Fight campaign of two players."""
    from screens.replay.screen import open_replay
    from screens.shell.games import table_class

    cls = table_class("fatal-fight")
    setup = {"heroes": [{"character": c, "player": p} for c, p in (("ryuji", "Aoi"), ("rita", "Ben"), ("mei", "Aoi"))],
             "variants": []}
    session = Session.new(cls.make_game(app), setup, seed, "strict")
    play(session, 90, seed)
    folder = userdirs.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "evening-campaign.json"
    write_save(path, session, {"saved_at": TIMES[0], **summary_meta(session)})
    return open_replay(app, path, step=len(session.log) // 2, seat=0)


def replay_everything_screen(app: Any, seed: int) -> Any:
    """The replay viewer showing everything (both hands face up) midway through an Alchemic game that ended."""
    from screens.replay.screen import ALL, open_replay
    from screens.shell.games import table_class

    cls = table_class("alchemic")
    session = Session.new(cls.make_game(app), {"decks": ["flame-academy", "shadow-legion"], "players": ["Aoi", "Ben"]},
                          seed, "strict")
    play(session, 1000, seed)
    folder = userdirs.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "finished-duel.json"
    write_save(path, session, {"saved_at": TIMES[1], **summary_meta(session)})
    return open_replay(app, path, step=len(session.log) * 2 // 3, seat=ALL)
