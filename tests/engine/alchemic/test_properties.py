"""Property tests on bot-played games: they end, cards are conserved, views hide what they must,
what is legal agrees with the rules, and replays through Session reproduce the state."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.alchemic.bots import HeuristicBot, RandomBot
from engine.alchemic.game import all_cards
from engine.core.kernel.rng import Rng
from engine.core.kernel.session import Session
from engine.core.kernel.view import Hidden
from tests.engine.alchemic.helpers import game

DECKS = sorted(game().cards.decks)
MAX_STEPS = 5_000


def _play(seed: int, decks: tuple[str, str], smart: tuple[bool, bool]) -> Session:
    g = game()
    session = Session.new(g, {"decks": list(decks)}, seed, undo_mode="lenient")
    bots = [HeuristicBot(g.cards) if s else RandomBot() for s in smart]
    rng = Rng.from_seed(seed ^ 0xB07)
    start = all_cards(session.state)
    while not g.is_over(session.state):
        assert len(session.log) < MAX_STEPS, "the game did not end"
        seat = g.owing(session.state)[0]
        view = g.view(session.state, seat)
        other = g.view(session.state, 1 - seat)
        assert all(isinstance(c, Hidden) for c in view.sides[1 - seat].hand)
        assert all(isinstance(c, str) for c in view.sides[seat].hand)
        if other.battle is not None and session.state.battle.attack is not None:
            if session.state.battle.attacker == seat:
                assert isinstance(other.battle.attack, Hidden)
        legal = g.legal_actions(session.state, seat)
        assert legal and all(g.is_legal(session.state, a) for a in legal)
        session.apply(bots[seat].choose(view, legal, rng))
        assert all_cards(session.state) == start
    return session


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), a=st.sampled_from(DECKS), b=st.sampled_from(DECKS),
       smart=st.tuples(st.booleans(), st.booleans()))
def test_bot_games_end_conserve_cards_and_replay(seed: int, a: str, b: str, smart: tuple[bool, bool]) -> None:
    session = _play(seed, (a, b), smart)
    state = session.state
    assert state.result in ("won", "draw")
    replayed = Session.replay(game(), session.setup, session.seed, session.log)
    assert game().encode_state(replayed.state) == game().encode_state(state)


def test_many_games_end() -> None:
    """A few hundred heuristic-vs-random games, every one ends (the 200-turn bound never decides)."""
    g = game()
    for seed in range(300):
        state = g.new_state({"decks": [DECKS[seed % 3], DECKS[(seed // 3) % 3]]}, seed)
        bots = [HeuristicBot(g.cards), RandomBot()]
        rng = Rng.from_seed(seed)
        steps = 0
        while not g.is_over(state):
            seat = g.owing(state)[0]
            g.apply(state, bots[(seat + seed) % 2].choose(g.view(state, seat), g.legal_actions(state, seat), rng))
            steps += 1
            assert steps < MAX_STEPS
        assert state.result == "won"
