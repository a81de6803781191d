"""The shipped Fatal Fight sample content (``data/fatal_fight``): it loads clean, it has the
draft's component counts (FF-C2 … FF-C10), its cross references make sense, its layouts cover
every card kind, and heuristic-bot campaigns on it come to an end.

Counts are card totals (``count`` copies included), as the draft counts physical cards.
"""

from __future__ import annotations

import importlib.util
import re
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from engine.core.data.database import CardDatabase
from engine.core.data.loader import load_data
from engine.fatal_fight.schema import SPEC, walk_effects

DATA = Path(__file__).resolve().parents[3] / "data"
SYMBOLS = ("sun", "moon", "star")
STAGE_SETS = (1, 2, 3, 4)
ICON_TOKEN = re.compile(r":([a-z0-9_-]+):")


@cache
def db() -> CardDatabase:
    result = load_data(SPEC, DATA, None)
    assert [str(p) for p in result.problems] == []
    return result.db


def cards(kind: str) -> list:
    return list(db().cards(kind).values())


def copies(models) -> int:
    return sum(m.count for m in models)


# --- loading -------------------------------------------------------------------------------
def test_shipped_data_loads_with_zero_problems() -> None:
    result = load_data(SPEC, DATA, None)
    assert [str(p) for p in result.problems] == []
    assert set(SPEC.kinds) <= set(result.db.kinds)
    assert "layouts.toml" in result.db.settings and "rules.toml" in result.db.settings


# --- counts (FF-C2 … FF-C10) ---------------------------------------------------------------
def test_ff_c3_six_characters_with_distinct_speeds_and_special_moves() -> None:
    characters = cards("character")
    assert len(characters) == 6
    assert len({c.speed for c in characters}) == 6
    assert len({c.special.name for c in characters}) == 6
    assert len({c.colour.lower() for c in characters}) == 6
    for c in characters:
        assert c.name and c.name_en and c.text and c.text_en and c.special.name_en


def test_ff_c4_each_character_has_12_initial_and_18_upgrade_art_cards() -> None:
    arts = cards("art")
    for character in db().cards("character"):
        mine = [a for a in arts if a.character == character]
        assert copies(a for a in mine if a.tier == "initial") == 12, character
        assert copies(a for a in mine if a.tier == "upgrade") == 18, character


def test_ff_c4_every_upgrade_has_a_price_and_replaces_an_initial_art_of_its_character() -> None:
    arts = db().cards("art")
    upgrades = [a for a in arts.values() if a.tier == "upgrade"]
    assert upgrades
    for art in upgrades:
        assert art.price > 0, art.id
        if art.replaces is not None:
            replaced = arts[art.replaces]
            assert replaced.tier == "initial", art.id
            assert replaced.character == art.character, art.id
    replacing = [a for a in upgrades if a.replaces]
    assert len(replacing) >= len(upgrades) // 2


def test_ff_c4_characters_play_differently() -> None:
    """Each character leans on different sub-attributes (FF-R7): shooter, grappler, ..."""
    arts = cards("art")

    def share(character: str, attribute: str) -> float:
        mine = [a for a in arts if a.character == character]
        return copies(a for a in mine if getattr(a, attribute)) / copies(mine)

    assert share("rita", "shoot") == max(share(c, "shoot") for c in db().cards("character"))
    assert share("shinobu", "pierce") == max(share(c, "pierce") for c in db().cards("character"))
    assert share("toma", "weapon") == max(share(c, "weapon") for c in db().cards("character"))
    assert share("joe", "area") == max(share(c, "area") for c in db().cards("character"))
    support = [a for a in arts if a.character == "mei" and not a.is_attack]
    assert copies(support) == max(copies(a for a in arts if a.character == c and not a.is_attack)
                                  for c in db().cards("character"))


def test_ff_c5_24_item_cards_with_rewards_and_cell_icon_items() -> None:
    items = cards("item")
    assert copies(items) == 24
    assert {i.icon for i in items if i.icon} == {"apple", "steak", "knife", "pipe"}
    rewards = [i for i in items if i.reward]
    assert rewards and all(i.carried for i in rewards)
    stats = {e.stat for i in rewards for e in i.carried}
    assert {"life", "actions", "max_hand", "max_carry"} <= stats
    assert all(not i.carried for i in items if not i.reward)


