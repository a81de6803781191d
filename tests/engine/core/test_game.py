"""The Game contract (design.md §1–7) as HighCard uses it: legality, codecs, events, views."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.kernel.errors import IllegalAction
from engine.core.kernel.game import Action, ActionCodec
from engine.core.kernel.view import Hidden, hidden_signature, needs_curtain
from engine.core.saves import codec
from tests.support.high_card import HighCard, HighCardState, PlayCard, Revealed

GAME = HighCard()
seeds = st.integers(min_value=0, max_value=2**64 - 1)
picks = st.lists(st.integers(min_value=0, max_value=8), max_size=8)


def played(seed: int, choices: list[int]) -> HighCardState:
    state = GAME.new_state({}, seed)
    for pick in choices:
        legal = GAME.legal_actions(state)
        if not legal:
            break
        GAME.apply(state, legal[pick % len(legal)])
    return state


@dataclass(frozen=True)
class Pass(Action):
    seat: int


@dataclass(frozen=True)
class Target(Action):
    seat: int
    cards: tuple[str, ...]


def test_wrong_seat_is_refused_with_a_reason_and_no_change() -> None:
    state = GAME.new_state({"seat_names": ["Aoi", "Ben"]}, 5)
    before = GAME.encode_state(state)
    card = state.hands[1].cards[0]
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, PlayCard(1, card))
    assert caught.value.reason == "It is Aoi's turn."
    assert caught.value.action == PlayCard(1, card)
    assert GAME.encode_state(state) == before


@pytest.mark.parametrize("action", [PlayCard(0, "c99"), Pass(0)])
def test_unknown_card_or_foreign_action_is_refused(action: Action) -> None:
    state = GAME.new_state({}, 5)
    before = GAME.encode_state(state)
    with pytest.raises(IllegalAction, match="not something you can do"):
        GAME.apply(state, action)
    assert GAME.encode_state(state) == before


def test_after_the_end_every_action_is_refused_as_game_over() -> None:
    state = played(3, [0] * 6)
    assert GAME.is_over(state)
    with pytest.raises(IllegalAction, match="game is over"):
        GAME.apply(state, PlayCard(0, "c1"))


@given(seeds, picks)
def test_state_round_trips_through_json_and_snapshot(seed: int, choices: list[int]) -> None:
    state = played(seed, choices)
    assert GAME.decode_state(GAME.encode_state(state)) == state
    assert codec.restore(codec.snapshot(state), HighCardState) == state


@given(seeds, picks)
def test_same_seed_and_actions_give_the_same_state(seed: int, choices: list[int]) -> None:
    assert GAME.encode_state(played(seed, choices)) == GAME.encode_state(played(seed, choices))


def test_action_codec_round_trip_including_tuples() -> None:
    actions = ActionCodec((PlayCard, Target))
    for action in (PlayCard(1, "c3"), Target(0, ("c1", "c2"))):
        assert actions.decode(actions.encode(action)) == action
    assert actions.encode(Target(0, ("c1",))) == {"type": "Target", "seat": 0, "cards": ["c1"]}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ("PlayCard", "must be an object"),
        ({"seat": 0}, "must be an object"),
        ({"type": "Fly", "seat": 0}, r'unknown action type "Fly"'),
        ({"type": "PlayCard", "seat": 0}, r'lacks field "card"'),
        ({"type": "PlayCard", "seat": 0, "card": "c1", "x": 1}, r'unknown fields "x"'),
    ],
)
def test_action_codec_rejects_bad_input_with_a_reason(data: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        GAME.codec.decode(data)  # type: ignore[arg-type]


def test_action_codec_refuses_to_encode_a_foreign_action() -> None:
    with pytest.raises(TypeError, match="Pass is not an action of this game"):
        GAME.codec.encode(Pass(0))


def test_private_event_is_redacted_for_others() -> None:
    state = GAME.new_state({}, 8)
    card = state.hands[0].cards[0]
    (event,) = GAME.apply(state, PlayCard(0, card))
    assert event.for_seat(0).data == {"seat": 0, "card": card}
    assert event.for_seat(1).data == {"seat": 0}
    assert event.for_seat(None).data == {"seat": 0}
    public = Revealed((card,), 0)
    assert public.for_seat(1).data == public.for_seat(None).data == {"cards": [card], "winner": 0}


def test_a_trick_ends_with_a_revealing_event() -> None:
    state = GAME.new_state({}, 8)
    GAME.apply(state, GAME.legal_actions(state)[0])
    events = GAME.apply(state, GAME.legal_actions(state)[0])
    assert [e.kind for e in events] == ["played", "revealed"]
    assert [e.reveals for e in events] == [False, True]


def test_views_hide_the_other_hand() -> None:
    state = GAME.new_state({}, 2)
    mine = GAME.view(state, 0)
    assert mine.hands[0] == state.hands[0].cards
    assert mine.hands[1] == [Hidden()] * 3
    assert hidden_signature(mine) == {".hands[1][0]", ".hands[1][1]", ".hands[1][2]"}
    assert len(hidden_signature(GAME.view(state, None))) == 6


def test_curtain_when_the_turn_passes_but_not_for_the_same_seat() -> None:
    state = GAME.new_state({}, 2)
    before = GAME.view(state, 0)
    GAME.apply(state, GAME.legal_actions(state)[0])
    assert needs_curtain(before, GAME.view(state, 1))
    assert not needs_curtain(before, GAME.view(state, 0))


def test_no_curtain_once_nothing_is_hidden() -> None:
    state = played(4, [0] * 6)
    assert not needs_curtain(GAME.view(state, 0), GAME.view(state, 1))
