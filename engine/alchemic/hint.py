"""The hint key for Alchemic Card Battle (issue #27): the expert's search and its reason."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.alchemic.expert import ExpertBot
from engine.alchemic.game import Alchemic
from engine.core.i18n.catalog import Words, msg
from engine.core.kernel.bots import Bot
from engine.core.kernel.game import Action

HINT_BUDGET_S = 5.0  # the rollout count bounds the search, not the clock: the same view, the same advice


def best_bot(game: Alchemic) -> Bot:
    """The expert: determinized search over the cards the seat cannot see (issue #10), bounded by
    its rollouts so a hint does not depend on how busy the machine is."""
    return ExpertBot(game, budget_s=HINT_BUDGET_S)


def explain(game: Alchemic, bot: Bot, view: Any, legal: Sequence[Action], action: Action) -> Words:
    """The search's own numbers: how many sampled worlds and how much better than the obvious pick."""
    found = getattr(bot, "evaluation", None)
    if len(legal) == 1 or found is None:
        return msg("learn.hint.only") if len(legal) == 1 else msg("learn.hint.bot")
    if found.edge <= 0 or action == found.prior:
        return msg("learn.alchemic.hint.agree", worlds=found.worlds)
    return msg("learn.alchemic.hint.better", worlds=found.worlds, edge=round(found.edge * 100),
               obvious=game.step_text(found.prior))
