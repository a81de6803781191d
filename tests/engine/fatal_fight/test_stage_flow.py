"""Golden tests of setup, the round's steps, stage clear and the campaign (FF-S, FF-R0–R4, FF-W, FF-C10)."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.fatal_fight import actions as A
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.enemy_phase import enemy_phase
from engine.fatal_fight.flow import advance
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.stage_flow import enemy_entry, refill, split_gold, stage_clear, stage_set
from engine.fatal_fight.state import FatalFightState, card_id
from engine.fatal_fight.turn import next_hero
from tests.engine.fatal_fight import fixtures as F
from tests.engine.fatal_fight.helpers import (
    fresh,
    kinds,
    of_kind,
    place,
    play,
    put_foes,
    run_flow,
    take,
    turn_of,
)


def _ctx(game: FatalFight, state: FatalFightState) -> Ctx:
    return Ctx(game.cards, game.rules, state)


def _draw_stage_cards(state: FatalFightState, cards: list[str]) -> None:
    state.stage_deck.put_top(*state.stage_drawn.take_all())
    for card in cards:
        state.stage_drawn.put_top(take(state, card))


def test_FF_S1_stage_one_cards_and_enemies_only_boss_stage_card_aside() -> None:
    game = F.game()
    state = game.new_state(F.setup(3), 11)
    stage_cards = state.stage_deck.cards + state.stage_drawn.cards
    assert sorted(stage_cards) == [f"stage1_{n}" for n in range(1, 7)]
    assert len(state.stage_drawn) == 1  # round 1 has set its card
    assert state.boss_stage.cards == ["stage1_boss"]
    on_board = [f.card for g in state.groups for f in g]
    assert {game.cards.enemies[card_id(c)].stage for c in state.enemy_deck.cards + on_board} == {1}
    assert {game.cards.enemies[card_id(c)].stage for c in state.enemy_box.cards} == {2, 3}


def test_FF_S2_deck_holds_the_twelve_initial_arts_upgrades_set_aside() -> None:
    game = F.game()
    state = game.new_state(F.setup(1), 3)
    hero = state.heroes[0]
    held = Counter(card_id(c) for c in hero.deck.cards + hero.hand.cards)
    assert held == Counter({"haggar_punch": 4, "haggar_kick": 3, "haggar_knife_throw": 2, "haggar_block": 2,
                            "haggar_breath": 1})
    assert Counter(card_id(c) for c in hero.upgrades) == Counter(
        {"haggar_uppercut": 2, "haggar_sweep": 1, "haggar_pipe_swing": 1, "haggar_second_wind": 1})


def test_FF_S3_one_to_five_heroes_and_one_person_may_control_several() -> None:
    game = F.game()
    setup = {"heroes": [{"character": "haggar", "player": "Aoi"}, {"character": "guy", "player": "Aoi"}]}
    state = game.new_state(setup, 1)
    assert game.seat_names(state) == ["Aoi", "Aoi"] and len(state.heroes) == 2
    with pytest.raises(ValueError, match="1 to 5 heroes"):
        game.new_state({"heroes": []}, 1)
    with pytest.raises(ValueError, match="1 to 5 heroes"):
        game.new_state({"heroes": [{"character": "guy"}] * 6}, 1)
    with pytest.raises(ValueError, match="once"):
        game.new_state({"heroes": [{"character": "guy"}] * 2}, 1)
    with pytest.raises(ValueError, match="unknown variant"):
        game.new_state({"heroes": [{"character": "guy"}], "variants": ["FF-V9"]}, 1)


def test_FF_R1_the_boss_is_the_symbol_first_drawn_twice() -> None:
    game, state = fresh()
    _draw_stage_cards(state, ["stage1_1", "stage1_2", "stage1_5", "stage1_4"])  # sun, moon, moon, sun
    ctx = _ctx(game, state)
    stage_set(ctx)
    enemy_entry(ctx)
    assert of_kind(ctx.events, "boss_stage_set") == [{"card": "stage1_boss", "symbol": "moon"}]
    boss = state.groups[4][-1]
    assert (boss.card, boss.boss) == ("boss1_moon", True)
    assert sorted(state.boss_skills) == [0, 1, 2]


def test_FF_R1_four_normal_cards_are_drawn_before_the_boss_stage() -> None:
    game, state = fresh()
    ctx = _ctx(game, state)
    for _ in range(3):
        stage_set(ctx)
    assert kinds(ctx.events).count("stage_card_set") == 3 and len(state.stage_drawn) == 4
    stage_set(ctx)
    assert "boss_stage_set" in kinds(ctx.events) and len(state.stage_deck) == 2


def test_FF_R2_enemies_join_the_tail_of_the_entrys_group() -> None:
    game, state = fresh()
    put_foes(state, 1, ["thug1#1"])
    _draw_stage_cards(state, [])
    state.stage_deck.put_top(take(state, "stage1_1"))  # entries: 1 at entry 1, 1 at entry 5
    state.enemy_deck.put_top(take(state, "slasher1#1"), take(state, "gunman1#1"))
    ctx = _ctx(game, state)
    stage_set(ctx)
    enemy_entry(ctx)
    assert [f.card for f in state.groups[0]] == ["thug1#1", "gunman1#1"]
    assert [f.card for f in state.groups[4]] == ["slasher1#1"]
    assert of_kind(ctx.events, "enemy_entered")[0] == {"entry": 1, "card": "gunman1#1", "position": 1,
                                                       "reason": "entry"}


def test_FF_R2_boss_stage_entries_happen_only_on_its_first_round() -> None:
    game, state = fresh()
    _draw_stage_cards(state, ["stage1_1", "stage1_2", "stage1_3", "stage1_4"])
    ctx = _ctx(game, state)
    stage_set(ctx)
    enemy_entry(ctx)
    assert [len(g) for g in state.groups] == [1, 0, 1, 0, 2, 0]  # [1,0,1,0,1,0] + the boss at entry 5's tail
    assert state.groups[4][-1].boss
    stage_set(ctx)
    enemy_entry(ctx)
    assert [len(g) for g in state.groups] == [1, 0, 1, 0, 2, 0]


def test_FF_R3_gimmicks_apply_at_their_timing() -> None:
    game, state = fresh()
    _draw_stage_cards(state, ["stage1_6"])  # fire: 1 damage to the Lower line at the enemy phase
    place(state, 2, "lower-left")
    ctx = _ctx(game, state)
    enemy_phase(ctx)
    assert kinds(ctx.events)[:3] == ["enemy_phase_started", "gimmick", "hero_damaged"]
    assert [h.life for h in state.heroes] == [12, 9, 9]
    _draw_stage_cards(state, ["stage1_4"])  # oil: at each turn start, a 6 on the d6 costs an action
    for hero in state.heroes:
        hero.acted = False
    state.turn = None
    state.rng.script = [5]  # the d6 shows 6
    assert next_hero(ctx) and state.actions == 2
    assert of_kind(ctx.events, "die_rolled")[-1] == {"value": 6, "purpose": "gimmick:stage1_4"}


def test_FF_R4_refill_draws_to_max_hand_and_an_empty_deck_reshuffles_with_threat() -> None:
    game, state = fresh()
    hero = state.heroes[0]
    cards = hero.deck.take_all() + hero.hand.take_all()
    hero.hand.put_top(*cards[:2])
    hero.deck.put_top(cards[2])
    hero.discard.put_top(*cards[3:7])
    for other in state.heroes[1:]:
        other.down = True
    ctx = _ctx(game, state)
    refill(ctx)
    assert len(hero.hand) == 5 and len(hero.deck) == 2 and len(hero.discard) == 0
    assert state.threat == 1
    assert of_kind(ctx.events, "threat_changed") == [{"delta": 1, "threat": 1, "reason": "reshuffle"}]


def test_FF_W1_gold_split_with_carry_and_minimum() -> None:
    assert split_gold(8, 3, 1) == (2, 2)  # 7 this stage + 1 carried: 2 each, 2 carry on
    assert split_gold(2, 3, 1) == (1, 2)  # under 1 each: 1 each anyway, the pool carries
    game, state = fresh()
    state.stage_gold, state.carried_gold = 7, 1
    ctx = _ctx(game, state)
    stage_clear(ctx)
    assert of_kind(ctx.events, "gold_split") == [{"share": 2, "carried": 2, "gold": [2, 2, 2]}]
    assert (state.stage_gold, state.carried_gold) == (0, 2)


def test_FF_W2_each_hero_takes_a_status_up_item_or_four_gold() -> None:
    game, state = fresh()
    run_flow(game, state, "stage_clear")
    assert [p.kind for p in state.pending] == ["reward"] * 3
    assert A.TakeRewardItem(0, "power_belt") in game.legal_actions(state)
    play(game, state, A.TakeRewardItem(0, "power_belt"), A.TakeRewardGold(1))
    assert state.heroes[1].gold == 1 + 4  # minimum 1 from the split, then 4
    assert [card_id(i) for i in state.heroes[0].items] == ["power_belt"]
    play(game, state, A.TakeRewardItem(2, "vest"))
    assert game.decision(state).kind == "briefing"  # FF-W3 ran, then the briefing (FF-R0)


def test_FF_W3_next_stage_full_life_downs_return_decks_reshuffled_enemies_recycled() -> None:
    game, state = fresh()
    put_foes(state, 2, ["thug1#1"])
    state.enemy_discard.put_top(take(state, "thug1#2"))
    state.heroes[0].life, state.heroes[1].down, state.heroes[1].life = 3, True, -1
    hero = state.heroes[2]
    hero.played.put_top(hero.hand.draw())
    run_flow(game, state, "stage_clear")
    play(game, state, A.TakeRewardGold(0), A.TakeRewardGold(1), A.TakeRewardItem(2, "vest"))
    assert state.stage == 2
    assert [h.life for h in state.heroes] == [12, 9, 12]  # the vest adds 2 max life
    assert not state.heroes[1].down
    assert len(hero.hand) == len(hero.played) == len(hero.discard) == 0 and len(hero.deck) == 12
    assert {"thug1#1", "thug1#2"} <= set(state.enemy_deck.cards) and not state.enemy_discard
    assert sorted(state.stage_deck.cards) == [f"stage2_{n}" for n in range(1, 7)]


def test_FF_R0_briefing_heals_fatigue_buys_and_replaces_arts_and_removes_status() -> None:
    game, state = fresh()
    hero = state.heroes[0]
    for card in ("fatigue#1", "fatigue#2", "wound#1"):
        hero.discard.put_top(take(state, card))
    hero.gold = 4
    run_flow(game, state, "stage_clear")
    events = play(game, state, A.TakeRewardGold(0), A.TakeRewardGold(1), A.TakeRewardGold(2))
    assert of_kind(events, "fatigue_healed")[0] == {"seat": 0, "count": 2}
    assert "fatigue#1" in state.status_supply["fatigue"]
    assert game.decision(state).kind == "briefing" and hero.gold == 9
    punch = next(c for c in hero.deck if card_id(c) == "haggar_punch")
    assert A.BuyArt(0, "haggar_uppercut#1", punch) in game.legal_actions(state)
    play(game, state, A.BuyArt(0, "haggar_uppercut#1", punch), A.BuyArt(0, "haggar_sweep#1", ""),
         A.RemoveStatus(0, "wound#1"))
    assert hero.gold == 9 - 2 - 3 - 1
    assert punch in hero.exile and "haggar_uppercut#1" in hero.deck and "haggar_sweep#1" in hero.deck
    assert "wound#1" in state.status_supply["wound"] and len(hero.deck) == 13
    assert game.explain_illegal(state, A.BuyArt(0, "haggar_sweep#1", "")).en == "That upgrade art is not available to you."
    play(game, state, A.BuyArt(0, "haggar_pipe_swing#1", ""))
    assert game.explain_illegal(state, A.BuyArt(0, "haggar_uppercut#2", "")).en == "Not enough gold: that art costs 2."
    play(game, state, A.EndBriefing(0), A.EndBriefing(1), A.EndBriefing(2))
    assert game.decision(state).kind == "turn" and state.round == 1 and state.stage == 2


def test_FF_W4_clearing_the_last_stage_wins_and_FF_C10_campaign_length_counts_stages() -> None:
    game, state = fresh(campaign_length=2)
    state.stage = 2
    ctx = _ctx(game, state)
    stage_clear(ctx)
    assert state.result == "won" and of_kind(ctx.events, "campaign_won") == [{"stage": 2}]
    assert game.decision(state).seat is None


def test_start_reports_the_setup_events_with_open_draws() -> None:
    game = F.game()
    state, events = game.start(F.setup(2), 5)
    names = kinds(events)
    assert names[:3] == ["stage_started", "round_started", "stage_card_set"]
    assert "enemy_entered" in names and names[-1] == "turn_started"
    draws = [e for e in events if e.kind == "cards_drawn"]
    hand = state.heroes[0].hand.cards
    assert [e.for_seat(1).data for e in draws if e.data["seat"] == 0] == [{"seat": 0, "count": 5, "cards": hand}]
    assert game.encode_state(state) == game.encode_state(game.new_state(F.setup(2), 5))


def test_ruling_an_empty_enemy_deck_takes_the_shuffled_enemy_discard() -> None:
    game, state = fresh()
    state.enemy_discard.put_top(*state.enemy_deck.take_all())
    ctx = _ctx(game, state)
    enemy_entry(ctx)  # the current (new) stage card's entries
    assert "enemy_deck_reshuffled" in kinds(ctx.events) and state.threat == 0
    assert sum(len(g) for g in state.groups) == sum(game.cards.stages[state.stage_drawn.top].entries)


def test_ruling_a_stage_running_past_the_round_bound_is_lost() -> None:
    game, state = fresh(max_rounds_per_stage=5)
    state.round = 5
    ctx = _ctx(game, state)
    stage_set(ctx)
    assert state.result == "lost" and of_kind(ctx.events, "campaign_lost") == [{"reason": "time"}]


def test_FF_R4_threat_only_when_a_card_must_be_drawn_from_an_empty_deck() -> None:
    """A deck drawn down to exactly 0 adds no threat; the next draw (here Draw 2 mid-turn,
    FF-R7) finds it empty and reshuffles: threat +1, 'whenever', not only at the refill."""
    game, state = fresh()
    hero = state.heroes[0]
    cards = hero.deck.take_all() + hero.hand.take_all()
    breath = next(c for c in cards if card_id(c) == "haggar_breath")
    cards.remove(breath)
    hero.hand.put_top(breath)
    hero.deck.put_top(*cards[:4])  # exactly the 4 the refill needs
    hero.discard.put_top(*cards[4:7])
    for other in state.heroes[1:]:
        other.down = True
    ctx = _ctx(game, state)
    refill(ctx)
    assert (len(hero.hand), len(hero.deck), state.threat) == (5, 0, 0)
    turn_of(state, 0)
    events = play(game, state, A.PlayCard(0, breath))
    assert of_kind(events, "threat_changed") == [{"delta": 1, "threat": 1, "reason": "reshuffle"}]
    assert (len(hero.hand), len(hero.deck), len(hero.discard)) == (6, 1, 0)


def test_FF_R5a_each_icon_is_taken_once_per_stage_card() -> None:
    """A taken icon stays taken while its card is current (the boss-stage card stays for
    several rounds); the next card sets its own icons afresh."""
    game, state = fresh()
    _draw_stage_cards(state, ["stage1_1", "stage1_2", "stage1_3"])
    state.stage_deck.put_top(take(state, "stage1_5"))  # middle-center: gold
    ctx = _ctx(game, state)
    stage_set(ctx)
    assert state.icons[4] == ["gold"]
    turn_of(state, 0)
    place(state, 0, "middle-center")
    play(game, state, A.PickUp(0))
    assert state.stage_gold == 1 and state.icons[4] == []
    stage_set(ctx)  # the boss-stage card: middle-center steak
    assert state.icons[4] == ["steak"]
    state.icons[4] = []  # taken
    stage_set(ctx)  # the boss stage's second round: nothing comes back
    assert state.boss_stage_rounds == 2 and state.icons[4] == []


def test_FF_R_a_round_runs_its_steps_in_the_digests_order() -> None:
    """FF-R8 enemy phase → FF-R10 round end → FF-R1 stage set → FF-R2 entry → FF-R3 gimmick
    → FF-R4 refill → FF-R5 the slowest hero's turn."""
    game, state = fresh()
    for seat in range(3):
        place(state, seat, "upper-center")
    _draw_stage_cards(state, ["stage1_1"])
    state.stage_deck.put_top(take(state, "stage1_2"))  # stage_set gimmick: summon 1 at a rolled entry
    hero = state.heroes[1]
    hero.played.put_top(hero.hand.draw())
    state.turn = None
    state.step = "enemy_phase"
    ctx = _ctx(game, state)
    advance(ctx)
    order = [k for k in kinds(ctx.events) if k in (
        "enemy_phase_started", "round_ended", "round_started", "stage_card_set", "enemy_entered", "gimmick",
        "cards_drawn", "turn_started")]
    firsts = list(dict.fromkeys(order))
    assert firsts == ["enemy_phase_started", "round_ended", "round_started", "stage_card_set", "enemy_entered",
                      "gimmick", "cards_drawn", "turn_started"]
    assert order.index("gimmick") < order.index("cards_drawn")
    assert of_kind(ctx.events, "turn_started")[0]["seat"] == 1  # guy, speed 1
    assert len(hero.hand) == 5 and not hero.played
