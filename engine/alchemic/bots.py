"""Bots for either seat, choosing from the seat's view and legal actions only (``engine.core.kernel.bots``).

* ``RandomBot``: the core's, uniform over the legal actions.
* ``HeuristicBot``: puts out the strongest main, fills the support slots, uses events and
  abilities it can afford, attacks with the card that hits hardest without rebounding, and
  defends with the cheapest card that should hold (ties go to the defender, AC-B6).

Both follow the core ``Bot`` protocol (``choose(view, legal, rng)``, driven by ``decide``):
the view is the seat's, the rng the bot's own, never the state's.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.alchemic import actions as A
from engine.alchemic.cards import Cards
from engine.alchemic.ops import Life
from engine.alchemic.schema import Battle
from engine.alchemic.schema import Event as EventCard
from engine.alchemic.view import AlchemicView, SideView
from engine.core.kernel.bots import RandomBot
from engine.core.kernel.game import Action
from engine.core.kernel.rng import Rng

__all__ = ["HeuristicBot", "RandomBot"]

SAFE_LIFE = 4  # the heuristic keeps at least this much life after paying a cost


class HeuristicBot:
    """A sensible player for every decision kind (see the module docstring)."""

    needs_view = True

    def __init__(self, cards: Cards) -> None:
        self.cards = cards

    def choose(self, view: AlchemicView, legal: Sequence[Action], rng: Rng) -> Action:
        seat = legal[0].seat
        me, them = view.sides[seat], view.sides[1 - seat]
        if view.kind == "mulligan":
            return next((a for a in legal if isinstance(a, A.Mulligan)), legal[0])
        if view.kind == "battle_pick":
            picks = [a for a in legal if isinstance(a, A.PickBattleCard)]
            attacking = view.battle is not None and view.battle.attacker == seat
            return self._attack(me, them, picks) if attacking else self._defend(me, them, picks)
        return self._turn(me, them, legal)

    # --- the turn -------------------------------------------------------------------------
    def _turn(self, me: SideView, them: SideView, legal: Sequence[Action]) -> Action:
        places = [a for a in legal if isinstance(a, A.PlaceCharacter)]
        mains = [a for a in places if self.cards.kind(a.card) == "main"]
        if me.main is None and mains:
            return max(mains, key=lambda a: self._main_worth(a.card))
        supports = [a for a in places if self.cards.kind(a.card) == "support"]
        on_field = {self.cards.model(c).who for c in me.supports}  # type: ignore[union-attr]
        fresh = [a for a in supports if self.cards.model(a.card).who not in on_field]  # type: ignore[union-attr]
        if fresh and len(me.supports) < 2:
            return fresh[0]
        if mains and me.main is not None and max(self._main_worth(a.card) for a in mains) > self._main_worth(me.main) + 400:
            return max(mains, key=lambda a: self._main_worth(a.card))
        events = [a for a in legal if isinstance(a, A.PlayEvent) and self._event_worth(me, them, a.card) > 0]
        if events:
            return max(events, key=lambda a: self._event_worth(me, them, a.card))
        for a in legal:
            if isinstance(a, A.UseAbility):
                ability = self.cards.model(a.card).ability  # type: ignore[union-attr]
                if ability is not None and (ability.cost == 0 or me.life - ability.cost >= SAFE_LIFE + 4):
                    if not (any(isinstance(e, Life) and e.value > 0 for e in ability.effects) and me.life >= 20):
                        return a
        declare = next((a for a in legal if isinstance(a, A.DeclareBattle)), None)
        if declare is not None and self._worth_battling(me):
            return declare
        return next(a for a in legal if isinstance(a, A.EndTurn))

    def _main_worth(self, card: str) -> int:
        main = self.cards.main(card)
        return main.ap + main.dp

    def _event_worth(self, me: SideView, them: SideView, card: str) -> int:
        event: EventCard = self.cards.events[self.cards.model(card).id]
        if me.life - event.cost < SAFE_LIFE:
            return 0
        worth = 0
        for effect in event.effects:
            if effect.op == "life":
                worth += (min(effect.value, 20 - me.life) * 3 if effect.target == "self" else -effect.value * 3)
            elif effect.op in ("charge", "draw", "drain"):
                worth += 2 * effect.value if me.deck_size > 8 or effect.op == "drain" else 0
            else:
                worth += 2
        return worth - event.cost * 2

    def _worth_battling(self, me: SideView) -> bool:
        return any(self.cards.kind(c) == "battle" for c in me.hand if isinstance(c, str)) or me.deck_size > 6

    # --- battle picks -----------------------------------------------------------------------
    def _power(self, me: SideView, action: A.PickBattleCard, stat: str) -> int:
        """This pick's printed AP or DP for ``me`` (main + card + rank bonus; 0 on a rebound)."""
        assert action.card is not None
        model = self.cards.model(action.card)
        main = self.cards.main(me.main) if me.main else None
        bonus = me.rank_bonus[0 if stat == "ap" else 1]
        if action.rebound:
            return bonus
        base: int = getattr(main, stat) if main else 0
        own: int = getattr(model, stat)
        return base + own + bonus

    def _attack(self, me: SideView, them: SideView, picks: list[A.PickBattleCard]) -> Action:
        def score(a: A.PickBattleCard) -> float:
            assert a.card is not None
            model = self.cards.model(a.card)
            if isinstance(model, Battle):
                if a.rebound:
                    return -100.0
                bp, cost = model.bp, model.cost
            else:  # a substitute main: BP 1, and it leaves the hand for the deck
                bp, cost = 1, 1
            if me.life - cost <= 0:
                return -50.0
            return self._power(me, a, "ap") / 100 + 3 * bp - 2 * cost
        return max(picks, key=score)

    def _defend(self, me: SideView, them: SideView, picks: list[A.PickBattleCard]) -> Action:
        passing = next(a for a in picks if a.card is None)
        if me.main is None:
            return passing
        threat = (self.cards.main(them.main).ap if them.main else 0) + them.rank_bonus[0] + 500
        holding = [a for a in picks if a.card is not None and not a.rebound
                   and self._power(me, a, "dp") >= threat and me.life - self._cost(a) > 0]
        if holding:
            return min(holding, key=lambda a: (self._cost(a), self._power(me, a, "dp")))
        return passing

    def _cost(self, action: A.PickBattleCard) -> int:
        assert action.card is not None
        model = self.cards.model(action.card)
        return model.cost if isinstance(model, Battle) else 0
