"""Sample ``layouts.toml`` files and cards for screen tests: enemy, art, two-faced boss;
and boss/stage templates reading lists, labels and hide rules."""

from __future__ import annotations

import tomllib
from typing import Any

from engine.core.layouts.schema import LayoutsFile

SAMPLE_TOML = """
[icons.gold]
glyph = "金"
fill = "#e0a922"
color = "#3a2600"
[icons.gun]
glyph = "銃"
fill = "#45505c"
[icons.knife]
glyph = "刃"
fill = "#8c97a3"
color = "#1d232a"

[keyword]
color = "#a3202e"
bold = true

[backs.enemy]
background = "#3a0d12"
pattern = "#54161e"
frame = "#c9a35a"
label = "MAD GEAR"

[backs.hero]
background = "#12284a"
pattern = "#1b3a66"
frame = "#d8c07a"
label = "FATAL FIGHT"

# ---- enemy --------------------------------------------------------------------------
[templates.enemy]
size = "poker"
background = "#f4ecdc"
frame = "#7a1f2b"
frame_mm = 2.2
back = "enemy"

[[templates.enemy.regions]]
name = "name"
rect = [3.2, 3.2, 45.6, 8.6]
field = "name"
font_size = 10.0
min_font_size = 6.5
bold = true
wrap = false
valign = "middle"
shape = "rounded"
fill = "#2a1a1c"
color = "#f7efe1"
padding_mm = 1.6

[[templates.enemy.regions]]
name = "life"
rect = [49.0, 2.2, 11.8, 11.8]
format = "{life}"
font_size = 14.0
min_font_size = 8.0
bold = true
wrap = false
align = "center"
valign = "middle"
shape = "circle"
fill = "#b3261e"
border = "#f4ecdc"
border_mm = 0.7
color = "#ffffff"
padding_mm = 0.3

[[templates.enemy.regions]]
name = "type"
rect = [4.0, 12.6, 44.0, 4.6]
field = "type"
font_size = 6.0
min_font_size = 5.0
wrap = false
color = "#6d4c41"
padding_mm = 0.4

[[templates.enemy.regions]]
name = "art"
kind = "art"
rect = [3.2, 17.6, 56.6, 30.0]
field = "art"
border = "#2a1a1c"
border_mm = 0.5

[[templates.enemy.regions]]
name = "icons"
kind = "icons"
rect = [4.4, 41.2, 30.0, 5.6]
field = "icons"
padding_mm = 0.3

[[templates.enemy.regions]]
name = "gp"
rect = [47.0, 41.6, 12.0, 5.4]
format = "GP {gp}"
font_size = 7.0
min_font_size = 5.0
bold = true
wrap = false
align = "center"
valign = "middle"
shape = "rounded"
fill = "#2f5d8a"
color = "#ffffff"
padding_mm = 0.3

[[templates.enemy.regions]]
name = "text"
rect = [3.2, 49.2, 56.6, 31.6]
field = "text"
font_size = 7.6
min_font_size = 5.6
shape = "rounded"
fill = "#fffaf0"
border = "#c7ab7f"
border_mm = 0.35
padding_mm = 2.0
line_spacing = 1.05

[[templates.enemy.regions]]
name = "footer"
rect = [3.2, 81.4, 56.6, 4.0]
format = "{id}"
font_size = 5.0
wrap = false
align = "right"
valign = "middle"
color = "#8a6f5a"
padding_mm = 0.4

# ---- art (a hero's attack card) -------------------------------------------------------
[templates.art]
size = "poker"
background = "#eef2f7"
frame = "#1d3f6e"
frame_mm = 2.2
back = "hero"

[[templates.art.regions]]
name = "cost"
rect = [2.4, 2.4, 11.0, 11.0]
format = "{cost}"
font_size = 14.0
min_font_size = 8.0
bold = true
wrap = false
align = "center"
valign = "middle"
shape = "circle"
fill = "#1d3f6e"
border = "#e8c76a"
border_mm = 0.7
color = "#ffffff"
padding_mm = 0.3

[[templates.art.regions]]
name = "name"
rect = [14.4, 3.4, 45.2, 8.6]
field = "name"
font_size = 10.0
min_font_size = 6.5
bold = true
wrap = false
valign = "middle"
shape = "rounded"
fill = "#163054"
color = "#f4f7fb"
padding_mm = 1.6

[[templates.art.regions]]
name = "art"
kind = "art"
rect = [3.2, 14.4, 56.6, 31.0]
field = "art"
border = "#163054"
border_mm = 0.5

[[templates.art.regions]]
name = "attributes"
rect = [3.2, 46.2, 56.6, 5.0]
field = "attributes"
font_size = 6.4
min_font_size = 5.0
bold = true
wrap = false
align = "center"
valign = "middle"
color = "#1d3f6e"
padding_mm = 0.3

[[templates.art.regions]]
name = "text"
rect = [3.2, 51.6, 56.6, 24.8]
field = "text"
font_size = 7.6
min_font_size = 5.6
shape = "rounded"
fill = "#ffffff"
border = "#9fb3cc"
border_mm = 0.35
padding_mm = 2.0
line_spacing = 1.05

[[templates.art.regions]]
name = "ap"
rect = [41.6, 77.2, 18.2, 8.0]
format = "{ap} AP"
font_size = 10.0
min_font_size = 7.0
bold = true
wrap = false
align = "center"
valign = "middle"
shape = "rounded"
fill = "#c0392b"
border = "#f4f7fb"
border_mm = 0.6
color = "#ffffff"
padding_mm = 0.3

# ---- boss: two faces ------------------------------------------------------------------
[templates.boss]
size = "poker"
background = "#1f1a24"
frame = "#c9a35a"
frame_mm = 2.4
back = "enemy"

[[templates.boss.regions]]
name = "name"
rect = [3.4, 3.4, 56.2, 9.0]
field = "name"
font_size = 11.0
min_font_size = 7.0
bold = true
wrap = false
align = "center"
valign = "middle"
shape = "rounded"
fill = "#3b2f45"
color = "#f2d98d"

[[templates.boss.regions]]
name = "art"
kind = "art"
rect = [3.4, 14.0, 56.2, 48.0]
field = "art"

[[templates.boss.regions]]
name = "life"
rect = [3.4, 64.0, 56.2, 10.0]
format = "LIFE {life}   GP {gp}"
font_size = 12.0
min_font_size = 8.0
bold = true
wrap = false
align = "center"
valign = "middle"
color = "#f2d98d"

[templates.boss.flip]
background = "#f1e9f6"
frame = "#c9a35a"
frame_mm = 2.4

[[templates.boss.flip.regions]]
name = "name"
rect = [3.4, 3.4, 56.2, 9.0]
format = "{name} — Skills"
font_size = 9.0
min_font_size = 6.0
bold = true
wrap = false
align = "center"
valign = "middle"
shape = "rounded"
fill = "#3b2f45"
color = "#f2d98d"

[[templates.boss.flip.regions]]
name = "skills"
rect = [3.4, 14.0, 56.2, 70.0]
field = "skills_text"
font_size = 8.0
min_font_size = 6.0
padding_mm = 2.0
"""


