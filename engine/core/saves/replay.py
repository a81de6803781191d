"""A save as a replay: its game at any step, and a check of the whole log (issue #16).

Built only on the Game/Session interfaces, so every game gets it. ``Tape`` holds the save's
log; ``Tape.at(n)`` is a Session standing after step n. Stepping forward applies the next
logged action (same state, same seeded generator: the same chance results, which are
compared with the recorded ones); any other move replays the log to n (``Session.replay``
feeds the recorded chance results back, so a replay never trusts the generator). A log
that breaks at some step plays up to the step before it and says why (``problem``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import islice
from pathlib import Path
from typing import Any

import msgspec

from engine.core.i18n.catalog import Words, msg
from engine.core.kernel.errors import EngineError, IllegalAction, ReplayMismatch, SaveError
from engine.core.kernel.game import Action, Event, Game, RoundMark
from engine.core.kernel.session import Session
from engine.core.saves.documents import restore
from engine.core.saves.file import SaveDoc, SaveHeader, header_of, read_doc, reason, tampered
from engine.core.saves.raw_log import RawLog, decoded
from engine.core.saves.typed_steps import StepReader

NOT_ENDED = msg("core.replay_not_ended")


@dataclass(frozen=True)
class CheckResult:
    """``replay --check``: every step replays and the end matches the save, or the first bad step and why."""

    ok: bool
    steps: int  # steps that replay
    total: int  # steps in the log
    message: Words
    final: Session[Any] | None = None  # the game at the end, when every check passed


class Tape:
    """One save's log, replayable to any step."""

    def __init__(self, header: SaveHeader, doc: SaveDoc, game: Game[Any]) -> None:
        self.header = header
        self.doc = doc
        self.game = game
        self.log = list(doc.log)
        self.problem: Words | None = None
        full = self._longest_prefix()
        self.length = len(full.log)  # how many steps replay
        self.setup_events: list[Event] = list(full.setup_events)
        self.events: list[tuple[int, Event]] = list(full.events)
        self.seat_count = len(full.seat_names())
        self.final = full
        self.ended = game.is_over(full.state)  # the whole game is on the tape: "everything" may be shown
        self.turns: list[int] = [0]
        self.rounds: list[tuple[int, RoundMark]] = []  # (first step, round) of each round, in order
        self._find_turns_and_rounds()
        self._session = Session.replay(game, doc.setup, doc.seed, [], "lenient")

    @classmethod
    def open(cls, path: Path, game_for: Any) -> Tape:
        """Read the save at ``path`` (parsed once); ``game_for(game_id)`` gives its Game. Raises SaveError."""
        doc = read_doc(path)
        game = game_for(doc.game)
        return cls(header_of(path, doc), doc, game)

    def _longest_prefix(self) -> Session[Any]:
        """The session after every step that replays; ``problem`` says why the next one does not."""
        try:
            return Session.replay(self.game, self.doc.setup, self.doc.seed, self.log, "lenient")
        except ReplayMismatch as err:
            self.problem = err.text
        except Exception as err:  # the saved setup itself is refused: nothing replays
            self.problem = msg("core.replay_no_setup", reason=reason(err))
            raise SaveError("tampered", self.problem) from err
        low, high = 0, len(self.log) - 1  # step ``high`` fails; find the first that does
        while low < high:
            middle = (low + high + 1) // 2
            try:
                Session.replay(self.game, self.doc.setup, self.doc.seed, self.log[:middle], "lenient")
                low = middle
            except EngineError:
                high = middle - 1
        return Session.replay(self.game, self.doc.setup, self.doc.seed, self.log[:low], "lenient")

    def _find_turns_and_rounds(self) -> None:
        """``turns``: steps at which another seat starts deciding (0 included), what "next turn"
        seeks to; ``rounds``: the step at which each round of the game's turn flow starts."""
        previous = None
        session = Session.replay(self.game, self.doc.setup, self.doc.seed, [], "lenient")
        for n in range(self.length + 1):
            if n:
                session = self._forward(session, n)
            seat = session.decision().seat
            if n and seat != previous and seat is not None:
                self.turns.append(n)
            previous = seat
            mark = self.game.round_of(session.state)
            if mark is not None and (not self.rounds or self.rounds[-1][1].key != mark.key):
                self.rounds.append((n, mark))

    def round_at(self, n: int) -> int | None:
        """The index in ``rounds`` of the round step ``n`` is in (None: before the first)."""
        found = [i for i, (start, _) in enumerate(self.rounds) if start <= n]
        return found[-1] if found else None

    def _forward(self, session: Session[Any], n: int) -> Session[Any]:
        """``session`` (at step n-1) moved to step n: apply the logged action, else replay to n."""
        entry = self.log[n - 1]
        try:
            session.apply(self.game.codec.decode(entry["action"]))
            if session.log[-1]["chance"] == list(entry["chance"]):
                return session
        except (EngineError, ValueError, TypeError, KeyError):
            pass
        return Session.replay(self.game, self.doc.setup, self.doc.seed, self.log[:n], "lenient")

    def at(self, n: int) -> Session[Any]:
        """The game after step ``n`` (clamped to the steps that replay)."""
        n = max(0, min(n, self.length))
        current = len(self._session.log)
        if n == current + 1:
            self._session = self._forward(self._session, n)
        elif n != current:
            self._session = Session.replay(self.game, self.doc.setup, self.doc.seed, self.log[:n], "lenient")
        return self._session

    def everything_at(self, n: int) -> Any:
        """The game after step ``n`` with nothing hidden (``Game.everything_view``): only when the
        game on the tape has ended; raises EngineError otherwise, so a game in progress never shows it."""
        if not self.ended:
            raise EngineError(NOT_ENDED)
        return self.game.everything_view(self.at(n).state)

    def events_until(self, n: int) -> list[tuple[int, Event]]:
        return [(step, event) for step, event in self.events if step < n]


