"""How a session keeps the state before each step for undo (issue #28): one of two stores, chosen
by the state type.

- ``JournalStore``: the state type is a ``journal.Journaled`` record. The "snapshot" is an empty
  journal segment (with the generator's state), written while the step runs; an undo plays it
  backwards in place. Nothing is encoded or decoded.
- ``PlanStore``: any other state type (``kernel.snapshots``: its fields encoded before each
  step, an undo decoding those that differ).

A store serves one session: ``take`` before a step, ``open``/``close`` around it, ``restore`` to
undo it, ``oldest`` for a copy of the state before the oldest kept step (a save's checkpoint).
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
        self._before: journal.Segment | None = None

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

    def open(self, segment: Any) -> None:  # a Segment, or None: no journal for this step
        if segment is not None:
            self._before = journal.begin(segment)

    def close(self, segment: Any) -> None:
        if segment is not None:
            journal.end(self._before)
            self._before = None

    def restore(self, state: Any, segment: journal.Segment) -> Any:
        journal.undo(segment)
        return state

    def forget(self) -> None:
        """The live state changed outside a step (nothing is kept about it)."""

    def oldest(self, state: Any, segments: Sequence[journal.Segment]) -> Any:
        """A copy of ``state`` as it was before ``segments`` (oldest first); ``state`` is rolled
        back, copied, and rolled forward again to exactly what it was."""
        forward = [journal.undo_keeping(segment) for segment in reversed(segments)]
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

    def close(self, snapshot: Any) -> None:
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


def store_for(state_type: type) -> JournalStore | PlanStore:
    """The undo store of a session playing states of ``state_type``."""
    if isinstance(state_type, type) and issubclass(state_type, journal.Journaled):
        return JournalStore(state_type)
    return PlanStore(state_type)
