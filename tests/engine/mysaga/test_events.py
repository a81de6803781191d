"""My Crypto Saga's typed events: who reads what (MS-G1, MS-G3), undo barriers, JSON round trip."""

from __future__ import annotations

from engine.core.kernel.events import Event
from engine.core.kernel.rng import Rng
from engine.mysaga import actions as A
from engine.mysaga import events as E
from engine.mysaga.bots import make_bot
from engine.mysaga.events import MS_EVENTS
from engine.mysaga.game import MySaga
from tests.engine.mysaga.fixtures import game_with_hands
from tests.engine.mysaga.helpers import pre_round

SETUP = {"seats": [{"name": "A", "deck": "blaze"}, {"name": "B", "deck": "tide"}]}


def played_set(seed: int) -> list[Event]:
    """Every event of one bot-played set of the shipped content, the deal first."""
    game = MySaga.load()
    state, events = game.start(SETUP, seed)
    bots = [make_bot("heuristic", game) for _ in range(2)]
    rng = Rng.from_seed(seed)
    while not game.is_over(state):
        seat = game.owing_seats(state)[0]
        events += game.apply(state, bots[seat].choose(game.view(state, seat), game.legal_actions(state, seat), rng))
    return events


def test_MS_G1_a_dealt_hand_is_read_only_by_its_seat() -> None:
    _state, events = MySaga.load().start(SETUP, 3)
    deals = [e for e in events if isinstance(e, E.Dealt)]
    assert [d.seat for d in deals] == [0, 1]
    for deal in deals:
        assert len(deal.hand) == 3
        assert deal.for_seat(deal.seat) is deal
        other = deal.for_seat(1 - deal.seat)
        assert other == E.HandDealt(deal.seat, 3)
        assert deal.for_seat(None) == other  # an onlooker reads the redacted deal too


def test_MS_G3_a_pick_names_its_card_only_to_the_picker() -> None:
    game, state = game_with_hands([["n1", "n5", "n9"], ["n2", "n6", "n8"]])
    pre_round(game, state)
    [pick] = game.apply(state, A.PickCard(0, 1))
    assert pick == E.Picked(0, 1, 1)
    assert pick.for_seat(0) is pick
    assert pick.for_seat(1) == E.PickMade(0, 1)
    assert not pick.reveals


def test_events_that_turn_cards_up_are_undo_barriers() -> None:
    barriers = {cls for cls in MS_EVENTS if cls.reveals}
    assert barriers == {E.PreRoundPlayed, E.Revealed, E.ShownAfterGame}
    events = played_set(4)
    assert any(isinstance(e, E.Revealed) for e in events)
    assert all(e.private_to is None for e in events if e.reveals)


def test_every_emitted_event_round_trips_through_json() -> None:
    events = played_set(5)
    assert {type(e) for e in events} >= {E.Dealt, E.GameStarted, E.PreRoundPlayed, E.Picked, E.Charged,
                                         E.Revealed, E.GameOver, E.SetOver}
    for event in events:
        assert type(event) in MS_EVENTS
        assert MS_EVENTS.decode(event.to_json()) == event
        redacted = event.for_seat(None)
        assert type(redacted) in MS_EVENTS and MS_EVENTS.decode(redacted.to_json()) == redacted


def test_the_tap_sees_each_event_as_it_is_emitted() -> None:
    game = MySaga.load()
    state, _ = game.start(SETUP, 6)
    seen: list[Event] = []
    order = state.flag_order()
    events = game.apply(state, A.PlayPreRound(order[0], state.seats[order[0]].hand[0]), tap=seen.append)
    assert events and seen == events
    assert isinstance(events[0], E.PreRoundPlayed)
