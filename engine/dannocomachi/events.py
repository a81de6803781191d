"""だんのこまち's events (design.md §7, §15). The table's hand moves are the sandbox's events,
taken into the same set, so one complete fold words everything the table says."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

from engine.core.kernel.events import Event, EventSet, field_names
from engine.sandbox.events import SANDBOX_EVENTS

DA_EVENTS = EventSet("dannocomachi")


def blank(value: Any, hidden: frozenset[str]) -> Any:
    """``value`` with every string in ``hidden`` made "" (entries keyed by one dropped)."""
    if isinstance(value, str):
        return "" if value in hidden else value
    if isinstance(value, Mapping):
        return {k: blank(v, hidden) for k, v in value.items() if k not in hidden}
    if isinstance(value, tuple):
        return tuple(blank(v, hidden) for v in value)
    if isinstance(value, list):
        return [blank(v, hidden) for v in value]
    return value


class DannoEvent(Event, kw_only=True):
    """The root of だんのこまち's own events (not an event itself).

    ``audience``: the seats that may read it whole (None: every seat), when it names a card
    turned face down; the others read it with the ``hidden`` card ids blanked (``veil``)."""

    family = DA_EVENTS

    audience: tuple[int, ...] | None = None
    hidden: tuple[str, ...] = ()

    @property
    def private_to(self) -> frozenset[int] | None:
        return None if self.audience is None else frozenset(self.audience)

    def redacted(self) -> Event:
        hidden = frozenset(self.hidden)
        fields = {name: blank(getattr(self, name), hidden) for name in field_names(type(self))
                  if name not in ("audience", "hidden")}
        return msgspec.structs.replace(self, audience=None, hidden=(), **fields)


class DamageResolved(DannoEvent):
    """A damage effect resolved on the timeline (DA-L): its steps, and what it did in the end."""

    source: str
    target: str
    amount: int
    final_target: str
    dealt: int
    nullified: bool
    source_card: str
    target_card: str
    final_card: str
    cards: Mapping[str, str]  # uid -> card id of every field character then (to name rewritten targets)
    steps: tuple[Mapping[str, Any], ...]
    modifiers: Mapping[str, Mapping[str, Any]]  # modifier id -> kind, source, amount, next


class OrderAsked(DannoEvent):
    seat: int
    stage: str
    modifiers: tuple[str, ...]
    target: str
    target_card: str
    amount: int


class OrderChosen(DannoEvent):
    seat: int
    stage: str
    order: tuple[str, ...]


class Attacked(DannoEvent):
    seat: int
    attacker: str
    card: str
    target: str
    target_card: str
    amount: int


class AbilityUsed(DannoEvent):
    seat: int
    card: str
    face: str
    target: str
    target_card: str
    label: str
    label_en: str


class EffectAdded(DannoEvent):
    target: str
    card: str
    effect: str
    amount: int
    next: bool
    source: str


class AilmentGiven(DannoEvent):
    target: str
    card: str
    name: str
    until: int  # the seat whose next turn start ends it (DA-K2)


class AilmentEnded(DannoEvent):
    target: str
    card: str
    names: tuple[str, ...]
    rule: str


class Cured(DannoEvent):
    target: str
    card: str
    names: tuple[str, ...]


class Dispelled(DannoEvent):
    target: str
    card: str
    kinds: tuple[str, ...]
    ailments_kept: tuple[str, ...]


class Transformed(DannoEvent):
    target: str
    card: str
    face: str


class TransformFizzled(DannoEvent):
    target: str
    card: str
    rule: str
    face: str


class Swapped(DannoEvent):
    seat: int
    main: str
    sub: str | None
    main_card: str
    sub_card: str | None


class Revived(DannoEvent):
    seat: int
    card: str
    to: str


class NothingToTarget(DannoEvent):
    card: str
    op: str


DA_EVENTS.include(SANDBOX_EVENTS)
