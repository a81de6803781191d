"""だんのこまち's table state: the sandbox table plus what the effects keep on field characters.

Only characters in a main or sub area have a ``Standing`` (face, damage, continuous effects,
ailments); leaving the field ends it, so a card that moves arrives front face up with no
damage (DA-O1b). ``queue`` holds the effects still to resolve, in order; ``pending`` is a damage
effect waiting for a seat to order its own reductions (DA-R2).
"""

from __future__ import annotations

from msgspec import field

from engine.core.kernel.journal import Journaled
from engine.sandbox.state import SandboxState

FIELD = ("main", "sub")
GRAVEYARD = "graveyard"


class Continuous(Journaled):
    """A continuous effect on a character (DA-K): a timeline modifier or an attack change."""

    id: str
    kind: str  # reduce | shield | redirect | replace_amount | nullify | attack
    owner: int  # the seat of its source (DA-R2 ordering)
    source: str  # the card id it comes from (for the log and the screen)
    amount: int = 0  # reduce/shield/attack: X; replace_amount: what the damage becomes
    match: int = 0  # replace_amount: the damage number it replaces
    onto: str = ""  # redirect: "own_sub" | "own_main"
    next: bool = False  # "the next damage …": used up once applied (DA-R4)


class Affliction(Journaled):
    """A status ailment (DA-K2): ends at the start of ``given_by``'s next turn, or when cured."""

    id: str
    name: str
    given_turn: int
    given_by: int  # the turn player when it was given (the DA-K2 ruling)


class Standing(Journaled):
    face: str = "a"
    damage: int = 0
    effects: list[Continuous] = field(default_factory=list)
    ailments: list[Affliction] = field(default_factory=list)


class Work(Journaled):
    """One effect op still to resolve: card ``card``'s ability ``ability`` (on face ``face``), op ``index``."""

    seat: int
    uid: str  # the card using it (may have left the field by now)
    card: str
    face: str
    ability: int
    index: int
    target: str  # the chosen target's uid, "" when the op needs none
    # a triggered ability: the faces the cards showed when it triggered, uid -> face (DA-O1a)
    faces: dict[str, str] = field(default_factory=dict)


class PendingDamage(Journaled):
    """A damage effect that waits for ``seat`` to order its own modifiers (DA-R2)."""

    seat: int
    stage: str
    modifiers: list[str]
    target: str
    source: str
    amount: int
    user: int
    orders: list[list[str]] = field(default_factory=list)


class DannoState(SandboxState):
    standing: dict[str, Standing] = field(default_factory=dict)
    queue: list[Work] = field(default_factory=list)
    pending: PendingDamage | None = None
    next_effect: int = 0

    def effect_id(self) -> str:
        self.next_effect += 1
        return f"e{self.next_effect}"