def sample_layouts() -> LayoutsFile:
    return LayoutsFile.model_validate(tomllib.loads(SAMPLE_TOML))


THUG: dict[str, Any] = {
    "id": "ff-e-thug",
    "name": "チンピラ・ジェイク",
    "name_en": "Jake the Thug",
    "type": "雑魚・ナイフ使い",
    "type_en": "Grunt · Knife",
    "life": 3,
    "gp": 1,
    "icons": ["gold", "knife"],
    "art": "art/jake.png",
    "text": "【常時】このグループへの:gun:攻撃は、AP-1される。\n行動：同じラインのヒーロー全員に1ダメージを与える。倒されたとき、:gold:を1得る。",
    "text_en": "【Always】 :gun: attacks on this group get AP -1.\nSkill: deal 1 damage to every hero in this line. When KO'd, gain 1 :gold:.",
}

UPPERCUT: dict[str, Any] = {
    "id": "ff-a-uppercut",
    "name": "昇龍アッパー",
    "name_en": "Rising Uppercut",
    "cost": 1,
    "ap": 3,
    "attributes": "【貫通】【武器】",
    "attributes_en": "【Pierce】【Weapon】",
    "art": "art/uppercut.png",
    "text": "【貫通】この攻撃はGPを無視する。同じマスにいる味方は、1枚引いてもよい（手札上限を超えてもよい）。",
    "text_en": "【Pierce】 This attack ignores GP. Allies in the same cell may draw 1 card (even past max hand).",
}

