"""Setting up a Fatal Fight campaign (FF-S) from ``setup = {"heroes": [{"character": id, "player":
name}, ...], "variants": [...]}``: heroes with their shuffled initial arts, the boxes and supplies,
stage 1 set and run on to the first decision."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.kernel.piles import Pile
from engine.core.kernel.rng import Rng
from engine.fatal_fight.board import START_CELL
from engine.fatal_fight.cards import Cards
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.flow import advance
from engine.fatal_fight.schema import VARIANTS, Rules
from engine.fatal_fight.stage_flow import setup_stage
from engine.fatal_fight.state import FatalFightState, Hero

MAX_HEROES = 5


def start(cards: Cards, rules: Rules, setup: Mapping[str, Any], seed: int) -> Ctx:
    """The campaign set up (FF-S1..S3) with the events of setting up; ValueError for a setup it cannot play."""
    heroes_setup = list(setup.get("heroes", []))
    if not 1 <= len(heroes_setup) <= MAX_HEROES:
        raise ValueError(f"Fatal Fight needs 1 to {MAX_HEROES} heroes")
    chosen = [h.get("character") for h in heroes_setup]
    unknown = [c for c in chosen if c not in cards.characters]
    if unknown:
        raise ValueError(f"unknown character(s) {unknown}; known: {sorted(cards.characters)}")
    if len(set(chosen)) != len(chosen):
        raise ValueError("each character can be chosen once")
    asked = list(setup.get("variants", []))
    bad = [v for v in asked if v not in VARIANTS]
    if bad:
        raise ValueError(f"unknown variant(s) {bad}; known: {list(VARIANTS)}")
    on = set(asked) | set(rules.switched_on())
    rng = Rng.from_seed(seed)
    heroes = [hero(cards, str(h["character"]), str(h.get("player", f"Player {i + 1}")), rng)
              for i, h in enumerate(heroes_setup)]
    state = FatalFightState(
        seat_names=[h.player for h in heroes], rng=rng, variants=[v for v in VARIANTS if v in on],
        heroes=heroes,
        stage_box=Pile(list(cards.stages)),
        enemy_box=Pile(list(cards.enemy_instances)),
        boss_box=Pile(list(cards.bosses)),
        item_supply={item: Pile(list(copies)) for item, copies in cards.item_instances.items()},
        status_supply={status: Pile(list(copies)) for status, copies in cards.status_instances.items()},
    )
    ctx = Ctx(cards, rules, state)
    setup_stage(ctx)
    advance(ctx)
    return ctx


def hero(cards: Cards, character: str, player: str, rng: Rng) -> Hero:
    """FF-S2: the 12 initial arts shuffled into the deck; upgrades set aside."""
    deck = Pile(list(cards.initial_decks[character]))
    deck.shuffle(rng)
    upgrades = Pile(list(cards.upgrade_arts[character]))
    life = cards.characters[character].life
    return Hero(character=character, player=player, life=life, cell=START_CELL, deck=deck, upgrades=upgrades)
