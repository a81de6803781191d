"""The engine's fast paths for the simulator (issue #4) decide exactly as the plain rules do:
``legal_actions`` = the candidates whose check passes (design.md §2), ``is_over`` = nobody
decides, and GP against damage = the shared effect timeline (FF-R6a, FF-R7)."""

from __future__ import annotations

import pytest

from engine.core.kernel.bots import Bot, RandomBot, decide
from engine.core.kernel.game import Action
from engine.core.kernel.rng import Rng
from engine.core.timeline.timeline import Effect
from engine.fatal_fight import rules
from engine.fatal_fight.bots import HeuristicBot, bot_rng
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.damage import GP_TAG, GUARD_TIMELINE, Guard, reduce_by_guard
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.state import FatalFightState
from tests.engine.fatal_fight import fixtures as F

FIXTURE = F.game()


def _one_by_one(game: FatalFight, state: FatalFightState) -> list[Action]:
    """The reference: every candidate, checked on its own."""
    ctx = Ctx(game.cards, game.rules, state)
    d = rules.decision(ctx)
    if d.seat is None:
        return []
    return [a for a in rules.candidates(ctx, d) if rules.check(ctx, a, d) is None]


class _Mixed:
    """Sensible most of the time, random otherwise: reaches late stages and odd positions."""

    def __init__(self, game: FatalFight, seed: int) -> None:
        self.game, self.rng, self.bot_rng = game, Rng.from_seed(seed), bot_rng(seed)
        self.bots: tuple[Bot, Bot] = (HeuristicBot(game), RandomBot())

    def choose(self, state: FatalFightState) -> Action:
        return decide(self.game, state, None, self.bots[self.rng.below(3) == 0], self.bot_rng)


@pytest.mark.parametrize("seed, variants", [(1, []), (2, ["FF-V3", "FF-V5", "FF-V7"]), (3, ["FF-V4", "FF-V6"])])
def test_legal_actions_are_the_candidates_that_pass_their_check(seed: int, variants: list[str]) -> None:
    for game in (FIXTURE, FatalFight.load()):
        heroes = sorted(game.cards.characters)[:3]
        state = game.new_state({"heroes": [{"character": c} for c in heroes], "variants": variants}, seed)
        bot = _Mixed(game, seed)
        while not game.is_over(state):
            assert game.legal_actions(state) == _one_by_one(game, state)
            assert game.decision(state).seat is not None
            game.apply(state, bot.choose(state))
        assert game.decision(state).seat is None and game.legal_actions(state) == []


def test_gp_shortcut_matches_the_effect_timeline() -> None:
    for amount in range(-2, 12):
        for gp in range(0, 6):
            for pierce in (False, True):
                effect = Effect.damage("target", max(amount, 0), bypass=(GP_TAG,) if pierce else ())
                guard = [Guard(id=GP_TAG, owner=0, amount=gp)] if gp else []
                outcome = GUARD_TIMELINE.resolve(effect, guard, turn_player=0).outcome
                assert outcome is not None
                expected = (outcome.amount, gp - outcome.left.get(GP_TAG, gp))
                assert reduce_by_guard(amount, gp, pierce) == expected, (amount, gp, pierce)
