"""``Alchemic``: the Game (design.md §1–7) over the rule modules of this package.

Build it from a loaded ``CardDatabase`` (``Alchemic.load()`` reads ``data/alchemic`` and the
user's folder) or from plain card models and a ``Rules`` (tests, tools).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine.alchemic import rules as rule_book
from engine.alchemic.actions import (
    ACTION_TYPES,
)
from engine.alchemic.cards import Cards, rules_of
from engine.alchemic.context import Ctx
from engine.alchemic.determinize import determinize
from engine.alchemic.policy import POLICY
from engine.alchemic.schema import SPEC, Rules
from engine.alchemic.setup import start as set_up
from engine.alchemic.state import AlchemicState
from engine.alchemic.steps import OVER_STEP
from engine.alchemic.view import AlchemicView, make_view
from engine.core.data.database import CardDatabase
from engine.core.data.loader import USER_DATA, UserRoot, load_database
from engine.core.i18n.catalog import Words, msg
from engine.core.kernel.events import Event, Tap
from engine.core.kernel.game import Action, Decision, Game, RoundMark
from engine.core.kernel.piles import count_cards
from engine.core.kernel.rng import Rng
from engine.core.saves.userdirs import SHIPPED_DATA

TITLE = msg("games.alchemic.title")


class Alchemic(Game[AlchemicState]):
    """Alchemic Card Battle as digested in rules/alchemic-card-battle.md."""

    id = "alchemic"
    title = TITLE
    state_type = AlchemicState
    action_types = ACTION_TYPES
    policy = POLICY
    data_version = "1"  # 1: a face-down battle card is a strict undo barrier; older strict saves' floors differ

    def __init__(self, cards: Cards | CardDatabase | Mapping[str, Any], rules: Rules | None = None) -> None:
        self.cards = cards if isinstance(cards, Cards) else Cards(cards)
        self.db = cards if isinstance(cards, CardDatabase) else None
        if rules is None and isinstance(cards, CardDatabase):
            rules = rules_of(cards)
        self.rules = rules or Rules()

    @classmethod
    def load(cls, data_root: Path = SHIPPED_DATA, user_root: UserRoot = USER_DATA) -> Alchemic:
        """Shipped data plus user data; raises DataError listing every problem in the TOML."""
        return cls(load_database(SPEC, data_root, user_root))

    kernel = rule_book.KERNEL

    def context(self, state: AlchemicState, tap: Tap | None = None) -> Ctx:
        # Positional: a keyword in a class call makes Python build a dict for it, which doubles the
        # cost of the context every bot step makes (issue #28).
        return Ctx(self.cards, self.rules, state, [], tap)

    def new_state(self, setup: Mapping[str, Any], seed: int) -> AlchemicState:
        return self.start(setup, seed)[0]

    def start(self, setup: Mapping[str, Any], seed: int) -> tuple[AlchemicState, list[Event]]:
        """The game dealt (``alchemic.setup``: AC-S1..S3) and the events of dealing."""
        ctx = set_up(self.cards, self.rules, setup, seed)
        return ctx.state, ctx.events

    # --- the Game interface -----------------------------------------------------------------
    def decision(self, state: AlchemicState) -> Decision:
        return rule_book.decision(self.context(state))

    def owing(self, state: AlchemicState) -> tuple[int, ...]:
        """Every seat that owes an action now (a battle's face-down picks: both, attacker first)."""
        return rule_book.owing(self.context(state))

    def legal_actions(self, state: AlchemicState, seat: int | None = None) -> list[Action]:
        return rule_book.legal_actions(self.context(state), seat)

    def explain_illegal(self, state: AlchemicState, action: Action) -> Words:
        if not isinstance(action, self.action_types):
            return msg("alchemic.refusal.not_this_game")
        return super().explain_illegal(state, action)

    def card_refusal(self, state: AlchemicState, seat: int, card: str) -> Words | None:
        """Why ``seat`` cannot use its hand card ``card`` now (None: it can), for a screen to say
        where the player clicked (``rules.card_refusal``)."""
        return rule_book.card_refusal(self.context(state), seat, card)

    def is_over(self, state: AlchemicState) -> bool:
        return state.step == OVER_STEP

    def timeout_action(self, state: AlchemicState, seat: int) -> Action | None:
        return rule_book.timeout_action(self.context(state), seat)

    def step_text(self, action: Action) -> Words:
        return rule_book.step_text(action)

    def view(self, state: AlchemicState, seat: int | None) -> AlchemicView:
        return make_view(self.context(state), seat)

    def everything_view(self, state: AlchemicState) -> AlchemicView:
        return make_view(self.context(state), None, everything=True)

    def round_of(self, state: AlchemicState) -> RoundMark | None:
        """AC turns (0 while the opening hands are kept or redrawn)."""
        if state.turn < 1:
            return None
        return RoundMark((state.turn,), msg("core.round.turn", n=state.turn))

    def determinize(self, view: AlchemicView, seat: int, rng: Rng) -> AlchemicState:
        """A full state consistent with ``view`` (CORE_API.md: search bots sample the hidden rest)."""
        return determinize(self.cards, view, seat, rng)


def all_cards(state: AlchemicState) -> Counter[str]:
    """Every card instance in the state's piles and the pending picks (for conservation tests)."""
    loose = []
    if state.battle is not None:
        loose = [p.card for p in (state.battle.attack, state.battle.defence) if p is not None and p.card]
    return count_cards(state.players, loose)