def check_steps(session: Session[Any], log: Sequence[Mapping[str, Any]], start: int, end: int,
                floor: int = 0) -> tuple[int, int, Words | None]:
    """Play ``log[start:end]`` on ``session``'s state with every check a replay makes, keeping
    nothing for undo, the log or its events (``replay --check`` of a long save in one pass).

    Returns the steps that replayed (``end`` when all did), the undo floor they leave (strict
    mode: after the last random result or reveal; ``floor`` before them) and why the next step
    does not replay (None when all did).
    """
    strict = session.undo_mode == "strict"
    resolve = session._resolve
    index = start  # the step being read or played
    try:
        for action, chance, timeout in _entries(session, log, start, end):
            if timeout:  # a step the rules took when time ran out: the one they take
                session._check_timeout(action, timeout)
            events, drawn = resolve(action, chance)
            if strict and ((drawn and not session.game.chance_unseen(action)) or any(e.reveals for e in events)):
                floor = index + 1
            index += 1
    except (IllegalAction, ReplayMismatch) as err:
        return index, floor, err.text
    return end, floor, None


Entry = tuple[Action, list[int], bool]
RECENT_ENTRIES = 1024  # a long session repeats its steps (chips ± 1, a card turned back and forth)


def _entries(session: Session[Any], log: Sequence[Mapping[str, Any]], start: int, end: int) -> Iterator[Entry]:
    """Steps ``start`` to ``end`` of ``log``, each read and checked as the session reads a logged
    step (action, chance results, timeout mark; ReplayMismatch naming the step when it does not read).

    A step still in its saved bytes is read from them in one typed pass (``StepReader``: the
    session's own reading when that does not take it), and one that reads the same as one of the
    last ``RECENT_ENTRIES`` steps is not read again: reading is a function of those bytes alone
    (the session's seat count is fixed), and what it gives is frozen (the session copies the
    chance results)."""
    read = session._read_entry
    if not isinstance(log, RawLog):
        for index in range(start, end):
            yield read(log[index], partial(msg, "core.log_step", n=index + 1))
        return
    recent: dict[bytes, Entry] = {}
    typed = StepReader(session.game.action_types, session._seats).read
    # each entry as kept: its saved bytes until a screen has read it (then decoded); ``decoded`` reads
    # one without keeping the result (one pass over a long log)
    for index, item in enumerate(islice(list.__iter__(log), start, end), start):
        if not isinstance(item, msgspec.Raw):  # decoded already (a step a screen has read)
            yield read(item, partial(msg, "core.log_step", n=index + 1))
            continue
        data = bytes(item)
        entry = recent.get(data)
        if entry is None:
            entry = typed(data) or read(decoded(item), partial(msg, "core.log_step", n=index + 1))
            if len(recent) >= RECENT_ENTRIES:
                recent.clear()
            recent[data] = entry
        yield entry


def check(path: Path, game_for: Any) -> CheckResult:
    """Verify the whole save in one pass (issue #28): every step replays with every check, the state
    the save keeps at its checkpoint is the one the log reaches there, and the end matches what it
    recorded (digest, undo floor, seats, redo steps). Raises SaveError when it cannot be read at all."""
    doc = read_doc(path)
    game = game_for(doc.game)
    if game is None:
        raise SaveError("unknown-game", msg("saves.unknown_game", file=path.name, game=repr(doc.game)))
    total = len(doc.log)
    mode = doc.undo_mode if doc.undo_mode in ("strict", "lenient") else "lenient"
    try:
        session: Session[Any] = Session.new(game, doc.setup, doc.seed, mode, journal=False)  # type: ignore[arg-type]
    except Exception as err:  # the saved setup itself is refused: nothing replays
        raise SaveError("tampered", msg("core.replay_no_setup", reason=reason(err))) from err
    point = doc.checkpoint
    stop = point.step if point is not None and 0 < point.step <= total else 0
    done, floor, problem = check_steps(session, doc.log, 0, stop)
    if problem is None and point is not None and stop and game.encode_state(session.state) != bytes(point.state):
        return CheckResult(False, stop, total, msg("core.replay_checkpoint_differs", step=stop))
    if problem is None:
        done, floor, problem = check_steps(session, doc.log, stop, total, floor)
    if problem is not None:
        return CheckResult(False, done, total, msg("core.replay_bad_step", step=done + 1, total=total, problem=problem))
    try:
        final = restore(path, doc, game)  # digest, undo floor, seat names, redo steps (from the checkpoint)
    except SaveError as err:
        return CheckResult(False, total, total, err.text)
    saved = doc.undo_history["floor"]
    if floor != saved and not (floor < saved <= total and session.was_barrier(doc.log[saved - 1])):
        return CheckResult(False, total, total, tampered(path, msg("saves.floor_mismatch")).text)
    return CheckResult(True, total, total, msg("core.replay_all_ok", count=total), final)
