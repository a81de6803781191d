"""The sandbox table's words in Japanese and English (the shell's ``translate`` shape)."""

from __future__ import annotations

from screens.i18n import Table, translate

STRINGS: Table = {
    "zone.of": {"ja": "{name}の{zone}", "en": "{name}'s {zone}"},
    "card.hidden": {"ja": "裏向きのカード", "en": "a face-down card"},
    "log.moved": {"ja": "{name}: {card}を{src}から{dst}へ", "en": "{name}: {card} from {src} to {dst}"},
    "log.moved_bottom": {"ja": "{name}: {card}を{src}から{dst}の下へ", "en": "{name}: {card} from {src} to the bottom of {dst}"},
    "log.flipped_up": {"ja": "{name}: {card}を表にした（{zone}）", "en": "{name} turned {card} face up ({zone})"},
    "log.flipped_down": {"ja": "{name}: {card}を裏にした（{zone}）", "en": "{name} turned {card} face down ({zone})"},
    "log.rotated": {"ja": "{name}: カードを横向きにした", "en": "{name} turned a card sideways"},
    "log.unrotated": {"ja": "{name}: カードを縦に戻した", "en": "{name} turned a card upright"},
    "log.shuffled": {"ja": "{name}: {zone}をシャッフル", "en": "{name} shuffled {zone}"},
    "log.peeked": {"ja": "{name}: {zone}を見ている", "en": "{name} is looking through {zone}"},
    "log.peek_ended": {"ja": "{name}: {zone}を見終えた", "en": "{name} stopped looking through {zone}"},
    "log.counter": {"ja": "{name}: {counter} {delta:+d} → {value}", "en": "{name}: {counter} {delta:+d} → {value}"},
    "log.control": {"ja": "{name} → {other}に操作を渡した", "en": "{name} handed the table to {other}"},
    "log.turn": {"ja": "── {turn}ターン目: {other}の番 ──", "en": "── Turn {turn}: {other} ──"},
    "log.game_ended": {"ja": "── {name}がゲームを終えた（{turn}ターン目） ──", "en": "── {name} ended the game (turn {turn}) ──"},
    "bar.end_game": {"ja": "ゲーム終了", "en": "End game"},
    "bar.draw": {"ja": "1枚引く", "en": "Draw"},
    "bar.end_turn": {"ja": "ターン終了", "en": "End turn"},
    "bar.pass": {"ja": "{name}に渡す", "en": "Hand to {name}"},
    "bar.stop_peek": {"ja": "見るのをやめる", "en": "Stop looking"},
    "menu.flip": {"ja": "裏返す", "en": "Flip"},
    "menu.rotate": {"ja": "横向き / 縦向き", "en": "Tap / untap"},
    "menu.bottom": {"ja": "{zone}の下へ", "en": "To the bottom of {zone}"},
    "menu.move": {"ja": "{zone}へ", "en": "To {zone}"},
    "menu.shuffle": {"ja": "シャッフル", "en": "Shuffle"},
    "menu.peek": {"ja": "中を見る", "en": "Look through"},
    "hint": {
        "ja": "ドラッグで移動　クリックでメニュー　F 裏返す　T 横向き　D 引く　E ターン終了",
        "en": "Drag to move   Click for a menu   F flip   T tap   D draw   E end turn",
    },
    "setup.player_n": {"ja": "プレイヤー{n}", "en": "Player {n}"},
    "setup.seat": {"ja": "席 {n}", "en": "Seat {n}"},
    "setup.deck": {"ja": "デッキ: {name}（{count}枚）", "en": "Deck: {name} ({count} cards)"},
    "setup.deck_tip": {"ja": "クリックで次のデッキ", "en": "Click for the next deck"},
    "setup.back": {"ja": "戻る", "en": "Back"},
    "setup.start": {"ja": "開始", "en": "Start"},
    "turn_marker": {"ja": "{turn}ターン目 — {name}の番", "en": "Turn {turn} — {name}'s turn"},
    "in_control": {"ja": "操作中: {name}", "en": "At the table: {name}"},
}


def sb(key: str, lang: str, **params: object) -> str:
    return translate(STRINGS, key, lang, **params)
