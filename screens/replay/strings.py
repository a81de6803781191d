"""The replay viewer's words, in Japanese and English."""

from __future__ import annotations

from screens.i18n import Table, translate

STRINGS: Table = {
    "replay.back": {"ja": "戻る", "en": "Back"},
    "replay.start": {"ja": "|◀", "en": "|◀"},
    "replay.prev_turn": {"ja": "◀◀", "en": "◀◀"},
    "replay.prev": {"ja": "◀", "en": "◀"},
    "replay.play": {"ja": "再生", "en": "Play"},
    "replay.pause": {"ja": "一時停止", "en": "Pause"},
    "replay.next": {"ja": "▶", "en": "▶"},
    "replay.next_turn": {"ja": "▶▶", "en": "▶▶"},
    "replay.end": {"ja": "▶|", "en": "▶|"},
    "replay.slower": {"ja": "−", "en": "−"},
    "replay.faster": {"ja": "＋", "en": "+"},
    "replay.seat": {"ja": "視点: 席{n}（{name}）", "en": "View: seat {n} ({name})"},
    "replay.onlooker": {"ja": "視点: 観戦者", "en": "View: onlooker"},
    "replay.everything": {"ja": "視点: すべて（終局後）", "en": "View: everything"},
    "replay.round": {"ja": "{name}（{n} / {total}）", "en": "{name} ({n} / {total})"},
    "replay.no_round_yet": {"ja": "準備中（全{total}ラウンド）", "en": "setting up ({total} rounds)"},
    "replay.prev_round": {"ja": "◁", "en": "◁"},
    "replay.next_round": {"ja": "▷", "en": "▷"},
    "replay.prev_round_tip": {"ja": "前のラウンド（[）", "en": "Previous round ([)"},
    "replay.next_round_tip": {"ja": "次のラウンド（]）", "en": "Next round (])"},
    "replay.round_no": {"ja": "番号", "en": "No."},
    "replay.no_round": {"ja": "ラウンド「{text}」はありません（1〜{total}）", "en": "There is no round {text} (1–{total})"},
    "replay.status": {"ja": "{step} / {total} 手　·　×{speed}", "en": "Step {step} / {total}   ·   ×{speed}"},
    "replay.turn": {"ja": "手番 {n} / {total}", "en": "turn {n} / {total}"},
    "replay.broken_at": {"ja": "{step} 手目で記録が壊れています", "en": "the log breaks at step {step}"},
}


def t(key: str, lang: str, **params: object) -> str:
    return translate(STRINGS, key, lang, **params)
