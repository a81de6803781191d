"""Key frames of a phase that runs inside one action, captured during the real run (design.md §7).

Some phases resolve in one action (Fatal Fight's enemy phase: group by group, skill, combat,
exits) yet a screen wants to show them step by step. A game subclasses ``KeyFrames`` over its
events: a handler calls ``capture()`` at each event that opens a frame. The session shows
the recorder every event as the game emits it (``Game.apply(..., tap=recorder.tap)``), so the
frames come from the action's own run: they cannot differ from it nor go missing (issue #14's
dropped playback came from re-running the action on a copy). ``Session.keyframes(seat)``
turns them into views.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from engine.core.kernel.events import Event, Fold
from engine.core.saves import codec

V = TypeVar("V")


@dataclass(frozen=True)
class KeyFrame(Generic[V]):
    """One step of a phase as one seat sees it."""

    event: Event  # the event that opened the frame
    events: tuple[Event, ...]  # it and what followed it, up to the next frame
    view: V  # the seat's view once this step is done (nothing later: issue #25)


@dataclass(frozen=True)
class Capture:
    """The raw frames of one action: each frame's span of events and the state after it."""

    events: tuple[Event, ...]
    spans: tuple[tuple[int, int, bytes], ...]  # (first event, end, snapshot at the frame's last event)

    def frames(self, restore: Callable[[bytes], Any], view: Callable[[Any], V],
               seat: int | None) -> list[KeyFrame[V]]:
        """The frames as ``seat`` (None = an onlooker) may see them: events and views."""
        frames: list[KeyFrame[V]] = []
        for start, end, after in self.spans:
            events = tuple(e.for_seat(seat) for e in self.events[start:end])
            frames.append(KeyFrame(events[0], events, view(restore(after))))
        return frames


NO_FRAMES = Capture((), ())


class KeyFrames(Fold[None]):
    """Fed each event as it is emitted; a handler calls ``capture()`` where a frame opens.

    ``start``: frames before the first event of this class are not kept (None: all are).

    A frame shows the state as its own last event left it: what the game changes before it emits
    the event that opens the next frame (the next round's number, round-end clean-up) belongs to
    that next frame, never to this one (issue #25: "round 3" while round 2 played). Events are
    emitted after their change, so once a frame is open the state is kept at every event.
    """

    start: ClassVar[type[Event] | None] = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.start is not None and cls.start not in cls.handled():
            raise TypeError(f"{cls.__name__}: the start event {cls.start.__name__} must open a frame")

    def __init__(self, state: Any) -> None:
        self._state = state
        self._seen = 0
        self._marks: list[tuple[int, bytes]] = []  # (first event of a frame, the previous frame's end)
        self._last: bytes | None = None  # the state at the latest event, once a frame is open

    def tap(self, event: Event) -> None:
        """Shown each event before it is recorded: the state is as the event left it."""
        self.visit(event)
        self._seen += 1
        if self._marks:
            self._last = codec.snapshot(self._state)

    def capture(self) -> None:
        """Open a frame at the event being emitted; the frame before it ends at the event before."""
        end = self._last if self._last is not None else codec.snapshot(self._state)
        self._marks.append((self._seen, end))

    def finish(self, events: Sequence[Event]) -> Capture:
        """The frames of the action that emitted ``events`` (the state is now after it)."""
        if len(events) != self._seen:
            raise RuntimeError(f"{type(self).__name__} saw {self._seen} of {len(events)} events: "
                               "the game emitted some without its tap")
        first = 0
        if self.start is not None:
            first = next((i for i, e in enumerate(events) if type(e) is self.start), -1)
            if first < 0:
                return NO_FRAMES
        marks = [m for m in self._marks if m[0] >= first]
        final = codec.snapshot(self._state)
        spans = tuple(
            (index, marks[n + 1][0] if n + 1 < len(marks) else len(events),
             marks[n + 1][1] if n + 1 < len(marks) else final)
            for n, (index, _) in enumerate(marks)
        )
        return Capture(tuple(events), spans)
