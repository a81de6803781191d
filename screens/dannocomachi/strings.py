"""だんのこまち's words in Japanese and English."""

from __future__ import annotations

from screens.i18n import Table, translate

STRINGS: Table = {
    "effect.reduce": {"ja": "軽減{amount}", "en": "Reduce {amount}"},
    "effect.reduce_next": {"ja": "次の軽減{amount}", "en": "Next: reduce {amount}"},
    "effect.shield": {"ja": "シールド{amount}", "en": "Shield {amount}"},
    "effect.redirect": {"ja": "身代わり", "en": "Stand-in"},
    "effect.redirect_next": {"ja": "次の身代わり", "en": "Next: stand-in"},
    "effect.replace_amount": {"ja": "{match}→{amount}ダメージ", "en": "{match}→{amount} damage"},
    "effect.replace_amount_next": {"ja": "次の{match}→{amount}", "en": "Next: {match}→{amount}"},
    "effect.nullify": {"ja": "ダメージ無効", "en": "No damage"},
    "effect.nullify_next": {"ja": "次のダメージ無効", "en": "Next: no damage"},
    "effect.attack": {"ja": "攻撃{amount:+d}", "en": "Attack {amount:+d}"},
    "ailment.weaken": {"ja": "衰弱", "en": "Weaken"},
    "ailment.seal": {"ja": "封印", "en": "Seal"},
    "stage.replacement": {"ja": "置換", "en": "Replacement"},
    "stage.reduction": {"ja": "軽減", "en": "Reduction"},
    "stage.nullification": {"ja": "無効", "en": "Nullification"},
    "stage.effect": {"ja": "ダメージ", "en": "Damage"},
    "status.applied": {"ja": "適用", "en": "applied"},
    "status.locked": {"ja": "書き換え済み（DA-P2）", "en": "already rewritten (DA-P2)"},
    "status.no-match": {"ja": "対象外", "en": "does not match"},
    "status.bypassed": {"ja": "無効化", "en": "switched off"},
    "status.resolved": {"ja": "解決", "en": "resolved"},
    "timeline.title": {"ja": "タイムライン: {source} → {target} に{amount}ダメージ", "en": "Timeline: {source} → {amount} damage to {target}"},
    "timeline.result": {"ja": "{target}に{dealt}ダメージ", "en": "{dealt} damage to {target}"},
    "timeline.nullified": {"ja": "無効: {target}はダメージを受けない", "en": "Nullified: {target} takes no damage"},
    "timeline.waiting": {"ja": "{name}: 自分の効果の順番を選んでください（DA-R2）", "en": "{name}: choose the order of your own effects (DA-R2)"},
    "timeline.hint": {"ja": "クリック / Space で閉じる", "en": "Click / Space to close"},
    "order": {"ja": "順番: {order}", "en": "Order: {order}"},
    "menu.attack": {"ja": "{target}を攻撃（{amount}）", "en": "Attack {target} ({amount})"},
    "menu.ability": {"ja": "{label}", "en": "{label}"},
    "menu.ability_on": {"ja": "{label} → {target}", "en": "{label} → {target}"},
    "menu.transform": {"ja": "変身する", "en": "Transform"},
    "log.attacked": {"ja": "{name}: {card}で{target}を攻撃（{amount}）", "en": "{name}: {card} attacks {target} ({amount})"},
    "log.damage": {"ja": "{target}に{dealt}ダメージ（{amount}から）", "en": "{target} takes {dealt} damage (of {amount})"},
    "log.damage_moved": {"ja": "{target}の代わりに{final}に{dealt}ダメージ", "en": "{final} takes {dealt} damage instead of {target}"},
    "log.nullified": {"ja": "{target}へのダメージは無効になった", "en": "The damage to {target} is nullified"},
    "log.order_asked": {"ja": "{name}: 効果の順番を選ぶ", "en": "{name} orders their effects"},
    "log.order_chosen": {"ja": "{name}: 順番を決めた", "en": "{name} chose the order"},
    "log.ability": {"ja": "{name}: {card}「{label}」", "en": "{name}: {card} — {label}"},
    "log.ability_on": {"ja": "{name}: {card}「{label}」→ {target}", "en": "{name}: {card} — {label} → {target}"},
    "log.effect": {"ja": "→ {card}に「{effect}」", "en": "→ {card} gains {effect}"},
    "log.ailment": {"ja": "{card}は{ailment}になった", "en": "{card} suffers {ailment}"},
    "log.ailment_ended": {"ja": "{card}の{ailments}が消えた（DA-K2）", "en": "{card}'s {ailments} ended (DA-K2)"},
    "log.cured": {"ja": "{card}の状態異常を解除", "en": "{card} is cured"},
    "log.dispelled": {"ja": "{card}の継続効果を除去（状態異常は残る）", "en": "{card}'s continuous effects end (ailments stay)"},
    "log.transformed": {"ja": "{card}が変身した（{face}面）", "en": "{card} transforms (face {face})"},
    "log.fizzled": {"ja": "{card}はすでに変身している（{rule}）", "en": "{card} has already transformed ({rule})"},
    "log.swapped": {"ja": "{main}と{sub}が交代", "en": "{main} and {sub} swap places"},
    "log.revived": {"ja": "{card}が復活", "en": "{card} is revived"},
    "log.no_target": {"ja": "{card}: 対象がいない", "en": "{card}: nothing to target"},
    "hp": {"ja": "{left}/{hp}", "en": "{left}/{hp}"},
}


def dt(key: str, lang: str, **params: object) -> str:
    return translate(STRINGS, key, lang, **params)
