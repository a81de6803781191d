"""A game in progress: state, action log, undo/redo, timeouts and replay (design.md §4, §8, §13).

Every step's chance results are logged next to its action, so ``Session.replay`` rebuilds
the state by feeding them back through ``Rng.script`` instead of trusting the generator.
A step the rules took because a seat's time ran out (``Session.timeout``) is logged with
``timeout`` set and replayed only if the rules still give that default.

Undo keeps what it needs to put back the state before each undoable step (``kernel.undo_store``:
a journal of the step's changes for a journaled state type, else an encoded snapshot). Only the
newest ``SNAPSHOT_DEPTH`` are kept; undoing further back replays the log to n−1 (design.md §8) and refills the window. In strict mode a
*barrier* step (one that used randomness or revealed hidden information) cannot be
undone, so everything before it is dropped at once; who may undo what is ``engine.core.kernel.undo``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any, Generic, TypeVar

from engine.core.i18n.catalog import Words, msg
from engine.core.kernel.errors import EngineError, IllegalAction, ReplayMismatch
from engine.core.kernel.events import Event, Fold, Tap
from engine.core.kernel.forecast import forecast
from engine.core.kernel.game import Action, ActionCodec, Decision, Game
from engine.core.kernel.keyframes import NO_FRAMES, Capture, KeyFrame, KeyFrames
from engine.core.kernel.legal_cache import LegalCache
from engine.core.kernel.log_entry import LogEntry, field_count, read_entry
from engine.core.kernel.rng import HasRng
from engine.core.kernel.undo import UNDO_MODES, UndoMode, entry_seat, steps_to_undo, was_barrier
from engine.core.kernel.undo_store import store_for
from engine.core.saves import codec
from engine.core.saves.raw_log import RawLog

__all__ = ["UNDO_MODES", "LogEntry", "Session", "UndoMode", "UndoUnavailable"]
SNAPSHOT_DEPTH = 256  # newest undo snapshots kept in memory; older undos replay instead
NO_TIMEOUT_RULE = msg("core.no_timeout_rule")


S = TypeVar("S", bound=HasRng)
F = TypeVar("F", bound=Fold[Any])


class UndoUnavailable(EngineError):
    """Undo or redo asked for when there is nothing (allowed) to undo or redo."""


class Session(Generic[S]):
    """A ``Game`` plus its state, log, events and undo/redo stacks. Build with ``new`` or ``replay``."""

    def __init__(self, game: Game[S], setup: dict[str, Any], seed: int, undo_mode: UndoMode,
                 journal: bool = True) -> None:
        if undo_mode not in UNDO_MODES:
            raise ValueError(f"undo_mode must be one of {UNDO_MODES}, not {undo_mode!r}")
        self._legal = LegalCache()
        self._journal = journal  # False: a plain state, undo by encoded snapshots (``undo_store.store_for``)
        self.game = game  # and how its states are snapshotted
        self.setup = setup
        self.seed = seed
        self.undo_mode: UndoMode = undo_mode
        state, setup_events = game.start(setup, seed)
        self._state: S = self._store.adopt(state)  # journaled, when its type keeps a journal
        self.setup_events: list[Event] = setup_events  # the log's opening (deals, first cards)
        self.state.rng.take_record()  # setup's draws follow from the seed; they are not a step's
        self._seats = len(game.seat_names(state))  # fixed for the game (a replay checks seats against it)
        self.log: list[LogEntry] = []
        self.events: list[tuple[int, Event]] = []
        self.events_from = 0  # the first step whose events ``events`` holds (``resume``: its checkpoint)
        self._codec: ActionCodec = game.codec
        self._floor = 0  # steps below this index can never be undone
        # _snaps[k] puts back the state before step len(log) - len(_snaps) + k (``undo_store``).
        self._snaps: deque[Any] = deque(maxlen=SNAPSHOT_DEPTH)
        self._redo: list[LogEntry] = []  # the next step to redo is last
        self.record_keyframes = False  # a screen that plays phases back turns this on
        self.hints = 0  # hints asked for (issue #27): the save's meta keeps the count
        self._capture: Capture = NO_FRAMES  # the key frames of the last step applied

    @classmethod
    def new(cls, game: Game[S], setup: Mapping[str, Any], seed: int, undo_mode: UndoMode = "strict",
            *, journal: bool = True) -> Session[S]:
        """Start a game. ``setup`` is normalised through JSON so a replay sees exactly the same.
        ``journal=False``: the state stays plain, for a pass that undoes nothing (``replay --check``)."""
        plain = codec.decode_json(codec.encode_json(dict(setup)), dict[str, Any])
        return cls(game, plain, seed, undo_mode, journal)

    @classmethod
    def replay(cls, game: Game[S], setup: Mapping[str, Any], seed: int, log: Sequence[Mapping[str, Any]],
               undo_mode: UndoMode = "strict", *, redo: Sequence[Mapping[str, Any]] = ()) -> Session[S]:
        """Rebuild a session from its log, then put back ``redo`` (next step last).

        Raises ReplayMismatch when a step is illegal, a chance result is out of range, a step
        does not use exactly its recorded chance results, or ``redo`` could not have been undone.
        """
        session = cls.new(game, setup, seed, undo_mode)
        session._replay_steps(log, 0)
        session._restore_redo(redo)
        return session

    @classmethod
    def resume(cls, game: Game[S], setup: Mapping[str, Any], seed: int, log: Sequence[LogEntry],
               checkpoint: tuple[int, S], undo_mode: UndoMode = "strict", *, floor: int = 0,
               redo: Sequence[Mapping[str, Any]] = ()) -> Session[S]:
        """Rebuild a long session from a checkpoint ``(step, state before that step)``: the steps
        before it are taken as logged, the ones after it replayed as ``replay`` does (issue #28).

        Undo then reaches back to the checkpoint at most (``events_from``: ``events`` holds the
        events of the replayed steps only); ``undo_floor`` stays the rules' floor, as saved. The caller
        checks the result against what the save recorded (its digest), as for ``replay``.
        """
        start, state = checkpoint
        if not 0 <= start <= len(log):
            raise ReplayMismatch(msg("core.step_does_not_replay", n=start + 1, error=msg("core.step")))
        session = cls.new(game, setup, seed, undo_mode)
        session.state = state
        session.setup_events = []  # the opening is long past: the log tells the replayed steps
        session.log = log.head(start) if isinstance(log, RawLog) else list(log[:start])  # as logged
        session.events_from = start
        session._floor = floor  # the rules' floor as saved; the steps replayed below may raise it
        session._replay_steps(log, start)
        session._restore_redo(redo)
        return session

    def checkpoint(self) -> tuple[int, S] | None:
        """The oldest state this session keeps for undo, with its step (the state before it), or
        None when that is the start: what a save keeps so it opens without the whole replay."""
        start = len(self.log) - len(self._snaps)
        if not self._snaps or start <= 0:
            return None
        return start, self._store.oldest(self._state, self._snaps)

    def _replay_steps(self, log: Sequence[Mapping[str, Any]], start: int) -> None:
        """Replay ``log[start:]`` with every check; the newest SNAPSHOT_DEPTH keep undo snapshots."""
        first_kept = len(log) - SNAPSHOT_DEPTH
        for index in range(start, len(log)):
            entry = log[index]
            action, chance, timeout = self._read_entry(entry, partial(msg, "core.log_step", n=index + 1))
            before = self._snapshot() if index >= first_kept else None
            try:
                self._check_timeout(action, timeout)
                events, drawn = self._resolve(action, chance, None, before)
            except (IllegalAction, ReplayMismatch) as err:
                raise ReplayMismatch(msg("core.step_does_not_replay", n=index + 1, error=err.text)) from err
            except Exception as err:  # a log is input: a step the rules trip over is a bad step, never a crash
                raise ReplayMismatch(msg("core.step_does_not_replay", n=index + 1,
                                         error=msg("core.step_not_carried_out"))) from err
            self._record(action, drawn, events, before, timeout, entry.get("action"))

    # -- the state and its game ----------------------------------------------------------
    # The legal actions are cached until either changes (a frame does no rules work): every
    # change goes through these setters or ``_resolve``. Mutate ``state`` in place only
    # through the session.

    @property
    def state(self) -> S:
        return self._state

    @state.setter
    def state(self, state: S) -> None:
        self._state = self._store.adopt(state)
        self._store.forget()
        self._legal.clear()

    @property
    def game(self) -> Game[S]:
        return self._game

    @game.setter
    def game(self, game: Game[S]) -> None:
        self._game = game
        self._store = store_for(game.state_type, self._journal)
        self._legal.clear()

    # -- pass-throughs ------------------------------------------------------------------

    def decision(self) -> Decision:
        return self.game.decision(self.state)

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """``seat``'s legal actions now (default: the first owing seat's), computed once per change."""
        return list(self._legal.listed(self.game, self.state, seat)[0])

    def is_legal(self, action: Action) -> bool:
        """Is ``action`` legal now? One check, or a look-up when the legal list is already known."""
        return self._legal.holds(self.game, self.state, action)

    def timeout_action(self, seat: int) -> Action | None:
        """What the rules play for ``seat`` when its time runs out (None: no such rule now)."""
        if not self.decision().owes(seat):
            return None
        return self.game.timeout_action(self.state, seat)

    def view(self, seat: int | None) -> Any:
        return self.game.view(self.state, seat)

    def seat_names(self) -> list[str]:
        return self.game.seat_names(self.state)

    def forecast(self, actions: Sequence[Action], fold: F) -> F | None:
        """What-if: ``fold`` fed the events of ``actions`` played on a copy (``core.forecast``)."""
        return forecast(self.game, self.state, actions, fold)

    def keyframes(self, seat: int | None) -> list[KeyFrame[Any]]:
        """The key frames of the last step applied, as ``seat`` sees them (``core.keyframes``);
        empty unless ``record_keyframes`` was on and the step ran a phase the game frames."""
        state_type = self.game.state_type
        return self._capture.frames(lambda snap: codec.restore(snap, state_type),
                                    lambda state: self.game.view(state, seat), seat)

    # -- playing --------------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Play ``action``. IllegalAction propagates with the session untouched."""
        before = self._snapshot()
        recorder = self._recorder()
        events, drawn = self._resolve(action, None, None if recorder is None else recorder.tap, before)
        self._redo.clear()
        self._record(action, drawn, events, before)
        self._capture = NO_FRAMES if recorder is None else recorder.finish(events)
        return events

    def _recorder(self) -> KeyFrames | None:
        frames = self.game.keyframes
        return frames(self.state) if frames is not None and self.record_keyframes else None

    def timeout(self, seat: int) -> list[Event]:
        """``seat``'s time ran out: play the rules' default for it, logged as a timeout.

        Raises IllegalAction (session untouched) when the game has no default for it now."""
        action = self.timeout_action(seat)
        if action is None:
            raise IllegalAction(NO_TIMEOUT_RULE)
        before = self._snapshot()
        events, drawn = self._resolve(action, None, None, before)
        self._redo.clear()
        self._record(action, drawn, events, before, timeout=True)
        self._capture = NO_FRAMES
        return events

    @property
    def undo_floor(self) -> int:
        """Steps before this index cannot be undone (strict mode: the step after the last barrier)."""
        return self._floor

    def hold_floor(self, floor: int) -> bool:
        """A saved floor: the one the log gives, or one written when the step below it was still a
        barrier (before the game declared its random result unseen, ``Game.chance_unseen``), which
        stays so. False for any other floor (the save was altered)."""
        if floor == self._floor:
            return True
        if not self._floor < floor <= len(self.log) or not self.was_barrier(self.log[floor - 1]):
            return False
        self._floor = floor
        return True

    def was_barrier(self, entry: Mapping[str, Any]) -> bool:
        """A logged step that older saves took for an undo barrier (``undo.was_barrier``)."""
        return was_barrier(entry, self._codec.decode, self.game.chance_unseen)

    def _limit(self) -> int:
        """Steps before this cannot be undone: the rules' floor, or where a resumed session's
        replay began (nothing before it is known step by step)."""
        return max(self._floor, self.events_from)

    @property
    def redo_stack(self) -> tuple[LogEntry, ...]:
        """Undone steps, the next one to redo last."""
        return tuple(self._redo)

    def undo_refusal(self, seat: int | None = None) -> Words | None:
        """Why ``seat`` (None: the table as a whole) may not undo now, or None when it may."""
        plan = self._undo_plan(seat)
        return None if isinstance(plan, int) else plan

    def can_undo(self, seat: int | None = None) -> bool:
        if seat is None:
            return len(self.log) > max(self._floor, self.events_from)  # the table's undo (hot path: ``_limit``)
        return isinstance(self._undo_plan(seat), int)

    def _undo_plan(self, seat: int | None) -> int | Words:
        return steps_to_undo(self.log, self.events, self._limit(), self.undo_mode, seat, self._describe)

    def _describe(self, step: int) -> tuple[str, Words]:
        """The name of the seat that took ``step`` and what the step was, for undo's refusals."""
        seat, names = entry_seat(self.log[step]), self.seat_names()
        name = names[seat] if seat is not None and 0 <= seat < len(names) else "?"
        return name, self.game.step_text(self._codec.decode(self.log[step]["action"]))

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self, seat: int | None = None) -> None:
        """Take back a step: ``seat``'s own newest one, never past another seat's step, or the
        table's last step (``seat`` None). Raises UndoUnavailable with the reason when the rules
        of ``engine.core.kernel.undo`` forbid it."""
        if seat is None and len(self.log) > max(self._floor, self.events_from):  # ``_limit``, inline
            self._undo_one()  # the table's undo: the last step (hot path)
            return
        plan = self._undo_plan(seat)
        if not isinstance(plan, int):
            raise UndoUnavailable(plan)
        for _ in range(plan):
            self._undo_one()

    def _undo_one(self) -> None:
        if self._snaps:
            self._restore(self._snaps.pop())
        else:
            rebuilt = type(self).replay(self.game, self.setup, self.seed, self.log[:-1], self.undo_mode)
            self.state, self._snaps = rebuilt.state, rebuilt._snaps
        self._redo.append(self.log.pop())
        self._capture = NO_FRAMES
        events, step = self.events, len(self.log)
        while events and events[-1][0] >= step:
            events.pop()

    def redo(self) -> list[Event]:
        """Re-apply the last undone step with its recorded chance results: the same result again."""
        if not self._redo:
            raise UndoUnavailable(msg("core.nothing_to_redo"))
        action, chance, timeout = self._read_entry(self._redo[-1], partial(msg, "core.step_to_redo"))
        before = self._snapshot()
        try:
            self._check_timeout(action, timeout)
            events, drawn = self._resolve(action, chance, None, before)
        except EngineError:
            self._restore(before)
            raise
        self._redo.pop()
        self._record(action, drawn, events, before, timeout)
        self._capture = NO_FRAMES
        return events

    # -- internals ------------------------------------------------------------------------

    def _resolve(self, action: Action, script: list[int] | None, tap: Tap | None = None,
                 before: Any = None) -> tuple[list[Event], list[int]]:
        """Apply ``action``, feeding ``script`` to the rng when given; return events and draws.
        ``before``: what ``_snapshot`` took for this step (written while it runs), or None."""
        rng = self.state.rng
        rng.script = None if script is None else list(script)
        self._legal.clear()  # even a refused action may have drawn before it was refused
        store = self._store
        opened = store.open(before)
        try:
            game = self.game
            events = game.apply(self.state, action) if tap is None else game.apply(self.state, action, tap)
            unused = len(rng.script or ())
        finally:
            store.close(opened)
            rng.script = None
        if unused:
            raise ReplayMismatch(msg("core.chance_unused", unused=unused))
        return events, rng.take_record()

    def _snapshot(self) -> Any:  # what puts back the live state after the next step (``undo_store``)
        return self._store.take(self._state)

    def _restore(self, snapshot: Any) -> None:
        """Put back the state before the step ``snapshot`` was taken for (in place when it can)."""
        self._state = self._store.restore(self._state, snapshot)
        self._legal.clear()

    def _check_timeout(self, action: Action, timeout: bool) -> None:
        """A step logged as a timeout must be what the rules play when that seat's time runs out."""
        if timeout and self.timeout_action(action.seat) != action:
            raise ReplayMismatch(msg("core.timeout_mismatch"))

    def _record(self, action: Action, drawn: list[int], events: list[Event], before: Any,
                timeout: bool = False, logged: object = None) -> None:
        """Log a step; ``logged``: the action as a replayed log had it, kept when it is already
        in the form ``encode`` gives (every field, nothing else), so a replay encodes nothing."""
        step = len(self.log)
        plain = logged if isinstance(logged, dict) and len(logged) == field_count(type(action)) + 1 else None
        self.log.append({"action": plain or self._codec.encode(action), "chance": drawn, "timeout": timeout})
        self.events.extend((step, event) for event in events)
        seen_chance = bool(drawn) and not self.game.chance_unseen(action)
        barrier = seen_chance or any(event.reveals for event in events)
        if barrier and self.undo_mode == "strict":
            self._floor = len(self.log)
            self._snaps.clear()
        elif before is not None:
            self._snaps.append(before)

    def _read_entry(self, entry: Mapping[str, Any], where: Callable[[], Words]) -> tuple[Action, list[int], bool]:
        return read_entry(self._codec, entry, self._seats, where)

    def _restore_redo(self, redo: Sequence[Mapping[str, Any]]) -> None:
        """Put back a saved redo stack, proving it by redoing every step and undoing them again."""
        self._redo = []
        for depth, entry in enumerate(redo):
            action, chance, timeout = self._read_entry(entry, partial(msg, "core.redo_step", n=depth + 1))
            self._redo.append({"action": self._codec.encode(action), "chance": chance, "timeout": timeout})
        try:
            for _ in redo:
                self.redo()
            for _ in redo:
                self.undo()
        except (IllegalAction, UndoUnavailable, ReplayMismatch) as err:
            raise ReplayMismatch(msg("core.redo_mismatch", error=err.text)) from err
