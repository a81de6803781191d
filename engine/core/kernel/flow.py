"""The declarative turn flow (design.md §11, boardgame.io ``phases``/``endIf``; issue #9).

A game names its steps, each with the rule id it carries out and the step that follows;
steps belong to phases, which may have an ``enter`` and an ``exit`` rule. ``Flow.advance``
runs steps while nobody has to decide (the game's ``waiting`` test): a step's ``run``
returns True to stay on that step (it now waits for a seat), else the flow moves on,
leaving and entering phases as it crosses their borders. The current step's name lives
in the state (``state.step``), so saves and undo carry it like any other field.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar


class Stepped(Protocol):
    """A state that records where the flow stands."""

    step: str


class FlowContext(Protocol):
    """What the flow needs of a game's rules context: its state."""

    @property
    def state(self) -> Stepped: ...


C = TypeVar("C", bound=FlowContext)


@dataclass(frozen=True)
class Step(Generic[C]):
    """One named step: its rule id, what it does, the step after it, the phase it is part of."""

    rule: str
    run: Callable[[C], bool | None]  # True: stay on this step (it is waiting for a seat)
    next: str
    phase: str = ""


@dataclass(frozen=True)
class Phase(Generic[C]):
    """A run of steps with an entry and an exit rule (either may be None)."""

    name: str
    rule: str = ""
    enter: Callable[[C], Any] | None = None
    exit: Callable[[C], Any] | None = None


class Flow(Generic[C]):
    """A game's step table; ``advance`` runs it until ``waiting(ctx)`` holds."""

    def __init__(
        self,
        steps: Mapping[str, Step[C]],
        waiting: Callable[[C], bool],
        phases: Sequence[Phase[C]] = (),
    ) -> None:
        self.steps = dict(steps)
        self.waiting = waiting
        self.phases = {phase.name: phase for phase in phases}
        unknown = sorted({s.next for s in self.steps.values()} - set(self.steps))
        if unknown:
            raise ValueError(f"steps lead to unknown steps: {unknown}")
        orphans = sorted(n for n, s in self.steps.items() if s.phase and s.phase not in self.phases)
        if orphans:
            raise ValueError(f"steps of unknown phases: {orphans}")
        # Per step, read once: what it runs, the step after it, and the exit and enter rules of the
        # phases crossed on the way there (none when both are the same phase or have no such rules).
        self._plan = {name: (step.run, step.next, self._border(step.phase, self.steps[step.next].phase))
                      for name, step in self.steps.items()}

    def rule(self, name: str) -> str:
        """The rule id of step ``name`` (what a screen shows for where the game stands)."""
        return self.steps[name].rule

    def advance(self, ctx: C) -> None:
        """Run steps while nobody has to decide: a step that does not stay moves the state to its
        ``next``, leaving and entering phases on the way (their ``exit``, then ``enter``)."""
        state = ctx.state
        plan, waiting = self._plan, self.waiting
        while not waiting(ctx):
            name = state.step
            run, after, border = plan[name]
            state.step = after
            if run(ctx):
                state.step = name
            else:
                for rule in border:
                    rule(ctx)

    def _border(self, left: str, entered: str) -> tuple[Callable[[C], Any], ...]:
        """The rules run when a step of phase ``left`` hands over to one of phase ``entered``."""
        if left == entered:
            return ()
        rules = (self.phases[left].exit if left else None, self.phases[entered].enter if entered else None)
        return tuple(rule for rule in rules if rule is not None)