LONG_TEXT: dict[str, Any] = {
    **THUG,
    "id": "ff-e-windbag",
    "name": "おしゃべりな用心棒",
    "name_en": "Chatty Bouncer",
    "text": "行動："
    + "同じラインのヒーロー全員に1ダメージを与え、その後、脅威が3以上なら、さらに手札を1枚捨てさせる。"
    * 6,
    "text_en": "Skill: "
    + "deal 1 damage to every hero in this line; then, if threat is 3 or more, each discards 1 card. "
    * 6,
}

BOSS: dict[str, Any] = {
    "id": "ff-b-abigail",
    "name": "アビゲイル",
    "name_en": "Abigail",
    "life": 12,
    "gp": 2,
    "art": "art/abigail.png",
    "skills_text": "1. 突進：先頭のヒーローに3ダメージ。\n2. 咆哮：脅威+1。\n3. 掴み投げ：同じラインのヒーローを隣のラインへ動かす。",
    "skills_text_en": "1. Charge: 3 damage to the front hero.\n2. Roar: threat +1.\n3. Grab & throw: move heroes of this line to the next line.",
}


LISTS_TOML = """
[labels.timing]
stage_set = "登場時"
stage_set_en = "When set"
enemy_phase = "敵フェイズ"

[labels.kind]
normal = ""
boss = "ボス"
boss_en = "BOSS"

[templates.boss]

[[templates.boss.regions]]
name = "name"
rect = [3, 3, 57, 8]
field = "name"
wrap = false

[[templates.boss.regions]]
name = "subtitle"
rect = [3, 11, 57, 4]
field = "name_en"
hide_same_as = "name"
font_size = 6.0

[[templates.boss.regions]]
name = "gp"
rect = [40, 16, 20, 6]
format = "GP {gp}"
hide_zero = true

[[templates.boss.regions]]
name = "skills"
rect = [3, 24, 57, 40]
field = "skills"
item_format = "{index}. {name}: {text}"
join = "\\n"

[[templates.boss.regions]]
name = "third"
rect = [3, 66, 57, 8]
format = "3: {skills.2.text}"

[templates.stage]
landscape = true

[[templates.stage.regions]]
name = "kind"
rect = [3, 3, 20, 6]
field = "kind"

[[templates.stage.regions]]
name = "entries"
rect = [3, 10, 82, 8]
field = "entries"
item_format = "{index}:{item}"

[[templates.stage.regions]]
name = "entry-5"
rect = [3, 20, 20, 8]
format = "⑤×{entries.4}"

[[templates.stage.regions]]
name = "gimmicks"
rect = [3, 30, 82, 28]
field = "gimmicks"
item_format = "【{timing}】{text}"
join = "\\n"
"""


def lists_layouts() -> LayoutsFile:
    """Templates that read lists by index, join them, label raw values and hide zeros."""
    return LayoutsFile.model_validate(tomllib.loads(LISTS_TOML))


SKILLED_BOSS: dict[str, Any] = {
    "id": "hal",
    "name": "解体屋ハル",
    "name_en": "Hal the Wrecker",
    "gp": 0,
    "skills": [
        {
            "name": "大ハンマー",
            "name_en": "Sledgehammer",
            "text": "2ダメージ。",
            "text_en": "2 damage.",
        },
        {"name": "地響き", "name_en": "Ground Pound", "text": "全員に1ダメージ。", "text_en": ""},
        {
            "name": "仲間",
            "name_en": "Crew",
            "text": "敵2体を呼ぶ。",
            "text_en": "Two enemies join.",
        },
    ],
}

STAGE: dict[str, Any] = {
    "id": "s1-arcade",
    "name": "ゲームセンター",
    "kind": "normal",
    "entries": [1, 0, 1, 1, 2, 1],
    "gimmicks": [
        {"timing": "stage_set", "text": ":gold:+1。", "text_en": "Gold +1."},
        {"timing": "enemy_phase", "text": "上段に1ダメージ。", "text_en": "1 damage, upper line."},
    ],
}
