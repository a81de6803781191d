"""What is lit is exactly what can lead to a legal action (issue #14 defect 1, design.md §2).

Property test over random states of random legal play: every lit enemy group (a legal
``StartAttack``) has at least one legal completion — something to add, after which the attack
can be confirmed — and every legal first step is lit; in an attack, every lit card, item or
special move can be confirmed once added. The screen files only the engine's legal actions.
"""

from __future__ import annotations

import random
from functools import cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.kernel.bots import decide
from engine.core.kernel.game import Action
from engine.core.saves import codec
from engine.fatal_fight import actions as A
from engine.fatal_fight.board import CELLS
from engine.fatal_fight.bots import HeuristicBot, bot_rng
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.state import FatalFightState
from screens.fatal_fight.choices import Choices

TEAMS = (("rita", "ryuji", "mei"), ("rita", "joe"), ("shinobu", "toma", "rita", "mei"), ("rita",))
ADDS = (A.AddCard, A.AddItem, A.AddSpecial)


@cache
def game() -> FatalFight:
    return FatalFight.load()


def after(state: FatalFightState, action: Action) -> FatalFightState:
    copy = codec.restore(codec.snapshot(state), FatalFightState)
    game().apply(copy, action)
    return copy


def confirmable(state: FatalFightState) -> bool:
    """Some add is legal in the attack being built, after which ConfirmAttack is legal."""
    for add in (a for a in game().legal_actions(state) if isinstance(a, ADDS)):
        if A.ConfirmAttack(add.seat) in game().legal_actions(after(state, add)):
            return True
    return False


def choices(state: FatalFightState) -> Choices:
    view = game().view(state, game().decision(state).seat)
    return Choices.of(view.decision["kind"], game().legal_actions(state), [CELLS.index(h.cell) for h in view.heroes])


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), team=st.sampled_from(TEAMS), steps=st.integers(0, 400),
       variants=st.lists(st.sampled_from(["FF-V3", "FF-V5", "FF-V7"]), unique=True))
def test_lit_targets_have_a_legal_completion_and_every_legal_first_step_is_lit(
        seed: int, team: tuple[str, ...], steps: int, variants: list[str]) -> None:
    setup = {"heroes": [{"character": c, "player": "Aoi"} for c in team], "variants": variants}
    state = game().new_state(setup, seed)
    rnd, bot, bot_seed = random.Random(seed), HeuristicBot(game()), bot_rng(seed)
    for _ in range(steps):
        decision = game().decision(state)
        if decision.seat is None:
            break
        legal = game().legal_actions(state)
        lit = choices(state)
        if decision.kind == "turn":
            assert set(lit.attacks) == {a.entry for a in legal if isinstance(a, A.StartAttack)}
            for entry, start in lit.attacks.items():
                assert confirmable(after(state, start)), f"entry {entry} is lit but no attack on it can be made"
        elif decision.kind == "attack":
            lit_adds = [a for acts in lit.cards.values() for a in acts] + [a for acts in lit.items.values() for a in acts]
            lit_adds += [lit.special] if lit.special is not None else []
            assert {a for a in lit_adds if isinstance(a, ADDS)} == {a for a in legal if isinstance(a, ADDS)}
            for add in (a for a in lit_adds if isinstance(a, ADDS)):
                assert A.ConfirmAttack(add.seat) in game().legal_actions(after(state, add))
        assert all(lit.coops[h] in offers.values() for h, offers in lit.coop_counts.items())
        filed = {*lit.moves.values(), *lit.attacks.values(), *lit.rest,
                 *(a for offers in lit.coop_counts.values() for a in offers.values()),
                 *(a for acts in lit.cards.values() for a in acts), *(a for acts in lit.items.values() for a in acts)}
        filed |= {lit.special} if lit.special is not None else set()
        assert filed == set(legal)  # nothing lit that is not legal, nothing legal left unfiled
        game().apply(state, rnd.choice(legal) if rnd.random() < 0.4 else decide(game(), state, None, bot, bot_seed))
