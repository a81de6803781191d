"""Random legal play at the FERTCG table: pools never negative, a declaration spends exactly its
cost, legality in one place, the view's declarations agree with the legal actions, replay holds."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.kernel.errors import IllegalAction
from engine.core.kernel.rng import Rng
from engine.core.saves import codec
from engine.fertcg import declare
from engine.fertcg.actions import DeclareAttack
from engine.sandbox import actions as A
from tests.engine.fertcg.table_helpers import GAME, new_session

ZONES = ("units", "weapons", "surprises")


def _pick(legal: list, pick: Rng):  # type: ignore[no-untyped-def]
    """Lean towards laying cards out and declaring, so declarations happen often."""
    declared = [a for a in legal if isinstance(a, DeclareAttack)]
    laid = [a for a in legal if isinstance(a, A.MoveCard) and a.to.split(".")[-1] in ZONES and ".hand" not in a.to]
    for group in (declared, laid):
        if group and pick.below(3) == 0:
            return group[pick.below(len(group))]
    return legal[pick.below(len(legal))]


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(5, 50))
def test_random_legal_play_spends_exactly_the_declared_costs(seed: int, steps: int) -> None:
    session = new_session(seed)
    pick = Rng.from_seed(seed ^ 0xFE)
    for _ in range(steps):
        legal = session.legal_actions()
        view = session.view(session.state.active)
        offered = {d.action: d for d in view.declarations}
        for action, shown in offered.items():
            assert (shown.refusal is None) == (action in legal) == GAME.is_legal(session.state, action)
        assert {a for a in legal if isinstance(a, DeclareAttack)} <= set(offered)
        action = _pick([a for a in legal if not isinstance(a, A.EndGame)], pick)  # play on: never end early
        if isinstance(action, DeclareAttack):
            cost = offered[action].costs["en"].total
            before = session.state.counters[f"{action.seat}.chips"]
            session.apply(action)
            assert session.state.counters[f"{action.seat}.chips"] == before - cost >= 0
        else:
            session.apply(action)
        refused = [a for a in declare.candidates(GAME.db, session.state, session.state.active)
                   if not GAME.is_legal(session.state, a)][:3]
        for probe in refused:
            snapshot = codec.snapshot(session.state)
            try:
                session.apply(probe)
            except IllegalAction:
                pass
            assert codec.snapshot(session.state) == snapshot
    again = type(session).replay(GAME, session.setup, session.seed, session.log)
    assert GAME.encode_state(again.state) == GAME.encode_state(session.state)
