"""splitmix64, many steps in one pass (issue #28): the generator of ``engine.core.kernel.rng``.

Each step of splitmix64 is a dozen operations on 64-bit integers, and in Python each of them
allocates a new integer: a draw costs far more than the bot's pick it serves. Its state only ever
grows by a fixed gamma, so the next ``count`` states are known at once; placed 128 bits apart in
one integer (a lane each: a 64-bit value times a 64-bit constant needs 128 bits, so no lane spills
into the next), the mix runs on every lane with the same dozen operations. ``steps`` gives the
states and raw values exactly as ``count`` single steps would.

A pass costs about a third of a single step per step made, plus a fixed part of about two steps:
worth it for a stream that keeps drawing, not for one draw. So ``next_step`` makes a single step
for a state it has not met, and passes (8 steps, then twice as many while the stream draws them
all, up to ``LANES``) once a stream draws on from where the last step or pass left it. A state's
next (raw value, state) is a function of the state alone: they are kept by state in ``known`` (a
bounded table of recent streams' next steps, cleared when full), a cache keyed on its whole input.
A hot caller may read ``known`` first and call ``next_step`` only for a state it lacks.
"""

from __future__ import annotations

import struct
from collections.abc import Callable

MASK64 = (1 << 64) - 1
GAMMA, MIX1, MIX2 = 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB
LANES = 64  # the most steps one pass makes
FIRST_PASS = 8  # the steps of a stream's first pass; doubled while the stream draws them all
KEPT = 1024  # at most this many single steps kept ahead (a few streams' worth)
_LANE = 128

Lanes = tuple[int, int, int, Callable[[bytes], tuple[int, ...]]]  # ones, gammas, masks, unpack
_lanes: dict[int, Lanes] = {}
known: dict[int, tuple[int, int]] = {}  # state -> (its step's raw value, the next state): see next_step
_ends: dict[int, int] = {}  # the state after a step or pass of next_step's -> how many steps it made


def _lanes_of(count: int) -> Lanes:
    """For ``count`` lanes: 1 in each lane, gamma × (lane + 1) in each, 64 ones in each, and the
    reader of the 64 low bits of each lane from the little-endian bytes."""
    made = _lanes.get(count)
    if made is None:
        ones = sum(1 << (_LANE * lane) for lane in range(count))
        gammas = sum((GAMMA * (lane + 1)) << (_LANE * lane) for lane in range(count))
        made = _lanes[count] = ones, gammas, MASK64 * ones, struct.Struct("<" + "Q8x" * count).unpack
    return made


def step(state: int) -> tuple[int, int]:
    """The raw value of one step from ``state`` and the state after it, written out."""
    after = z = (state + GAMMA) & MASK64
    z = ((z ^ (z >> 30)) * MIX1) & MASK64
    z = ((z ^ (z >> 27)) * MIX2) & MASK64
    return z ^ (z >> 31), after


def steps(state: int, count: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The states after each of the next ``count`` steps (1..``LANES``) from ``state``, and the
    raw value each step gives: what ``count`` calls of ``step`` would give, in order."""
    ones, gammas, masks, unpack = _lanes_of(count)
    z = (state * ones + gammas) & masks
    size = count * _LANE // 8
    states = unpack(z.to_bytes(size, "little"))
    z = (((z ^ (z >> 30)) & masks) * MIX1) & masks
    z = (((z ^ (z >> 27)) & masks) * MIX2) & masks
    z = (z ^ (z >> 31)) & masks
    return states, unpack(z.to_bytes(size, "little"))


def next_step(state: int) -> tuple[int, int]:
    """The raw value of the step from ``state`` and the state after it (see the module's text)."""
    made = known.get(state)
    if made is not None:
        return made
    before = _ends.pop(state, 0)
    if len(known) > KEPT - LANES or len(_ends) > KEPT:
        known.clear()
        _ends.clear()
    if not before:  # not where a stream left off: one step
        raw, after = step(state)
        _ends[after] = 1
        return raw, after
    count = min(max(2 * before, FIRST_PASS), LANES)
    states, raws = steps(state, count)
    known.update(zip((state, *states[:-1]), zip(raws, states, strict=True), strict=True))
    _ends[states[-1]] = count
    return raws[0], states[0]