def test_ff_c6_one_fatigue_and_several_bad_statuses_with_zanshin_penalties() -> None:
    statuses = cards("status")
    assert [s.id for s in statuses if s.fatigue] == ["fatigue"]
    bad = [s for s in statuses if s.zanshin]
    assert len(bad) >= 4
    assert not any(s.zanshin for s in statuses if s.fatigue)


def test_ff_c7_42_enemy_cards_over_the_stage_sets_with_every_icon_used() -> None:
    enemies = cards("enemy")
    assert copies(enemies) == 42
    for stage in STAGE_SETS:
        assert copies(e for e in enemies if e.stage == stage) >= 8, stage
    assert any(e.gold for e in enemies)
    assert any(e.gun for e in enemies)
    assert any(e.item for e in enemies)
    assert any(e.always for e in enemies)
    for enemy in enemies:
        assert enemy.text and enemy.text_en, enemy.id


def test_ff_c7_enemy_strength_grows_with_the_stage() -> None:
    enemies = cards("enemy")

    def mean_toughness(stage: int) -> float:
        mine = [e for e in enemies if e.stage == stage]
        return sum((e.life + e.gp) * e.count for e in mine) / copies(mine)

    values = [mean_toughness(s) for s in STAGE_SETS]
    assert values == sorted(values)


def test_ff_c8_three_bosses_per_stage_set_one_per_symbol() -> None:
    bosses = cards("boss")
    assert len(bosses) == 12
    for stage in STAGE_SETS:
        assert sorted(b.symbol for b in bosses if b.stage == stage) == sorted(SYMBOLS), stage
    for boss in bosses:
        assert len(boss.skills) == 3
        assert all(s.name and s.text and s.text_en and s.effects for s in boss.skills), boss.id


def test_ff_c8_twenty_boss_cards_are_12_bosses_and_8_ff_v4_threat_skills() -> None:
    """The draft's 20 boss cards: one card per boss (its 3 skills are its boss deck) plus one
    card per FF-V4 threat skill."""
    bosses = cards("boss")
    threat_skills = [s for b in bosses for s in b.threat_skills]
    assert len(bosses) + len(threat_skills) == 20
    assert all(s.cost >= 1 and s.text and s.effects for s in threat_skills)
    assert {b.stage for b in bosses if b.threat_skills} == set(STAGE_SETS)


def test_ff_c8_boss_life_grows_with_the_stage() -> None:
    bosses = cards("boss")
    lowest = [min(b.life for b in bosses if b.stage == s) for s in STAGE_SETS]
    highest = [max(b.life for b in bosses if b.stage == s) for s in STAGE_SETS]
    assert all(highest[i] < lowest[i + 1] + 3 for i in range(3))
    assert lowest == sorted(lowest) and highest == sorted(highest)


def test_ff_c10_28_stage_cards_in_4_sets_of_6_normal_and_1_boss_stage() -> None:
    stages = cards("stage")
    assert len(stages) == 28
    for stage in STAGE_SETS:
        mine = [s for s in stages if s.stage == stage]
        normal = [s for s in mine if s.kind == "normal"]
        assert len(normal) == 6 and len(mine) == 7, stage
        assert Counter(s.symbol for s in normal) == {"sun": 2, "moon": 2, "star": 2}, stage
        assert all(sum(s.entries) > 0 for s in mine), stage


def test_ff_c2_stage_cards_use_every_cell_icon_and_gimmick_timing() -> None:
    stages = cards("stage")
    icons = {i for s in stages for names in s.cells.values() for i in names}
    assert icons == {"gold", "trap", "apple", "steak", "knife", "pipe"}
    timings = {g.timing for s in stages for g in s.gimmicks}
    assert timings == {"stage_set", "round_start", "turn_start", "turn_end", "enemy_phase"}
    assert all(g.text and g.text_en and g.effects for s in stages for g in s.gimmicks)


def test_ff_w1_about_twelve_gold_icons_per_stage() -> None:
    """The draft's scale: a stage earns ~12 gold (4 normal cards and the boss-stage card)."""
    stages = cards("stage")
    for stage in STAGE_SETS:
        mine = [s for s in stages if s.stage == stage]
        per_card = [sum(names.count("gold") for names in s.cells.values()) for s in mine]
        expected = sum(per_card[:-1]) / 6 * 4 + per_card[-1]
        assert 10 <= expected <= 18, stage


def test_every_card_has_japanese_and_english_names() -> None:
    for kind in SPEC.kinds:
        for card in cards(kind):
            assert card.name and card.name_en, card.id


