"""``FatalFight``: the Game (design.md §1–7) over the rule modules of this package.

Build it from a loaded ``CardDatabase`` (``FatalFight.load()`` reads ``data/fatal_fight`` and
the user's folder) or from plain card models and a ``Rules`` (tests, tools).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine.core.data.database import CardDatabase
from engine.core.data.loader import USER_DATA, UserRoot, load_database
from engine.core.data.problems import DataError, findings_as_problems
from engine.core.i18n.catalog import Words, msg
from engine.core.kernel.events import Event, Tap
from engine.core.kernel.game import Action, Decision, Game, RoundMark
from engine.core.kernel.piles import count_cards
from engine.core.kernel.policy import TablePolicy
from engine.core.kernel.rng import Rng
from engine.core.saves.userdirs import SHIPPED_DATA
from engine.fatal_fight import actions as A
from engine.fatal_fight import replay_hooks, step_words
from engine.fatal_fight import rules as rule_book
from engine.fatal_fight.actions import ACTION_TYPES
from engine.fatal_fight.cards import Cards, data_findings
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.information import Information, determinize, information
from engine.fatal_fight.keyframes import EnemyPhaseFrames
from engine.fatal_fight.schema import SPEC, Rules
from engine.fatal_fight.setup import MAX_HEROES
from engine.fatal_fight.setup import start as set_up
from engine.fatal_fight.state import FatalFightState
from engine.fatal_fight.summary import save_summary
from engine.fatal_fight.view import FatalFightView, make_view


class FatalFight(Game[FatalFightState]):
    """Fatal Fight (draft 13) as digested in rules/fatal-fight.md."""

    id = "fatal-fight"
    title = msg("games.fatal-fight.title")
    state_type = FatalFightState
    action_types = ACTION_TYPES
    keyframes = EnemyPhaseFrames
    policy = TablePolicy(seats=(1, MAX_HEROES), undo="table", bots=("heuristic", "random"))  # co-op: hands are open

    def __init__(self, cards: Cards | CardDatabase | Mapping[str, Any], rules: Rules | None = None) -> None:
        self.cards = cards if isinstance(cards, Cards) else Cards(cards)
        self.db = cards if isinstance(cards, CardDatabase) else None  # for live reload (issue #6)
        if rules is None and isinstance(cards, CardDatabase):
            rules = cards.settings.get("rules.toml")  # type: ignore[assignment]
        if not isinstance(rules, Rules):
            raise ValueError("FatalFight needs the rules.toml settings (a Rules model)")
        self.rules = rules
        self._reading: Ctx | None = None  # see legal_actions
        findings = list(data_findings(self.cards, rules))  # the rule check-data applies (SPEC.rules)
        if findings:
            raise DataError(self.id, findings_as_problems(self.id, findings, self.db))

    @classmethod
    def load(cls, data_root: Path = SHIPPED_DATA, user_root: UserRoot = USER_DATA) -> FatalFight:
        """Shipped data plus user data; raises DataError listing every problem in the TOML."""
        return cls(load_database(SPEC, data_root, user_root))

    kernel = rule_book.KERNEL

    def context(self, state: FatalFightState, tap: Tap | None = None) -> Ctx:
        return Ctx(self.cards, self.rules, state, [], tap)  # positional: made for every action

    # --- setup (FF-S) ---------------------------------------------------------------------
    def new_state(self, setup: Mapping[str, Any], seed: int) -> FatalFightState:
        """``setup = {"heroes": [{"character": id, "player": name}, ...], "variants": [...]}``."""
        return self.start(setup, seed)[0]

    def start(self, setup: Mapping[str, Any], seed: int) -> tuple[FatalFightState, list[Event]]:
        """``new_state`` plus the events of setting up (``fatal_fight.setup``: stage 1's first card, entries, draws)."""
        ctx = set_up(self.cards, self.rules, setup, seed)
        return ctx.state, ctx.events

    # --- the Game interface ---------------------------------------------------------------
    def decision(self, state: FatalFightState) -> Decision:
        return rule_book.decision_of(state)

    def legal_actions(self, state: FatalFightState, seat: int | None = None) -> list[Action]:
        """Listing reads the state and never emits, so it reads through one context per state:
        the last one made, while it is over this very state (bots list every decision of a game
        on one state object; issue #28). A context is never pointed at another state."""
        ctx = self._reading
        if ctx is None or ctx.state is not state:
            ctx = self._reading = self.context(state)
        return rule_book.legal_actions(ctx, seat)

    def is_over(self, state: FatalFightState) -> bool:
        return rule_book.is_over(state)

    def candidates(self, state: FatalFightState) -> list[Action]:
        """Every action the rules weigh for the deciding seat now; ``legal_actions`` are the ones
        that pass their check. Screens ask ``explain_illegal`` about the others (issue #9)."""
        d = rule_book.decision(self.context(state))
        return [] if d.seat is None else rule_book.candidates(self.context(state), d)

    def explain_illegal(self, state: FatalFightState, action: Action) -> Words:
        if not isinstance(action, self.action_types):
            return msg("fatal_fight.refusal.not_this_game")
        return rule_book.check(self.context(state), action) or msg("fatal_fight.refusal.legal")

    def view(self, state: FatalFightState, seat: int | None) -> FatalFightView:
        return make_view(self.context(state), seat)

    def bot_view(self, state: FatalFightState, seat: int) -> Information:
        """What a bot reads: the state with its hidden orders made canonical (``information``)."""
        return information(state)

    def determinize(self, view: Information, seat: int, rng: Rng) -> FatalFightState:
        return determinize(view, rng)

    def step_text(self, action: Action) -> Words:
        return step_words.step_text(action)

    def chance_unseen(self, action: Action) -> bool:
        """FF-R0: a bought art goes into the face-down deck at a random place no one sees, so a
        purchase can be taken back in strict undo mode (issue #25)."""
        return isinstance(action, A.BuyArt)

    def save_summary(self, state: FatalFightState) -> Words:
        """Where the campaign stands, for the Load list (issue #16)."""
        return save_summary(self.cards, state)

    def everything_view(self, state: FatalFightState) -> FatalFightView:
        return replay_hooks.everything_view(self.context(state))

    def round_of(self, state: FatalFightState) -> RoundMark | None:
        return replay_hooks.round_mark(state)


def all_cards(state: FatalFightState) -> Counter[str]:
    """Every card instance in the state, piles and board (for conservation tests)."""
    loose = [foe.card for group in state.groups for foe in group]
    return count_cards(state, loose)
