"""Every UI string of the shell, in Japanese and English.

``tr(key, lang, **params)`` looks a string up and fills ``{name}`` placeholders.
Game screens keep their own tables the same shape and call ``translate``.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.core.text import Text

LANGUAGES: tuple[str, ...] = ("ja", "en")
LANGUAGE_NAMES: Mapping[str, str] = {"ja": "日本語", "en": "English"}

Table = Mapping[str, Mapping[str, str]]

STRINGS: Table = {
    "app.title": {"ja": "テーブルトップ", "en": "Tabletop"},
    "app.subtitle": {"ja": "カードゲーム・ボードゲームの卓", "en": "A table for card and board games"},
    # title screen
    "title.games": {"ja": "新しいゲーム", "en": "New game"},
    "title.no_games": {"ja": "遊べるゲームはまだありません", "en": "No games are installed yet"},
    "title.continue": {"ja": "続きから", "en": "Continue"},
    "title.continue_none": {"ja": "自動保存はまだありません", "en": "No autosave yet"},
    "title.continue_tip": {"ja": "{game} — {date}", "en": "{game} — {date}"},
    "title.load": {"ja": "ロード", "en": "Load game"},
    "title.gallery": {"ja": "カードギャラリー", "en": "Card gallery"},
    "title.settings": {"ja": "設定", "en": "Settings"},
    "title.quit": {"ja": "終了", "en": "Quit"},
    "title.no_table": {"ja": "このゲームの卓はまだ準備中です", "en": "This game's table is not ready yet"},
    "title.keys": {
        "ja": "↑↓ 選択　Enter 決定　Esc 戻る",
        "en": "↑↓ choose   Enter select   Esc back",
    },
    # settings
    "settings.heading": {"ja": "設定", "en": "Settings"},
    "settings.language": {"ja": "言語", "en": "Language"},
    "settings.ui_scale": {"ja": "表示倍率", "en": "UI scale"},
    "settings.window": {"ja": "ウィンドウ", "en": "Window"},
    "settings.fullscreen": {"ja": "全画面", "en": "Fullscreen"},
    "settings.animation": {"ja": "アニメーション速度", "en": "Animation speed"},
    "settings.privacy": {"ja": "手札を隠す（交代画面）", "en": "Hotseat privacy"},
    "settings.undo": {"ja": "取り消し", "en": "Undo"},
    "settings.timer": {"ja": "手番タイマー", "en": "Turn timer"},
    "settings.back": {"ja": "戻る", "en": "Back"},
    "settings.keys": {
        "ja": "↑↓ 項目　←→ 変更　Esc 戻る",
        "en": "↑↓ setting   ←→ change   Esc back",
    },
    "settings.saved_to": {"ja": "保存先: {path}", "en": "Saved to {path}"},
    "settings.corrupt": {
        "ja": "設定ファイルが読めなかったため初期設定に戻しました（元のファイルは {name} に保存）",
        "en": "The settings file could not be read; defaults are in use (the old file is kept as {name})",
    },
    "leave.title": {"ja": "保存できませんでした", "en": "The game could not be saved"},
    "leave.question": {
        "ja": "このまま離れると、最後の保存以降の手は失われます。",
        "en": "If you leave now, the steps since the last save are lost.",
    },
    "leave.stay": {"ja": "ゲームに戻る", "en": "Stay in the game"},
    "leave.anyway": {"ja": "それでも離れる", "en": "Leave anyway"},
    "settings.write_failed": {"ja": "設定を保存できません: {reason}", "en": "Could not save settings: {reason}"},
    "value.on": {"ja": "オン", "en": "On"},
    "value.off": {"ja": "オフ", "en": "Off"},
    "value.strict": {"ja": "厳格（公開された情報は戻せない）", "en": "Strict (no undo past a reveal)"},
    "value.lenient": {"ja": "寛容（いつでも戻せる）", "en": "Lenient (undo anything)"},
    "value.anim_off": {"ja": "なし", "en": "Off"},
    "value.anim_speed": {"ja": "×{speed}", "en": "×{speed}"},
    "value.seconds": {"ja": "{n} 秒", "en": "{n} s"},
    "value.minutes": {"ja": "{n} 分", "en": "{n} min"},
    # load screen
    "load.heading": {"ja": "ロード", "en": "Load game"},
    "load.empty": {"ja": "セーブデータはありません", "en": "There are no saves yet"},
    "load.folder": {"ja": "フォルダ: {path}", "en": "Folder: {path}"},
    "load.entry": {
        "ja": "{date}　·　{steps} 手",
        "en": "{date}   ·   {steps} steps",
    },
    "load.has_backup": {"ja": "バックアップあり", "en": "backup kept"},
    "load.no_backup": {"ja": "バックアップなし", "en": "no backup"},
    "load.branch": {"ja": "{steps} 手目のセーブからの分岐", "en": "branch from a save at step {steps}"},
    "load.replay": {"ja": "リプレイ", "en": "Replay"},
    "load.seats": {"ja": "プレイヤー: {seats}", "en": "Players: {seats}"},
    "load.broken": {"ja": "読めません: {error}", "en": "Unreadable: {error}"},
    "load.open": {"ja": "開く", "en": "Open"},
    "load.open_backup": {"ja": "バックアップを開く", "en": "Open backup"},
    "load.back": {"ja": "戻る", "en": "Back"},
    "load.autosave": {"ja": "自動保存", "en": "Autosave"},
    "load.unknown_game": {
        "ja": "{file} は未対応のゲーム「{game}」のセーブです",
        "en": "{file} is a save of a game this app does not have: {game}",
    },
    "load.failed": {"ja": "ロードできません: {error}", "en": "Could not load: {error}"},
    # data errors
    "data.heading": {"ja": "カードデータに問題があります", "en": "The card data has problems"},
    "data.summary": {
        "ja": "{count} 件の問題が見つかりました。`python main.py check-data` と同じ内容です。",
        "en": "{count} problem(s) found — the same report as `python main.py check-data`.",
    },
    "data.continue": {"ja": "このまま続ける", "en": "Continue anyway"},
    "data.quit": {"ja": "終了", "en": "Quit"},
    # curtain
    "curtain.pass": {"ja": "{name} さんに交代してください", "en": "Pass to {name}"},
    "curtain.ready": {
        "ja": "準備ができたらクリックするかスペースキーを押してください",
        "en": "Click or press Space when ready",
    },
    # table scaffolding
    "table.undo": {"ja": "取り消し", "en": "Undo"},
    "table.redo": {"ja": "やり直し", "en": "Redo"},
    "table.save": {"ja": "保存", "en": "Save"},
    "table.menu": {"ja": "メニュー", "en": "Menu"},
    "table.turn": {"ja": "{name} の番", "en": "{name} to play"},
    "table.over": {"ja": "ゲーム終了", "en": "Game over"},
    "table.timer": {"ja": "残り {time}", "en": "{time} left"},
    "table.time_up": {"ja": "時間切れ", "en": "Time's up"},
    "table.timed_out": {"ja": "時間切れ: {name}の手はルールの既定で指されました", "en": "Time's up: the rules played {name}'s default"},
    "table.illegal": {"ja": "できません: {reason}", "en": "Not allowed: {reason}"},
    "table.data_reloaded": {"ja": "カードデータを再読み込みしました", "en": "Card data reloaded"},
    "table.data_refused": {"ja": "カードデータの変更を反映できません: {why}", "en": "Card data change not applied: {why}"},
    "table.saved": {"ja": "保存しました: {name}", "en": "Saved: {name}"},
    "table.save_failed": {"ja": "保存できません: {reason}", "en": "Could not save: {reason}"},
    "table.save_title": {"ja": "名前を付けて保存", "en": "Save as"},
    "table.save_ok": {"ja": "保存", "en": "Save"},
    "table.cancel": {"ja": "キャンセル", "en": "Cancel"},
    "table.event": {"ja": "{kind}", "en": "{kind}"},
    "table.event_seat": {"ja": "{name}: {kind}", "en": "{name}: {kind}"},
    # app-wide
    "app.fallback": {"ja": "画面を表示できませんでした。", "en": "A screen could not be shown."},
    "app.error": {
        "ja": "問題が起きました（詳細は {path}）: {error}",
        "en": "Something went wrong (details in {path}): {error}",
    },
}


def translate(table: Table, key: str, lang: str, **params: object) -> str:
    """``table[key]`` in ``lang`` (falling back to English, then the key), with params filled."""
    entry = table.get(key)
    if entry is None:
        return key
    text = entry.get(lang) or entry.get("en") or key
    return text.format(**params) if params else text


def tr(key: str, lang: str, **params: object) -> str:
    """A shell string in ``lang``."""
    return translate(STRINGS, key, lang, **params)


def tr_text(key: str, **params: object) -> Text:
    """A shell string in both languages, for an engine error the screens raise themselves."""
    return Text(tr(key, "en", **params), tr(key, "ja", **params))


def engine_message(message: object, lang: str) -> str:
    """What the engine says, in ``lang``: a ``Text``, or an error carrying one (``EngineError.text``,
    why an action, an undo or a save was refused); anything else (an OSError) as ``str``."""
    text = message if isinstance(message, Text) else getattr(message, "text", None)
    return text.get(lang) if isinstance(text, Text) else str(message)
