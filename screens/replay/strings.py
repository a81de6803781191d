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
    "replay.status": {"ja": "{step} / {total} 手　·　×{speed}", "en": "Step {step} / {total}   ·   ×{speed}"},
    "replay.turn": {"ja": "手番 {n} / {total}", "en": "turn {n} / {total}"},
    "replay.broken_at": {"ja": "{step} 手目で記録が壊れています", "en": "the log breaks at step {step}"},
}


def t(key: str, lang: str, **params: object) -> str:
    return translate(STRINGS, key, lang, **params)
