"""Facts about one side of the table that several rules read (AC-A, AC-K, AC-X, AC-Y).

Read through the cards' ``Facts`` (``engine.alchemic.cards``): one dict probe per card (issue #28)."""

from __future__ import annotations

from engine.alchemic.cards import NO_MAIN_GRANTS, Facts
from engine.alchemic.context import Ctx
from engine.alchemic.state import Player


def main_facts(ctx: Ctx, player: Player) -> Facts | None:
    """The ``Facts`` of the main character on ``player``'s field, if any."""
    cards = player.main.cards
    return ctx.cards.facts[cards[0]] if cards else None


def level(player: Player, gauge: str) -> int:
    """AC-K1: the skill level is the number of cards in that gauge."""
    return len((player.combat if gauge == "combat" else player.alchemy).cards)


def grants(ctx: Ctx, player: Player) -> frozenset[str]:
    """The battle options' needs met by ``player``'s field (``Facts.battle_need``): its main's grants."""
    cards = player.main.cards
    return ctx.cards.facts[cards[0]].grants if cards else NO_MAIN_GRANTS


def battle_options(ctx: Ctx, player: Player) -> list[tuple[str, bool, bool]]:
    """Every hand card usable in a battle: (instance, is a substitute, will rebound).

    A battle card whose level is not met is offered (it rebounds, AC-B4, ruling); a
    【錬金術】 card under a main that may not use them is not (AC-A2); a Homunculus main substitutes
    only under a Homunculus main (AC-Y1, AC-A1): ``Facts.battle_need`` in the field's ``grants``.
    """
    met, facts = grants(ctx, player), ctx.cards.facts
    return [(instance, card.kind == "main", rebounds(player, card))
            for instance in player.hand.cards if (card := facts[instance]).battle_need in met]


def battle_option(ctx: Ctx, player: Player, instance: str) -> bool | None:
    """Will the hand card ``instance`` rebound if played in a battle (None: it is not a battle option,
    or not in the hand)? One card of ``battle_options``."""
    if instance not in player.hand.cards:
        return None
    card = ctx.cards.facts[instance]
    return rebounds(player, card) if card.battle_need in grants(ctx, player) else None


def has_battle_option(ctx: Ctx, player: Player) -> bool:
    """Is ``battle_options`` not empty (AC-T3: a battle needs a card to fight with)?"""
    met, facts = grants(ctx, player), ctx.cards.facts
    return any(facts[instance].battle_need in met for instance in player.hand.cards)


def rebounds(player: Player, card: Facts) -> bool:
    """AC-B4: a battle card rebounds when its gauge's level is under the card's (a substitute never does)."""
    return card.kind == "battle" and len((player.combat if card.gauge == "combat" else player.alchemy).cards) < card.level


def counter_bonus(ctx: Ctx, rank: int) -> tuple[int, int, int]:
    """AC-X1: (AP, DP, BP) bonus of a counter rank (ranks outside 0..max_rank read as the nearest)."""
    table = ctx.rules.counter_bonus  # one row per rank 0..max_rank (``Rules`` checks it)
    ap, dp, bp = table[rank] if 0 <= rank < len(table) else table[max(0, min(rank, ctx.rules.max_rank))]
    return ap, dp, bp