# --- layouts -------------------------------------------------------------------------------
def test_layouts_have_a_template_per_kind_and_every_icon_used_in_text() -> None:
    layouts = db().settings["layouts.toml"]
    assert set(SPEC.kinds) <= set(layouts.templates)
    texts: list[str] = []
    for kind in SPEC.kinds:
        for card in cards(kind):
            texts += [getattr(card, "text", ""), getattr(card, "text_en", "")]
    for c in cards("character"):
        texts += [c.special.text, c.special.text_en]
    for b in cards("boss"):
        texts += [s.text for s in (*b.skills, *b.threat_skills)]
    used = {key for text in texts for key in ICON_TOKEN.findall(text)}
    used |= {e.item for e in cards("enemy") if e.item} | {i.icon for i in cards("item") if i.icon}
    used |= {"gold", "gun", "trap", *SYMBOLS, "shoot", "area", "pierce", "weapon"}
    assert used <= set(layouts.icons), sorted(used - set(layouts.icons))


# --- effects make sense in context -----------------------------------------------------------
def test_effects_only_name_shipped_statuses_and_items() -> None:
    statuses = set(db().cards("status"))
    items = set(db().cards("item"))
    lists = []
    for card in cards("art") + cards("item"):
        lists.append(card.effects)
    for c in cards("character"):
        lists.append(c.special.effects)
    for e in cards("enemy"):
        lists += [e.skill, e.on_ko]
    for b in cards("boss"):
        lists += [s.effects for s in (*b.skills, *b.threat_skills)]
    for s in cards("stage"):
        lists += [g.effects for g in s.gimmicks]
    for effects in lists:
        for op in walk_effects(effects):
            if op.op == "status":
                assert op.status in statuses
            if op.op in ("gain_item", "if_attack_item"):
                assert op.item in items


# --- whole campaigns ------------------------------------------------------------------------
HAVE_GAME = all(importlib.util.find_spec(m) is not None
                for m in ("engine.fatal_fight.game", "engine.fatal_fight.bots"))
MAX_DECISIONS = 40_000


@pytest.mark.skipif(not HAVE_GAME, reason="the Fatal Fight game module is not there yet")
@pytest.mark.parametrize(("heroes", "seed", "variants"), [
    (("ryuji", "joe", "mei"), 11, ()),
    (("shinobu", "rita", "toma"), 12, ()),
    (("ryuji", "shinobu", "rita", "mei"), 13, ("FF-V6",)),
    (("joe", "toma"), 14, ()),
    (("ryuji", "joe", "shinobu", "rita", "toma"), 15, ("FF-V3", "FF-V4", "FF-V6")),
])
def test_heuristic_bot_campaigns_on_shipped_data_end_within_a_bound(heroes, seed, variants) -> None:
    from engine.core.kernel.bots import Driver
    from engine.fatal_fight.bots import HeuristicBot, bot_rng
    from engine.fatal_fight.game import FatalFight

    game = FatalFight(db())
    state = game.new_state({"heroes": [{"character": c} for c in heroes], "variants": list(variants)}, seed)
    bot = Driver(game, HeuristicBot(game), bot_rng(seed))
    decisions = 0
    while not game.is_over(state):
        game.apply(state, bot.next_action(state))
        decisions += 1
        assert decisions < MAX_DECISIONS, f"campaign still running at stage {state.stage}"
    assert state.result in ("won", "lost")
    assert state.rounds_played <= game.rules.campaign_length * game.rules.max_rounds_per_stage


@pytest.mark.skipif(not HAVE_GAME, reason="the Fatal Fight game module is not there yet")
def test_three_heroes_win_some_heuristic_bot_campaigns() -> None:
    """Winnable: a handful of seeded 3-hero campaigns include a win (the bot wins ~60%)."""
    from engine.core.kernel.bots import Driver
    from engine.fatal_fight.bots import HeuristicBot, bot_rng
    from engine.fatal_fight.game import FatalFight

    game = FatalFight(db())
    results = Counter()
    for seed in range(8):
        state = game.new_state({"heroes": [{"character": c} for c in ("ryuji", "joe", "mei")]}, 100 + seed)
        bot = Driver(game, HeuristicBot(game), bot_rng(seed))
        while not game.is_over(state):
            game.apply(state, bot.next_action(state))
        results[state.result] += 1
    assert results["won"] >= 1, results
