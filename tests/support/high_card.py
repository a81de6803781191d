"""A tiny two-seat game with hidden hands, for testing the shared machinery.

Each seat holds 3 hidden cards dealt from a shuffled deck of 1–9. Seats take turns
playing one card face down; when both have played, the cards are revealed and the
higher one scores. After 3 tricks the game is over. It exercises everything the
core must handle: randomness, hidden hands, reveals, turn changes, a pending decision.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from engine.core.i18n.text import Text
from engine.core.kernel.events import Event, EventSet
from engine.core.kernel.game import Action, Decision, Game, RoundMark
from engine.core.kernel.piles import Pile
from engine.core.kernel.policy import SeatCard, TablePolicy
from engine.core.kernel.rng import Rng
from engine.core.kernel.view import Hidden
from engine.registry import GameEntry


@dataclass(frozen=True)
class PlayCard(Action):
    seat: int
    card: str


HIGH_CARD_EVENTS = EventSet("high-card")


class HighCardEvent(Event):
    family = HIGH_CARD_EVENTS


class PlayedFaceDown(HighCardEvent):
    """What the other seat reads of a card played: who played, not what."""

    seat: int


class Played(HighCardEvent):
    """A card played face down: only its seat reads which card."""

    seat: int
    card: str

    @property
    def private_to(self) -> frozenset[int]:
        return frozenset((self.seat,))

    def redacted(self) -> Event:
        return PlayedFaceDown(self.seat)


class Revealed(HighCardEvent):
    """Both cards of a trick shown: an undo barrier."""

    reveals = True
    cards: tuple[str, ...]
    winner: int
class HighCardKind(StrEnum):
    PLAY = "play"
    OVER = "over"


@dataclass
class HighCardState:
    seat_names: list[str]
    rng: Rng
    deck: Pile
    hands: list[Pile]
    played: list[str | None] = field(default_factory=lambda: [None, None])
    discard: Pile = field(default_factory=Pile)
    scores: list[int] = field(default_factory=lambda: [0, 0])
    turn: int = 0
    tricks: int = 0


@dataclass(frozen=True)
class HighCardView:
    seat_names: list[str]
    hands: list[list[Any]]
    played: list[Any]
    scores: list[int]
    turn: int
    discard: list[str] = field(default_factory=list)  # every card there was turned up: public


NAMES = (Text("One", "一"), Text("Two", "二"), Text("Three", "三"), Text("Four", "四"), Text("Five", "五"),
         Text("Six", "六"), Text("Seven", "七"), Text("Eight", "八"), Text("Nine", "九"))


def card_name(card: str) -> Text:
    """The name of card ``c<n>`` (what its face and the log call it)."""
    return NAMES[int(card[1:]) - 1]


def cards(game: Any, state: HighCardState, seat: int) -> list[SeatCard]:
    """Every card 1–9, named by its id and its names; hidden from ``seat``: the other hand, the
    other's face-down card, the deck."""
    other = 1 - seat
    hidden = {*state.hands[other], *([state.played[other]] if state.played[other] else []), *state.deck}
    return [SeatCard(f"c{n}", (f"c{n}", NAMES[n - 1].en), f"c{n}" in hidden) for n in range(1, 10)]


class HighCard(Game[HighCardState]):
    id = "high-card"
    title = Text("High Card", "ハイカード")
    state_type = HighCardState
    action_types = (PlayCard,)
    policy = TablePolicy(seats=(2, 2), cards=cards, hides=True, undo="seat", moments={Revealed: Text("Both cards turned up", "両方のカードが公開")},
                         sample_setup=lambda game, seats: {"seat_names": ["Aoi", "Ben"]})

    @classmethod
    def load(cls) -> HighCard:
        """No card data to read (what ``catalog.load_game`` calls)."""
        return cls()

    def new_state(self, setup: Mapping[str, Any], seed: int) -> HighCardState:
        rng = Rng.from_seed(seed)
        deck = Pile([f"c{n}" for n in range(1, 10)])
        deck.shuffle(rng)
        hands = [Pile(deck.draw_many(3)), Pile(deck.draw_many(3))]
        names = list(setup.get("seat_names", ["Aoi", "Ben"]))
        rng.take_record()
        return HighCardState(seat_names=names, rng=rng, deck=deck, hands=hands)

    def decision(self, state: HighCardState) -> Decision:
        if state.tricks >= 3:
            return Decision((), HighCardKind.OVER)
        return Decision((state.turn,), HighCardKind.PLAY)

    def legal_actions(self, state: HighCardState, seat: int | None = None) -> list[Action]:
        if state.tricks >= 3 or (seat is not None and seat != state.turn):
            return []
        return [PlayCard(state.turn, c) for c in state.hands[state.turn]]

    def explain_illegal(self, state: HighCardState, action: Action) -> Text:
        if isinstance(action, PlayCard) and action.seat != state.turn:
            name = state.seat_names[state.turn]
            return Text(f"It is {name}'s turn.", f"今は{name}の番です。")
        return super().explain_illegal(state, action)

    def resolve(self, state: HighCardState, action: Action) -> list[Event]:
        assert isinstance(action, PlayCard)
        state.hands[action.seat].remove(action.card)
        state.played[action.seat] = action.card
        events: list[Event] = [Played(action.seat, action.card)]
        if None in state.played:
            state.turn = 1 - state.turn
            return events
        values = [int(str(c)[1:]) for c in state.played]
        winner = 0 if values[0] > values[1] else 1
        state.scores[winner] += 1
        events.append(Revealed(tuple(c for c in state.played if c), winner))
        state.discard.put_top(*[c for c in state.played if c])
        state.played = [None, None]
        state.tricks += 1
        state.turn = winner
        return events

    def view(self, state: HighCardState, seat: int | None) -> HighCardView:
        hands = [[c if s == seat else Hidden() for c in hand] for s, hand in enumerate(state.hands)]
        played = [None if c is None else (c if s == seat else Hidden()) for s, c in enumerate(state.played)]
        return HighCardView(list(state.seat_names), hands, played, list(state.scores), state.turn, list(state.discard))

    def everything_view(self, state: HighCardState) -> HighCardView:
        hands = [list(hand) for hand in state.hands]
        return HighCardView(list(state.seat_names), hands, list(state.played), list(state.scores), state.turn,
                            list(state.discard))

    def round_of(self, state: HighCardState) -> RoundMark | None:
        """A trick is a round (none once the game is over)."""
        if state.tricks >= 3:
            return None
        n = state.tricks + 1
        return RoundMark((n,), Text(f"trick {n}", f"{n}トリック目"))


# The toy's one registry entry (a test registers it: ``monkeypatch.setitem(registry.GAMES, ...)``,
# or for a whole run ``TABLETOP_TEST_GAMES=tests.support.high_card:ENTRY``, see tests/conftest.py).
ENTRY = GameEntry(
    id=HighCard.id,
    name=HighCard.title,
    engine="tests.support.high_card:HighCard",
    table_screen="tests.support.high_card_table:HighCardTable",
)
