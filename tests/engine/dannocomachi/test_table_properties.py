"""Random legal play at the だんのこまち table: every card stays, legality is one rule, replays agree."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.kernel.rng import Rng
from engine.core.kernel.session import Session
from engine.dannocomachi.field import field_of
from engine.dannocomachi.state import DannoState
from engine.sandbox import actions as SA
from screens.dannocomachi.wording import DannoWording
from screens.sandbox.wording import SandboxWording
from tests.engine.dannocomachi.table_helpers import SETUP, game


def _words() -> DannoWording:
    db = game().db
    name = lambda card, lang: db.get(card).display_name(lang)  # noqa: E731
    return DannoWording(SandboxWording(game().table, name), name)


WORDS = _words()


def cards(state: DannoState) -> Counter[str]:
    return Counter(p.card for zone in state.zones.values() for p in zone)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(10, 120))
def test_random_legal_play(seed: int, steps: int) -> None:
    rules = game()
    session: Session[DannoState] = Session.new(rules, SETUP, seed, "lenient")
    start = cards(session.state)
    pick = Rng.from_seed(seed)
    for _ in range(steps):
        legal = [a for a in session.legal_actions() if not isinstance(a, SA.EndGame)]  # play on: never end early
        assert legal, "the table always offers something"
        # the game's own actions come first half the time, so effects actually get used
        own = [a for a in legal if type(a).__module__.startswith("engine.dannocomachi")]
        pool = own if own and pick.below(2) else legal
        action = pool[pick.below(len(pool))]
        assert rules.is_legal(session.state, action)
        for event in session.apply(action):
            for lang in ("ja", "en"):
                for viewer in (0, 1):
                    line = WORDS(event, lang, ["Aki", "Ben"], viewer)
                    assert line and "{" not in line
        state = session.state
        assert cards(state) == start
        on_field = {uid for seat in (0, 1) for uid in field_of(state, seat)}
        assert set(state.standing) == on_field  # a standing exactly for each field character
        assert all(e.amount >= 0 for s in state.standing.values() for e in s.effects if e.kind == "shield")
    again = Session.replay(rules, session.setup, session.seed, session.log, "lenient")
    assert rules.encode_state(again.state) == rules.encode_state(session.state)
