"""``SandboxGame``: a Game over any ``table.toml`` (issue #12); rule-fragment games subclass it.

A subclass names its data spec and table file and may add actions for what its source
specifies (``extra_candidates`` / ``extra_check`` / ``extra_resolve``); hand moves stay the
same at every sandbox table.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from engine.core.data import problems as P
from engine.core.data.database import CardDatabase
from engine.core.data.problems import DataError, Problem, findings_as_problems
from engine.core.i18n.catalog import Words, msg
from engine.core.kernel.dispatch import Dispatch, Rule
from engine.core.kernel.events import Event, Tap
from engine.core.kernel.game import Action, Decision, Game, RoundMark
from engine.core.kernel.policy import TablePolicy
from engine.core.kernel.reducer import Context, Kernel
from engine.core.kernel.rng import Rng
from engine.sandbox import rules
from engine.sandbox.actions import SANDBOX_ACTIONS, Draw
from engine.sandbox.policy import POLICY
from engine.sandbox.state import Placed, SandboxState, all_keys, counter_keys, split_key
from engine.sandbox.table_def import TABLE_FILE, Deck, TableDef, TableNeeds, table_findings
from engine.sandbox.view import SandboxView, make_view


class SandboxKind(StrEnum):
    TABLE = "table"  # the seat in control moves cards by hand
    OVER = "over"  # the players ended the game: nobody owes anything


@dataclass(frozen=True)
class TableDetail:
    turn_player: int


class TableCtx(Context[CardDatabase, TableDef, SandboxState]):
    """The rules context of a sandbox table: its card data, its table definition (``rules``), the state."""


Check = Callable[[TableCtx, Any], Words | None]
Do = Callable[[TableCtx, Any], None]


def hand_move(kind: type[Action]) -> Rule[TableCtx]:
    """The rule of a hand move (``sandbox.rules``): its check, and its events into the context."""
    check_one = rules.CHECKS[kind]
    return Rule(lambda ctx, a: check_one(ctx.rules, ctx.state, a),
                lambda ctx, a: ctx.events.extend(rules.resolve(ctx.rules, ctx.state, a)))


HAND_MOVES: dict[type[Action], Rule[TableCtx]] = {kind: hand_move(kind) for kind in SANDBOX_ACTIONS}


STEP_IDS = {  # what undo calls a step; any other hand move is "a move"
    "Peek": "sandbox.step.peek",
    "Draw": "sandbox.step.draw",
    "Shuffle": "sandbox.step.shuffle",
}


class SandboxGame(Game[SandboxState]):
    """Players move cards by hand; the subclass automates what its rules source specifies."""

    state_type: ClassVar[type] = SandboxState
    action_types: ClassVar[tuple[type[Action], ...]] = SANDBOX_ACTIONS
    table_needs: ClassVar[TableNeeds] = TableNeeds()  # what the subclass's rules use (its SPEC checks it too)
    policy: ClassVar[TablePolicy] = POLICY

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
        self.kernel = Kernel[TableCtx](Dispatch(self.rule_tables(), self.not_now, self.not_yours, rules.GAME_OVER),
                                       lambda ctx: self.decision(ctx.state), settle=self.settle)

    # --- the kernel (design.md §18): hand moves, and what the game adds -------------------------
    def rule_tables(self) -> dict[StrEnum, dict[type[Action], Rule[TableCtx]]]:
        """Per decision kind, the rule of each action type: the hand moves and the game's own."""
        own = {kind: Rule[TableCtx](self._extra_check, self._extra_do) for kind in self.action_types
               if kind not in SANDBOX_ACTIONS}
        return {SandboxKind.TABLE: {**HAND_MOVES, **own}, SandboxKind.OVER: {}}

    def _extra_check(self, ctx: TableCtx, action: Action) -> Words | None:
        return self.extra_check(ctx.state, action)

    def _extra_do(self, ctx: TableCtx, action: Action) -> None:
        ctx.events.extend(self.extra_resolve(ctx.state, action))

    def not_now(self, kind: StrEnum) -> Words:
        return rules.NOT_SANDBOX

    def not_yours(self, ctx: TableCtx, decision: Decision) -> Words:
        return rules.NOT_IN_CONTROL

    def settle(self, ctx: TableCtx) -> None:
        """What holds after every action (a game's bookkeeping); nothing at a bare table."""

    def context(self, state: SandboxState, tap: Tap | None = None) -> TableCtx:
        return TableCtx(self.db, self.table, state, tap=tap)

    # --- set-up ---------------------------------------------------------------------------
    def new_state(self, setup: Mapping[str, Any], seed: int) -> SandboxState:
        return self.start(setup, seed)[0]

    def start(self, setup: Mapping[str, Any], seed: int) -> tuple[SandboxState, list[Event]]:
        """``setup = {"seats": [{"name": "Aki", "deck": "<deck id>"}, …]}``: decks shuffled, hands drawn."""
        seats = list(setup.get("seats", []))
        if len(seats) != self.table.seats:
            raise ValueError(f"this table seats {self.table.seats} players, not {len(seats)}")
        unknown = [s.get("deck") for s in seats if s.get("deck") not in self.decks]
        if unknown:
            raise ValueError(f"unknown deck(s) {unknown}; decks: {sorted(self.decks)}")
        rng = Rng.from_seed(seed)
        state = self.state_type(
            seat_names=[str(s.get("name") or f"Player {i + 1}") for i, s in enumerate(seats)], rng=rng,
            zones={key: [] for key in all_keys(self.table, len(seats))},
            counters={key: self._counter_start(key) for key in counter_keys(self.table, len(seats))},
        )
        events: list[Event] = []
        for seat, chosen in enumerate(seats):
            deck = state.zones[f"{seat}.{self.table.deck_zone}"]
            for entry in self.decks[str(chosen["deck"])].cards:
                deck.extend(Placed(state.fresh_uid(), entry.card, False) for _ in range(entry.count))
            rng.shuffle(deck)
            for placed in deck:
                placed.uid = state.fresh_uid()
            for _ in range(min(self.table.opening_hand, len(deck))):
                events += rules.resolve(self.table, state, Draw(seat))
        return state, events

    def _counter_start(self, key: str) -> int:
        counter_id = split_key(key)[1]
        return next(c.start for c in self.table.counters if c.id == counter_id)

    # --- the Game interface ---------------------------------------------------------------
    def decision(self, state: SandboxState) -> Decision:
        if state.over:
            return Decision((), SandboxKind.OVER)
        return Decision((state.active,), SandboxKind.TABLE, TableDetail(state.turn_player))

    def legal_actions(self, state: SandboxState, seat: int | None = None) -> list[Action]:
        if state.over or (seat is not None and seat != state.active):
            return []  # only the seat in control of the table acts
        extra = [a for a in self.extra_candidates(state) if self.is_legal(state, a)]
        return rules.legal_actions(self.table, state) + extra

    # Messages now, not data Text: ``Game`` says Words for these once [core] is migrated (#17).
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
        return state.over  # a sandbox ends when the players say so (``EndGame``)

    def round_of(self, state: SandboxState) -> RoundMark:
        return RoundMark((state.turn,), msg("core.round.turn", n=state.turn))

    # --- what a rule-fragment game adds ---------------------------------------------------
    def extra_candidates(self, state: SandboxState) -> list[Action]:
        """The game's own actions the seat in control could try now."""
        return []

    def extra_check(self, state: SandboxState, action: Action) -> Words | None:
        """Why one of the game's own actions is refused (None: legal)."""
        return rules.NOT_SANDBOX

    def extra_resolve(self, state: SandboxState, action: Action) -> list[Event]:
        raise NotImplementedError(type(action).__name__)
