"""Autosave slots (issue #16): a match id per game, branches, rotation keeping 3, old saves still load."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from engine.core.save_slots import Slot, autosaves_of, match_id_of, rotate, slot_for_opened
from engine.core.saves import read_save, read_save_header, write_save
from engine.core.session import Session
from engine.fatal_fight.game import FatalFight
from tests.support.high_card import HighCard

FIXTURES = Path(__file__).parent / "fixtures"


def a_session(steps: int = 2) -> Session[Any]:
    session = Session.new(HighCard(), {"seat_names": ["Aoi", "Ben"]}, seed=5)
    for _ in range(steps):
        session.apply(session.legal_actions()[0])
    return session


def write(path: Path, slot: Slot, steps: int = 2, when: str = "2025-04-01T19:30:00+09:00") -> Path:
    write_save(path, a_session(steps), {"saved_at": when, **slot.meta()})
    return path


def test_an_autosave_opened_continues_in_its_own_slot(tmp_path: Path) -> None:
    slot = Slot.new("high-card")
    path = write(slot.path(tmp_path), slot)
    again = slot_for_opened(read_save_header(path))
    assert again == slot and again.path(tmp_path) == path


def test_a_named_save_opened_continues_as_a_branch_of_its_match(tmp_path: Path) -> None:
    slot = Slot.new("high-card")
    named = write(tmp_path / "stage-1.json", slot, steps=1)
    branch = slot_for_opened(read_save_header(named))
    assert branch.match_id != slot.match_id and branch.branch_of == slot.match_id and branch.branched_at == 1
    assert branch.path(tmp_path) != slot.path(tmp_path)  # so it cannot overwrite the later autosave


def test_a_save_without_a_match_id_branches_too(tmp_path: Path) -> None:
    path = tmp_path / "autosave-high-card.json"  # the single slot of before issue #16
    write_save(path, a_session(), {"saved_at": "2025-04-01T19:30:00+09:00", "autosave": True})
    branch = slot_for_opened(read_save_header(path))
    assert match_id_of(branch.meta()) == branch.match_id and branch.branch_of is None
    assert branch.path(tmp_path).name != path.name


def test_rotation_keeps_the_newest_three_autosaves_of_the_game(tmp_path: Path) -> None:
    slots = [Slot.new("high-card") for _ in range(5)]
    for age, slot in enumerate(slots):
        path = write(slot.path(tmp_path), slot)
        write(path, slot)  # a second write leaves a .bak
        os.utime(path, (1000 + age, 1000 + age))
    other_game = Slot.new("other-game")
    write(other_game.path(tmp_path), other_game)
    named = write(tmp_path / "mine.json", slots[0])
    removed = rotate(tmp_path, "high-card", keep_path=slots[-1].path(tmp_path))
    kept = autosaves_of(tmp_path, "high-card")
    assert kept == [s.path(tmp_path) for s in reversed(slots[2:])]
    assert {p.name for p in removed} == {slots[0].path(tmp_path).name, slots[1].path(tmp_path).name}
    assert not Path(str(slots[0].path(tmp_path)) + ".bak").exists()
    assert other_game.path(tmp_path).exists() and named.exists()  # other games and named saves stay


def test_a_save_written_before_issue_16_still_loads() -> None:
    """``fixtures/fatal-fight-format1.json`` was written by main before this change (format 1)."""
    path = FIXTURES / "fatal-fight-format1.json"
    game = FatalFight.load()
    session = read_save(path, {game.id: game})
    header = read_save_header(path)
    assert len(session.log) == header.steps == 40
    assert slot_for_opened(header).branch_of is None  # it had no match id: it continues as a new match
