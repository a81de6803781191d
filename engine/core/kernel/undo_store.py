"""How a session keeps the state before each step for undo (issue #28): one of two stores, chosen
by the state type.

- ``JournalStore``: the state type is a ``journal.Journaled`` record. The "snapshot" is an empty
  journal segment (with the generator's state), written while the step runs; an undo plays it
  backwards in place. Nothing is encoded or decoded.
- ``PlanStore``: any other state type (``kernel.snapshots``: its fields encoded before each
  step, an undo decoding those that differ).

A store serves one session: ``take`` before a step, ``open``/``close`` around it (``close``
takes what ``open`` returned), ``restore`` to undo it, ``oldest`` for a copy of the state before the oldest kept step (a save's checkpoint).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.kernel import journal
from engine.core.kernel.snapshots import Known, Snapshot, Snapshots
from engine.core.saves import codec


class JournalStore:
    """Undo by the change journal (``kernel.journal``)."""

    journaled = True

    def __init__(self, state_type: type) -> None:
        self.state_type = state_type

    def adopt(self, state: Any) -> Any:
        """The session's state made journaled (``journal.adopt``: the same object)."""
        return journal.adopt(state)

    def take(self, state: Any) -> journal.Segment:
        """A new segment for the next step, holding the generator's state (its only change that
        no record writes down: ``Rng`` is not journaled, its draws stay plain)."""
        segment = journal.Segment()
        rng = state.rng
        segment.append((journal._set_field, rng, "state", rng.state))
        return segment

    # ``open(segment)`` before the step (None: no journal for it) returns what ``close`` takes after.
    open = staticmethod(journal.begin)
    close = staticmethod(journal.end)

    def restore(self, state: Any, segment: journal.Segment) -> Any:
        journal.undo(segment)
        return state

    def forget(self) -> None:
        """The live state changed outside a step (nothing is kept about it)."""

    def oldest(self, state: Any, segments: Sequence[journal.Segment]) -> Any:
        """A copy of ``state`` as it was before ``segments`` (oldest first); ``state`` is rolled
        back, copied, and rolled forward again to exactly what it was."""
        forward = [_undo_keeping(segment) for segment in reversed(segments)]
        try:
            return codec.restore(codec.snapshot(state), self.state_type)
        finally:
            for segment in reversed(forward):
                journal.undo(segment)


class PlanStore:
    """Undo by encoded snapshots (``kernel.snapshots``), for state types not journaled."""

    journaled = False

    def __init__(self, state_type: type) -> None:
        self._shots = Snapshots.of(state_type)
        self._now: tuple[Snapshot, Known] | None = None  # the live state's snapshot, split, while known

    def adopt(self, state: Any) -> Any:
        return state

    def take(self, state: Any) -> Snapshot:  # known already right after an undo
        return self._now[0] if self._now is not None else self._shots.take(state)

    def open(self, snapshot: Any) -> None:
        self._now = None

    def close(self, opened: Any) -> None:
        """Nothing to close: the snapshot was taken whole."""

    def restore(self, state: Any, snapshot: Snapshot) -> Any:
        """The state of ``snapshot``: ``state`` put back in place, decoding only the fields that
        differ, or (a type that cannot be set field by field) a new state."""
        shots, now = self._shots, self._now
        if not shots.partial:
            self._now = None
            return shots.restore(snapshot)
        self._now = snapshot, shots.restore_into(state, snapshot, None if now is None else now[1])
        return state

    def forget(self) -> None:
        self._now = None

    def oldest(self, state: Any, snapshots: Sequence[Snapshot]) -> Any:
        return self._shots.restore(snapshots[0])


def _undo_keeping(segment: journal.Segment) -> journal.Segment:
    """``journal.undo``, returning the segment that would undo that (redo it: ``oldest`` rolls back
    the kept steps, copies the state, then rolls them forward again)."""
    forward = journal.Segment()
    for put_back, target, a, b in reversed(segment):
        if put_back is journal._set_field or put_back is journal._unset:
            now = getattr(target, a, journal._UNSET)
            forward.append((journal._set_field, target, a, now) if now is not journal._UNSET
                           else (journal._unset, target, a, None))
        elif put_back is journal._put_list:
            forward.append((journal._put_list, target, tuple(target), None))
        else:
            forward.append((journal._put_dict, target, dict(target), None))
        put_back(target, a, b)
    return forward  # newest first: ``undo`` plays it oldest first, the order the step ran


def store_for(state_type: type, journaled: bool = True) -> JournalStore | PlanStore:
    """The undo store of a session playing states of ``state_type``; ``journaled=False`` keeps its
    state plain (a journaled state's hooks cost every step: a one-pass check undoes nothing)."""
    if journaled and isinstance(state_type, type) and issubclass(state_type, journal.Journaled):
        return JournalStore(state_type)
    return PlanStore(state_type)
