"""The check → resolve dispatch every rules package shares (design.md §2–3, §5; issue #9).

A game's rule functions work on a *context* of the game's own type ``C`` (the state, the
events being emitted, its cards and settings); core never looks inside it. Per decision kind, a table
maps each action type to its ``Rule``: ``check`` (None when legal, else the reason a player
reads) and ``do`` (carry it out; may assume the check passed). ``Dispatch`` answers the
three questions ``Game`` asks: why not (``check``), what is legal (``legal``), and do it
(``resolve``), so ``legal_actions``, ``is_legal`` and ``apply`` share one source of truth.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Generic, TypeVar

from engine.core.i18n.catalog import Words, msg
from engine.core.kernel.game import Action, Decision

C = TypeVar("C")
K = TypeVar("K", bound=StrEnum)

GAME_OVER = msg("core.game_over")


@dataclass(frozen=True)
class Rule(Generic[C]):
    """How one action type is checked and carried out in one kind of decision."""

    check: Callable[[C, Any], Words | None]
    do: Callable[[C, Any], None]


def rules_of(
    checks: Mapping[type[Action], Callable[[C, Any], Words | None]],
    doers: Mapping[type[Action], Callable[[C, Any], None]],
) -> dict[type[Action], Rule[C]]:
    """One table from a module's CHECKS and DOERS (both keyed by action type, the same keys)."""
    if set(checks) != set(doers):
        raise ValueError(f"checks and doers differ: {sorted(t.__name__ for t in set(checks) ^ set(doers))}")
    return {kind: Rule(checks[kind], doers[kind]) for kind in checks}


class Dispatch(Generic[C, K]):
    """Per decision kind, the rules of each action type that kind accepts.

    ``not_now(kind)``: the refusal for an action the kind does not accept; ``not_yours(ctx,
    decision)``: the refusal for a seat that owes nothing now (it names who does).
    """

    def __init__(
        self,
        tables: Mapping[K, Mapping[type[Action], Rule[C]]],
        not_now: Callable[[K], Words],
        not_yours: Callable[[C, Decision], Words],
        game_over: Words = GAME_OVER,
    ) -> None:
        # keyed by the decision's kind as it comes (a game's decisions carry its own kinds)
        self.tables: dict[StrEnum, dict[type[Action], Rule[C]]] = {k: dict(t) for k, t in tables.items()}
        self.not_now: Callable[[Any], Words] = not_now
        self.not_yours = not_yours
        self.game_over = game_over
        self.sole_doers = _sole_doers(self.tables.values())

    def check(self, ctx: C, decision: Decision, action: Action) -> Words | None:
        """None when ``action`` is legal under ``decision``, else the reason (ja/en)."""
        if not decision.seats:
            return self.game_over
        if action.seat not in decision.seats:
            return self.not_yours(ctx, decision)
        rule = self.tables[decision.kind].get(type(action))
        return self.not_now(decision.kind) if rule is None else rule.check(ctx, action)

    def legal(self, ctx: C, decision: Decision, candidates: Iterable[Action]) -> list[Action]:
        """The candidates that pass their check, in order (an owing seat's own candidates)."""
        table = self.tables[decision.kind]
        found = []
        for action in candidates:
            rule = table.get(type(action))
            if rule is not None and rule.check(ctx, action) is None:
                found.append(action)
        return found

    def resolve(self, ctx: C, decision: Decision, action: Action) -> None:
        """Carry out an action that passed ``check`` under ``decision``."""
        self.tables[decision.kind][type(action)].do(ctx, action)


def _sole_doers(tables: Iterable[Mapping[type[Action], Rule[C]]]) -> dict[type[Action], Callable[[C, Any], None]]:
    """The action types carried out by one and the same ``do`` in every kind that accepts them:
    a legal action of such a type needs no decision to find its doer (``Kernel.resolve_listed``)."""
    doers: dict[type[Action], Callable[[C, Any], None] | None] = {}
    for table in tables:
        for kind, rule in table.items():
            doers[kind] = rule.do if doers.get(kind, rule.do) == rule.do else None
    return {kind: do for kind, do in doers.items() if do is not None}
