"""Public moments of a table (issue #21): a reveal, a result or the game over, shown to every
seat on a banner (``screens/kit/moment.py``) before any private screen.

Which events are moments is the game's policy (``engine.core.kernel.policy``); the table passes
what a moment shows: its picture (``moment_picture``), the onlookers' lines and the game-over
scores (``score_lines``). Nothing here knows the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.kernel.events import Event
from engine.core.kernel.session import Session
from screens.kit.i18n import tr
from screens.kit.moment import Moment, Picture

MOMENT_LINES = 9  # a public moment shows at most this many of its step's lines


def moment_of(
    session: Session[Any],
    events: list[Event],
    lang: str,
    *,
    picture: Callable[[list[Event]], Picture | None],
    onlooker_lines: Callable[[list[Event]], list[str]],
    scores: Callable[[], list[str]],
) -> Moment | None:
    """The public moment among a step's events (the game's policy says which), or None."""
    policy = session.game.policy
    over = session.game.is_over(session.state)
    headline = policy.headline(events)
    if not policy.moments or (headline is None and not (over and events)):
        return None  # a game without declared moments (Fatal Fight) shows its own ending
    moments = policy.moments
    told = [i for i, e in enumerate(events) if type(e) in moments]
    drawn = picture(events)
    # with a picture, the moments' own lines; else the step's story up to its last moment
    shown = [events[i] for i in told] if drawn is not None and told else events[:told[-1] + 1] if told else events
    lines = onlooker_lines(shown)
    words = headline.get(lang) if headline is not None else None
    return Moment(words or tr("moment.over", lang), lines[-MOMENT_LINES:], over=over,
                  picture=drawn, scores=scores() if over else [])
