"""Views show each seat only what it may see (design.md §6); events keep private cards private."""

from __future__ import annotations

from engine.core.kernel.view import hidden_signature, needs_curtain
from engine.fatal_fight import actions as A
from tests.engine.fatal_fight import fixtures as F
from tests.engine.fatal_fight.helpers import fresh, place, play, put_foes, set_hand, turn_of


def test_hands_are_open_information_in_this_co_op_game() -> None:
    """Issue #5 ruling: every seat sees every hand, so hotseat play needs no curtain."""
    game = F.game()
    state = game.new_state(F.setup(3), 8)
    for seat in (0, 1, 2, None):
        assert [h.hand for h in game.view(state, seat).heroes] == [h.hand.cards for h in state.heroes]
    assert not needs_curtain(game.view(state, 0), game.view(state, 1))
    assert not hidden_signature(game.view(state, 2))


def test_face_down_plays_are_open_too() -> None:
    game, state = fresh()
    turn_of(state, 0)
    set_hand(state, 0, ["haggar_kick#1"])
    events = play(game, state, A.PlayFaceDown(0, "haggar_kick#1"))
    assert game.view(state, 1).heroes[0].face_down == ["haggar_kick#1"]
    assert events[0].for_seat(1).data["card"] == "haggar_kick#1"


def test_turn_order_is_ascending_speed_ties_by_seat_FF_R5() -> None:
    game, state = fresh()
    view = game.view(state, None)
    speeds = [view.heroes[s].speed for s in view.turn_order]
    assert speeds == sorted(speeds) and sorted(view.turn_order) == list(range(len(state.heroes)))
    assert [s for s in view.turn_order if view.heroes[s].speed == speeds[0]] == sorted(
        s for s, h in enumerate(view.heroes) if h.speed == speeds[0])


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


def test_FF_R8_1_the_view_knows_the_boss_deck_only_as_far_as_skills_were_revealed() -> None:
    """Before two reveals the next boss skill is unknown; from then on the view names it right."""
    from engine.core.kernel.bots import Driver, RandomBot
    from engine.fatal_fight.bots import bot_rng

    game = F.game()
    runs: list[list[tuple[int | None, int]]] = []  # per boss: (what the view said, what it used)
    for seed in range(40):
        state = game.new_state(F.setup(4), seed)
        bot = Driver(game, RandomBot(), bot_rng(seed))
        while not game.is_over(state):
            view = game.view(state, None)
            for event in game.apply(state, bot.next_action(state)):
                if event.kind == "boss_entered":
                    runs.append([])
                elif event.kind == "boss_skill":
                    runs[-1].append((view.boss_next_skill, event.data["skill"]))
                    view = game.view(state, None)
    long_runs = [run for run in runs if len(run) >= 3]
    assert long_runs
    for run in long_runs:
        assert run[0][0] is None and run[1][0] is None
        assert all(said == used for said, used in run[2:])
