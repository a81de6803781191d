"""A fingerprint of everything the sandbox rules answer along random legal play (issue #28).

The sandbox rules were made fast (indexes built once per table, a card → place index kept as
cards move); their answers must stay what they were, in the same order. ``fingerprint`` plays
random legal steps on a table and hashes, at every step, the legal list (in order), the reason
each candidate is refused, every seat's view and the policy's card list, the events and the
state's bytes. ``test_sandbox_answers`` holds the digests the rules gave before they were
made fast.
"""

from __future__ import annotations

import hashlib
from typing import Any

from engine.core.kernel.rng import Rng
from engine.sandbox import actions as A
from engine.sandbox.game import SandboxGame


def fingerprint(game: SandboxGame, setup: Any, seed: int, steps: int) -> str:
    digest = hashlib.sha256()

    def put(item: object) -> None:
        digest.update(repr(item).encode())
        digest.update(b"\x00")

    state, events = game.start(setup, seed)
    put(events)
    pick = Rng.from_seed(seed + 7)
    seats = len(state.seat_names)
    for step in range(steps):
        legal = game.legal_actions(state)
        put(legal)
        tried = game.extra_candidates(state) + _hand_candidates(game, state)
        for action in tried[step % 7::7]:  # a seventh of every candidate, a different seventh each step
            put((action, game.explain_illegal(state, action)))
        for seat in [None, *range(seats)]:
            put(game.view(state, seat))
        put(game.everything_view(state))
        put(list(game.policy.cards(game, state, step % seats)))
        put(game.decision(state))
        choices = [a for a in legal if not isinstance(a, A.EndGame)] or legal
        if pick.below(2):  # every other step something other than a move (flips, peeks, counters, turns …)
            choices = [a for a in choices if not isinstance(a, A.MoveCard)] or choices
        if not choices:
            break
        put(game.apply(state, choices[pick.below(len(choices))]))
        put(game.encode_state(state))
    return digest.hexdigest()


def _hand_candidates(game: SandboxGame, state: Any) -> list[Any]:
    from engine.sandbox import rules

    return rules.candidates(game.table, state)
