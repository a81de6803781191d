"""だんのこまち's own actions at the sandbox table: what the client automates (DA rules)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.kernel.game import Action


@dataclass(frozen=True)
class Attack(Action):
    """The seat's main character deals its attack (DA-K1) as damage to ``target``."""

    seat: int
    attacker: str
    target: str


@dataclass(frozen=True)
class UseAbility(Action):
    """Use ability ``ability`` of a field character (``activate``) or play an event from the hand (``play``)."""

    seat: int
    uid: str
    ability: int
    target: str = ""


@dataclass(frozen=True)
class ChooseOrder(Action):
    """Order the seat's own modifiers of a waiting damage effect (DA-R2)."""

    seat: int
    order: tuple[str, ...]


@dataclass(frozen=True)
class Transform(Action):
    """Flip one of the seat's two-faced field characters by hand (DA-O1)."""

    seat: int
    uid: str


DANNO_ACTIONS: tuple[type[Action], ...] = (Attack, UseAbility, ChooseOrder, Transform)
