"""Fatal Fight state: plain data as journaled msgspec Structs (design.md §1; ``kernel.journal``:
an undo puts back what the step changed, written down as it ran, issue #28).

Card instances are strings ``"<card id>#<n>"``; piles follow ``engine.core.kernel.piles``
(end of list = top). Groups are queues with the FRONT (nearest the board) at index 0.
"""

from __future__ import annotations

from functools import cache

import msgspec
from msgspec import field

from engine.core.kernel.journal import Journaled
from engine.core.kernel.piles import Pile
from engine.core.kernel.rng import Rng


@cache  # instance ids are few and immutable; this is on every rule's hot path
def card_id(instance: str) -> str:
    """The card id of an instance id ``"<card id>#<n>"`` (bosses are their own id)."""
    return instance.rpartition("#")[0] or instance


class Foe(Journaled):
    """An enemy (or the boss) on the board. Damage and spent GP last until the turn ends (FF-R6b)."""

    card: str
    boss: bool = False
    damage: int = 0
    gp_spent: int = 0
    gp_bonus: int = 0  # enemy_guard from gimmicks: until round end (FF-R10)


class Hero(Journaled):
    """One seat: a character with its piles and counters (FF-C3, FF-S2)."""

    character: str
    player: str
    life: int
    cell: int
    deck: Pile = field(default_factory=Pile)
    hand: Pile = field(default_factory=Pile)
    discard: Pile = field(default_factory=Pile)
    played: Pile = field(default_factory=Pile)
    face_down: Pile = field(default_factory=Pile)  # played face down this round (FF-R5e)
    exile: Pile = field(default_factory=Pile)
    upgrades: Pile = field(default_factory=Pile)  # upgrade arts not bought yet (FF-S2, FF-R0)
    items: Pile = field(default_factory=Pile)
    gp: int = 0
    gold: int = 0
    down: bool = False
    acted: bool = False
    bonus_hand: int = 0  # FF-V7 down bonus, until the stage ends
    bonus_actions: int = 0


class Attack(Journaled):
    """An attack being built (FF-R6): nothing is paid until it is confirmed, so cancel is free."""

    seat: int
    entry: int
    cards: list[str] = field(default_factory=list)
    items: list[str] = field(default_factory=list)
    specials: int = 0
    coops: list[int] = field(default_factory=list)
    declined: list[int] = field(default_factory=list)


class Pending(msgspec.Struct, frozen=True):
    """A decision someone must make before play goes on (design.md §5). Frozen: a pending entry
    is put and taken away, never changed (so the undo journal leaves it as it is).

    kinds: "coop" (helper answers an offer; an offer of N joins is N "coop" entries of that helper
    at the front, answered at once, so a state of older saves reads the same), "carry" (over the
    carry limit, FF-R5b),
    "reward" (FF-W2), "down_bonus" (FF-V7), "briefing" (FF-R0).
    """

    kind: str
    seat: int


class FatalFightState(Journaled):
    seat_names: list[str]
    rng: Rng
    variants: list[str]
    heroes: list[Hero]
    stage: int = 1
    round: int = 0
    rounds_played: int = 0
    step: str = "stage_set"
    turn: int | None = None
    move_points: int = 0
    actions: int = 0
    threat: int = 0
    stage_gold: int = 0
    carried_gold: int = 0
    result: str = ""  # "", "won" or "lost"
    stage_deck: Pile = field(default_factory=Pile)
    stage_drawn: Pile = field(default_factory=Pile)  # top = the current stage card
    boss_stage: Pile = field(default_factory=Pile)  # set aside face up (FF-S1)
    stage_box: Pile = field(default_factory=Pile)  # other stages' cards and used ones
    boss_stage_rounds: int = 0
    icons: list[list[str]] = field(default_factory=lambda: [[] for _ in range(9)])
    enemy_deck: Pile = field(default_factory=Pile)
    enemy_discard: Pile = field(default_factory=Pile)
    enemy_box: Pile = field(default_factory=Pile)
    boss_box: Pile = field(default_factory=Pile)
    boss_skills: list[int] = field(default_factory=list)  # boss deck, index 0 = top
    boss_reveals: int = 0  # boss skills revealed since the boss entered (what the table knows)
    groups: list[list[Foe]] = field(default_factory=lambda: [[] for _ in range(6)])
    item_supply: dict[str, Pile] = field(default_factory=dict)
    status_supply: dict[str, Pile] = field(default_factory=dict)
    attack: Attack | None = None
    pending: list[Pending] = field(default_factory=list)

    def boss_on_board(self) -> Foe | None:
        for group in self.groups:
            for foe in group:
                if foe.boss:
                    return foe
        return None
