"""The engine's legal actions sorted by what the screen lights up (design.md §2: one source of truth).

Nothing here decides what is legal: ``Choices.of(legal, heroes_cells)`` only files each
legal action under the thing a player clicks for it — a cell for a Move, an entry for a
StartAttack, a hand card for AddCard/PlayCard/…, an item, a hero for a co-op offer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.core.kernel.game import Action
from engine.fatal_fight import actions as A
from engine.fatal_fight.board import step_target

CARD_ACTIONS = (A.AddCard, A.PlayCard, A.PlayFaceDown, A.Zanshin)
ITEM_ACTIONS = (A.AddItem, A.UseItem, A.DropItem)


@dataclass
class Choices:
    """Legal actions by what lights up for them."""

    kind: str = ""
    moves: dict[int, A.Move] = field(default_factory=dict)  # target cell -> Move
    attacks: dict[int, A.StartAttack] = field(default_factory=dict)  # entry -> StartAttack
    cards: dict[str, list[Action]] = field(default_factory=dict)  # hand card -> its actions
    items: dict[str, list[Action]] = field(default_factory=dict)  # carried item -> its actions
    coops: dict[int, A.OfferCoop] = field(default_factory=dict)  # helper seat -> OfferCoop ×1
    coop_counts: dict[int, dict[int, A.OfferCoop]] = field(default_factory=dict)  # helper -> times -> offer
    special: Action | None = None  # SpecialMove or AddSpecial
    rest: list[Action] = field(default_factory=list)  # everything else, in the engine's order

    @classmethod
    def of(cls, kind: str, legal: Sequence[Action], cells: Sequence[int]) -> Choices:
        """File ``legal``; ``cells[seat]`` is each hero's cell index (for Move targets)."""
        found = cls(kind)
        for action in legal:
            if isinstance(action, A.Move):
                target = step_target(cells[action.seat], action.direction)
                if target is not None:
                    found.moves[target] = action
            elif isinstance(action, A.StartAttack):
                found.attacks[action.entry] = action
            elif isinstance(action, CARD_ACTIONS):
                found.cards.setdefault(action.card, []).append(action)
            elif isinstance(action, ITEM_ACTIONS):
                found.items.setdefault(action.item, []).append(action)
            elif isinstance(action, A.OfferCoop):
                found.coops.setdefault(action.helper, action)
                found.coop_counts.setdefault(action.helper, {})[action.times] = action
            elif isinstance(action, (A.SpecialMove, A.AddSpecial)):
                found.special = action
            else:
                found.rest.append(action)
        return found

    def coop_offer(self, helper: int, times: int) -> A.OfferCoop | None:
        """The legal offer to ``helper`` nearest ``times`` joins (the most there is room for)."""
        counts = self.coop_counts.get(helper)
        if not counts:
            return None
        below = [n for n in counts if n <= times]
        return counts[max(below) if below else min(counts)]

    def card_action(self, card: str, kind: type[Action]) -> Action | None:
        return next((a for a in self.cards.get(card, []) if isinstance(a, kind)), None)
