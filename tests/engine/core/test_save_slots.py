"""Autosave slots (issues #16, #25): a match id per game, branches, rotation that keeps each campaign's
furthest save and trashes (never deletes) the rest, old saves still load."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from engine.core.kernel.errors import SaveError
from engine.core.kernel.session import Session
from engine.core.saves.documents import read_save, read_save_header, write_save
from engine.core.saves.slots import (
    Slot,
    autosaves_of,
    campaign_of,
    match_id_of,
    move_to_trash,
    original_name,
    purge_trash,
    restore_from_trash,
    rotate,
    slot_for_opened,
    trash_dir,
    trashed_saves,
)
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


def test_rotation_keeps_every_campaigns_furthest_and_other_games_and_named_saves(tmp_path: Path) -> None:
    slots = [Slot.new("high-card") for _ in range(5)]
    for age, slot in enumerate(slots):
        path = write(slot.path(tmp_path), slot)
        write(path, slot)  # a second write leaves a .bak
        os.utime(path, (1000 + age, 1000 + age))
    other_game = Slot.new("other-game")
    write(other_game.path(tmp_path), other_game)
    named = write(tmp_path / "mine.json", slots[0])
    moved = rotate(tmp_path, "high-card", keep_path=slots[-1].path(tmp_path))
    kept = autosaves_of(tmp_path, "high-card")
    # five campaigns of equal length: each is its own furthest point, so none is lost
    assert len(kept) == 5 and moved == []
    assert other_game.path(tmp_path).exists() and named.exists()  # other games and named saves stay


def test_issue_25_rotation_never_loses_a_campaigns_furthest_autosave(tmp_path: Path) -> None:
    """Finding 1: load an older save three times and play on; the main autosave (furthest) stays."""
    main = Slot.new("high-card")
    main_path = write(main.path(tmp_path), main, steps=5)
    write(main_path, main, steps=6)  # and its .bak
    os.utime(main_path, (1000, 1000))
    branches = []
    for age in range(4):  # the older save (step 1) opened and played on, four times
        branch = Slot("high-card", f"{age + 1:012x}", main.match_id, 1, main.campaign_id)
        path = write(branch.path(tmp_path), branch, steps=2)
        os.utime(path, (2000 + age, 2000 + age))
        branches.append(path)
        moved = rotate(tmp_path, "high-card", keep_path=path)
    assert main_path.exists() and Path(f"{main_path}.bak").exists()
    assert read_save_header(main_path).steps == 6
    assert set(autosaves_of(tmp_path, "high-card")) == {main_path, *branches[1:]}
    # the oldest branch went to the trash, not away; the Load screen can put it back
    assert [original_name(p) for p in moved] == [branches[0].name] and moved[0].parent == trash_dir(tmp_path)
    assert trashed_saves(tmp_path) == moved
    restored = restore_from_trash(moved[0])
    assert restored == branches[0] and read_save_header(restored).steps == 2 and trashed_saves(tmp_path) == []


def test_issue_25_a_new_game_never_trashes_another_campaigns_furthest(tmp_path: Path) -> None:
    campaign = Slot.new("high-card")
    far = write(campaign.path(tmp_path), campaign, steps=6)
    os.utime(far, (1000, 1000))
    for age in range(3):  # three branches of it, newer and shorter
        branch = Slot("high-card", f"{age + 1:012x}", campaign.match_id, 1, campaign.campaign_id)
        os.utime(write(branch.path(tmp_path), branch, steps=3), (2000 + age, 2000 + age))
    fresh = Slot.new("high-card")
    rotate(tmp_path, "high-card", keep_path=write(fresh.path(tmp_path), fresh, steps=1))
    assert far.exists() and fresh.path(tmp_path).exists()
    assert len(autosaves_of(tmp_path, "high-card")) == 4 and len(trashed_saves(tmp_path)) == 1


def test_a_branch_of_a_branch_stays_in_its_campaign(tmp_path: Path) -> None:
    first = Slot.new("high-card")
    named = write(tmp_path / "named.json", first, steps=1)
    branch = slot_for_opened(read_save_header(named))
    again = slot_for_opened(read_save_header(write(tmp_path / "named2.json", branch, steps=2)))
    assert branch.campaign_id == again.campaign_id == first.match_id
    assert campaign_of(again.meta()) == first.match_id


def test_the_trash_keeps_a_save_thirty_days(tmp_path: Path) -> None:
    slot = Slot.new("high-card")
    trashed = move_to_trash(write(slot.path(tmp_path), slot), now=1_000_000)
    assert trashed is not None and trashed.exists()
    assert purge_trash(tmp_path, now=1_000_000 + 29 * 86400) == 0 and trashed.exists()
    assert purge_trash(tmp_path, now=1_000_000 + 31 * 86400) == 1 and not trashed.exists()


def test_restoring_never_replaces_a_save_of_the_same_name(tmp_path: Path) -> None:
    slot = Slot.new("high-card")
    path = write(slot.path(tmp_path), slot)
    trashed = move_to_trash(path)
    assert trashed is not None
    write(path, slot, steps=3)
    with pytest.raises(SaveError):
        restore_from_trash(trashed)
    assert read_save_header(path).steps == 3 and trashed.exists()


def test_a_save_written_before_issue_16_still_loads() -> None:
    """``fixtures/fatal-fight-format1.json`` was written by main before this change (format 1)."""
    path = FIXTURES / "fatal-fight-format1.json"
    game = FatalFight.load()
    session = read_save(path, {game.id: game})
    header = read_save_header(path)
    assert len(session.log) == header.steps == 40
    assert slot_for_opened(header).branch_of is None  # it had no match id: it continues as a new match
