"""Golden tests of the draft's variants FF-V1..FF-V8 (each off by default)."""

from __future__ import annotations

from engine.core.kernel.bots import Driver, RandomBot
from engine.fatal_fight import actions as A
from engine.fatal_fight.bots import bot_rng
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.enemy_phase import enemy_phase
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.stage_flow import enemy_entry, refill, stage_set
from engine.fatal_fight.state import FatalFightState, card_id
from tests.engine.fatal_fight import fixtures as F
from tests.engine.fatal_fight.helpers import (
    fresh,
    kinds,
    of_kind,
    place,
    play,
    put_foes,
    set_hand,
    take,
    turn_of,
)


def _empty_deck_refill(variants: list[str]) -> tuple[FatalFight, FatalFightState]:
    game, state = fresh(variants=variants)
    hero = state.heroes[0]
    hero.discard.put_top(*hero.deck.take_all(), *hero.hand.take_all())
    for other in state.heroes[1:]:
        other.down = True
    refill(Ctx(game.cards, game.rules, state))
    return game, state


def test_variants_come_from_rules_toml_or_the_setup() -> None:
    game = F.game(variants=["FF-V1"])
    state = game.new_state(F.setup(1, ["FF-V3"]), 1)
    assert state.variants == ["FF-V1", "FF-V3"]


def test_FF_V1_no_threat_on_reshuffle() -> None:
    _, state = _empty_deck_refill(["FF-V1"])
    assert state.threat == 0 and len(state.heroes[0].hand) == 5


def test_FF_V2_reshuffle_adds_fatigue_instead_of_threat() -> None:
    _, state = _empty_deck_refill(["FF-V2"])
    hero = state.heroes[0]
    assert state.threat == 0
    assert sum(card_id(c) == "fatigue" for c in hero.deck.cards + hero.hand.cards) == 1


def test_FF_V3_icons_drop_only_for_a_front_ko_and_gold_needs_no_overkill() -> None:
    game, state = fresh(variants=["FF-V3"])
    turn_of(state, 0)
    place(state, 0, "middle-center")
    set_hand(state, 0, ["haggar_punch#1"])
    put_foes(state, 2, ["brawler1#1", "gunman1#1"])  # brawler: life 3, gold; gunman: life 2, knife
    events = play(game, state, A.StartAttack(0, 2), A.AddCard(0, "haggar_punch#1"), A.AddSpecial(0),
                  A.ConfirmAttack(0))  # 1 + 3 = 4, Area: both KO'd
    assert [e["card"] for e in of_kind(events, "enemy_ko")] == ["brawler1#1", "gunman1#1"]
    assert state.stage_gold == 1  # the front brawler's gold (4 > 3 would be overkill anyway)
    assert state.heroes[0].items.cards == []  # the gunman was not the front: no knife
    put_foes(state, 2, ["gunman1#2", "brawler1#2"])
    set_hand(state, 0, ["haggar_kick#1", "haggar_kick#2", "haggar_punch#2"])
    state.actions = 3
    play(game, state, A.StartAttack(0, 2), A.AddCard(0, "haggar_kick#1"), A.ConfirmAttack(0))
    assert [card_id(i) for i in state.heroes[0].items] == ["knife"]  # front KO drops its item
    play(game, state, A.StartAttack(0, 2), A.AddCard(0, "haggar_kick#2"), A.AddCard(0, "haggar_punch#2"),
         A.ConfirmAttack(0))
    assert state.groups[1] == [] and state.stage_gold == 2  # exactly its life: gold without overkill


def _boss_fury(variants: list[str]) -> tuple[FatalFightState, list[str]]:
    game, state = fresh(variants=variants)
    place(state, 0, "upper-center")
    place(state, 1, "upper-center")
    place(state, 2, "upper-center")
    state.heroes[0].gp = 5
    put_foes(state, 5, ["boss1_sun"])
    state.boss_skills = [2, 0, 1]  # Rage: with threat >= 2, 1 damage to all
    state.threat = 3
    ctx = Ctx(game.cards, game.rules, state)
    enemy_phase(ctx)
    return state, kinds(ctx.events)


