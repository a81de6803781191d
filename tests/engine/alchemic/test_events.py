"""Alchemic's typed events: who reads a draw and a face-down pick (AC-B2), undo barriers, JSON, the tap."""

from __future__ import annotations

from engine.alchemic import actions as A
from engine.alchemic import events as E
from engine.alchemic.bots import HeuristicBot
from engine.alchemic.events import AC_EVENTS
from engine.core.kernel.bots import decide
from engine.core.kernel.events import Event
from engine.core.kernel.rng import Rng
from tests.engine.alchemic.helpers import game

SETUP = {"decks": ["flame-academy", "shadow-legion"], "players": ["A", "B"]}


def played_game(seed: int) -> list[Event]:
    """Every event of one heuristic-played game of the shipped decks, the setup first."""
    g = game()
    state, events = g.start(SETUP, seed)
    bot, rng = HeuristicBot(g.cards), Rng.from_seed(seed)
    while not g.is_over(state):
        events += g.apply(state, decide(g, state, g.decision(state).seats[0], bot, rng))
    return events


def test_a_draw_names_its_cards_only_to_the_drawer() -> None:
    _state, events = game().start(SETUP, 3)
    draws = [e for e in events if isinstance(e, E.CardsDrawn)]
    assert sorted(d.seat for d in draws[:2]) == [0, 1]  # AC-S2: both opening hands
    assert all(len(d.cards) == game().rules.hand_size for d in draws[:2])
    for draw in draws:
        assert draw.for_seat(draw.seat) is draw
        assert draw.for_seat(1 - draw.seat) == E.DrewCards(draw.seat, len(draw.cards))
        assert draw.for_seat(None) == E.DrewCards(draw.seat, len(draw.cards))


def test_AC_B2_a_face_down_pick_shows_the_other_seat_not_even_a_pass() -> None:
    for card in ("feint-strike#0.1", None):
        pick = E.BattleCardPicked(0, card)
        assert pick.for_seat(0) is pick
        assert pick.for_seat(1) == E.BattleCardHidden(0) == pick.for_seat(None)
        assert not E.BattleCardHidden(0).reveals  # what the other seat reads tells nothing


def test_events_that_turn_cards_up_are_undo_barriers() -> None:
    barriers = {cls for cls in AC_EVENTS if cls.reveals}
    # the confirmed ruling: a draw, a face-down card put, the reveal, an event or a character from hand
    assert barriers == {E.CardsDrawn, E.CharacterPlaced, E.EventPlayed, E.BattleCardPicked, E.BattleRevealed}


def test_every_emitted_event_round_trips_through_json() -> None:
    events = [e for seed in (1, 2) for e in played_game(seed)]
    assert {type(e) for e in events} >= {E.GameSetUp, E.CardsDrawn, E.TurnStarted, E.CharacterPlaced,
                                         E.BattleDeclared, E.BattleCardPicked, E.BattleRevealed,
                                         E.BattleResolved, E.GameOver}
    for event in events:
        assert type(event) in AC_EVENTS
        assert AC_EVENTS.decode(event.to_json()) == event
        redacted = event.for_seat(None)
        assert type(redacted) in AC_EVENTS and AC_EVENTS.decode(redacted.to_json()) == redacted


def test_the_tap_sees_each_event_as_it_is_emitted() -> None:
    g = game()
    state, _ = g.start(SETUP, 6)
    seat = g.decision(state).seats[0]
    seen: list[Event] = []
    events = g.apply(state, A.EndTurn(seat), tap=seen.append)
    assert events and seen == events
    assert events[0] == E.TurnEnded(seat, state.turn - 1)
