"""Sampling a full state consistent with one seat's view (CORE_API.md ``Game.determinize``).

What the seat cannot see — the other hand, both deck orders (its own too), a face-down
pick of the other side — is drawn from the cards that side brought (declared decks are
open, ruling) minus every card the view shows in place.
"""

from __future__ import annotations

from engine.alchemic.cards import Cards
from engine.alchemic.decisions import Kind
from engine.alchemic.ops import ALCHEMY_USERS
from engine.alchemic.state import (
    AlchemicState,
    BattleState,
    Modifier,
    Pick,
    Player,
    TurnFlags,
    instance_ids,
)
from engine.alchemic.steps import AcStep
from engine.alchemic.view import AlchemicView, SideView
from engine.core.kernel.piles import Pile
from engine.core.kernel.rng import Rng


def determinize(cards: Cards, view: AlchemicView, seat: int, rng: Rng) -> AlchemicState:
    picks: list[Pick | None] = [None, None]
    hidden_pick = [False, False]
    battle = None
    if view.battle is not None:
        b = view.battle
        battle = BattleState(b.attacker)
        for owner, shown in ((b.attacker, b.attack), (1 - b.attacker, b.defence)):
            if shown is None:
                continue
            if isinstance(shown, str):
                picks[owner] = Pick(shown or None, bool(shown) and cards.kind(shown) == "main")
            else:
                hidden_pick[owner] = True
    players = []
    for side in view.sides:
        everything = instance_ids(side.deck_list, side.seat)
        shown = _shown(side)
        if picks[side.seat] is not None and picks[side.seat].card:  # type: ignore[union-attr]
            shown.add(picks[side.seat].card)  # type: ignore[union-attr, arg-type]
        unknown = [c for c in everything if c not in shown]
        rng.shuffle(unknown)
        if hidden_pick[side.seat]:  # the face-down card first: one this side could have played
            extra = len(unknown) - side.deck_size - (0 if all(isinstance(c, str) for c in side.hand) else side.hand_size)
            card = None
            if extra > 0:
                usable = [c for c in unknown if _playable(cards, side, c)]
                card = usable[0] if usable else None
                if card is not None:
                    unknown.remove(card)
            picks[side.seat] = Pick(card, card is not None and cards.kind(card) == "main")
        hand = [c for c in side.hand if isinstance(c, str)]
        if len(hand) < side.hand_size:
            hand = unknown[: side.hand_size]
            unknown = unknown[side.hand_size:]
        players.append(Player(
            name=side.name, deck_name=side.deck_name, life=side.life, deck_list=everything,
            deck=Pile(unknown), hand=Pile(hand), main=Pile([side.main] if side.main else []),
            supports=Pile(list(side.supports)), combat=Pile(list(side.combat)), alchemy=Pile(list(side.alchemy)),
            rank=side.rank, mulligans=side.mulligans, modifiers=[Modifier(s, v) for s, v in side.modifiers],
        ))  # fmt: skip
    if battle is not None:
        battle.attack, battle.defence = picks[battle.attacker], picks[1 - battle.attacker]
    placed, event, ability, battled = view.flags
    step = {Kind.MULLIGAN: AcStep.MULLIGAN, Kind.OVER: AcStep.OVER}.get(Kind(view.kind), AcStep.TURN)  # where it waits
    return AlchemicState(
        seat_names=list(view.seat_names), rng=Rng.from_seed(rng.below(1 << 62)), players=players,
        first=view.first, turn_player=view.turn_player, turn=view.turn, step=step,
        mulligan_seat=view.owing[0] if view.kind == Kind.MULLIGAN and view.owing else None,
        flags=TurnFlags(placed, event, ability, battled), battle=battle, winner=view.winner, result=view.result,
        last_battle=view.last_battle,
    )  # fmt: skip


def _playable(cards: Cards, side: SideView, card: str) -> bool:
    """Could ``side`` have put ``card`` face down (AC-B1, AC-A1, AC-A2, AC-Y1)?"""
    main = cards.main(side.main) if side.main else None
    kind = cards.kind(card)
    if kind == "battle":
        return not cards.battle(card).alchemy or (main is not None and main.affiliation in ALCHEMY_USERS)
    if kind == "main":
        homunculus = cards.main(card).affiliation == "homunculus"
        return not homunculus or (main is not None and main.affiliation == "homunculus")
    return False


def _shown(side: SideView) -> set[str]:
    """Every instance the view shows in place for ``side``."""
    shown = {c for c in side.hand if isinstance(c, str)}
    shown.update(side.supports, side.combat, side.alchemy)
    if side.main:
        shown.add(side.main)
    return shown
