"""``MySaga``: the Game (design.md §1–7) over the rule modules of this package: setup (``setup``), the
kernel (``rules``: dispatch per decision kind, ``flow``: the set's step table), views (``view``).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine.core.data.database import CardDatabase
from engine.core.data.loader import USER_DATA, UserRoot, load_database
from engine.core.i18n.catalog import Msg, Words, msg
from engine.core.kernel.events import Tap
from engine.core.kernel.game import Action, Decision, Event, Game, RoundMark
from engine.core.kernel.rng import Rng
from engine.core.saves.userdirs import SHIPPED_DATA
from engine.mysaga import charge as charges
from engine.mysaga import rules as rule_book
from engine.mysaga.actions import ACTION_TYPES, PickCard, PlayPreRound, charge_name
from engine.mysaga.cards import Cards
from engine.mysaga.context import Ctx
from engine.mysaga.policy import POLICY
from engine.mysaga.schema import SPEC, Rules
from engine.mysaga.setup import start as set_up
from engine.mysaga.state import PRE_ROUND, MySagaState
from engine.mysaga.steps import MsPhase
from engine.mysaga.view import MySagaView, make_view


class MySaga(Game[MySagaState]):
    """My Crypto Saga battle (beta rules) as digested in rules/my-crypto-saga.md."""

    id = "mysaga"
    title = msg("games.mysaga.title")
    state_type = MySagaState
    action_types = ACTION_TYPES
    policy = POLICY
    data_version = "1"  # 1: MS-C5 Hyper = 2 × the round's Double (its total is in the state); older saves replay otherwise

    def __init__(self, cards: Cards | CardDatabase | Mapping[str, Any], rules: Rules | None = None) -> None:
        db = cards if isinstance(cards, CardDatabase) else None
        self.cards = cards if isinstance(cards, Cards) else Cards(cards)
        if rules is None and db is not None:
            rules = db.settings.get("rules.toml")  # type: ignore[assignment]
        self.rules: Rules = rules if isinstance(rules, Rules) else Rules()
        self.db = db
        self.cards.check_decks(self.rules, db)

    @classmethod
    def load(cls, data_root: Path = SHIPPED_DATA, user_root: UserRoot = USER_DATA) -> MySaga:
        """Shipped data plus user data; raises DataError listing every problem in the TOML."""
        return cls(load_database(SPEC, data_root, user_root))

    kernel = rule_book.KERNEL

    def context(self, state: MySagaState, tap: Tap | None = None) -> Ctx:
        return Ctx(self.cards, self.rules, state, [], tap)  # positional: made at every bot decision

    def new_state(self, setup: Mapping[str, Any], seed: int) -> MySagaState:
        return self.start(setup, seed)[0]

    def start(self, setup: Mapping[str, Any], seed: int) -> tuple[MySagaState, list[Event]]:
        """The set dealt (``mysaga.setup``: seats, decks, first flag) and the events of dealing."""
        ctx = set_up(self.cards, self.rules, setup, seed)
        return ctx.state, ctx.events

    # --- the Game interface ------------------------------------------------------------------
    def decision(self, state: MySagaState) -> Decision:
        return rule_book.decision(state)

    def owing_seats(self, state: MySagaState) -> tuple[int, ...]:
        """Every seat that owes an action now (several during a simultaneous pick)."""
        return rule_book.owing(state)[1]

    def legal_actions(self, state: MySagaState, seat: int | None = None) -> list[Action]:
        return rule_book.legal_actions(state, seat)

    def explain_illegal(self, state: MySagaState, action: Action) -> Words:
        if not isinstance(action, self.action_types):
            return msg("mysaga.refuse.not_an_action")
        return super().explain_illegal(state, action)

    def is_over(self, state: MySagaState) -> bool:
        return state.phase == MsPhase.OVER

    def timeout_action(self, state: MySagaState, seat: int) -> Action | None:
        """MS-C9: the rules' default action when ``seat``'s time runs out (or a bot takes over)."""
        return rule_book.timeout_action(self.context(state), seat)

    def step_text(self, action: Action) -> Msg:
        """What ``action`` is called in undo's refusals."""
        if isinstance(action, PickCard):
            return msg("mysaga.step.pick")
        if isinstance(action, PlayPreRound):
            return msg("mysaga.step.pre_round")
        return charge_name(type(action))

    def charge_cost(self, state: MySagaState, action: Action) -> int:
        """The exact KP a charge action takes now (for the charge panel)."""
        return charges.cost(state, action)

    def view(self, state: MySagaState, seat: int | None) -> MySagaView:
        return make_view(self.context(state), seat)

    def everything_view(self, state: MySagaState) -> MySagaView:
        return make_view(self.context(state), None, everything=True)

    def round_of(self, state: MySagaState) -> RoundMark:
        """MS rounds: the pre-round, round 1 and round 2 of each game of the set."""
        game = state.game_no + 1
        if state.round == PRE_ROUND:
            return RoundMark((state.game_no, PRE_ROUND), msg("core.round.game_pre", game=game))
        return RoundMark((state.game_no, state.round), msg("core.round.game", game=game, round=state.round))

    def determinize(self, view: MySagaView, seat: int, rng: Rng) -> MySagaState:
        """A full state consistent with ``view`` (hidden hands and picks sampled), for search bots."""
        from engine.mysaga.determinize import determinize

        return determinize(self, view, seat, rng)
