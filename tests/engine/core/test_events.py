"""Typed events and the one fold mechanism (issue #9, design.md §15), on a toy set of events."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from engine.core.kernel.events import Event, EventSet, Fold, UnknownEvent, on, snake_case
from engine.core.kernel.forecast import forecast
from engine.core.kernel.keyframes import KeyFrames
from engine.core.kernel.session import Session
from tests.engine.core.lucky import LuckyHighCard, Reroll, Rerolled
from tests.support.high_card import HighCard, PlayCard, Played, PlayedFaceDown, Revealed

TOY = EventSet("toy")


class ToyEvent(Event):
    family = TOY


class Scored(ToyEvent):
    seat: int
    points: int


class CardsShown(ToyEvent):
    reveals = True
    cards: tuple[str, ...]


class HandPeeked(ToyEvent):
    seat: int


class Elsewhere(Event):
    """An event of no game's set (the root ``Event`` names none)."""


@dataclass
class Points(Fold[None], events=TOY):
    total: dict[int, int] = field(default_factory=dict)
    shown: list[str] = field(default_factory=list)

    @on(Scored)
    def _scored(self, e: Scored) -> None:
        self.total[e.seat] = self.total.get(e.seat, 0) + e.points

    @on(CardsShown)
    def _shown(self, e: CardsShown) -> None:
        self.shown.extend(e.cards)


def test_a_fold_dispatches_by_type_and_skips_known_events_it_does_not_read() -> None:
    points = Points().feed([Scored(0, 2), HandPeeked(1), Scored(0, 3), CardsShown(("a", "b"))])
    assert points.total == {0: 5} and points.shown == ["a", "b"]


def test_an_event_outside_the_folds_set_is_an_error_never_silence() -> None:
    with pytest.raises(UnknownEvent, match="Points cannot read a Played event"):
        Points().feed([Played(0, "c1")])
    with pytest.raises(UnknownEvent):
        Points().visit(Elsewhere())


def test_a_fold_with_no_set_must_handle_everything_it_is_given() -> None:
    class OnlyScores(Fold[int]):
        @on(Scored)
        def _scored(self, e: Scored) -> int:
            return e.points

    assert OnlyScores().visit(Scored(0, 4)) == 4
    with pytest.raises(UnknownEvent):
        OnlyScores().visit(HandPeeked(0))


def test_visit_returns_the_handlers_answer() -> None:
    class Worded(Fold[str], events=TOY, complete=True):
        ignore = frozenset({HandPeeked})

        @on(Scored, CardsShown)
        def _line(self, e: Event) -> str:
            return e.kind

    assert [Worded().visit(e) for e in (Scored(0, 1), CardsShown(()), HandPeeked(0))] == \
        ["scored", "cards_shown", None]


def test_a_complete_fold_missing_a_class_fails_when_it_is_defined() -> None:
    with pytest.raises(TypeError, match="does not handle or ignore cards_shown, hand_peeked"):
        class Partial(Fold[None], events=TOY, complete=True):
            @on(Scored)
            def _scored(self, e: Scored) -> None:
                pass
    assert Points.missing() == ["hand_peeked"]


def test_a_fold_reading_a_foreign_class_fails_when_it_is_defined() -> None:
    with pytest.raises(TypeError, match="reads Played: not toy events"):
        class Foreign(Fold[None], events=TOY):
            @on(Played)
            def _played(self, e: Played) -> None:
                pass


def test_two_handlers_for_one_class_fail_and_a_subclass_overrides() -> None:
    with pytest.raises(TypeError, match="both handle Scored"):
        class Twice(Fold[None], events=TOY):
            @on(Scored)
            def _a(self, e: Scored) -> None:
                pass

            @on(Scored)
            def _b(self, e: Scored) -> None:
                pass

    class Doubled(Points):
        def _scored(self, e: Scored) -> None:  # same name: the override is the handler
            self.total[e.seat] = self.total.get(e.seat, 0) + 2 * e.points

    assert Doubled().feed([Scored(1, 3)]).total == {1: 6}


