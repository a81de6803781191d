"""A small but complete Fatal Fight card set for tests: 3 characters, 3 stage sets.

It is independent of the shipped ``data/fatal_fight`` content, so content edits never break
golden tests. It is big enough to play whole campaigns: every stage set has 6 normal stage
cards (2 per symbol), a boss-stage card, 3 bosses and a dozen enemies.
"""

from __future__ import annotations

from typing import Any

from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.schema import (
    VARIANTS,
    Art,
    Boss,
    Character,
    Enemy,
    Item,
    Rules,
    Stage,
    Status,
)

SYMBOLS = ("sun", "moon", "star")


def rules(**overrides: Any) -> Rules:
    """Default parameters, every variant off unless ``variants=[...]`` names it."""
    on = set(overrides.pop("variants", []))
    switches = {v: {"on": v in on, "ja": v, "en": v} for v in VARIANTS}
    return Rules.model_validate({"variants": switches, **overrides})


def _character(cid: str, life: int, speed: int, special: dict[str, Any]) -> Character:
    return Character.model_validate({"id": cid, "name": cid, "life": life, "actions": 3, "max_hand": 5,
                                     "max_carry": 2, "speed": speed, "special": special})


def characters() -> list[Character]:
    return [
        _character("haggar", 12, 3, {"name": "Double Lariat", "ap": 3, "area": True}),
        _character("guy", 9, 1, {"name": "Bushin Kick", "ap": 2, "pierce": True}),
        _character("cody", 10, 2, {"name": "Tornado Guard", "guard": 2}),
    ]


def arts(character: str) -> list[Art]:
    c = character
    specs: list[dict[str, Any]] = [
        {"id": f"{c}_punch", "tier": "initial", "count": 4, "ap": 1},
        {"id": f"{c}_kick", "tier": "initial", "count": 3, "ap": 2},
        {"id": f"{c}_knife_throw", "tier": "initial", "count": 2, "ap": 1, "shoot": True},
        {"id": f"{c}_block", "tier": "initial", "count": 2, "guard": 2},
        {"id": f"{c}_breath", "tier": "initial", "count": 1, "draw": 2},
        {"id": f"{c}_uppercut", "tier": "upgrade", "count": 2, "ap": 3, "price": 2, "replaces": f"{c}_punch"},
        {"id": f"{c}_sweep", "tier": "upgrade", "count": 1, "ap": 2, "area": True, "price": 3},
        {"id": f"{c}_pipe_swing", "tier": "upgrade", "count": 1, "ap": 2, "weapon": True, "price": 2,
         "effects": [{"op": "if_attack_has", "attribute": "weapon", "then": [{"op": "ap", "value": 1}]}]},
        {"id": f"{c}_second_wind", "tier": "upgrade", "count": 1, "heal": 2, "guard": 1, "price": 1},
    ]
    return [Art.model_validate({"character": c, "name": s["id"], **s}) for s in specs]


def items() -> list[Item]:
    specs: list[dict[str, Any]] = [
        {"id": "apple", "icon": "apple", "count": 4, "heal": 2},
        {"id": "steak", "icon": "steak", "count": 3, "heal": 4},
        {"id": "knife", "icon": "knife", "count": 3, "ap": 2, "shoot": True, "weapon": True},
        {"id": "pipe", "icon": "pipe", "count": 3, "ap": 3, "weapon": True},
        {"id": "power_belt", "reward": True, "count": 3, "carried": [{"op": "stat", "stat": "actions", "value": 1}]},
        {"id": "bandana", "reward": True, "count": 3, "carried": [{"op": "stat", "stat": "max_hand", "value": 1}]},
        {"id": "vest", "reward": True, "count": 3, "carried": [{"op": "stat", "stat": "life", "value": 2}]},
    ]
    return [Item.model_validate(s) for s in specs]


def statuses() -> list[Status]:
    return [
        Status(id="fatigue", name="疲労", fatigue=True, count=30),
        Status.model_validate({"id": "wound", "count": 12,
                               "zanshin": [{"op": "damage", "value": 1, "target": "self", "pierce": True}]}),
    ]


