"""A toy two-seat game of face-down picks, for the core's seats, undo, timeouts and bots (issue #9).

Each seat is dealt 3 hidden cards from a shuffled deck of 1–9. A round: both seats pick one
card face down at once (a simultaneous step: each pick is an event private to its seat),
then the round's leader turns both over (a reveal); the higher card scores a point and the
lower seat leads the next round. After 3 rounds the game is over. When a seat's time runs
out the rules pick its lowest card (or turn the picks over).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from engine.core.i18n.text import Text
from engine.core.kernel.events import Event, EventSet
from engine.core.kernel.game import Action, Decision, Game
from engine.core.kernel.piles import Pile
from engine.core.kernel.policy import SeatCard, TablePolicy
from engine.core.kernel.rng import Rng
from engine.core.kernel.view import Hidden

ROUNDS = 3
PICK_EVENTS = EventSet("toy-pick")


class PickEvent(Event):
    family = PICK_EVENTS


class PickedFaceDown(PickEvent):
    """What the other seat reads of a pick: that it was made."""

    seat: int


class Picked(PickEvent):
    """A face-down pick: only its seat reads the card."""

    seat: int
    card: int

    @property
    def private_to(self) -> frozenset[int]:
        return frozenset((self.seat,))

    def redacted(self) -> Event:
        return PickedFaceDown(self.seat)


class Revealed(PickEvent):
    reveals = True
    cards: tuple[int, int]
    winner: int | None


class PickKind(StrEnum):
    PICK = "pick"
    REVEAL = "reveal"
    OVER = "over"


@dataclass(frozen=True)
class Pick(Action):
    """Lay one card of your hand face down."""

    card: int


@dataclass(frozen=True)
class Reveal(Action):
    """The round's leader turns both picks over."""


@dataclass
class PickState:
    seat_names: list[str]
    rng: Rng
    deck: Pile
    hands: list[list[int]]
    picks: list[int | None] = field(default_factory=lambda: [None, None])
    shown: list[list[int]] = field(default_factory=lambda: [[], []])  # revealed cards, per seat
    scores: list[int] = field(default_factory=lambda: [0, 0])
    leader: int = 0
    round: int = 0


@dataclass(frozen=True)
class PickView:
    seat: int | None
    seat_names: list[str]
    hands: list[list[Any]]  # the other seat's cards are Hidden
    picks: list[Any]  # None: not picked yet; Hidden: picked face down by the other seat
    shown: list[list[int]]
    scores: list[int]
    leader: int
    round: int


def cards(game: Any, state: PickState, seat: int) -> list[SeatCard]:
    """Every card 1–9; hidden from ``seat``: the other hand, the other's face-down pick, the deck."""
    other = 1 - seat
    hidden = {*state.hands[other], *([state.picks[other]] if state.picks[other] is not None else []),
              *(int(c) for c in state.deck)}
    return [SeatCard(f"card-{n}", (f"card-{n}",), n in hidden) for n in range(1, 10)]


class ToyPick(Game[PickState]):
    id = "toy-pick"
    title = Text("Face-down Pick", "伏せ札")
    state_type = PickState
    action_types = (Pick, Reveal)
    policy = TablePolicy(seats=(2, 2), simultaneous_picks=True, cards=cards, hides=True, undo="seat",
                         leave_bot="timeout", moments={Revealed: Text("Both picks turned up", "両方の伏せ札を公開")},
                         sample_setup=lambda game, seats: {"seat_names": ["Aoi", "Ben"]})

    def new_state(self, setup: Mapping[str, Any], seed: int) -> PickState:
        rng = Rng.from_seed(seed)
        deck = Pile([str(n) for n in range(1, 10)])
        deck.shuffle(rng)
        hands = [sorted(int(c) for c in deck.draw_many(ROUNDS)) for _ in range(2)]
        names = list(setup.get("seat_names", ["Aoi", "Ben"]))
        return PickState(seat_names=names, rng=rng, deck=deck, hands=hands)

    def decision(self, state: PickState) -> Decision:
        if state.round >= ROUNDS:
            return Decision((), PickKind.OVER)
        owing = tuple(s for s in (state.leader, 1 - state.leader) if state.picks[s] is None)
        if owing:
            return Decision(owing, PickKind.PICK, simultaneous=True)
        return Decision((state.leader,), PickKind.REVEAL)

    def legal_actions(self, state: PickState, seat: int | None = None) -> list[Action]:
        d = self.decision(state)
        seat = d.seat if seat is None else seat
        if seat is None or not d.owes(seat):
            return []
        if d.kind is PickKind.REVEAL:
            return [Reveal(seat)]
        return [Pick(seat, card) for card in state.hands[seat]]

    def explain_illegal(self, state: PickState, action: Action) -> Text:
        d = self.decision(state)
        if d.seats and not d.owes(action.seat):
            name = state.seat_names[action.seat]
            return Text(f"{name} has nothing to do now.", f"{name}は今することがありません。")
        return super().explain_illegal(state, action)

    def timeout_action(self, state: PickState, seat: int) -> Action | None:
        """Out of time: the lowest card of the hand, or the reveal."""
        legal = self.legal_actions(state, seat)
        return min(legal, key=lambda a: a.card if isinstance(a, Pick) else 0) if legal else None

    def step_text(self, action: Action) -> Text:
        if isinstance(action, Pick):
            return Text("face-down pick", "伏せた選択")
        return Text("reveal", "公開")

    def resolve(self, state: PickState, action: Action) -> list[Event]:
        seat = action.seat
        if isinstance(action, Pick):
            state.hands[seat].remove(action.card)
            state.picks[seat] = action.card
            return [Picked(seat, action.card)]
        a, b = (int(p or 0) for p in state.picks)
        winner = None if a == b else (0 if a > b else 1)
        if winner is not None:
            state.scores[winner] += 1
            state.leader = 1 - winner
        for s in (0, 1):
            state.shown[s].append(int(state.picks[s] or 0))
        state.picks = [None, None]
        state.round += 1
        return [Revealed((a, b), winner)]

    def view(self, state: PickState, seat: int | None) -> PickView:
        hands = [list(h) if s == seat else [Hidden() for _ in h] for s, h in enumerate(state.hands)]
        picks = [p if p is None or s == seat else Hidden() for s, p in enumerate(state.picks)]
        return PickView(seat, list(state.seat_names), hands, picks, [list(c) for c in state.shown],
                        list(state.scores), state.leader, state.round)


class ScoreKeeper:
    """A bot for the toy game that reads only its view: ahead on points, it throws its lowest
    card away; otherwise it plays the lowest card that beats every card the other seat may
    still hold (known from the deck minus what it has seen), else its highest."""

    needs_view = True

    def choose(self, view: PickView, legal: Sequence[Action], rng: Rng) -> Action:
        picks = [a for a in legal if isinstance(a, Pick)]
        if not picks:
            return legal[0]  # the reveal
        seat = picks[0].seat
        mine = sorted(a.card for a in picks)
        if view.scores[seat] > view.scores[1 - seat]:
            return Pick(seat, mine[0])
        seen = set(mine) | {c for shown in view.shown for c in shown}
        possible = [n for n in range(1, 10) if n not in seen]
        beating = [c for c in mine if not possible or c > max(possible)]
        return Pick(seat, beating[0] if beating else mine[-1])
