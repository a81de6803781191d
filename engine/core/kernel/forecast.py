"""What-if: actions played on a copy of the state, their events folded (design.md §7, §15).

The copy gets a neutral random generator, so a forecast never reveals a future die roll or
shuffle (a game's fold can still tell that a roll happened, from its events). The real
state is never touched; an action that is illegal on the copy makes the forecast None.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from engine.core.kernel.errors import IllegalAction
from engine.core.kernel.events import Fold
from engine.core.kernel.game import Action, Game
from engine.core.kernel.rng import HasRng, Rng
from engine.core.saves import codec

NEUTRAL_SEED = 0
S = TypeVar("S", bound=HasRng)
F = TypeVar("F", bound=Fold[Any])


def forecast(game: Game[S], state: S, actions: Sequence[Action], fold: F) -> F | None:
    """``fold`` fed the events of ``actions`` played in order on a copy of ``state``."""
    copy: S = codec.restore(codec.snapshot(state), game.state_type)
    copy.rng = Rng.from_seed(NEUTRAL_SEED)
    try:
        for action in actions:
            fold.feed(game.apply(copy, action))
    except IllegalAction:
        return None
    return fold
