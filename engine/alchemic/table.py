"""Facts about one side of the table that several rules read (AC-A, AC-K, AC-X, AC-Y).

Read through the cards' ``Facts`` (``engine.alchemic.cards``): one dict probe per card (issue #28)."""

from __future__ import annotations

from collections.abc import Callable

from engine.alchemic.cards import Facts
from engine.alchemic.context import Ctx
from engine.alchemic.schema import Main
from engine.alchemic.state import Player


def field_main(ctx: Ctx, player: Player) -> Main | None:
    """The main character on ``player``'s field, if any."""
    return ctx.cards.main(player.main.cards[0]) if player.main.cards else None


def main_facts(ctx: Ctx, player: Player) -> Facts | None:
    """The ``Facts`` of the main character on ``player``'s field, if any."""
    cards = player.main.cards
    return ctx.cards.facts[cards[0]] if cards else None


def level(player: Player, gauge: str) -> int:
    """AC-K1: the skill level is the number of cards in that gauge."""
    return len((player.combat if gauge == "combat" else player.alchemy).cards)


def battle_options(ctx: Ctx, player: Player) -> list[tuple[str, bool, bool]]:
    """Every hand card usable in a battle: (instance, is a substitute, will rebound).

    A battle card whose level is not met is offered (it rebounds, AC-B4, ruling); a
    【錬金術】 card under a main that may not use them is not (AC-A2); a Homunculus main substitutes
    only under a Homunculus main (AC-Y1, AC-A1).
    """
    usable = _usable(ctx, player)
    options: list[tuple[str, bool, bool]] = []
    for instance in player.hand.cards:
        rebound = usable(instance)
        if rebound is not None:
            options.append((instance, ctx.cards.facts[instance].kind == "main", rebound))
    return options


def battle_option(ctx: Ctx, player: Player, instance: str) -> bool | None:
    """Will the hand card ``instance`` rebound if played in a battle (None: it is not a battle option,
    or not in the hand)? One card of ``battle_options``."""
    return _usable(ctx, player)(instance) if instance in player.hand.cards else None


def has_battle_option(ctx: Ctx, player: Player) -> bool:
    """Is ``battle_options`` not empty (AC-T3: a battle needs a card to fight with)? Asked at every turn
    decision, so ``_usable``'s rule is written out here (the seeded trace test holds the two equal)."""
    main = main_facts(ctx, player)
    alchemy_ok = main is not None and main.alchemy_user
    homunculus_ok = main is not None and main.homunculus
    facts = ctx.cards.facts
    for instance in player.hand.cards:
        card = facts[instance]
        if card.kind == "battle":
            if alchemy_ok or not card.alchemy:
                return True
        elif card.kind == "main" and (homunculus_ok or not card.homunculus):
            return True
    return False


def _usable(ctx: Ctx, player: Player) -> Callable[[str], bool | None]:
    """For ``player``'s field as it is: a card's rebound flag as a battle option, None when it is not one."""
    main = main_facts(ctx, player)
    alchemy_ok = main is not None and main.alchemy_user
    homunculus_ok = main is not None and main.homunculus
    levels = {"combat": len(player.combat.cards), "alchemy": len(player.alchemy.cards)}
    facts = ctx.cards.facts

    def usable(instance: str) -> bool | None:
        card = facts[instance]
        if card.kind == "battle":
            return levels[card.gauge] < card.level if alchemy_ok or not card.alchemy else None
        if card.kind == "main" and (homunculus_ok or not card.homunculus):
            return False
        return None
    return usable


def counter_bonus(ctx: Ctx, rank: int) -> tuple[int, int, int]:
    """AC-X1: (AP, DP, BP) bonus of a counter rank."""
    ap, dp, bp = ctx.rules.counter_bonus[max(0, min(rank, ctx.rules.max_rank))]
    return ap, dp, bp
