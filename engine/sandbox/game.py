"""``SandboxGame``: a Game over any ``table.toml`` (issue #12); rule-fragment games subclass it.

A subclass names its data spec and table file and may add actions for what its source
specifies (``extra_candidates`` / ``extra_check`` / ``extra_resolve``); hand moves stay the
same at every sandbox table.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from engine.core.data.database import CardDatabase
from engine.core.errors import IllegalAction
from engine.core.events import Event, Tap
from engine.core.game import Action, Decision, Game, RoundMark
from engine.core.i18n import Words, msg
from engine.core.policy import TablePolicy
from engine.core.rng import Rng
from engine.sandbox import rules
from engine.sandbox.actions import SANDBOX_ACTIONS, Draw
from engine.sandbox.policy import POLICY
from engine.sandbox.state import Placed, SandboxState, all_keys, counter_keys, split_key
from engine.sandbox.table_def import Deck, TableDef
from engine.sandbox.view import SandboxView, make_view

TABLE_FILE = "table.toml"


class SandboxKind(StrEnum):
    TABLE = "table"  # the seat in control moves cards by hand
    OVER = "over"  # the players ended the game: nobody owes anything


@dataclass(frozen=True)
class TableDetail:
    turn_player: int


STEP_IDS = {  # what undo calls a step; any other hand move is "a move"
    "Peek": "sandbox.step.peek",
    "Draw": "sandbox.step.draw",
    "Shuffle": "sandbox.step.shuffle",
}


class SandboxGame(Game[SandboxState]):
    """Players move cards by hand; the subclass automates what its rules source specifies."""

    state_type: ClassVar[type] = SandboxState
    action_types: ClassVar[tuple[type[Action], ...]] = SANDBOX_ACTIONS
    policy: ClassVar[TablePolicy] = POLICY

    def __init__(self, db: CardDatabase) -> None:
        table = db.settings.get(TABLE_FILE)
        if not isinstance(table, TableDef):
            raise ValueError(f"{db.game} needs its {TABLE_FILE} (the zones of the table)")
        self.db = db
        self.table: TableDef = table
        self.decks: dict[str, Deck] = {k: v for k, v in db.cards("deck").items() if isinstance(v, Deck)}

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
        extra = [a for a in self.extra_candidates(state) if self.extra_check(state, a) is None]
        return rules.legal_actions(self.table, state) + extra

    # Messages now, not data Text: ``Game`` says Words for these once [core] is migrated (#17).
    def step_text(self, action: Action) -> Words:
        return msg(STEP_IDS.get(type(action).__name__, "sandbox.step.move"))

    def is_legal(self, state: SandboxState, action: Action) -> bool:
        return self.refusal(state, action) is None

    def refusal(self, state: SandboxState, action: Action) -> Words | None:
        if state.over:
            return rules.GAME_OVER
        if isinstance(action, SANDBOX_ACTIONS):
            return rules.check(self.table, state, action)
        if getattr(action, "seat", None) != state.active:
            return rules.NOT_IN_CONTROL
        return self.extra_check(state, action)

    def explain_illegal(self, state: SandboxState, action: Action) -> Words:
        return self.refusal(state, action) or msg("sandbox.legal_now")

    def apply(self, state: SandboxState, action: Action, tap: Tap | None = None) -> list[Event]:
        """Validate, then resolve (a sandbox table captures no key frames: ``tap`` is unused)."""
        if not isinstance(action, self.action_types) or self.refusal(state, action) is not None:
            raise IllegalAction(self.explain_illegal(state, action), action)
        return self.resolve(state, action)

    def resolve(self, state: SandboxState, action: Action, tap: Tap | None = None) -> list[Event]:
        if isinstance(action, SANDBOX_ACTIONS):
            return rules.resolve(self.table, state, action)
        return self.extra_resolve(state, action)

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
