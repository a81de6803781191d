"""Views show each seat only what it may see (design.md §6); events keep private cards private."""

from __future__ import annotations

from engine.core.view import Hidden, needs_curtain
from engine.fatal_fight import actions as A
from tests.engine.fatal_fight import fixtures as F
from tests.engine.fatal_fight.helpers import fresh, place, play, put_foes, set_hand, turn_of


def test_a_seat_sees_its_own_hand_only() -> None:
    game = F.game()
    state = game.new_state(F.setup(3), 8)
    mine = game.view(state, 0)
    assert mine.heroes[0].hand == state.heroes[0].hand.cards
    assert all(isinstance(c, Hidden) for c in mine.heroes[1].hand)
    assert len(mine.heroes[1].hand) == len(state.heroes[1].hand)
    onlooker = game.view(state, None)
    assert all(isinstance(c, Hidden) for h in onlooker.heroes for c in h.hand)
    assert needs_curtain(game.view(state, 0), game.view(state, 1))


def test_face_down_plays_are_hidden_from_the_others() -> None:
    game, state = fresh()
    turn_of(state, 0)
    set_hand(state, 0, ["haggar_kick#1"])
    events = play(game, state, A.PlayFaceDown(0, "haggar_kick#1"))
    assert game.view(state, 0).heroes[0].face_down == ["haggar_kick#1"]
    assert isinstance(game.view(state, 1).heroes[0].face_down[0], Hidden)
    assert "card" not in events[0].for_seat(1) and events[0].for_seat(0)["card"] == "haggar_kick#1"


def test_the_view_shows_board_groups_attack_and_decision() -> None:
    game, state = fresh()
    turn_of(state, 0)
    place(state, 0, "middle-center")
    set_hand(state, 0, ["haggar_kick#1"])
    put_foes(state, 2, ["bruiser1#1", "thug1#1"])
    state.icons[0] = ["gold"]
    play(game, state, A.StartAttack(0, 2), A.AddCard(0, "haggar_kick#1"))
    view = game.view(state, 1)
    assert [c.name for c in view.cells][:3] == ["upper-left", "upper-center", "upper-right"]
    assert view.cells[0].icons == ["gold"] and view.cells[4].heroes == [0, 1, 2]
    front, rear = view.groups[1]
    assert (front.card, front.front, front.gp, front.life, front.item) == ("bruiser1#1", True, 2, 4, "pipe")
    assert (rear.card, rear.front, rear.gp) == ("thug1#1", False, 0)
    assert view.attack is not None and (view.attack.entry, view.attack.cards, view.attack.ap) == (
        2, ["haggar_kick#1"], 2)
    assert view.decision == {"seat": 0, "kind": "attack", "detail": {"entry": 2}}
    assert view.heroes[0].max_life == 12 and view.heroes[0].cell == "middle-center"
