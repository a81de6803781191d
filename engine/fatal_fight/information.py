"""What a Fatal Fight seat knows, for bots (design.md §14; issue #9), and states consistent with it.

Fatal Fight is co-operative with open hands (issue #5 ruling): every seat knows the same. The
only hidden things are orders: each hero's deck, the stage deck, the enemy deck, the boss's
face-down skills not yet known (FF-R8.1), and the generator that will make the next draws.
``information`` is the state with exactly those made canonical (decks sorted, unknown boss
skills sorted, the generator replaced by one that refuses to draw); everything open is shared
with the live state, not copied, so it costs a few microseconds per decision. It is read-only
and good for the decision at hand only (its open parts follow the live state as play goes on):
a bot must not change it nor keep it.

``determinize`` turns it back into a full, independent state: the hidden orders drawn with
the caller's generator (what a search bot would simulate on).
"""

from __future__ import annotations

from functools import lru_cache

import msgspec

from engine.core.kernel.piles import Pile
from engine.core.kernel.rng import Rng
from engine.core.saves import codec
from engine.fatal_fight.state import FatalFightState, Hero

# The type a Fatal Fight bot reads: a FatalFightState whose hidden orders are canonical.
Information = FatalFightState


@lru_cache(maxsize=1024)
def _in_order(cards: tuple[str, ...]) -> Pile:
    """The pile of ``cards`` in the canonical order. Cached (a deck rarely changes between two
    decisions), so informations share it: like all of an information, it is read-only."""
    return Pile(sorted(cards))


def _unordered(pile: Pile) -> Pile:
    """``pile`` with its order forgotten (what the table knows of a face-down deck)."""
    return _in_order(tuple(pile.cards))


def _hero_information(hero: Hero) -> Hero:
    return msgspec.structs.replace(hero, deck=_unordered(hero.deck))


class HiddenRng(Rng):
    """The generator as a bot knows it: not at all (any draw is a bug in the bot)."""

    def below(self, n: int) -> int:
        raise RuntimeError("a bot may not draw from the game's generator: it is hidden")


HIDDEN_RNG = HiddenRng()


def known_boss_order(state: FatalFightState) -> list[int]:
    """The boss skills as the table knows them (FF-R8.1): revealed ones cycle to the bottom in
    order; the unrevealed ones are unknown until two were seen (the third by elimination)."""
    skills, seen = state.boss_skills, min(state.boss_reveals, len(state.boss_skills))
    if seen >= len(skills) - 1:
        return list(skills)
    hidden = len(skills) - seen
    return sorted(skills[:hidden]) + skills[hidden:]


def information(state: FatalFightState) -> Information:
    """What any seat knows (see the module docstring); equal for states that differ only in
    what is hidden."""
    return msgspec.structs.replace(
        state,
        heroes=[_hero_information(hero) for hero in state.heroes],
        stage_deck=_unordered(state.stage_deck),
        enemy_deck=_unordered(state.enemy_deck),
        boss_skills=known_boss_order(state),
        rng=HIDDEN_RNG,
    )


def determinize(info: Information, rng: Rng) -> FatalFightState:
    """A full state consistent with ``info``: its hidden orders shuffled with ``rng`` and a
    generator seeded from ``rng``; independent of the live state (a deep copy)."""
    state = codec.restore(codec.snapshot(info), FatalFightState)
    for hero in state.heroes:
        hero.deck.shuffle(rng)
    state.stage_deck.shuffle(rng)
    state.enemy_deck.shuffle(rng)
    hidden = len(state.boss_skills) - min(state.boss_reveals, len(state.boss_skills))
    if hidden > 1:
        unknown = state.boss_skills[:hidden]
        rng.shuffle(unknown)
        state.boss_skills[:hidden] = unknown
    state.rng = Rng.from_seed(rng.below(1 << 62))
    return state
