"""The legal lists made directly (issue #28: ``turn.legal``, ``attack.legal``, ``coop.offers``, the
co-op answers) are the lists of checking every candidate (``rules.checked_legal_actions``, design.md
§2): the same actions in the same order, over random states of random campaigns — 1 to 4 heroes,
any variants, co-op caps (FF-V9), immune enemies (the fixture set and the shipped cards)."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.kernel.bots import Bot, RandomBot, decide
from engine.core.kernel.rng import Rng
from engine.fatal_fight import actions as A
from engine.fatal_fight import groups, rules
from engine.fatal_fight.board import ENTRIES
from engine.fatal_fight.bots import HeuristicBot, bot_rng
from engine.fatal_fight.bots_expert import _play_out_legal
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.kinds import Kind
from engine.fatal_fight.schema import VARIANTS
from engine.fatal_fight.simulation import with_rules
from engine.fatal_fight.state import FatalFightState
from tests.engine.fatal_fight import fixtures as F

SHIPPED = FatalFight.load()
FIXTURE = F.game()
STEPS = 300  # per campaign: enough for several rounds and stages


def same_lists(game: FatalFight, state: FatalFightState, seen: Counter[str]) -> None:
    ctx = game.context(state)
    listed = game.legal_actions(state)
    assert listed == rules.checked_legal_actions(ctx)
    for seat in range(len(state.heroes)):
        assert game.legal_actions(state, seat) == rules.checked_legal_actions(ctx, seat)
    kind = game.decision(state).kind
    seen[kind] += 1
    seen["immune"] += any(groups.immunities(ctx, entry) for entry in ENTRIES)
    if kind is Kind.ATTACK:  # the expert's play-out list: the same, one offer per helper
        assert _play_out_legal(ctx) == [a for a in listed if not (isinstance(a, A.OfferCoop) and a.times > 1)]
        seen["offers"] += sum(isinstance(a, A.OfferCoop) for a in listed)


def campaign(game: FatalFight, heroes: int, variants: list[str], seed: int, seen: Counter[str]) -> None:
    """Mostly random (wide: odd attacks, many co-op offers), sometimes the heuristic (gets further)."""
    characters = sorted(game.cards.characters)
    setup = {"heroes": [{"character": characters[(seed + i) % len(characters)]}
                        for i in range(min(heroes, len(characters)))],
             "variants": variants}
    state = game.new_state(setup, seed)
    mix, rng = Rng.from_seed(seed), bot_rng(seed)
    bots: tuple[Bot, Bot] = (RandomBot(), HeuristicBot(game))
    for _ in range(STEPS):
        same_lists(game, state, seen)
        if game.is_over(state):
            return
        game.apply(state, decide(game, state, None, bots[mix.below(4) == 0], rng))


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), heroes=st.integers(1, 4), variants=st.sets(st.sampled_from(VARIANTS)),
       cap=st.sampled_from([0, 0, 1, 2]), shipped=st.booleans())
def test_direct_legal_lists_are_every_candidate_checked(seed: int, heroes: int, variants: set[str], cap: int,
                                                        shipped: bool) -> None:
    base = SHIPPED if shipped else FIXTURE
    game = with_rules(base, [f"coop_per_helper={cap}"]) if cap else base
    campaign(game, heroes, sorted(variants), seed, Counter())


def test_the_seeded_runs_reach_every_busy_kind_with_offers_and_immunities() -> None:
    """The fixed part of the comparison, and proof it meets what the fast paths skip checks for."""
    seen: Counter[str] = Counter()
    for seed in range(6):
        for game in (SHIPPED, FIXTURE, with_rules(SHIPPED, ["coop_per_helper=1"])):
            campaign(game, 2 + seed % 3, ["FF-V3", "FF-V5"] if seed % 2 else [], seed, seen)
    assert seen[Kind.TURN] > 300 and seen[Kind.ATTACK] > 100 and seen[Kind.COOP] > 20 and seen["offers"] > 100
    assert seen["immune"] > 0
