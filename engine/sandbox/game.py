"""``SandboxGame``: a Game over any ``table.toml`` (issue #12); rule-fragment games subclass it.

A subclass declares its data spec, table needs and ``table_rules`` (``sandbox.kernel.TableRules``:
the actions its source specifies, hand moves its rules change, its turn start); hand moves
stay the same at every sandbox table. The rules live in ``sandbox.rules``/``moves``/``flow``/``kernel``.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar, Self

from engine.core.data import problems as P
from engine.core.data.database import CardDatabase
from engine.core.data.loader import USER_DATA, UserRoot, load_database
from engine.core.data.problems import DataError, Problem, findings_as_problems
from engine.core.data.spec import DataSpec
from engine.core.i18n.catalog import Words, msg
from engine.core.kernel.events import Event, Tap
from engine.core.kernel.game import Action, Decision, Game, RoundMark
from engine.core.kernel.policy import TablePolicy
from engine.core.saves.userdirs import SHIPPED_DATA
from engine.sandbox import kernel, rules
from engine.sandbox.actions import SANDBOX_ACTIONS
from engine.sandbox.context import TableCtx
from engine.sandbox.policy import POLICY
from engine.sandbox.setup import set_up
from engine.sandbox.state import SandboxState
from engine.sandbox.steps import TableStep
from engine.sandbox.table_def import TABLE_FILE, Deck, TableDef, TableNeeds, table_findings
from engine.sandbox.view import SandboxView, make_view

STEP_IDS = {"Peek": "sandbox.step.peek", "Draw": "sandbox.step.draw", "Shuffle": "sandbox.step.shuffle"}


class SandboxGame(Game[SandboxState]):
    """Players move cards by hand; the subclass automates what its rules source specifies."""

    state_type: ClassVar[type] = SandboxState
    action_types: ClassVar[tuple[type[Action], ...]] = SANDBOX_ACTIONS
    spec: ClassVar[DataSpec | None] = None  # what ``load`` reads (a bare table is built from a database)
    table_needs: ClassVar[TableNeeds] = TableNeeds()  # what the subclass's rules use (its SPEC checks it too)
    table_rules: ClassVar[kernel.TableRules] = kernel.TableRules()
    policy: ClassVar[TablePolicy] = POLICY
    data_version = "1"  # 1: the state records its turn flow's step (was an "over" flag); older saves are refused

    def __init__(self, db: CardDatabase) -> None:
        table = db.settings.get(TABLE_FILE)
        if not isinstance(table, TableDef):
            raise DataError(db.game, [Problem(TABLE_FILE, 0, "", "", msg("sandbox.data.no_table"), P.MISSING_FILE)])
        findings = list(table_findings(table, self.table_needs))
        if findings:  # data check-data reports the same way (``table_rule``); never met after load_database
            raise DataError(db.game, findings_as_problems(db.game, findings, db))
        self.db = db
        self.table: TableDef = table
        self.decks: dict[str, Deck] = {k: v for k, v in db.cards("deck").items() if isinstance(v, Deck)}
        self.kernel = kernel.table_kernel(self.table_rules, self.action_types)

    @classmethod
    def load(cls, data_root: Path = SHIPPED_DATA, user_root: UserRoot = USER_DATA) -> Self:
        """Shipped data plus user data; raises DataError listing every problem in the TOML."""
        if cls.spec is None:
            raise TypeError(f"{cls.__name__} names no data spec")
        return cls(load_database(cls.spec, data_root, user_root))

    def context(self, state: SandboxState, tap: Tap | None = None) -> TableCtx:
        return TableCtx(self.db, self.table, state, [], tap)

    def new_state(self, setup: Mapping[str, Any], seed: int) -> SandboxState:
        return self.start(setup, seed)[0]

    def start(self, setup: Mapping[str, Any], seed: int) -> tuple[SandboxState, list[Event]]:
        """``setup = {"seats": [{"name": "Aki", "deck": "<deck id>"}, …]}``: decks shuffled, hands drawn."""
        state, events = set_up(self.table, self.decks, self.state_type, setup, seed)
        ctx = TableCtx(self.db, self.table, state, events)
        assert self.kernel is not None and self.kernel.flow is not None
        self.kernel.flow.advance(ctx)  # the first turn begins
        return state, ctx.events

    def decision(self, state: SandboxState) -> Decision:
        assert self.kernel is not None
        return self.kernel.decide(self.context(state))

    def legal_actions(self, state: SandboxState, seat: int | None = None) -> list[Action]:
        assert self.kernel is not None
        return kernel.legal_actions(self.kernel, self.table_rules, self.context(state), seat)

    def extra_candidates(self, state: SandboxState) -> list[Action]:
        """The game's own actions the seat in control could try now (legal or not)."""
        return self.table_rules.candidates(self.context(state))

    def step_text(self, action: Action) -> Words:
        return msg(STEP_IDS.get(type(action).__name__, "sandbox.step.move"))

    def explain_illegal(self, state: SandboxState, action: Action) -> Words:
        if not isinstance(action, self.action_types):
            return rules.NOT_SANDBOX
        return super().explain_illegal(state, action)

    def view(self, state: SandboxState, seat: int | None) -> SandboxView:
        return make_view(self.table, state, seat)

    def everything_view(self, state: SandboxState) -> SandboxView:
        return make_view(self.table, state, None, everything=True)

    def is_over(self, state: SandboxState) -> bool:
        return state.step == TableStep.OVER  # a sandbox ends when the players say so (``EndGame``)

    def round_of(self, state: SandboxState) -> RoundMark:
        return RoundMark((state.turn,), msg("core.round.turn", n=state.turn))