def test_FF_V4_bosses_spend_threat_on_threat_skills() -> None:
    state, events = _boss_fury(["FF-V4"])
    assert "threat_skill" in events and state.threat == 1
    # Rage 1 (GP absorb it for seat 0), then Fury 2 with Pierce: GP neither used nor spent
    assert [h.life for h in state.heroes] == [10, 6, 7] and state.heroes[0].gp == 4
    state, events = _boss_fury([])
    assert "threat_skill" not in events and state.threat == 3


def test_FF_V5_status_cards_are_revealed_on_draw_and_can_be_played_without_penalty() -> None:
    game, state = fresh(variants=["FF-V5"])
    hero = state.heroes[0]
    hero.deck.put_top(take(state, "wound#1"))
    for other in state.heroes[1:]:
        other.down = True
    hero.discard.put_top(*hero.hand.take_all())
    ctx = Ctx(game.cards, game.rules, state)
    refill(ctx)
    assert of_kind(ctx.events, "status_revealed") == [{"seat": 0, "cards": ["wound#1"]}]
    assert "wound#1" in game.view(state, 1).heroes[0].hand
    turn_of(state, 0)
    events = play(game, state, A.PlayCard(0, "wound#1"))
    assert state.actions == 2 and hero.life == 12 and "zanshin_penalty" not in kinds(events)
    assert hero.played.cards == ["wound#1"]


def test_FF_V6_extra_enemies_per_hero_above_base_at_rolled_entries() -> None:
    game, state = fresh(variants=["FF-V6"], base_players=1, extra_enemies_per_player=2)
    state.stage_deck.put_top(*state.stage_drawn.take_all())
    state.stage_deck.put_top(take(state, "stage1_1"))  # entries 1 and 5
    ctx = Ctx(game.cards, game.rules, state)
    stage_set(ctx)
    state.rng.script = [0, 5, 2, 2]  # d6: 1, 6, 3, 3
    enemy_entry(ctx)
    extra = [e["entry"] for e in of_kind(ctx.events, "enemy_entered") if e["reason"] == "extra"]
    assert extra == [1, 6, 3, 3]
    assert [len(g) for g in state.groups] == [2, 0, 2, 0, 1, 1]


def test_FF_V7_each_remaining_hero_picks_a_down_bonus() -> None:
    game, state = fresh(variants=["FF-V7"])
    place(state, 0, "middle-center")
    place(state, 1, "upper-center")
    place(state, 2, "lower-center")
    state.heroes[0].life = 1
    put_foes(state, 2, ["thug1#1"])
    enemy_phase(Ctx(game.cards, game.rules, state))
    assert [(p.kind, p.seat) for p in state.pending] == [("down_bonus", 1), ("down_bonus", 2)]
    state.turn = None
    assert game.decision(state).kind == "down_bonus"
    play(game, state, A.ChooseDownBonus(1, "action"), A.ChooseDownBonus(2, "hand"))
    assert (state.heroes[1].bonus_actions, state.heroes[2].bonus_hand) == (1, 1)
    view = game.view(state, 1)
    assert view.heroes[1].actions_per_turn == 4 and view.heroes[2].max_hand == 6


def test_FF_V8_chits_change_presentation_only() -> None:
    game = F.game()
    plain = game.new_state(F.setup(3), 21)
    chits = game.new_state(F.setup(3, ["FF-V8"]), 21)
    bot_a, bot_b = Driver(game, RandomBot(), bot_rng(21)), Driver(game, RandomBot(), bot_rng(21))
    for _ in range(300):
        if game.is_over(plain):
            break
        action = bot_a.next_action(plain)
        assert bot_b.next_action(chits) == action
        game.apply(plain, action)
        game.apply(chits, action)
    chits.variants = []
    assert game.encode_state(chits) == game.encode_state(plain)
    assert game.view(game.new_state(F.setup(1, ["FF-V8"]), 1), 0).variants == ["FF-V8"]
