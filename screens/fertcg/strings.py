"""The FERTCG table's words in Japanese and English (the shell's ``translate`` shape)."""

from __future__ import annotations

from screens.i18n import Table, translate

STRINGS: Table = {
    "bar.declare": {"ja": "攻撃を宣言…", "en": "Declare attack…"},
    "bar.counter": {"ja": "反撃を宣言…", "en": "Declare counter…"},
    "menu.declare": {"ja": "このユニットで攻撃を宣言…", "en": "Declare an attack with this unit…"},
    "menu.counter": {"ja": "このユニットで反撃を宣言…", "en": "Declare a counter with this unit…"},
    "panel.attack": {"ja": "攻撃の宣言 — {name}", "en": "Declare an attack — {name}"},
    "panel.counter": {"ja": "反撃の宣言 — {name}", "en": "Declare a counter — {name}"},
    "panel.unit": {"ja": "攻撃するユニット", "en": "Attacking unit"},
    "panel.weapon": {"ja": "武器", "en": "Weapon"},
    "panel.no_weapon": {"ja": "なし（ユニットの攻撃力）", "en": "None (the unit's attack)"},
    "panel.supports": {"ja": "サプライズ（支援）", "en": "Surprises (support)"},
    "panel.optional": {"ja": "任意で使う効果", "en": "Optional texts to use"},
    "panel.enemy": {"ja": "相手の場の効果（自動）", "en": "The enemy's cards in play (automatic)"},
    "panel.none": {"ja": "なし", "en": "none"},
    "panel.breakdown": {"ja": "消費チップの計算", "en": "Chip cost, step by step"},
    "panel.pool": {"ja": "気力チップ {before} → {after}", "en": "Will chips {before} → {after}"},
    "panel.confirm": {"ja": "宣言する（Enter）", "en": "Declare (Enter)"},
    "panel.cancel": {"ja": "やめる（Esc）", "en": "Cancel (Esc)"},
    "panel.use": {"ja": "{name}: 消費チップ{value}（{n}回目・{most}回まで）", "en": "{name}: chips {value} (use {n} of {most})"},
    "panel.hint": {"ja": "場のカードをクリックしても選べます", "en": "You can also click the cards on the table"},
    "log.attack": {"ja": "{name}: {unit}（{weapon}）で攻撃 — 気力チップ{total}枚（{before} → {after}）",
                   "en": "{name} attacks with {unit} ({weapon}) — {total} will chips ({before} → {after})"},
    "log.counter": {"ja": "{name}: {unit}（{weapon}）で反撃 — 気力チップ{total}枚（{before} → {after}）",
                    "en": "{name} counters with {unit} ({weapon}) — {total} will chips ({before} → {after})"},
    "log.bare": {"ja": "武器なし", "en": "no weapon"},
}


def ft(key: str, lang: str, **params: object) -> str:
    return translate(STRINGS, key, lang, **params)
