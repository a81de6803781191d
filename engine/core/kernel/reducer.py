"""One kernel for every game (design.md §18, boardgame.io's reducer; issue #22).

A game declares, beside its Game class, a ``Kernel``: how to make its rules ``Context`` from a
state, who decides now (``decide``), its check → resolve ``Dispatch`` table per decision kind and
its step-table ``Flow``. ``Game.apply`` (final, in ``engine.core.kernel.game``) is the same for all:
check the action against the table (refused with the reason, the state untouched), resolve it,
let the rules that hold after every action run (``settle``), advance the flow to the next
decision, and return the events emitted on the way.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from engine.core.kernel.dispatch import Dispatch
from engine.core.kernel.events import Event, EventSet, Tap
from engine.core.kernel.flow import Flow
from engine.core.kernel.game import Action, Decision

Cards = TypeVar("Cards")
Params = TypeVar("Params")
S = TypeVar("S")


@dataclass
class Context(Generic[Cards, Params, S]):
    """What every rule function works on: the game's cards, its rules parameters, the state and
    the events emitted so far. A game subclasses it to name its event family (``family``) and to
    add what its rules ask often (a player's side, a variant switch)."""

    family: ClassVar[EventSet | None] = None  # the game's events: emitting another class raises
    # The event classes emitted here once already (checked and quickened: the family's ``ready``),
    # so an emit asks one set; a context class with no family keeps its own set of them.
    _ready: ClassVar[set[type[Event]]] = set()
    cards: Cards
    rules: Params
    state: S
    events: list[Event] = field(default_factory=list)
    tap: Tap | None = None  # shown each event as it is emitted (key frames of the real run)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._ready = cls.family.ready if cls.family is not None else set()

    def emit(self, event: Event) -> None:
        """Record an event; one of a class outside the game's family raises UnknownEvent (checked
        at a class's first emit, ``EventSet.admit``; later ones are a look-up)."""
        if type(event) not in self._ready:
            self._first_emit(event)
        if self.tap is not None:
            self.tap(event)
        self.events.append(event)

    def _first_emit(self, event: Event) -> None:
        family = self.family
        if family is None:
            self._ready.add(type(event))  # nothing to check it against
        else:
            family.admit(event)  # raises for a foreign class, every time


C = TypeVar("C", bound=Context[Any, Any, Any])


@dataclass(frozen=True)
class Kernel(Generic[C]):
    """A game's rules as the final ``Game.apply`` runs them (C: the game's Context type)."""

    dispatch: Dispatch[C, Any]
    decide: Callable[[C], Decision]  # who owes what now, read from the context's state
    flow: Flow[Any] | None = None  # run on until someone has to decide (None: the action decides it)
    settle: Callable[[C], None] | None = None  # what holds after every action, before the flow runs on
    # The rules' legal listing on a context, ``(ctx, seat)``: the very list ``Game.legal_actions``
    # gives. Declared, a bot's step lists and carries out its pick on one context (``selfplay``).
    legal: Callable[[C, int | None], list[Action]] | None = None
    # ``resolve`` for an action listed legal in the context's state, less the decision where its type
    # needs none (``_listed_resolver``): made from the fields above at construction.
    resolve_listed: Callable[[C, Any], list[Event]] = field(init=False, repr=False, compare=False)

    def check(self, ctx: C, decision: Decision, action: Any) -> Any:
        """None when ``action`` is legal under ``decision``, else the reason a player reads."""
        return self.dispatch.check(ctx, decision, action)

    def resolve(self, ctx: C, decision: Decision, action: Any) -> list[Event]:
        """Carry out a checked action, settle, run the flow on; the events (``ctx.events``)."""
        self.dispatch.resolve(ctx, decision, action)
        if self.settle is not None:
            self.settle(ctx)
        if self.flow is not None:
            self.flow.advance(ctx)
        events: list[Event] = ctx.events
        return events

    def __post_init__(self) -> None:
        object.__setattr__(self, "resolve_listed", self._listed_resolver())

    def _listed_resolver(self) -> Callable[[C, Any], list[Event]]:
        """``resolve_listed``: ``resolve`` for an action listed legal in ``ctx``'s state
        (``Game.apply_listed``, a bot loop's every step). An action type with one doer in every kind
        (``Dispatch.sole_doers``) is carried out without asking ``decide`` first, since the action's
        own kind is bound to accept it (issue #28). Made once per kernel, its look-ups bound."""
        sole_doer, resolve, decide = self.dispatch.sole_doers.get, self.dispatch.resolve, self.decide
        settle, advance = self.settle, None if self.flow is None else self.flow.advance

        def resolve_listed(ctx: C, action: Any) -> list[Event]:
            do = sole_doer(type(action))
            if do is None:
                resolve(ctx, decide(ctx), action)
            else:
                do(ctx, action)
            if settle is not None:  # as resolve does
                settle(ctx)
            if advance is not None:
                advance(ctx)
            events: list[Event] = ctx.events
            return events

        return resolve_listed