def test_event_classes_are_registered_by_kind_and_checked() -> None:
    assert TOY.kinds() == ["scored", "cards_shown", "hand_peeked"]
    assert Scored in TOY and Played not in TOY and ToyEvent not in TOY
    assert (snake_case("EnemyKO"), snake_case("AttackApChanged")) == ("enemy_ko", "attack_ap_changed")
    assert TOY.check(Scored(0, 1)) == Scored(0, 1)
    with pytest.raises(UnknownEvent, match="Played is not a toy event"):
        TOY.check(Played(0, "c1"))
    with pytest.raises(TypeError, match="two event classes of kind 'scored'"):
        class ScoredAgain(ToyEvent):
            kind = "scored"
    with pytest.raises(TypeError, match="overrides both private_to and redacted"):
        class HalfPrivate(ToyEvent):
            seat: int

            @property
            def private_to(self) -> frozenset[int]:
                return frozenset((self.seat,))


def test_events_round_trip_through_json_and_are_hashable() -> None:
    for event in (Scored(1, 2), CardsShown(("a", "b")), HandPeeked(0)):
        assert TOY.decode(event.to_json()) == event
        assert hash(event) == hash(TOY.decode(event.to_json()))
    assert CardsShown(("a",)).to_json() == {"type": "cards_shown", "cards": ["a"]}
    with pytest.raises(ValueError, match="unknown toy event type 'scord'"):
        TOY.decode({"type": "scord", "seat": 0, "points": 1})
    with pytest.raises(ValueError, match=r"needs exactly the fields \['points', 'seat'\]"):
        TOY.decode({"type": "scored", "seat": 0})


def test_a_private_event_reads_whole_only_for_its_seats() -> None:
    played = Played(0, "c7")
    assert played.for_seat(0) is played and played.for_seat(1) == PlayedFaceDown(0)
    assert played.for_seat(None) == PlayedFaceDown(0)
    assert played.hidden_from(1) and not played.hidden_from(0)
    assert Revealed(("c1", "c2"), 0).private_to is None and Revealed.reveals and not Played.reveals


def test_the_forecast_runs_on_a_copy_with_a_neutral_generator() -> None:
    game = LuckyHighCard()
    session = Session.new(game, {}, 11)
    before = game.encode_state(session.state)

    @dataclass
    class Rolls(Fold[None]):
        rolls: list[int] = field(default_factory=list)

        @on(Rerolled)
        def _rolled(self, e: Rerolled) -> None:
            self.rolls.append(e.roll)

    first = session.forecast([Reroll(0)], Rolls())
    other_seed = forecast(game, LuckyHighCard().new_state({}, 99), [Reroll(0)], Rolls())
    assert first is not None and other_seed is not None
    assert first.rolls == other_seed.rolls  # the neutral generator: no future roll revealed
    assert game.encode_state(session.state) == before and not session.log
    assert session.forecast([Reroll(1)], Rolls()) is None  # not seat 1's turn: illegal


def test_key_frames_need_their_start_event_to_open_a_frame_and_every_event_tapped() -> None:
    with pytest.raises(TypeError, match="the start event CardsShown must open a frame"):
        class Frames(KeyFrames, events=TOY):
            start = CardsShown

            @on(Scored)
            def _frame(self, e: Event) -> None:
                self.capture()

    class ScoreFrames(KeyFrames, events=TOY):
        @on(Scored)
        def _frame(self, e: Event) -> None:
            self.capture()

    recorder = ScoreFrames(HighCard().new_state({}, 1))
    recorder.tap(Scored(0, 1))
    with pytest.raises(RuntimeError, match="saw 1 of 2 events"):
        recorder.finish([Scored(0, 1), HandPeeked(0)])


def test_a_game_without_key_frames_has_none_even_when_asked() -> None:
    session = Session.new(HighCard(), {}, 3)
    session.record_keyframes = True
    session.apply(session.legal_actions()[0])
    assert session.keyframes(0) == [] and isinstance(session.events[0][1], Played)
    assert PlayCard in HighCard.action_types


def test_a_handler_annotated_for_another_event_fails_when_it_is_defined() -> None:
    with pytest.raises(TypeError, match="Crossed._scored handles HandPeeked but takes"):
        class Crossed(Fold[None], events=TOY):
            @on(Scored, HandPeeked)
            def _scored(self, e: Scored) -> None:
                pass

    class Either(Fold[None], events=TOY):
        @on(Scored, HandPeeked)
        def _either(self, e: Scored | HandPeeked) -> None:
            pass

    assert Either.handled() == {Scored, HandPeeked}
