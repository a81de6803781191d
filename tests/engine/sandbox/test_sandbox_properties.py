"""Random legal play at sandbox tables: cards conserved, legality in one place, no leaks."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.kernel.rng import Rng
from engine.core.kernel.session import Session
from engine.core.kernel.view import Hidden
from engine.sandbox import actions as A
from engine.sandbox.game import SandboxGame
from engine.sandbox.state import SandboxState
from engine.sandbox.visibility import sees
from tests.engine.sandbox.tables import DUEL, MARKET, seats, toy_game

GAMES: dict[str, SandboxGame] = {}


def game_for(table: str, root: Path) -> SandboxGame:
    if table not in GAMES:
        GAMES[table] = toy_game(root / str(len(GAMES)), table)
    return GAMES[table]


def cards(state: SandboxState) -> Counter[str]:
    return Counter(p.card for zone in state.zones.values() for p in zone)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), table=st.sampled_from([DUEL, MARKET]), steps=st.integers(1, 60))
def test_random_legal_play(tmp_path_factory, seed: int, table: str, steps: int) -> None:  # type: ignore[no-untyped-def]
    game = game_for(table, tmp_path_factory.mktemp("t"))
    session = Session.new(game, seats(game), seed)
    start = cards(session.state)
    pick = Rng.from_seed(seed ^ 0xC0FFEE)
    for _ in range(steps):
        legal = session.legal_actions()
        for probe in game.extra_candidates(session.state) + legal[:40]:
            assert game.is_legal(session.state, probe) == (probe in legal)
        moves = [a for a in legal if not isinstance(a, A.EndGame)]  # ending is tried once, at the end
        action = moves[pick.below(len(moves))]
        events = session.apply(action)
        state = session.state
        assert cards(state) == start  # nothing appears or vanishes
        for seat in range(len(state.seat_names)):
            view = session.view(seat)
            for key, zone in view.zones.items():
                for shown, placed in zip(zone.cards, state.zones[key], strict=True):
                    assert isinstance(shown.card, Hidden) != sees(game.table, state, key, placed, seat)
            for event in events:
                if event.hidden_from(seat):
                    read = event.for_seat(seat).data
                    assert "card" not in read and "cards" not in read
    again = Session.replay(game, session.setup, session.seed, session.log)
    assert game.encode_state(again.state) == game.encode_state(session.state)
    session.apply(A.EndGame(session.state.active))
    assert game.is_over(session.state) and session.legal_actions() == []
    assert all(game.is_legal(session.state, a) is False for a in legal[:40])


def test_peeking_at_a_pile_ends_with_the_turn(tmp_path: Path) -> None:
    game = toy_game(tmp_path)
    session = Session.new(game, seats(game), 1)
    session.apply(A.Peek(0, "0.deck"))
    session.apply(A.EndTurn(0))
    assert session.view(0).peeking is None
