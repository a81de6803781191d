"""What the player has ticked in the declare panel, over the declarations the engine offers.

No rule here: every option comes from the view's ``declarations`` (the engine's candidates),
and the chosen cards always name one of them (``current``); whether it may be confirmed is
whether that action is among the legal actions.
"""

from __future__ import annotations

from engine.fertcg.actions import DeclareAttack
from engine.fertcg.view import Declarable


def _unique(items: list[object]) -> list[object]:
    seen: list[object] = []
    for item in items:
        if item not in seen:
            seen.append(item)
    return seen


class DeclareChoice:
    def __init__(self, declarations: tuple[Declarable, ...], start: DeclareAttack | None = None) -> None:
        self.declarations = declarations
        self._by_action = {d.action: d for d in declarations}
        first = start if start is not None and start in self._by_action else declarations[0].action
        self.unit: str = first.unit
        self.weapon: str | None = first.weapon
        self.supports: set[str] = set(first.supports)
        self.uses: dict[str, int] = dict(first.optional_uses)

    # -- what is offered ---------------------------------------------------------------------
    def units(self) -> list[str]:
        return [str(u) for u in _unique([d.action.unit for d in self.declarations])]

    def weapons(self) -> list[str | None]:
        return _unique([d.action.weapon for d in self.declarations if d.action.unit == self.unit])  # type: ignore[return-value]

    def support_options(self) -> list[str]:
        """The surprises offered with this unit and weapon, in table order."""
        mine = [d.action for d in self.declarations if d.action.unit == self.unit and d.action.weapon == self.weapon]
        widest = max(mine, key=lambda a: len(a.supports))
        return list(widest.supports)

    def optional_options(self) -> list[tuple[str, int]]:
        """(uid, most uses) of the optional texts of the cards chosen now."""
        most: dict[str, int] = {}
        for d in self._matching():
            for uid, times in d.action.optional_uses:
                most[uid] = max(most.get(uid, 0), times)
        return list(most.items())

    def _matching(self) -> list[Declarable]:
        supports = self._supports_tuple()
        return [d for d in self.declarations if (d.action.unit, d.action.weapon, d.action.supports)
                == (self.unit, self.weapon, supports)]

    def _supports_tuple(self) -> tuple[str, ...]:
        return tuple(uid for uid in self.support_options() if uid in self.supports)

    # -- the choice --------------------------------------------------------------------------
    def action(self) -> DeclareAttack:
        limits = dict(self.optional_options())
        used = [self.unit, *([self.weapon] if self.weapon else []), *self._supports_tuple()]
        uses = tuple((uid, min(self.uses[uid], limits[uid])) for uid in used if self.uses.get(uid) and uid in limits)
        return DeclareAttack(self.declarations[0].action.seat, self.unit, self.weapon, self._supports_tuple(), uses)

    def current(self) -> Declarable | None:
        return self._by_action.get(self.action())

    def pick_unit(self, uid: str) -> None:
        if uid in self.units():
            self.unit = uid
            if self.weapon not in self.weapons():
                self.weapon = None
            self._prune()

    def pick_weapon(self, uid: str | None) -> None:
        if uid in self.weapons():
            self.weapon = uid
            self._prune()

    def toggle_support(self, uid: str) -> None:
        if uid in self.support_options():
            self.supports ^= {uid}
            self._prune()

    def toggle_use(self, uid: str, n: int) -> None:
        """Tick use ``n`` (1-based) of ``uid``'s optional text, or untick it and the ones after."""
        self.uses[uid] = n - 1 if self.uses.get(uid, 0) >= n else n

    def _prune(self) -> None:
        self.supports &= set(self.support_options())
        limits = dict(self.optional_options())
        self.uses = {uid: min(t, limits[uid]) for uid, t in self.uses.items() if uid in limits}
