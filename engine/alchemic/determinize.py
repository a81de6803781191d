"""Sampling a full state consistent with one seat's view (CORE_API.md ``Game.determinize``).

What the seat cannot see — the other hand, both deck orders (its own too), a face-down
pick of the other side — is drawn from the cards that side brought (declared decks are
open, ruling) minus every card the view shows in place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.alchemic.state import AlchemicState, BattleState, Modifier, Pick, Player, TurnFlags
from engine.alchemic.view import AlchemicView, SideView
from engine.core.piles import Pile
from engine.core.rng import Rng

if TYPE_CHECKING:
    from engine.alchemic.game import Alchemic


def determinize(game: Alchemic, view: AlchemicView, seat: int, rng: Rng) -> AlchemicState:
    from engine.alchemic.game import instance_ids

    picks: list[Pick | None] = [None, None]
    hidden_pick = [False, False]
    battle = None
    if view.battle is not None:
        b = view.battle
        battle = BattleState(b.attacker)
        for side, shown in ((b.attacker, b.attack), (1 - b.attacker, b.defence)):
            if shown is None:
                continue
            if isinstance(shown, str):
                picks[side] = Pick(shown or None, bool(shown) and game.cards.kind(shown) == "main")
            else:
                hidden_pick[side] = True
    players = []
    for side in view.sides:
        everything = instance_ids(side.deck_list, side.seat)
        shown = _shown(side)
        if picks[side.seat] is not None and picks[side.seat].card:  # type: ignore[union-attr]
            shown.add(picks[side.seat].card)  # type: ignore[union-attr, arg-type]
        unknown = [c for c in everything if c not in shown]
        rng.shuffle(unknown)
        hand = [c for c in side.hand if isinstance(c, str)]
        if len(hand) < side.hand_size:
            hand = unknown[: side.hand_size]
            unknown = unknown[side.hand_size:]
        if hidden_pick[side.seat]:
            extra = len(unknown) - side.deck_size
            card = None
            if extra > 0:
                usable = [c for c in unknown if game.cards.kind(c) in ("battle", "main")]
                card = usable[0] if usable else unknown[0]
                unknown.remove(card)
            picks[side.seat] = Pick(card, card is not None and game.cards.kind(card) == "main")
        players.append(Player(
            name=side.name, deck_name=side.deck_name, life=side.life, deck_list=everything,
            deck=Pile(unknown), hand=Pile(hand), main=Pile([side.main] if side.main else []),
            supports=Pile(list(side.supports)), combat=Pile(list(side.combat)), alchemy=Pile(list(side.alchemy)),
            rank=side.rank, mulligans=side.mulligans, modifiers=[Modifier(s, v) for s, v in side.modifiers],
        ))  # fmt: skip
    if battle is not None:
        battle.attack, battle.defence = picks[battle.attacker], picks[1 - battle.attacker]
    placed, event, ability, battled = view.flags
    step = {"mulligan": "mulligan", "over": "over", "battle_pick": "battle"}.get(view.kind, "turn")
    return AlchemicState(
        seat_names=list(view.seat_names), rng=Rng.from_seed(rng.below(1 << 62)), players=players,
        first=view.first, turn_player=view.turn_player, turn=view.turn, step=step,
        mulligan_seat=view.owing[0] if view.kind == "mulligan" and view.owing else None,
        flags=TurnFlags(placed, event, ability, battled), battle=battle, winner=view.winner, result=view.result,
        last_battle=view.last_battle,
    )  # fmt: skip


def _shown(side: SideView) -> set[str]:
    """Every instance the view shows in place for ``side``."""
    shown = {c for c in side.hand if isinstance(c, str)}
    shown.update(side.supports, side.combat, side.alchemy)
    if side.main:
        shown.add(side.main)
    return shown
