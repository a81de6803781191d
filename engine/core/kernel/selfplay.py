"""Bots playing a game to its end (design.md §14): what every game's simulation runs.

Each seat has its bot and the bot's own generator (several seats may share one of each); the
deciding seat's bot chooses from that seat's view and legal actions (``engine.core.kernel.bots.choose``),
and its choice is carried out without a second check (``Game.apply_listed``). ``step`` sees every action
with the events it caused, as the statistics fold them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.core.kernel.bots import Bot, NoDecision, chooser_by_index, needs_view
from engine.core.kernel.game import Action, Event, Game, is_listed
from engine.core.kernel.reducer import Kernel
from engine.core.kernel.rng import Rng

Step = Callable[[Action, list[Event]], None]


def play_out(game: Game[Any], state: Any, bots: Sequence[Bot], rngs: Sequence[Rng], step: Step | None = None) -> int:
    """Play ``state`` to the end; the number of decisions the bots made. Each step lists the first
    owing seat's legal actions (``Game.legal_actions``: their seat is that seat), lets its bot choose
    (``bots.choose``, from its view unless it needs none) and carries the choice out with
    ``Game.apply_listed``: it came from that very list, so it is not checked again (issue #28). A
    kernel that declares its ``legal`` listing lists and carries out on one rules context."""
    viewless = [not needs_view(bot) for bot in bots]  # read once, not per decision
    kernel = game.kernel
    if kernel is not None and kernel.legal is not None:
        decisions = _on_one_context(game, kernel, state, bots, rngs, viewless, step)
    else:
        decisions = 0
        legal_actions, apply_listed, bot_view = game.legal_actions, game.apply_listed, game.bot_view
        while legal := legal_actions(state):
            seat = legal[0].seat
            action = bots[seat].choose(None if viewless[seat] else bot_view(state, seat), legal, rngs[seat])
            events = apply_listed(state, action, legal)
            if step is not None:
                step(action, events)
            decisions += 1
    if not game.is_over(state):
        raise NoDecision(f"seats {game.decision(state).seats} owe an action but have none")
    return decisions


def _on_one_context(game: Game[Any], kernel: Kernel[Any], state: Any, bots: Sequence[Bot], rngs: Sequence[Rng],
                    viewless: list[bool], step: Step | None) -> int:
    """``play_out``'s loop when the kernel lists legal actions on a context: the context a step's
    list was made on carries its pick out (``Kernel.resolve_listed``, as ``Game.apply_listed`` does
    on a fresh one: listing emits and changes nothing). One context serves the whole play-out, each
    step given its own event list: a context is its game's cards and rules, the state (changed in
    place) and the step's events, so it is then the context a step would make afresh (issue #28;
    ``test_one_context.py`` holds every game to that). A bot that chooses by place
    (``bots.chooser_by_index``) picks ``legal[index]``: listed by construction, it is not looked
    for in the list."""
    context, listing, resolve_listed, bot_view = game.context, kernel.legal, kernel.resolve_listed, game.bot_view
    assert listing is not None
    by_index = [chooser_by_index(bot) for bot in bots]
    decisions = 0
    ctx = context(state)
    while True:
        legal = listing(ctx, None)
        if not legal:
            return decisions
        seat = legal[0].seat
        view = None if viewless[seat] else bot_view(state, seat)
        index_of = by_index[seat]
        if index_of is not None:
            action = legal[index_of(view, legal, rngs[seat])]
            events = resolve_listed(ctx, action)
        else:
            action = bots[seat].choose(view, legal, rngs[seat])
            events = resolve_listed(ctx, action) if is_listed(action, legal) else game.apply(state, action)
        if step is not None:
            step(action, events)
        decisions += 1
        ctx.events = []  # the next step's own (``events`` went to ``step``)