def enemies() -> list[Enemy]:
    found: list[dict[str, Any]] = []
    for s in (1, 2, 3):
        found += [
            {"id": f"thug{s}", "stage": s, "count": 4, "life": 1 + s},
            {"id": f"brawler{s}", "stage": s, "count": 2, "life": 2 + s, "gold": True,
             "skill": [{"op": "damage", "value": 1}]},
            {"id": f"gunman{s}", "stage": s, "count": 2, "life": 2, "gun": True, "item": "knife"},
            {"id": f"bruiser{s}", "stage": s, "count": 2, "life": 3 + s, "gp": 1, "item": "pipe",
             "always": [{"op": "enemy_guard", "value": 1, "target": "front"}]},
            {"id": f"slasher{s}", "stage": s, "count": 1, "life": 3,
             "skill": [{"op": "status", "status": "wound", "target": "line"}]},
            {"id": f"boss_guard{s}", "stage": s, "count": 1, "life": 4, "gold": True,
             "always": [{"op": "immune", "attribute": "shoot"}],
             "skill": [{"op": "if_threat_at_least", "value": 3, "then": [{"op": "damage", "value": 1, "target": "all"}]}]},
        ]
    return [Enemy.model_validate(e) for e in found]


def bosses() -> list[Boss]:
    found = []
    for s in (1, 2, 3):
        for n, symbol in enumerate(SYMBOLS):
            found.append(Boss.model_validate({
                "id": f"boss{s}_{symbol}", "stage": s, "symbol": symbol, "life": 5 + s + n, "gp": 1 if n == 2 else 0,
                "skills": [
                    {"name": "Smash", "effects": [{"op": "damage", "value": 2}]},
                    {"name": "Call", "effects": [{"op": "summon", "count": 1}]},
                    {"name": "Rage", "effects": [{"op": "if_threat_at_least", "value": 2,
                                                  "then": [{"op": "damage", "value": 1, "target": "all"}]}]},
                ],
                "threat_skills": [{"name": "Fury", "cost": 2,
                                   "effects": [{"op": "damage", "value": 2, "target": "all", "pierce": True}]}],
            }))
    return found


def stages() -> list[Stage]:
    found: list[dict[str, Any]] = []
    layouts = [
        ([1, 0, 0, 0, 1, 0], {"upper-left": ["gold"], "middle-right": ["apple"]}),
        ([0, 1, 0, 1, 0, 0], {"lower-center": ["knife"], "upper-center": ["trap"]}),
        ([0, 0, 1, 0, 0, 1], {"middle-left": ["gold", "gold"]}),
        ([1, 0, 0, 0, 0, 1], {"lower-right": ["pipe"], "upper-right": ["steak"]}),
        ([0, 1, 0, 0, 1, 0], {"middle-center": ["gold"]}),
        ([0, 0, 1, 1, 0, 0], {"lower-left": ["apple", "trap"]}),
    ]
    gimmicks = [
        [],
        [{"id": "crowd", "timing": "stage_set", "effects": [{"op": "summon", "count": 1, "entry": "random"}]}],
        [],
        [{"id": "oil", "timing": "turn_start", "effects": [
            {"op": "if_roll_at_least", "value": 6, "then": [{"op": "actions", "value": -1}]}]}],
        [],
        [{"id": "fire", "timing": "enemy_phase", "effects": [{"op": "damage", "value": 1, "target": "lower"}]}],
    ]
    for s in (1, 2, 3):
        for n, ((entries, cells), gim) in enumerate(zip(layouts, gimmicks, strict=True)):
            found.append({"id": f"stage{s}_{n + 1}", "stage": s, "symbol": SYMBOLS[n % 3], "entries": entries,
                          "cells": cells, "gimmicks": gim})
        found.append({"id": f"stage{s}_boss", "stage": s, "kind": "boss", "entries": [1, 0, 1, 0, 1, 0],
                      "cells": {"middle-center": ["steak"]},
                      "gimmicks": [{"id": "pressure", "timing": "round_start",
                                    "effects": [{"op": "if_threat_at_least", "value": 4,
                                                 "then": [{"op": "damage", "value": 1, "target": "all"}]}]}]})
    return [Stage.model_validate(s) for s in found]


def card_set() -> dict[str, list[Any]]:
    return {
        "character": characters(),
        "art": [a for c in ("haggar", "guy", "cody") for a in arts(c)],
        "item": items(),
        "status": statuses(),
        "enemy": enemies(),
        "boss": bosses(),
        "stage": stages(),
    }


def game(**rule_overrides: Any) -> FatalFight:
    return FatalFight(card_set(), rules(**rule_overrides))


def setup(n: int = 3, variants: list[str] | None = None) -> dict[str, Any]:
    chars = ["haggar", "guy", "cody"][:n]
    return {"heroes": [{"character": c, "player": f"P{i + 1}"} for i, c in enumerate(chars)],
            "variants": list(variants or [])}
