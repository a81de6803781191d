"""The shape every game has (design.md §1–7, §12).

A ``Game`` holds fixed config and the card database; ``new_state(setup, seed)`` makes a
plain-data state. ``legal_actions`` is the one source of truth for legality: the UI
highlights from it, bots choose from it, ``apply`` checks against it (``apply_listed``: a bot
driver's pick from that very list is not checked twice). Every action names
its seat; a ``Decision`` names the seats that owe an action now (several at once for a
simultaneous, face-down step).
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar, final

from engine.core.i18n.catalog import Words, msg
from engine.core.kernel.errors import IllegalAction
from engine.core.kernel.events import Event as Event  # re-exported: older imports of game.Event
from engine.core.kernel.events import Tap
from engine.core.kernel.keyframes import KeyFrames
from engine.core.kernel.policy import OPEN_TABLE, TablePolicy
from engine.core.kernel.rng import Rng
from engine.core.saves import codec

if TYPE_CHECKING:
    from engine.core.kernel.reducer import Kernel

S = TypeVar("S")


@dataclass(frozen=True)
class Action:
    """Base of every action: subclasses are frozen, hashable dataclasses of plain fields.

    ``seat`` is the seat taking the action (design.md §12); it is every action's first field.
    """

    seat: int

    def to_json(self) -> dict[str, Any]:
        data = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        return {"type": type(self).__name__, **{k: _plain(v) for k, v in data.items()}}


def is_listed(action: Action, listed: Sequence[Action]) -> bool:
    """Is ``action`` the very object of one of ``listed`` (an equal action a bot built is not)?"""
    for candidate in listed:
        if candidate is action:
            return True
    return False


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


@dataclass(frozen=True)
class Decision:
    """Who owes an action now and what kind of decision it is (design.md §5, §12).

    ``seats``: the seats that owe an action, in the order a screen collects them; ``()`` when
    nobody does (the game is over). ``kind``: a member of the game's own ``StrEnum`` of
    decision kinds. ``detail``: a frozen dataclass of the game's (or None). ``simultaneous``:
    each owing seat makes a pick hidden from the others until a reveal; a hotseat screen
    collects them one seat at a time behind the curtain.
    """

    seats: tuple[int, ...]
    kind: StrEnum
    detail: object = None
    simultaneous: bool = False

    def __post_init__(self) -> None:
        seats: object = self.seats
        if not isinstance(seats, tuple):  # one seat given as an int, or None for nobody
            object.__setattr__(self, "seats", () if seats is None else (int(seats),))  # type: ignore[call-overload]

    @property
    def seat(self) -> int | None:
        """The first owing seat, or None when nobody owes anything."""
        return self.seats[0] if self.seats else None

    def owes(self, seat: int | None) -> bool:
        """Does ``seat`` owe an action now?"""
        return seat in self.seats


@dataclass(frozen=True)
class RoundMark:
    """Which round (or turn) of its turn flow a state is in, for seeking a replay by round.

    ``key`` tells rounds apart and orders them (``(stage, round)``); ``label`` names it ("stage 2, round 3").
    """

    key: tuple[int, ...]
    label: Words


class ActionCodec:
    """Actions to and from JSON, by class name, for one game's action types."""

    def __init__(self, types: tuple[type[Action], ...]) -> None:
        self._types = {t.__name__: t for t in types}

    def encode(self, action: Action) -> dict[str, Any]:
        if type(action).__name__ not in self._types:
            raise TypeError(f"{type(action).__name__} is not an action of this game")
        return action.to_json()

    def decode(self, data: object, seats: int | None = None) -> Action:
        """Rebuild an action, every field checked against its declaration (``codec.decode_action``);
        raises ``codec.ActionUnreadable`` (a ValueError) saying what and where."""
        action: Action = codec.decode_action(self._types, data, seats)
        return action


