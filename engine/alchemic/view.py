"""What one seat may see (design.md §6, AC-B2).

Hidden from the other seat: a hand's cards (its size shows), deck order, and a face-down
battle pick until the reveal — the attacker never sees the defender's pick before it, nor
the defender the attacker's. Fields, gauges, life, ranks and the last reveal are public.

Views are frozen msgspec Structs, not dataclasses: every bot decision makes one, and a Struct is
made several times faster (issue #28); ``hidden_signature`` walks both alike.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import msgspec

from engine.alchemic import rules
from engine.alchemic.context import Ctx
from engine.alchemic.state import BattleReport, Pick, Player, card_id
from engine.alchemic.table import counter_bonus
from engine.core.kernel.view import Hidden

CARD_BACK = "alchemic"
FACE_DOWN = Hidden("card", CARD_BACK)


class SideView(msgspec.Struct, frozen=True):
    seat: int
    name: str
    deck_name: str
    deck_list: tuple[str, ...]  # the deck's card ids, sorted: declared decks are open (ruling)
    life: int
    hand: list[Any]  # instance ids, or Hidden for the other seat
    hand_size: int
    deck_size: int
    main: str | None
    supports: list[str]
    combat: list[str]
    alchemy: list[str]
    rank: int
    rank_bonus: tuple[int, int, int]  # AC-X1 (AP, DP, BP)
    mulligans: int
    modifiers: list[tuple[str, int]]


class BattleView(msgspec.Struct, frozen=True):
    attacker: int
    attack: Any  # None = not picked yet; Hidden = face down; else the instance id
    defence: Any  # None = not picked yet; Hidden = face down; "" = no defence


class AlchemicView(msgspec.Struct, frozen=True):
    seat: int | None
    seat_names: list[str]
    kind: str
    owing: tuple[int, ...]
    turn: int
    turn_player: int
    first: int
    flags: tuple[bool, bool, bool, bool]  # placed, event, ability, battled
    sides: list[SideView]
    battle: BattleView | None
    last_battle: BattleReport | None
    winner: int | None
    result: str


def _side(ctx: Ctx, seat: int, player: Player, viewer: int | None, everything: bool) -> SideView:
    own = everything or viewer == seat
    hand = player.hand.cards
    main = player.main.cards
    return SideView(
        seat, player.name, player.deck_name, _card_ids(tuple(player.deck_list)), player.life,
        list(hand) if own else [FACE_DOWN] * len(hand), len(hand), len(player.deck.cards),
        main[-1] if main else None, list(player.supports.cards), list(player.combat.cards),
        list(player.alchemy.cards), player.rank, counter_bonus(ctx, player.rank), player.mulligans,
        [(m.stat, m.value) for m in player.modifiers],
    )  # fmt: skip  (positional, in SideView's field order: a view is made for every bot decision)


@cache
def _card_ids(instances: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(card_id(c) for c in instances))


def _pick(pick: Pick | None, shown: bool) -> Any:
    if pick is None:
        return None
    if pick.card is None:
        return "" if shown else FACE_DOWN  # passing is secret too
    return pick.card if shown else FACE_DOWN


def make_view(ctx: Ctx, seat: int | None, *, everything: bool = False) -> AlchemicView:
    """What ``seat`` sees; ``everything``: both hands and picks face up (a finished game's replay)."""
    state = ctx.state
    battle = None
    if state.battle is not None:
        b = state.battle
        battle = BattleView(b.attacker, _pick(b.attack, everything or seat == b.attacker),
                            _pick(b.defence, everything or seat == 1 - b.attacker))
    f, decision = state.flags, rules.decision(ctx)
    return AlchemicView(
        seat=seat, seat_names=list(state.seat_names), kind=str(decision.kind), owing=decision.seats,
        turn=state.turn, turn_player=state.turn_player, first=state.first,
        flags=(f.placed, f.event, f.ability, f.battled),
        sides=[_side(ctx, s, p, seat, everything) for s, p in enumerate(state.players)],
        battle=battle, last_battle=state.last_battle, winner=state.winner, result=state.result,
    )  # fmt: skip
