"""Golden tests of the enemy phase, downs and round end (FF-R8, FF-R9, FF-R10, FF-T1)."""

from __future__ import annotations

from engine.core.kernel.events import Event
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.enemy_phase import enemy_phase
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.stage_flow import round_end
from engine.fatal_fight.state import FatalFightState
from tests.engine.fatal_fight.helpers import fresh, kinds, of_kind, place, put_foes


def _run(game: FatalFight, state: FatalFightState) -> list[Event]:
    ctx = Ctx(game.cards, game.rules, state)
    enemy_phase(ctx)
    return ctx.events


def _spread(state: FatalFightState) -> None:
    place(state, 0, "middle-center")
    place(state, 1, "upper-center")
    place(state, 2, "lower-center")


def test_FF_R8_groups_act_in_entry_order_skill_then_combat_then_exits() -> None:
    game, state = fresh()
    _spread(state)
    put_foes(state, 6, ["brawler1#1"])
    put_foes(state, 2, ["thug1#1"])
    events = _run(game, state)
    steps = [(e.kind, e.data.get("entry")) for e in events
             if e.kind in ("group_activated", "enemy_skill", "combat")]
    assert steps == [("group_activated", 2), ("enemy_skill", 2), ("combat", 2),
                     ("group_activated", 6), ("enemy_skill", 6), ("combat", 6)]
    # brawler: skill 1 damage to its line (Lower) + combat 1; thug: combat 1 to the Middle line
    assert [h.life for h in state.heroes] == [11, 9, 8]


def test_FF_R8_1_boss_anywhere_in_the_group_uses_its_top_skill_which_goes_to_the_bottom() -> None:
    game, state = fresh()
    _spread(state)
    put_foes(state, 5, ["thug1#1", "boss1_sun"])
    state.boss_skills = [1, 0, 2]  # "Call": summon 1 into its own group
    events = _run(game, state)
    assert of_kind(events, "boss_skill")[0]["skill"] == 1
    assert "enemy_skill" not in kinds(events)
    assert state.boss_skills == [0, 2, 1]
    assert len(state.groups[4]) == 3
    assert of_kind(events, "combat")[0]["damage"] == 3  # the summoned enemy already counts


def test_FF_R8_2_combat_damage_is_group_size_boss_counted_reduced_by_gp() -> None:
    game, state = fresh()
    _spread(state)
    state.heroes[0].gp = 1
    put_foes(state, 5, ["thug1#1", "thug1#2", "boss1_sun"])
    state.boss_skills = [2, 0, 1]  # "Rage" needs threat 2: nothing at threat 0
    events = _run(game, state)
    assert of_kind(events, "combat") == [{"entry": 5, "damage": 3, "gun": False, "seats": [0]}]
    assert of_kind(events, "hero_damaged")[0] == {
        "seat": 0, "amount": 3, "gp_spent": 1, "taken": 2, "life": 10, "gp": 0, "pierce": False, "source": "combat:5"}
    assert [h.life for h in state.heroes] == [10, 9, 10]


def test_FF_R8_2_a_gun_front_enemy_reaches_every_line() -> None:
    game, state = fresh()
    _spread(state)
    put_foes(state, 3, ["gunman1#1"])
    events = _run(game, state)
    assert of_kind(events, "combat")[0]["seats"] == [0, 1, 2]
    assert [h.life for h in state.heroes] == [11, 8, 9]


def test_FF_R8_3_fifth_enemy_exits_threat_plus_one() -> None:
    game, state = fresh()
    place(state, 0, "upper-center")
    place(state, 1, "upper-center")
    place(state, 2, "upper-center")
    put_foes(state, 2, ["thug1#1", "thug1#2", "thug1#3", "thug1#4", "gunman1#1"])
    put_foes(state, 5, ["gunman1#2", "brawler1#1", "brawler1#2", "slasher1#1", "boss1_sun"])
    state.boss_skills = [2, 0, 1]
    events = _run(game, state)
    assert of_kind(events, "enemy_exited") == [{"entry": 2, "card": "thug1#1"}]
    assert state.threat == 1 and state.enemy_discard.top == "thug1#1"
    assert len(state.groups[1]) == 4 and len(state.groups[4]) == 5  # the boss is not counted


def test_FF_R9_all_heroes_down_loses_the_campaign() -> None:
    game, state = fresh()
    for seat in range(3):
        place(state, seat, "middle-center")
        state.heroes[seat].life = 1
    put_foes(state, 2, ["thug1#1"])
    events = _run(game, state)
    assert kinds(events).count("hero_down") == 3
    assert of_kind(events, "campaign_lost") == [{"reason": "all_down"}]
    assert state.result == "lost" and game.decision(state).kind == "over"
    assert game.legal_actions(state) == []


def test_FF_R9_a_downed_hero_takes_no_more_damage_and_is_not_healed() -> None:
    game, state = fresh()
    _spread(state)
    state.heroes[0].life = 1
    put_foes(state, 2, ["thug1#1", "thug1#2"])
    _run(game, state)
    assert state.heroes[0].down and state.heroes[0].life == -1
    events = _run(game, state)
    assert 0 not in of_kind(events, "combat")[0]["seats"]


def test_FF_R10_round_end_discards_played_cards_and_removes_all_gp() -> None:
    game, state = fresh()
    hero = state.heroes[0]
    hero.played.put_top(hero.hand.draw())
    hero.face_down.put_top(hero.hand.draw())
    hero.gp = 3
    (foe,) = put_foes(state, 2, ["thug1#1"])
    foe.gp_bonus = 2
    round_end(Ctx(game.cards, game.rules, state))
    assert (len(hero.played), len(hero.face_down), len(hero.discard), hero.gp, foe.gp_bonus) == (0, 0, 2, 0, 0)


def test_FF_T1_threat_is_visible_to_enemy_text() -> None:
    game, state = fresh()
    _spread(state)
    put_foes(state, 1, ["boss_guard1#1"])  # if threat >= 3: 1 damage to all
    state.threat = 2
    _run(game, state)
    assert [h.life for h in state.heroes] == [12, 8, 10]  # only combat in the Upper line
    state.threat = 3
    _run(game, state)
    assert [h.life for h in state.heroes] == [11, 6, 9]
