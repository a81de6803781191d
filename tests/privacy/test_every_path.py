"""Privacy is a property of every path, tested for every game (issue #21).

For every registered game whose policy hides cards (and the two toy games of the tests), random
legal play; at every step each seat's log, and at several moments every path a player has
(``tests/privacy/harness.py``), held against what the game's policy says is hidden from whom.
A game registered later is covered without editing this file.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import registry
from screens.kit import curtain, moment
from screens.shell.app import App
from tests.privacy.harness import (
    Case,
    Knowledge,
    Seer,
    cases,
    hidden_games,
    leaks,
    make_game,
    play_and_check,
)
from tests.screens import HIGH_CARD, TOY_PICK, app_at_title


@pytest.fixture(autouse=True)
def toy_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """The toy hidden-pick games of the tests are games like any other here."""
    monkeypatch.setitem(registry.GAMES, HIGH_CARD.id, HIGH_CARD)
    monkeypatch.setitem(registry.GAMES, TOY_PICK.id, TOY_PICK)
    monkeypatch.setattr(curtain, "ARM_SECONDS", 0.0)
    monkeypatch.setattr(moment, "ARM_SECONDS", 0.0)


def every_case() -> list[Case]:
    """Read at collection time, with the toy games registered for it."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(registry.GAMES, HIGH_CARD.id, HIGH_CARD)
        patch.setitem(registry.GAMES, TOY_PICK.id, TOY_PICK)
        return cases(seed=11)


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    return app_at_title(tmp_path, monkeypatch)


def test_every_hidden_information_game_is_covered() -> None:
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(registry.GAMES, HIGH_CARD.id, HIGH_CARD)
        patch.setitem(registry.GAMES, TOY_PICK.id, TOY_PICK)
        covered = {e.id for e in hidden_games()}
        seat_counts = {(c.game_id, c.seats) for c in cases()}
    assert {"alchemic", "mysaga", "fertcg", "dannocomachi", "high-card", "toy-pick"} <= covered
    assert {("mysaga", 2), ("mysaga", 3), ("mysaga", 4)} <= seat_counts
    assert "fatal-fight" not in covered  # co-op: hands are open


@pytest.mark.parametrize("case", every_case(), ids=str)
def test_no_path_shows_a_seat_a_card_hidden_from_it(case: Case, app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    seer = Seer(monkeypatch)
    findings = play_and_check(case, app, seer, steps=60, checks=2)
    assert not findings, "\n".join(str(f) for f in findings[:12])


def test_the_harness_sees_a_hand_drawn_for_the_wrong_seat(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The harness is not blind: a table that draws the other seat's view is caught."""
    from tests.screens import HighCardTable

    def wrong_view(table: HighCardTable) -> object:
        return table.session.view(1 - (table.viewer or 0))

    monkeypatch.setattr(HighCardTable, "view", wrong_view)
    seer = Seer(monkeypatch)
    findings = play_and_check(Case("high-card", 2, 3), app, seer, steps=3, checks=1)
    assert any(f.path == "table" for f in findings)


def test_knowledge_forbids_only_what_a_seat_was_never_shown() -> None:
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(registry.GAMES, HIGH_CARD.id, HIGH_CARD)
        game = make_game("high-card")
    from engine.core.kernel.session import Session

    session = Session.new(game, {}, 5)
    knowledge = Knowledge(game, game.policy, 2)
    knowledge.update(session.state)
    other_hand = set(session.state.hands[1])
    assert other_hand <= knowledge.forbidden(session.state, 0)
    assert not set(session.state.hands[0]) & knowledge.forbidden(session.state, 0)
    assert leaks("Ben holds c3 and c12", {"c1", "c3"}) == ["c3"]
