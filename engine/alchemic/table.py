"""Facts about one side of the table that several rules read (AC-A, AC-K, AC-X, AC-Y)."""

from __future__ import annotations

from engine.alchemic.context import Ctx
from engine.alchemic.ops import ALCHEMY_USERS
from engine.alchemic.schema import Main
from engine.alchemic.state import Player


def field_main(ctx: Ctx, player: Player) -> Main | None:
    """The main character on ``player``'s field, if any."""
    return ctx.cards.main(player.main.cards[0]) if player.main.cards else None


def level(player: Player, gauge: str) -> int:
    """AC-K1: the skill level is the number of cards in that gauge."""
    return len(player.gauge(gauge))


def may_use_alchemy(ctx: Ctx, player: Player) -> bool:
    """AC-A2: 【錬金術】 cards only for Alchemist, State Alchemist and Ishbalan mains."""
    main = field_main(ctx, player)
    return main is not None and main.affiliation in ALCHEMY_USERS


def may_substitute(ctx: Ctx, player: Player, instance: str) -> bool:
    """AC-Y1, AC-A1: a main card substitutes for a battle card; Homunculus ones only under a Homunculus."""
    if ctx.cards.kind(instance) != "main":
        return False
    if ctx.cards.main(instance).affiliation != "homunculus":
        return True
    main = field_main(ctx, player)
    return main is not None and main.affiliation == "homunculus"


def battle_options(ctx: Ctx, player: Player) -> list[tuple[str, bool, bool]]:
    """Every hand card usable in a battle: (instance, is a substitute, will rebound).

    A battle card whose level is not met is offered (it rebounds, AC-B4, ruling); a
    【錬金術】 card under a main that may not use them is not (AC-A2).
    """
    options: list[tuple[str, bool, bool]] = []
    alchemy_ok = may_use_alchemy(ctx, player)
    for instance in player.hand:
        kind = ctx.cards.kind(instance)
        if kind == "battle":
            card = ctx.cards.battle(instance)
            if card.alchemy and not alchemy_ok:
                continue
            options.append((instance, False, level(player, card.gauge) < card.level))
        elif kind == "main" and may_substitute(ctx, player, instance):
            options.append((instance, True, False))
    return options


def counter_bonus(ctx: Ctx, rank: int) -> tuple[int, int, int]:
    """AC-X1: (AP, DP, BP) bonus of a counter rank."""
    ap, dp, bp = ctx.rules.counter_bonus[max(0, min(rank, ctx.rules.max_rank))]
    return ap, dp, bp
