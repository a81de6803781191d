"""Each game's replay hooks (issue #16): once a game has ended its replay may show everything
(every hand and face-down card face up); a game that has not ended refuses; rounds are marked.

Every registered game is played to its end by random legal moves from its sample setup (a sandbox
table by hand moves, then ``EndGame``), saved, and opened as a ``Tape``.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from engine import catalog
from engine.core.kernel.errors import EngineError
from engine.core.kernel.session import Session
from engine.core.kernel.view import hidden_signature
from engine.core.saves.documents import write_save
from engine.core.saves.replay import Tape
from engine.sandbox.actions import EndGame, EndTurn
from tests.support.games import game_ids, sample_setup

HAND_MOVES = 60  # a sandbox table: this many moves before the players end the game


def played(game_id: str, *, to_the_end: bool) -> Session[Any]:
    game = catalog.load_game(game_id)
    session = Session.new(game, sample_setup(game_id), 11, "lenient")
    chooser = random.Random(game_id)
    for n in range(3000):
        moves = [a for a in session.legal_actions() if not isinstance(a, EndGame)]
        if not moves or (not to_the_end and n == 12):
            break
        if n == HAND_MOVES and any(isinstance(a, EndGame) for a in session.legal_actions()):
            if to_the_end:
                session.apply(EndGame(session.state.active))
            break
        turn_ends = [a for a in moves if isinstance(a, EndTurn)]  # a sandbox table: a turn every ~10 moves
        session.apply(turn_ends[0] if turn_ends and chooser.random() < 0.1 else chooser.choice(moves))
    if not to_the_end and game.is_over(session.state):  # a game shorter than 12 steps: one step back
        session.undo()
    assert game.is_over(session.state) == to_the_end
    return session


def tape_of(tmp_path: Path, session: Session[Any]) -> Tape:
    path = tmp_path / f"{session.game.id}.json"
    write_save(path, session, {"saved_at": "2026-01-02T03:04:05+09:00"})
    return Tape.open(path, lambda game_id: session.game)


@pytest.mark.parametrize("game_id", game_ids())
def test_an_ended_game_shows_everything_at_every_step(tmp_path: Path, game_id: str) -> None:
    session = played(game_id, to_the_end=True)
    tape = tape_of(tmp_path, session)
    assert tape.ended
    game = tape.game
    for n in range(tape.length + 1):
        everything = tape.everything_at(n)
        seat_view = game.view(tape.at(n).state, 0)
        assert type(everything) is type(seat_view)
        assert hidden_signature(everything) == frozenset(), (game_id, n)


def test_fatal_fight_everything_names_the_boss_next_face_down_skill() -> None:
    """FF-R8.1: the boss's next skill is known to the table only once two were revealed."""
    game = catalog.load_game("fatal-fight")
    state = game.new_state(sample_setup("fatal-fight"), 3)
    state.boss_skills, state.boss_reveals = [2, 0, 1], 0
    assert game.view(state, 0).boss_next_skill is None
    assert game.everything_view(state).boss_next_skill == 2


@pytest.mark.parametrize("game_id", game_ids())
def test_a_game_not_over_refuses_to_show_everything(tmp_path: Path, game_id: str) -> None:
    tape = tape_of(tmp_path, played(game_id, to_the_end=False))
    assert not tape.ended
    for n in (0, tape.length):
        with pytest.raises(EngineError, match="only once the game has ended"):
            tape.everything_at(n)


@pytest.mark.parametrize("game_id", game_ids())
def test_rounds_start_in_order_with_names(tmp_path: Path, game_id: str) -> None:
    tape = tape_of(tmp_path, played(game_id, to_the_end=True))
    assert len(tape.rounds) >= 2, game_id
    starts = [start for start, _ in tape.rounds]
    keys = [mark.key for _, mark in tape.rounds]
    assert starts == sorted(set(starts)) and keys == sorted(set(keys))
    for start, mark in tape.rounds:
        assert game_round(tape, start) == mark.key and mark.label.en and mark.label.ja
        if start:  # the step before a round's start is in another round (or none)
            assert game_round(tape, start - 1) != mark.key
    assert tape.round_at(starts[-1]) == len(starts) - 1


def game_round(tape: Tape, n: int) -> tuple[int, ...] | None:
    mark = tape.game.round_of(tape.at(n).state)
    return None if mark is None else mark.key