class Game(ABC, Generic[S]):
    """One game's rules. Subclasses set the class attributes and implement the abstract methods.

    ``apply`` is final (design.md §18): a game declares its ``kernel`` (``engine.core.kernel.reducer``:
    its check → resolve dispatch table, who decides, its step-table flow) and ``context``, and
    ``apply`` checks the action against the table (refused with the reason, the state untouched),
    resolves it and runs the flow on. A game without a kernel (a toy in the tests) implements
    ``resolve``, which may assume the action is legal and must not raise after it starts mutating.
    """

    kernel: Kernel[Any] | None = None  # a class attribute, or set per instance (a table read from data)

    id: ClassVar[str]
    title: ClassVar[Words]  # the game's name: msg("games.<id>.title")
    state_type: ClassVar[type]
    action_types: ClassVar[tuple[type[Action], ...]]
    data_version: str = "0"
    keyframes: ClassVar[type[KeyFrames] | None] = None  # the phases a screen may play back
    policy: ClassVar[TablePolicy] = OPEN_TABLE  # seats, secrets, undo, bots, moments (core.policy)

    @property
    def codec(self) -> ActionCodec:
        return ActionCodec(self.action_types)

    @abstractmethod
    def new_state(self, setup: Mapping[str, Any], seed: int) -> S:
        """Build the starting state. ``setup`` is plain JSON data (seats, options)."""

    def start(self, setup: Mapping[str, Any], seed: int) -> tuple[S, list[Event]]:
        """``new_state`` plus the events of setting up (deals, first cards), for the log."""
        return self.new_state(setup, seed), []

    @abstractmethod
    def legal_actions(self, state: S, seat: int | None = None) -> list[Action]:
        """What ``seat`` may do now (default: the first owing seat); empty when it owes nothing.

        In a simultaneous step each owing seat has its own options.
        """

    @abstractmethod
    def decision(self, state: S) -> Decision:
        """Which seats owe an action now and the kind of decision."""

    def timeout_action(self, state: S, seat: int) -> Action | None:
        """The rules' default action when ``seat``'s time runs out (e.g. MS-C9); None: no such rule."""
        return None

    def bot_view(self, state: S, seat: int) -> Any:
        """What ``seat``'s bots choose from (``engine.core.kernel.bots``): by default the seat's view.
        A game may give a leaner form of the same knowledge, never more than the view shows."""
        return self.view(state, seat)

    def determinize(self, view: Any, seat: int, rng: Rng) -> S:
        """A full state consistent with ``view`` (a ``bot_view`` of ``seat``), the hidden rest
        sampled with ``rng``: what a search bot simulates on. Games with such bots implement it."""
        raise NotImplementedError(f"{type(self).__name__} cannot rebuild a state from a view")

    def chance_unseen(self, action: Action) -> bool:
        """True when the random results of ``action`` stay hidden from every seat (a card put into
        a face-down deck at a random place): no one saw them, so strict undo may take the step back."""
        return False

    def step_text(self, action: Action) -> Words:
        """What ``action`` is called in a sentence ("face-down pick"), for undo's refusals."""
        return msg("core.step")

    @abstractmethod
    def view(self, state: S, seat: int | None) -> Any:
        """What ``seat`` may see (None = an onlooker); hidden parts are ``view.Hidden``."""

    def everything_view(self, state: S) -> Any:
        """A view of the same type as ``view``'s with nothing hidden: every hand and face-down card
        face up. Only for a game that has ended (``core.replay.Tape.everything_at`` checks that);
        never for play in progress."""
        raise NotImplementedError(f"{type(self).__name__} has no view of everything")

    def round_of(self, state: S) -> RoundMark | None:
        """Which round (or turn) ``state`` is in, as the game's turn flow counts them; None: not in one
        (set-up). What a replay seeks by (``core.replay.Tape.rounds``)."""
        return None

    def context(self, state: S, tap: Tap | None = None) -> Any:
        """The rules context of a kernel game (``engine.core.kernel.reducer.Context``) over ``state``."""
        raise NotImplementedError(f"{type(self).__name__} declares no kernel context")

    def resolve(self, state: S, action: Action, tap: Tap | None = None) -> list[Event]:
        """Carry out a legal action, mutating ``state``; return the events.

        ``tap``, when given, is called with each event as it is emitted, before the next
        change (key frames of the real run, ``engine.core.kernel.keyframes``); a game without key
        frames may ignore it. A kernel game's is its table's (resolve, settle, flow).
        """
        kernel = self.kernel
        if kernel is None:
            raise NotImplementedError(f"{type(self).__name__} has neither a kernel nor resolve")
        ctx = self.context(state, tap)
        return kernel.resolve(ctx, kernel.decide(ctx), action)

    def seat_names(self, state: S) -> list[str]:
        """Display names of the seats, in seat order."""
        return [str(n) for n in getattr(state, "seat_names", [])]

    def is_legal(self, state: S, action: Action) -> bool:
        kernel = self.kernel
        if kernel is None:
            return action in self.legal_actions(state, action.seat)
        ctx = self.context(state)
        return isinstance(action, self.action_types) and kernel.check(ctx, kernel.decide(ctx), action) is None

    def explain_illegal(self, state: S, action: Action) -> Words:
        """A player-readable reason why ``action`` is refused (a kernel game: its table's check)."""
        kernel = self.kernel
        if kernel is not None and isinstance(action, self.action_types):
            ctx = self.context(state)
            reason: Words | None = kernel.check(ctx, kernel.decide(ctx), action)
            return reason or msg("core.legal_now")
        if not self.decision(state).seats:
            return msg("core.game_over")
        return msg("core.not_now")

    @final
    def apply(self, state: S, action: Action, tap: Tap | None = None) -> list[Event]:
        """Check, resolve, settle, run the flow on; the events. Raises IllegalAction (with the
        reason a player reads) with the state untouched. The same for every game (design.md §18)."""
        kernel = self.kernel
        if kernel is None:
            if not isinstance(action, self.action_types) or not self.is_legal(state, action):
                raise IllegalAction(self.explain_illegal(state, action), action)
            return self.resolve(state, action) if tap is None else self.resolve(state, action, tap)
        if not isinstance(action, self.action_types):
            raise IllegalAction(self.explain_illegal(state, action), action)
        ctx = self.context(state, tap)
        decision = kernel.decide(ctx)
        reason = kernel.check(ctx, decision, action)
        if reason is not None:
            raise IllegalAction(reason, action)
        return kernel.resolve(ctx, decision, action)

    @final
    def apply_listed(self, state: S, action: Action, listed: Sequence[Action], tap: Tap | None = None) -> list[Event]:
        """``apply`` for a bot driver (``engine.core.kernel.bots``): ``listed`` is
        ``legal_actions(state, seat)`` of this very state, unchanged since, and ``action`` the one of
        them a bot chose. The list is the check (design.md §2, one source of truth), so the action
        is resolved without being checked again (issue #28). An action that is not one of ``listed``
        (the very object: a bot may build its own) goes through ``apply``'s check. Never for a
        person's input: a click is checked by ``apply`` (``Session.apply``)."""
        for candidate in listed:  # is_listed, inlined on every bot step
            if candidate is action:
                break
        else:
            return self.apply(state, action, tap)
        kernel = self.kernel
        if kernel is None:
            return self.resolve(state, action) if tap is None else self.resolve(state, action, tap)
        return kernel.resolve_listed(self.context(state, tap), action)  # apply's path, less the check

    def is_over(self, state: S) -> bool:
        return not self.decision(state).seats

    # Plain-data round trip (design.md §1): states are dataclasses msgspec can encode.
    def encode_state(self, state: S) -> bytes:
        return codec.encode_json(state)

    def decode_state(self, data: bytes) -> S:
        return codec.decode_json(data, self.state_type)
