"""A session's legal actions, listed once per change of its state (a frame does no rules work)."""

from __future__ import annotations

from typing import Any

from engine.core.kernel.game import Action, Game


class LegalCache:
    """Per seat (None: the first owing seat), the legal list and its set, until ``clear``."""

    def __init__(self) -> None:
        self._known: dict[int | None, tuple[list[Action], frozenset[Action]]] = {}

    def clear(self) -> None:
        self._known.clear()

    def listed(self, game: Game[Any], state: Any, seat: int | None) -> tuple[list[Action], frozenset[Action]]:
        known = self._known.get(seat)
        if known is None:
            actions = game.legal_actions(state, seat)
            known = self._known[seat] = actions, frozenset(actions)
        return known

    def holds(self, game: Game[Any], state: Any, action: Action) -> bool:
        """Is ``action`` legal now? A look-up when its seat's list is known, else one check."""
        known = self._known.get(action.seat)
        if known is None and None in self._known and game.decision(state).seat == action.seat:
            known = self._known[None]  # listed for the first owing seat, which is this one
        if known is not None:
            return action in known[1]
        return isinstance(action, game.action_types) and game.is_legal(state, action)
